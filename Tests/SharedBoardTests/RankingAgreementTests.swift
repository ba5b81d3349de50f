import Foundation
import GameCore
import Leaderboards
@testable import LocalDatabase
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// The shared board's queries give the same boards as the SQLite store and the pure Ranking on
    /// the same random runs: order, ranks (ties shared), best per player per window, around-me and
    /// paging, with a blocked player hidden from others and shown, marked, to themselves.
    @Suite struct RankingAgreement {
        static let board = BoardID("mines.beginner.random")
        static let periods = RankPeriods.fixed(secondsFromGMT: 3_600)

        @Test(arguments: [UInt64(14), 1_401, 140_014])
        func theBoardsAgreeOnRandomRuns(seed: UInt64) throws {
            var random = SeededGenerator(seed: seed)
            let admin = try TestServer.board()
            defer { admin.close() }
            let players = try (0..<7).map { _ in try TestServer.player(on: admin) }
            defer { players.forEach { $0.connection.close() } }
            let stores = players.map {
                PostgresLeaderboardStore(connection: $0.connection, periods: Self.periods, verify: StandInReplay.verify)
            }
            // The SQLite store, with local players numbered as the board's (its rows name them).
            let local = try AppDatabase.inMemory()
            var localID: [Int64: Int64] = [:]
            for player in players {
                localID[player.id] = try local.currentPlayer(named: "p\(player.id)").id
            }
            let sqlite = local.leaderboards(periods: Self.periods)

            // Small key ranges so ties happen; finishes over ten days so the windows differ.
            let start = Date(timeIntervalSince1970: 1_795_000_000)
            var runs: [RankedRun] = []
            for _ in 0..<80 {
                let who = Int(random.next() % UInt64(players.count))
                var run = StandInReplay.run(
                    keys: [Int64(random.next() % 12), -Int64(random.next() % 3), 0],
                    finishedAt: start.addingTimeInterval(Double(random.next() % (10 * 86_400))))
                run.playerID = players[who].id
                try TestServer.file(run, on: admin, periods: Self.periods)
                var mine = run
                mine.playerID = localID[players[who].id]!
                try sqlite.submit(mine)
                runs.append(run)
            }
            // One player blocked by a moderator: hidden from others, shown to themselves.
            let blocked = players[Int(random.next() % UInt64(players.count))].id
            try admin.rows("UPDATE clearfield.player SET blocked = true WHERE id = \(blocked)")
            try local.dbWriter.write { db in
                try db.execute(sql: "INSERT INTO playerProfile (playerId, blocked, memberSince) VALUES (?, 1, ?)",
                               arguments: [localID[blocked]!, start])
            }
            let oracle = Ranking(runs: runs, periods: Self.periods, blocked: [blocked])
            let toBoard = Dictionary(uniqueKeysWithValues: localID.map { ($1, $0) })

            func shape(_ rows: [BoardRow], mapping: [Int64: Int64]? = nil) -> [String] {
                rows.map { "\($0.rank) \(mapping?[$0.playerID] ?? $0.playerID) \($0.sortKey) \($0.isViewer) \($0.isHidden)" }
            }
            for day in [0, 3, 9] {
                let now = start.addingTimeInterval(Double(day * 86_400 + 43_200))
                for window in RankWindow.allCases {
                    for (index, viewer) in ([nil] + players.map(\.id)).enumerated() {
                        let store = stores[max(0, index - 1)]
                        let expected = oracle.rows(board: Self.board, window: window, now: now, viewer: viewer)
                        let got = try store.rows(board: Self.board, window: window, now: now, offset: 0, limit: 50,
                                                 viewer: viewer)
                        #expect(shape(got) == shape(expected), "\(window) day \(day) viewer \(String(describing: viewer))")
                        let fromSQLite = try sqlite.rows(board: Self.board, window: window, now: now, offset: 0, limit: 50,
                                                         viewer: viewer.flatMap { localID[$0] })
                        #expect(shape(fromSQLite, mapping: toBoard) == shape(got))
                        // Paging gives the same rows, two at a time.
                        let paged = try stride(from: 0, to: expected.count, by: 2).flatMap {
                            try store.rows(board: Self.board, window: window, now: now, offset: $0, limit: 2, viewer: viewer)
                        }
                        #expect(shape(paged) == shape(expected))
                        #expect(try store.rowCount(board: Self.board, window: window, now: now, viewer: viewer)
                                == expected.count)
                    }
                    for (index, player) in players.enumerated() {
                        let expectedRank = oracle.rank(of: player.id, board: Self.board, window: window, now: now)
                        let rank = try stores[index].rank(of: player.id, board: Self.board, window: window, now: now)
                        #expect(rank.map { shape([$0]) } == expectedRank.map { shape([$0]) })
                        let expectedAround = oracle.around(player: player.id, board: Self.board, window: window, now: now,
                                                           radius: 2)
                        let around = try stores[index].around(player: player.id, board: Self.board, window: window,
                                                              now: now, radius: 2)
                        #expect(shape(around) == shape(expectedAround))
                    }
                }
            }
        }
    }
}
