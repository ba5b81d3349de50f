import Foundation
import Leaderboards
import PostgresNIO
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// Issue 19: one player's junk cannot flood a board — a quota per minute and per day, and
    /// board ids checked by form, both refused by the database with a sentence.
    @Suite struct JunkCannotFlood {
        @Test func aPlayersRunsBeyondTheQuotaAreRefused() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            try admin.rows("SELECT clearfield.set_run_quota(3, 4)")
            let ann = try TestServer.player(on: admin)
            let bob = try TestServer.player(on: admin)
            defer { ann.connection.close(); bob.connection.close() }
            let server = BoardServer(connection: ann.connection)
            for key in 1...3 {
                try server.insertDealt(.sample(player: ann.id, keys: [Int64(key), 0, 0]))
            }
            let refusal = #expect(throws: BoardError.self) {
                try server.insertDealt(.sample(player: ann.id, keys: [9, 0, 0]))
            }
            #expect(refusal?.description.contains("at most 3 runs a minute") == true, "\(String(describing: refusal))")
            // Another player is not held back by Ann's quota.
            try BoardServer(connection: bob.connection).insertDealt(.sample(player: bob.id, keys: [1, 0, 0]))
            #expect(try admin.rows("SELECT count(*) FROM clearfield.run")[0].decode(Int64.self) == 4)
        }

        @Test func aRunOnAMadeUpBoardIsRefused() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            defer { ann.connection.close() }
            let server = BoardServer(connection: ann.connection)
            for board in ["mines.junk.123", "tiles.level.7.zzzzzzzz", "mines.beginner.random.x", "tiles.level.1.0123abcd"] {
                // The last is a Tiles board, sent as a game of Mines.
                let refusal = #expect(throws: BoardError.self, "\(board)") {
                    try server.insertDealt(.sample(player: ann.id, board: board, keys: [1, 0, 0]))
                }
                #expect(refusal?.description.contains("there is no board") == true, "\(board)")
            }
            try server.insertDealt(.sample(player: ann.id, board: "mines.expert.noguess", keys: [1, 0, 0]))
        }
    }
}

extension SharedBoardServerTests.JunkCannotFlood {
    /// 300 junk runs of one player on 300 level boards, none of which replays: reading Tiles:
    /// Total costs a bounded number of statements, not one more per failing row.
    @Test func readingTheTotalCostsABoundedNumberOfQueriesWhateverTheJunk() throws {
        let aggregates = [BoardID("tiles.total"): BoardAggregate(memberPrefix: "tiles.level.", summedFigure: "score",
                                                                 countFigure: "levels")]
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
            var bad = StandInReplay.run(keys: [-900, 0, 0], finishedAt: now)
            bad.board = BoardID("tiles.level.\(level).0123abcd")
            bad.log = Data("junk".utf8)
            bad.playerID = junk.id
            try TestServer.file(bad, on: admin, periods: periods)
        }
        let store = PostgresLeaderboardStore(connection: viewer.connection, periods: periods, aggregates: aggregates,
                                             verify: StandInReplay.verify)
        let before = viewer.connection.statementCount
        let rows = try store.top(board: BoardID("tiles.total"), window: .allTime, now: now, limit: 20, viewer: nil)
        let spent = viewer.connection.statementCount - before
        #expect(rows.map(\.playerID) == [honest.id])
        #expect(spent <= 4, "\(spent) statements")
    }
}
