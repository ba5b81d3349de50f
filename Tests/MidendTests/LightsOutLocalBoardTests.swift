import Daily
import Foundation
import GameCore
import GameRules
import Leaderboards
import LightsOutGame
import LocalDatabase
@testable import Midend
import Testing

/// The test game on the local leaderboard (issue 33): the SQLite store the program keeps, built as
/// its composition root builds it (the registry's aggregates, human envelope and replay check),
/// takes a lights-out game and a lights-out daily through `GameRanker`, though no line of
/// LocalDatabase, Leaderboards or Midend names the game; and a run of it whose log does not
/// replay leaves the board when the board is read.
@Suite struct LightsOutLocalBoardTests {
    static let date = DailyDate("2026-11-26")!
    static let daily = LightsOutDaily()
    /// The test game's rules with its daily's boards (the documented day seeds: no shared board).
    static let rankings = RankingRegistry(games: TestRegistry.registry, rules: [
        DailyRanking(kin: DealtWinRankingRules(), daily: daily, sharedSeeds: SharedDailySeeds()),
    ])
    static let classic = GameSetup(params: LightsOutParams(scramble: 7), seed: 42)

    /// An in-memory database with players Ada and Bob, and its leaderboards.
    struct Local {
        let database: AppDatabase
        let store: DatabaseLeaderboardStore
        let ada: Int64
        let bob: Int64

        init() throws {
            database = try AppDatabase.inMemory()
            ada = try database.currentPlayer(named: "ada").id
            bob = try database.currentPlayer(named: "bob").id
            store = database.leaderboards(periods: .fixed(secondsFromGMT: 0), aggregates: LightsOutLocalBoardTests.rankings.aggregates,
                                          envelope: LightsOutLocalBoardTests.rankings.envelopeCheck,
                                          replayCheck: LightsOutLocalBoardTests.rankings.replayCheck)
        }

        func top(_ board: BoardID) throws -> [BoardRow] {
            try store.rows(board: board, window: .allTime, now: Date(), offset: 0, limit: 10, viewer: nil)
        }
    }

    /// `setup` switched off by `player`, `pace` ms a press, dealt as `origin` says.
    static func won(_ setup: GameSetup<LightsOutParams>, origin: SeedOrigin, id: String, player: Int64,
                    pace: UInt64) throws -> FinishedGame {
        let time = GamePlayTests.Time()
        var play = try GamePlay<LightsOutBackEnd>(setup, origin: origin)
        play.show(true, at: time.instant)
        _ = play.start(at: time.moment)
        for cell in LightsOutBackEnd.solution(from: play.state) {
            time.pass(pace)
            _ = play.play(LightsOutMove(cell), at: time.moment)
        }
        #expect(play.outcome == .won)
        return try play.finishedGame(id: id, playerID: player, at: time.moment)
    }

    static func presses(_ setup: GameSetup<LightsOutParams>) throws -> Int {
        LightsOutBackEnd.solution(from: try LightsOutBackEnd.newGame(setup)).count
    }

    @Test func aLightsOutGameIsRankedOnTheLocalBoard() throws {
        let local = try Local()
        let adas = GameRanker.rank(try Self.won(Self.classic, origin: .dealt, id: "ada-1", player: local.ada, pace: 900),
                                   registry: Self.rankings, store: local.store)
        let bobs = GameRanker.rank(try Self.won(Self.classic, origin: .dealt, id: "bob-1", player: local.bob, pace: 1_400),
                                   registry: Self.rankings, store: local.store)
        guard case .ranked(let first, "ada-1") = adas, case .ranked(let second, "bob-1") = bobs else {
            Issue.record("not ranked: \(adas.line); \(bobs.line)")
            return
        }
        #expect(first.board == DealtWinRankingRules.lightsOutBoard && first.ranks[.allTime] == 1)
        #expect(second.ranks[.allTime] == 2, "as many presses, more time")
        let rows = try local.top(DealtWinRankingRules.lightsOutBoard)
        #expect(rows.map(\.runID) == ["ada-1", "bob-1"] && rows.map(\.rank) == [1, 2])
        let presses = try Self.presses(Self.classic)
        #expect(rows.map { $0.figures["moves"] } == [Int64(presses), Int64(presses)])
        #expect(rows.map { $0.figures["timeMs"] } == [Int64(900 * presses), Int64(1_400 * presses)])
        #expect(try local.store.run(id: "ada-1")?.kind == .lightsOut)
        // The same game offered again is kept once and places where it did.
        #expect(GameRanker.rank(try Self.won(Self.classic, origin: .dealt, id: "ada-1", player: local.ada, pace: 900),
                                registry: Self.rankings, store: local.store) == adas)
        #expect(try local.store.allRuns().count == 2)
    }

    @Test func aLightsOutDailyRanksOnItsDailyBoardAndItsPracticeDoesNot() throws {
        let local = try Local()
        let seed = DailySeed.seed(Self.daily.game, on: Self.date)
        let challenge = Self.daily.setup(on: Self.date, seed: seed)
        let board = BoardID("lights-out.daily.2026-11-26")
        let ranked = GameRanker.rank(try Self.won(challenge, origin: .dealt, id: "daily", player: local.ada, pace: 800),
                                     registry: Self.rankings, store: local.store)
        guard case .ranked(let placement, _) = ranked else {
            Issue.record("not ranked: \(ranked.line)")
            return
        }
        #expect(placement.board == board && placement.ranks[.allTime] == 1)
        // Played again as practice (a seed the player chose), or another seed under the day's name: not ranked.
        #expect(GameRanker.rank(try Self.won(challenge, origin: .chosen, id: "practice", player: local.bob, pace: 800),
                                registry: Self.rankings, store: local.store) == .notRanked(.dailyPractice))
        let other = Self.daily.setup(on: Self.date, seed: seed &+ 1)
        #expect(GameRanker.rank(try Self.won(other, origin: .dealt, id: "other", player: local.bob, pace: 800),
                                registry: Self.rankings, store: local.store) == .notRanked(.unknownSetup))
        #expect(try local.top(board).map(\.runID) == ["daily"])
        #expect(try local.top(DealtWinRankingRules.lightsOutBoard).isEmpty, "a daily ranks on its own board only")
        #expect(try local.store.allRuns().map(\.id) == ["daily"])
    }

    /// A run written straight into the database (marked verified, with fewer presses than the
    /// board needs: its log ends with lights on) ranks first until the board is read; the read
    /// replays it with the test game's back end and leaves the honest run alone at the top.
    @Test func aRunWhoseLogDoesNotReplayLeavesTheBoardWhenRead() throws {
        let local = try Local()
        let honest = try Self.won(Self.classic, origin: .dealt, id: "honest", player: local.ada, pace: 900)
        guard case .ranked = GameRanker.rank(honest, registry: Self.rankings, store: local.store) else {
            Issue.record("the honest run was not ranked")
            return
        }
        var forged = try #require(try local.store.run(id: "honest"))
        let log = try TimedLog<LightsOutMove>(packed: forged.log)
        #expect(log.entries.count > 1)
        forged.id = "forged"
        forged.playerID = local.bob
        forged.log = TimedLog<LightsOutMove>(Array(log.entries.prefix(1))).packed()
        forged.sortKey = [1, 1]
        forged.figures = ["moves": 1, "timeMs": 1]
        try local.store.submit(forged)
        #expect(try local.store.run(id: "forged")?.verification.isVerified == true)

        let rows = try local.top(DealtWinRankingRules.lightsOutBoard)
        #expect(rows.map(\.runID) == ["honest"] && rows.first?.rank == 1)
        #expect(try local.store.run(id: "forged")?.verification.isVerified == false)
    }
}
