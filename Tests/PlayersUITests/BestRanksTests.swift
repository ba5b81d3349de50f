@testable import Shell
@testable import PlayersUI
import Foundation
import GameCore
import GameRules
import Leaderboards
import Players
import Testing
@testable import UITestSupport

/// The Profile screen's best ranks read from the SQLite ranking store.
@Suite struct BestRanksTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    static func run(_ id: String, board: BoardID, player: PlayerID, time: Int64) -> RankedRun {
        RankedRun(id: id, board: board, playerID: player, kind: GameKind(rawValue: "mines"), setup: Data([1]), log: Data(id.utf8),
                  claimed: VerifiedGame(kind: GameKind(rawValue: "mines"), status: .won, boardsCleared: 1, moves: 3,
                                        hintsUsed: 0, undosUsed: 0, actionCount: 3, timingStartOffset: 0, lastOffset: 0,
                                        playMilliseconds: Int(time)),
                  sortKey: [time, 0, 0], figures: ["time": time], finishedAt: now - 60, verification: .verified)
    }

    static func board(_ id: BoardID, _ title: String) -> BoardDefinition {
        BoardDefinition(id: id, title: title, columns: [], sortKeysDescription: "time", howToEnter: "win one")
    }

    @Test func ranksAreReadPerBoardBestFirstAndShownOnTheProfile() throws {
        let world = try ProfileWorld(players: ["ada", "bob", "cy"], playing: "bob")
        let store = world.database.leaderboards(periods: .fixed(secondsFromGMT: 0))
        let (ada, bob, cy) = (try world.id("ada"), try world.id("bob"), try world.id("cy"))
        try store.submit(Self.run("1", board: "mines.beginner.random", player: ada, time: 5_000))
        try store.submit(Self.run("2", board: "mines.beginner.random", player: bob, time: 6_000))
        try store.submit(Self.run("3", board: "mines.expert.random", player: bob, time: 90_000))
        try store.submit(Self.run("4", board: "mines.expert.random", player: cy, time: 99_000))
        let boards = [Self.board("mines.beginner.random", "Mines beginner"), Self.board("mines.expert.random", "Mines expert"),
                      Self.board("mines.endless", "Mines endless")]
        let ranks = try BestRanks.read(store: store, boards: boards, player: bob, now: Self.now)
        #expect(ranks == [BestRank(board: "Mines expert", window: "all time", rank: 1),
                          BestRank(board: "Mines beginner", window: "all time", rank: 2)])
        #expect(try BestRanks.read(store: store, boards: boards, player: 99, now: Self.now).isEmpty)

        var environment = world.environment
        environment.profiles?.bestRanks = { try BestRanks.read(store: store, boards: boards, player: $0, now: Self.now) }
        let context = Fixtures.context(environment)
        var screen = ProfileScreen()
        screen.activate(context: context)
        let text = screen.frame(context).text
        #expect(text.contains("1st Mines expert, all time"))
        #expect(text.contains("2nd Mines beginner, all time"))
    }
}
