import Foundation
import Leaderboards
import Testing
@testable import SharedBoard

extension SharedBoardServerTests.JunkCannotFlood {
    static let totalBoard = BoardID("tiles.total")
    static let firstLevel = BoardID("tiles.level.1.0123abcd")
    static let secondLevel = BoardID("tiles.level.2.0123abcd")

    static func levelRun(_ board: BoardID, score: Int64, player: Int64, at now: Date, replays: Bool = true) -> RankedRun {
        var run = StandInReplay.run(keys: [-score, 0, 0], finishedAt: now)
        run.board = board
        run.figures = ["score": score]
        run.playerID = player
        if !replays { run.log = Data("junk".utf8) }
        return run
    }

    /// Issue 19: one player's 300 runs on 300 made-up levels under the shipped prefix, each of
    /// which replays (a bot can play a map it made), and an honest player's one run on a level the
    /// game knows. Reading Tiles: Total with the known levels as its members is sent only the
    /// known boards' rows (the junk never leaves the server, whatever a reader already knows), and
    /// the made-up levels do not raise the junk player's total.
    @Test func theTotalIsSentOnlyTheKnownLevelsRows() throws {
        let admin = try TestServer.board()
        defer { admin.close() }
        let honest = try TestServer.player(on: admin)
        let junk = try TestServer.player(on: admin)
        let viewer = try TestServer.player(on: admin)
        defer { honest.connection.close(); junk.connection.close(); viewer.connection.close() }
        let periods = RankPeriods.fixed(secondsFromGMT: 0)
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        try TestServer.file(Self.levelRun(Self.firstLevel, score: 500, player: honest.id, at: now), on: admin,
                            periods: periods)
        for level in 1_000..<1_300 {
            let made = BoardID("tiles.level.\(level).0123abcd")
            try TestServer.file(Self.levelRun(made, score: 900, player: junk.id, at: now), on: admin, periods: periods)
        }
        let counter = CountingReplay()
        let store = PostgresLeaderboardStore(connection: viewer.connection, periods: periods, aggregates: Self.total,
                                             members: [Self.totalBoard: [Self.firstLevel, Self.secondLevel]],
                                             verify: counter.verify)
        let before = viewer.connection.rowsReceived
        let rows = try store.top(board: Self.totalBoard, window: .allTime, now: now, limit: 20, viewer: viewer.id)
        let received = viewer.connection.rowsReceived - before
        #expect(rows.map(\.playerID) == [honest.id])
        #expect(rows.first?.figures["score"] == 500)
        #expect(try store.rowCount(board: Self.totalBoard, window: .allTime, now: now, viewer: viewer.id) == 1)
        // The honest row, never the junk player's 300.
        #expect(received <= 4, "\(received) rows received")
        #expect(counter.replays == 1, "\(counter.replays) replays")
    }

    /// Issue 19: once a reader no longer trusts a player (three of their runs failed their replay
    /// here), that player's bests do not count in a rank or a row count on any board, also where
    /// the reader never read them: the honest player at the top of a level is ranked 1st, not 2nd
    /// behind a best nobody could verify.
    @Test func aDistrustedPlayersUnreadBestsDoNotCount() throws {
        let admin = try TestServer.board()
        defer { admin.close() }
        let honest = try TestServer.player(on: admin)
        let junk = try TestServer.player(on: admin)
        let viewer = try TestServer.player(on: admin)
        defer { honest.connection.close(); junk.connection.close(); viewer.connection.close() }
        let periods = RankPeriods.fixed(secondsFromGMT: 0)
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let level = BoardID("tiles.level.9.0123abcd")
        try TestServer.file(Self.levelRun(level, score: 500, player: honest.id, at: now), on: admin, periods: periods)
        try TestServer.file(Self.levelRun(level, score: 900, player: junk.id, at: now, replays: false), on: admin,
                            periods: periods)
        let failing = (1...RunVerdicts.replayFailuresTrusted).map { BoardID("tiles.level.\($0).0123abcd") }
        for board in failing {
            try TestServer.file(Self.levelRun(board, score: 900, player: junk.id, at: now, replays: false), on: admin,
                                periods: periods)
        }
        let store = PostgresLeaderboardStore(connection: viewer.connection, periods: periods,
                                             verify: StandInReplay.verify)
        // The reader meets the junk player's runs on other boards and stops trusting them.
        for board in failing {
            #expect(try store.top(board: board, window: .allTime, now: now, limit: 20, viewer: viewer.id).isEmpty)
        }
        #expect(store.verifier.distrusted == [junk.id])
        // The junk best on the level was never read here.
        #expect(try store.rank(of: honest.id, board: level, window: .allTime, now: now)?.rank == 1)
        #expect(try store.rowCount(board: level, window: .allTime, now: now, viewer: viewer.id) == 1)
        #expect(try store.around(player: honest.id, board: level, window: .allTime, now: now, radius: 5)
            .map(\.rank) == [1])
        #expect(try store.rowCount(board: failing[0], window: .allTime, now: now, viewer: viewer.id) == 0)
    }
}
