import Foundation
import Leaderboards
import Synchronization
import Testing
@testable import SharedBoard

extension SharedBoardServerTests.JunkCannotFlood {
    /// Counts the replays a reader makes.
    final class CountingReplay: Sendable {
        private let count = Mutex(0)
        var replays: Int { count.withLock { $0 } }

        @Sendable func verify(_ run: RankedRun) -> VerificationState {
            count.withLock { $0 += 1 }
            return StandInReplay.verify(run)
        }
    }

    static let total = [BoardID("tiles.total"): BoardAggregate(memberPrefix: "tiles.level.", summedFigure: "score",
                                                               countFigure: "levels")]

    /// Issue 19: 300 junk runs of one player on 300 level boards, none of which replays, and an
    /// honest player's one. Each reader of Tiles: Total (every board of it: top, count, rank) and
    /// of a level board replays a bounded number of runs, not one per failing row: the junk
    /// player's runs stop being replayed after a few failed.
    @Test func readingTheBoardsReplaysABoundedNumberOfRunsWhateverTheJunk() throws {
        let admin = try TestServer.board()
        defer { admin.close() }
        let honest = try TestServer.player(on: admin)
        let junk = try TestServer.player(on: admin)
        let viewer = try TestServer.player(on: admin)
        defer { honest.connection.close(); junk.connection.close(); viewer.connection.close() }
        let periods = RankPeriods.fixed(secondsFromGMT: 0)
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        var good = StandInReplay.run(keys: [-500, 0, 0], finishedAt: now)
        good.board = BoardID("tiles.level.1.0123abcd")
        good.figures = ["score": 500]
        good.playerID = honest.id
        try TestServer.file(good, on: admin, periods: periods)
        for level in 1...300 {
            // Two junk runs a level: the best fails, and so does the one it would give way to.
            for keys: [Int64] in [[-900, 0, 0], [-800, 0, 0]] {
                var bad = StandInReplay.run(keys: keys, finishedAt: now)
                bad.board = BoardID("tiles.level.\(level).0123abcd")
                bad.log = Data("junk".utf8)
                bad.playerID = junk.id
                try TestServer.file(bad, on: admin, periods: periods)
            }
        }
        let counter = CountingReplay()
        let store = PostgresLeaderboardStore(connection: viewer.connection, periods: periods,
                                             aggregates: Self.total, verify: counter.verify)
        let total = BoardID("tiles.total")
        let rows = try store.top(board: total, window: .allTime, now: now, limit: 20, viewer: viewer.id)
        #expect(try store.rowCount(board: total, window: .allTime, now: now, viewer: viewer.id) == 1)
        #expect(try store.rank(of: viewer.id, board: total, window: .allTime, now: now) == nil)
        let level = BoardID("tiles.level.7.0123abcd")
        #expect(try store.top(board: level, window: .allTime, now: now, limit: 20, viewer: viewer.id).isEmpty)
        #expect(rows.map(\.playerID) == [honest.id])
        // The honest run once, and the junk player's until they are no longer trusted.
        #expect(counter.replays <= 1 + RunVerdicts.replayFailuresTrusted, "\(counter.replays) replays")
        // And the next read of the total is not sent the junk player's member bests at all.
        #expect(store.verifier.distrusted == [junk.id])
        let sent = try store.server.memberBests(prefix: "tiles.level.", period: "all", leavingOut: store.verifier.distrusted)
        #expect(sent.map(\.player.id) == [honest.id])

        // A second reader (another computer) does no more.
        let other = CountingReplay()
        let second = PostgresLeaderboardStore(connection: honest.connection, periods: periods,
                                              aggregates: Self.total, verify: other.verify)
        #expect(try second.top(board: total, window: .allTime, now: now, limit: 20, viewer: honest.id)
            .map(\.playerID) == [honest.id])
        #expect(other.replays <= 1 + RunVerdicts.replayFailuresTrusted, "\(other.replays) replays")
    }
}
