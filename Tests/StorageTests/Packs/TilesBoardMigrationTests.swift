import Foundation
import GameCore
import GameRules
import GRDB
import Leaderboards
import Testing
@testable import LocalDatabase
import Tiles

/// "v7-tiles-level-boards": runs kept on `tiles.level.N` move to the board of the map they were
/// played on, and every best and total is then exactly what a store keeps for those runs.
@Suite struct TilesBoardMigrationTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let periods = RankPeriods.fixed(secondsFromGMT: 0)
    static let aggregates = [TilesRanking.total: TilesRanking.totalAggregate]

    /// Random won runs on levels 1–3, two versions of level 2's map, four players, nine days.
    static func runs(seed: UInt64) throws -> [RankedRun] {
        var generator = SeededGenerator(seed: seed)
        return try (0..<60).map { index in
            let level = Int.random(in: 1...3, using: &generator)
            let version = level == 2 ? UInt64.random(in: 0...1, using: &generator) : 0
            let params = TilesParams(level: level, par: 3, mapRows: ["RR"], mapHash: (UInt64(level) << 60) | version << 33)
            let score = Int64.random(in: 900...1100, using: &generator)
            let moves = Int64.random(in: 2...4, using: &generator)
            let back = Double(Int.random(in: 0...(9 * 86_400), using: &generator))
            return RankedRun(
                id: "run\(index)", board: params.levelBoard.id, playerID: Int64.random(in: 1...4, using: &generator),
                kind: .tiles, setup: try TilesBackEnd.encode(GameSetup(params: params, seed: 0)), log: Data([1]),
                claimed: VerifiedGame(kind: .tiles, status: .won, score: Int(score), level: level, boardsCleared: 1,
                                      moves: Int(moves), hintsUsed: 0, undosUsed: 0, actionCount: 1,
                                      timingStartOffset: 0, lastOffset: 10, playMilliseconds: 10),
                sortKey: [-score, moves, 10], figures: ["score": score, "moves": moves, "timeMs": 10],
                finishedAt: now.addingTimeInterval(-back), verification: index % 7 == 0 ? .unverified("x") : .verified)
        }
    }

    static func store() throws -> DatabaseLeaderboardStore {
        let database = try makeDatabase()
        for index in 1...4 { _ = try database.currentPlayer(named: "p\(index)") }
        return database.leaderboards(periods: periods, aggregates: aggregates)
    }

    static func contents(_ store: DatabaseLeaderboardStore) throws -> [String] {
        try store.database.dbWriter.read { db in
            try Row.fetchAll(db, sql: "SELECT id, board FROM rankedRun ORDER BY id").map { "\($0)" }
                + Row.fetchAll(db, sql: "SELECT * FROM boardBest ORDER BY board, period, playerId").map { "\($0)" }
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func legacyRowsMoveToTheirMapsBoardsWithTheSameBestsAStoreKeeps(seed: UInt64) throws {
        let runs = try Self.runs(seed: seed)
        // As the previous version kept them: every shipped level's runs on `tiles.level.N`.
        let legacy = try Self.store()
        try legacy.submit(contentsOf: runs.map { run in
            var old = run
            old.board = BoardID("tiles.level.\(run.claimed.level ?? 0)")
            return old
        })
        try legacy.submit(RankedRun(id: "broken", board: "tiles.level.1", playerID: 1, kind: .tiles, setup: Data("{".utf8),
                                    log: Data(), claimed: runs[0].claimed, sortKey: [-5000, 1, 1], figures: ["score": 5000],
                                    finishedAt: Self.now, verification: .verified))
        try legacy.database.dbWriter.write { try AppDatabase.migrateTilesLevelBoards($0) }

        let expected = try Self.store()
        try expected.submit(contentsOf: runs)
        let migrated = try Self.contents(legacy)
        // The run whose setup cannot be read stays where it was, with its bests.
        #expect(migrated.contains("[id:\"broken\" board:\"tiles.level.1\"]"), "\(migrated)")
        func levels(_ rows: [String]) -> [String] {
            rows.filter { !$0.contains("tiles.total") && !$0.contains("\"tiles.level.1\"") }
        }
        #expect(levels(migrated) == levels(try Self.contents(expected)))
        // The total sums every board of a shipped level, the broken run's old one included.
        for player in Int64(1)...4 {
            let row = try legacy.rank(of: player, board: TilesRanking.total, window: .allTime, now: Self.now)
            let members = try legacy.database.dbWriter.read { db in
                try Int.fetchOne(db, sql: """
                    SELECT count(*) FROM boardBest WHERE playerId = ? AND period = 'all' AND board GLOB 'tiles.level.*'
                    """, arguments: [player]) ?? 0
            }
            #expect(row?.figures["levels"].map(Int.init) == (members == 0 ? nil : members))
        }
    }

    @Test func theMigrationComesAfterLevelPacksAndLeavesNewBoardsAlone() throws {
        let names = AppDatabase.migrator.migrations
        let packs = try #require(names.firstIndex(of: "v4-level-packs"))
        #expect(names.firstIndex(of: "v7-tiles-level-boards").map { $0 > packs } == true)
        let store = try Self.store()
        let runs = try Self.runs(seed: 9)
        try store.submit(contentsOf: runs)
        let before = try Self.contents(store)
        try store.database.dbWriter.write { try AppDatabase.migrateTilesLevelBoards($0) }
        #expect(try Self.contents(store) == before)
    }
}
