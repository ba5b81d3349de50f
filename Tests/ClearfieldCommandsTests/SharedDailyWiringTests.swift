import ClearfieldGames
import Foundation
import GameCore
import GameRules
import Leaderboards
import Midend
import Mines
import SharedBoard
import Shell
import Storage
import Testing
@testable import ClearfieldCommands

/// Issue 23 end to end on a real board, logged in with a password as a player: the game's own
/// wiring asks the board for the day's daily deal, a won daily on the board's seed is ranked here
/// (the ranking learned the seed from the deal) and the outbox sends it naming that deal, and it
/// lands on the day's daily board; the second deal of the day is practice.
@Suite struct SharedDailyWiringTests {
    /// The daily Mines board of `day` on `seed`, won by revealing every safe cell from the middle.
    static func wonDaily(day: String, seed: UInt64, id: String, player: Int64) throws -> Leaderboards.FinishedGame {
        let params = MinesGameParams(mode: .classic(.intermediate), settings: MinesSettings(style: .noGuess), daily: day)
        var state = MinesState(setup: params.setup(seed: seed))
        var log = TimedLog<MinesMove>()
        var offset = 500
        func play(_ move: MinesMove) throws {
            state = try #require(state.applying(move)).state
            offset += 100
            log.append(.move(move), at: offset)
        }
        try play(.reveal(Point(x: 8, y: 8)))
        let layout = try #require(state.board.layout)
        for y in 0..<16 {
            for x in 0..<16 where !layout.isMine(at: Point(x: x, y: y))
                && state.board.mark(at: Point(x: x, y: y)) == .covered && state.board.outcome == .playing {
                try play(.reveal(Point(x: x, y: y)))
            }
        }
        return Leaderboards.FinishedGame(id: id, playerID: player, kind: .mines,
                                         setup: try MinesBackEnd.encode(GameSetup(params: params, seed: seed)),
                                         log: log.packed(), claimedPlayMilliseconds: offset, origin: .dealt, finishedAt: Date())
    }

    @Test func aDailyDealtByTheBoardIsSentToItsDailyBoardAndTheNextDealIsPractice() throws {
        let address = try SharedBoardWakeTests.boardWithPlayer()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("daily-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let paths = AppPaths(root: scratch, origin: .dataDirectoryOption)
        let database = try AppDatabase.inMemory()
        let player = try database.currentPlayer(named: "ada").id
        var access = LeaderboardAccess.clearfield(database: database, timeZone: .system)
        var warnings: [String] = []
        let client = try #require(SharedBoardWiring.attach(
            to: &access, option: address, paths: paths, environment: ["PGPASSFILE": "/nonexistent"],
            database: database, player: player, warnings: &warnings), "\(warnings)")
        defer { client.stop() }

        let dealt = try client.issueDailyDeal(game: "mines")
        #expect(dealt.ranked)
        #expect(dealt.deal.seed == (try client.dailySeed(game: "mines", day: nil).seed))
        let day = dealt.day
        let game = try Self.wonDaily(day: day, seed: dealt.deal.seed, id: "daily-1", player: player)
        // Played in real time: the board refuses more play than the deal's age allows.
        Thread.sleep(forTimeInterval: Double(game.claimedPlayMilliseconds ?? 0) / 1000)
        let verdict = GameRanker.rank(game, registry: access.registry, store: access.store)
        guard case .ranked(let placement, _) = verdict else {
            Issue.record("not ranked: \(verdict)")
            return
        }
        #expect(placement.board.rawValue == "mines.daily.\(day)")
        #expect(client.store.notSent == nil)
        #expect(try database.outboxCount(player: player) == 1)
        _ = client.outbox.submitPending()
        let refusal = try database.outbox(player: player).first?.lastError
        #expect(try database.outboxCount(player: player) == 0, "\(refusal ?? "")")
        let rows = try client.store.rows(board: placement.board, window: .allTime, now: Date(), offset: 0, limit: 10,
                                         viewer: player)
        #expect(rows.map { $0.runID } == ["daily-1"])

        // Asked again today: practice, whatever this computer says.
        #expect(try !client.issueDailyDeal(game: "mines").ranked)
    }

    /// A daily started while the board could not deal it is played on the documented seed and
    /// ranked here only; its results panel says why it is not on the shared board (not
    /// "sending..." for ever), and nothing is queued for the board.
    @Test func aDailyTheBoardDidNotDealSaysSoOnItsPanel() throws {
        let address = try SharedBoardWakeTests.boardWithPlayer()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("daily-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let database = try AppDatabase.inMemory()
        let player = try database.currentPlayer(named: "ada").id
        var access = LeaderboardAccess.clearfield(database: database, timeZone: .system)
        var warnings: [String] = []
        let client = try #require(SharedBoardWiring.attach(
            to: &access, option: address, paths: AppPaths(root: scratch, origin: .dataDirectoryOption),
            environment: ["PGPASSFILE": "/nonexistent"], database: database, player: player, warnings: &warnings), "\(warnings)")
        defer { client.stop() }
        let day = "2026-11-26"
        // The documented seed (README, "Daily"): FNV-1a of the date's text.
        let documented = "clearfield-daily-mines-\(day)".utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        let game = try Self.wonDaily(day: day, seed: documented, id: "offline-daily", player: player)
        let verdict = GameRanker.rank(game, registry: access.registry, store: access.store)
        guard case .ranked(let placement, let runID) = verdict else {
            Issue.record("not ranked here: \(verdict)")
            return
        }
        #expect(placement.board.rawValue == "mines.daily.\(day)")
        let link = try #require(access.shared)
        link.track(runID, placement.board)
        #expect(link.standing(runID) == .notPlaced(SharedBoardLeaderboards.dailyNotDealtRun))
        #expect(link.standing(runID)?.line.hasPrefix("Not ranked on the shared board: the shared board could not deal") == true)
        #expect(try database.outboxCount(player: player) == 0)
        #expect(client.statusLine?.contains(SharedBoardLeaderboards.dailyNotDealt) == true)
    }
}
