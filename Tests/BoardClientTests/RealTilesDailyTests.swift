import BoardAPI
import BoardTestSupport
import Daily
import Foundation
import GameCore
import GameRules
import Leaderboards
import Testing
import Tiles
@testable import BoardClient

/// The Tiles daily through the game's client against the real service over real HTTP (issue 29,
/// point 5). Its map is built from the seed the service's deal carries: the day's seed, drawn by
/// the service when its day begins, which no one has before; the documented date seed (anyone can
/// compute it for any date, tomorrow's too) builds another map, and a run on that map sent under
/// the day's deal is not ranked. A run on the dealt map ranks, also when its game was saved and
/// the program restarted; another player's moves filed under one's own deal are still a copy.
@Suite(.serialized, .tags(.postgres)) struct RealTilesDailyTests {
    /// `challenge`'s moves as the game logs them once its map is on screen: the first `first` ms
    /// after the deal (the clock runs from the deal, and building the map took that long here),
    /// then `pace` ms apart; played at that pace, as a player would (the service times it too).
    static func play(_ challenge: DailyTilesChallenge, moves: [TilesMove], seed: UInt64, dealtAt: Date, id: String,
                     player: Int64, pace: Int) throws -> FinishedGame {
        let first = Int(Date().timeIntervalSince(dealtAt) * 1000)
        var state = challenge.level.startState
        var log = TimedLog<TilesMove>()
        for (index, move) in moves.enumerated() {
            state = try #require(state.applying(move)).state
            log.append(.move(move), at: first + index * pace)
        }
        #expect(state.isCleared)
        let claimed = log.lastKnownOffset ?? 0
        Thread.sleep(forTimeInterval: Double(claimed - first) / 1000)
        return FinishedGame(id: id, playerID: player, kind: TilesBackEnd.kind,
                            setup: try TilesBackEnd.encode(GameSetup(params: challenge.params, seed: seed)), log: log.packed(),
                            claimedPlayMilliseconds: claimed, origin: .dealt, finishedAt: Date())
    }

    /// The run sent from `client`'s outbox: the service's verdict.
    static func verdict(_ runID: String, from client: ServiceBoardClient) throws -> RunVerdict {
        #expect(client.store.notSentReason(runID: runID) == nil)
        #expect(client.outbox.submitPending() == .online(waiting: 0))
        return try #require(client.outbox.verdict(runID: runID))
    }

    @Test func theMapIsTheDealtSeedsAndOnlyARunOnItRanks() throws {
        let live = try LiveService()
        defer { live.stop() }
        let bea = try RealTilesServiceTests.join(live, nickname: "Bea")
        let cal = try RealTilesServiceTests.join(live, nickname: "Cal")
        let eve = try RealTilesServiceTests.join(live, nickname: "Eve")
        let beas = bea.client

        // (a) No seed of any day exists before a deal of that day: tomorrow's map cannot be built.
        #expect(try live.daySeeds().isEmpty)
        let beaDeal = try beas.dealDaily(game: "tiles").get()
        let dealtAt = Date()
        let board = try #require(DailyBoard(BoardID(beaDeal.board), of: .tiles))
        let seed = try #require(beaDeal.seed)
        #expect(board.game == .tiles && beaDeal.ranked && beaDeal.startedAt != nil)
        #expect(try live.daySeeds().map { "\($0.day) \($0.game) \($0.seed)" } == ["\(board.date) tiles \(seed)"],
                "the service drew the day's seed at its first deal, that day's only")
        let documented = DailyTilesChallenge(date: board.date)
        let dealt = DailyTilesChallenge(date: board.date, seed: seed)
        #expect(seed != documented.seed && dealt.mapHash != documented.mapHash)
        // The documented map, practised ahead, filed under the day's deal: sent, not ranked.
        beas.finished(try Self.play(documented, moves: documented.solution, seed: seed, dealtAt: dealtAt, id: "bea-documented",
                                    player: bea.localPlayer, pace: 150))
        let refused = try Self.verdict("bea-documented", from: beas)
        #expect(refused.status == .refused, "\(refused)")
        // The next deal of the day is practice, on the same map.
        let practice = try beas.dealDaily(game: "tiles").get()
        #expect(!practice.ranked && practice.seed == seed)

        // (b) Cal's run on the dealt map ranks, though the program stopped between the deal and
        // the game's end (a saved game resumed): the deal is kept in the data directory. The
        // game's clock stood still while the program was closed, the service's did not: the run
        // is timed by the service, the break included.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiles-daily-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let calDeal = try cal.client(deals: directory).dealDaily(game: "tiles").get()
        let calDealtAt = Date()
        #expect(calDeal.ranked && calDeal.seed == seed)
        var calGame = try Self.play(dealt, moves: dealt.solution, seed: seed, dealtAt: calDealtAt, id: "cal-dealt",
                                    player: cal.localPlayer, pace: 150)
        let breakSeconds = 7.0
        Thread.sleep(forTimeInterval: breakSeconds)
        calGame.finishedAt = Date()
        let restarted = cal.client(deals: directory)
        restarted.finished(calGame)
        let ranked = try Self.verdict("cal-dealt", from: restarted)
        #expect(ranked.status == .ranked && ranked.rankAllTime == 1, "\(ranked)")
        let stopped = try #require(ranked.stoppedClockMilliseconds, "\(ranked)")
        #expect(stopped >= Int(breakSeconds * 1000) && stopped < Int(breakSeconds * 1000) + 5_000, "\(ranked)")

        // (c) Eve files Cal's moves, slower, under her own deal: refused as a copy.
        let eves = eve.client
        let eveDeal = try eves.dealDaily(game: "tiles").get()
        let eveDealtAt = Date()
        #expect(eveDeal.ranked && eveDeal.seed == seed)
        eves.finished(try Self.play(dealt, moves: dealt.solution, seed: seed, dealtAt: eveDealtAt, id: "eve-copy",
                                    player: eve.localPlayer, pace: 250))
        let copy = try Self.verdict("eve-copy", from: eves)
        #expect(copy.status == .refused && copy.reason?.contains("another player's run") == true, "\(copy)")

        let rows = try beas.service.rows(board: board.id.rawValue, period: .all, offset: 0, limit: 10)
        #expect(rows.items.map(\.runID) == ["cal-dealt"])
    }
}
