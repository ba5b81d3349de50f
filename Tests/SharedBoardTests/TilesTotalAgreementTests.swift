import Foundation
import GameCore
import Leaderboards
@testable import LocalDatabase
import Testing
import Tiles
@testable import SharedBoard

extension SharedBoardServerTests {
    /// The Tiles total on the shared board: each player's best level scores summed, then levels
    /// passed, the same as the SQLite store and the pure Ranking give on the same random runs.
    /// The total and its members are whatever the Tiles ranking's board definitions say (a player
    /// pack's level board is not a member).
    @Suite struct TilesTotalAgreement {
        static let periods = RankPeriods.fixed(secondsFromGMT: 0)

        @Test(arguments: [UInt64(3), 33_003])
        func theTotalsAgreeOnRandomLevelRuns(seed: UInt64) throws {
            var random = SeededGenerator(seed: seed)
            let total = try #require(TilesRanking(levels: []).boards.first { $0.aggregate != nil })
            let aggregates = [total.id: try #require(total.aggregate)]
            let admin = try TestServer.board()
            defer { admin.close() }
            let players = try (0..<5).map { _ in try TestServer.player(on: admin) }
            defer { players.forEach { $0.connection.close() } }
            let stores = players.map {
                PostgresLeaderboardStore(connection: $0.connection, periods: Self.periods, aggregates: aggregates,
                                         verify: StandInReplay.verify)
            }
            let local = try AppDatabase.inMemory()
            var localID: [Int64: Int64] = [:]
            for player in players {
                localID[player.id] = try local.currentPlayer(named: "p\(player.id)").id
            }
            let sqlite = local.leaderboards(periods: Self.periods, aggregates: aggregates)
            let start = Date(timeIntervalSince1970: 1_795_000_000)
            var runs: [RankedRun] = []
            for _ in 0..<40 {
                let who = Int(random.next() % UInt64(players.count))
                let score = Int64(random.next() % 6) * 100
                var run = StandInReplay.run(keys: [-score, Int64(random.next() % 3), 0],
                                            finishedAt: start.addingTimeInterval(Double(random.next() % (5 * 86_400))))
                // Mostly shipped levels (two versions of level 1's map); now and then a player pack's
                // level, whose board never counts in the total.
                let level = Int(random.next() % 5) + 1
                run.board = level == 5
                    ? TilesLevelBoard(key: LevelKey(pack: "mine", number: 1), mapHash: 99).id
                    : TilesRanking.board(level: level, mapHash: level == 1 ? random.next() % 2 : UInt64(level))
                run.kind = GameKind(rawValue: "tiles")
                run.figures = ["score": score]
                run.playerID = players[who].id
                try TestServer.file(run, on: admin, periods: Self.periods)
                var mine = run
                mine.playerID = localID[players[who].id]!
                try sqlite.submit(mine)
                runs.append(run)
            }
            // A level board's run that does not verify counts for nobody's total.
            var forged = StandInReplay.run(keys: [-900, 0, 0], finishedAt: start)
            forged.board = TilesRanking.board(level: 2, mapHash: 2)
            forged.figures = ["score": 900]
            forged.playerID = players[0].id
            forged.log = Data("1".utf8)
            try TestServer.file(forged, on: admin, periods: Self.periods)

            let oracle = Ranking(runs: runs, periods: Self.periods, aggregates: aggregates)
            let toBoard = Dictionary(uniqueKeysWithValues: localID.map { ($1, $0) })
            func shape(_ rows: [BoardRow], mapping: [Int64: Int64]? = nil) -> [String] {
                rows.map {
                    let figures = $0.figures.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                    return "\($0.rank) \(mapping?[$0.playerID] ?? $0.playerID) \($0.sortKey) \(figures) \($0.isViewer)"
                }
            }
            for day in [1, 4] {
                let now = start.addingTimeInterval(Double(day * 86_400 + 43_200))
                for window in RankWindow.allCases {
                    for (index, player) in players.enumerated() {
                        let expected = oracle.rows(board: total.id, window: window, now: now, viewer: player.id)
                        let got = try stores[index].rows(board: total.id, window: window, now: now, offset: 0, limit: 50,
                                                         viewer: player.id)
                        #expect(!expected.isEmpty || window != .allTime)
                        #expect(shape(got) == shape(expected), "\(window) day \(day)")
                        let fromSQLite = try sqlite.rows(board: total.id, window: window, now: now, offset: 0, limit: 50,
                                                         viewer: localID[player.id])
                        #expect(shape(fromSQLite, mapping: toBoard) == shape(got))
                        #expect(try stores[index].rowCount(board: total.id, window: window, now: now, viewer: player.id)
                                == expected.count)
                        let rank = try stores[index].rank(of: player.id, board: total.id, window: window, now: now)
                        #expect(rank.map { shape([$0]) }
                                == oracle.rank(of: player.id, board: total.id, window: window, now: now).map { shape([$0]) })
                        let around = try stores[index].around(player: player.id, board: total.id, window: window,
                                                              now: now, radius: 1)
                        #expect(shape(around) == shape(oracle.around(player: player.id, board: total.id, window: window,
                                                                     now: now, radius: 1)))
                    }
                }
            }
        }
    }
}
