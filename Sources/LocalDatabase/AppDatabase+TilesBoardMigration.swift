import Foundation
import GameCore
import GRDB
import Leaderboards

extension AppDatabase {
    /// "v7-tiles-level-boards": a Tiles level's board is named by its pack, number and map
    /// (Tiles' `TilesLevelBoard`), no longer by its number alone (`tiles.level.N`).
    ///
    /// Storage imports no game, and a migration is history that must not change with the code,
    /// so the shapes it needs are written here as they were when it was made: the v3 runs' Tiles
    /// setup (`params.level`, `params.mapHash`; only shipped levels were ranked then), the new
    /// id of a shipped level (`tiles.level.N.` and the hash's first 8 hex digits) and the total
    /// (`tiles.total`, summing the `score` of `tiles.level.` boards, counted as `levels`).
    /// StorageTests check them against Tiles' own.
    ///
    /// Each run kept on a `tiles.level.N` board moves to the board of the map it was played on,
    /// read from its own setup (the fingerprint its replay checks), so every player keeps their
    /// rows and ranks on the shipped levels that did not change. The level boards' bests and the
    /// Tiles total are then worked out again from the runs, as a store does after a verification
    /// changed. A run whose setup cannot be read stays where it was (`leaderboard verify` says so).
    static func migrateTilesLevelBoards(_ db: Database) throws {
        let legacy = try Row.fetchAll(db, sql: """
            SELECT id, board, setup FROM rankedRun WHERE board GLOB 'tiles.level.*' AND board NOT GLOB 'tiles.level.*.*'
            """)
        var moved = 0
        for row in legacy {
            let board: String = row["board"]
            guard let setup = try? JSONDecoder().decode(LegacyTilesSetup.self, from: row["setup"] as Data),
                  board == "tiles.level.\(setup.params.level)" else { continue }
            let newBoard = "tiles.level.\(setup.params.level).\(FNV1a.hex(setup.params.mapHash).prefix(8))"
            try db.execute(sql: "UPDATE rankedRun SET board = ? WHERE id = ?", arguments: [newBoard, row["id"] as String])
            moved += 1
        }
        guard moved > 0 else { return }
        try rebuildTilesBests(db)
    }

    /// Every player's best per shipped-level board and period, ordered as the store orders them
    /// (key, then the earlier finish, then the lower id), and their totals.
    private static func rebuildTilesBests(_ db: Database) throws {
        let total = BoardID("tiles.total")
        try db.execute(sql: "DELETE FROM boardBest WHERE board GLOB 'tiles.level.*' OR board = ?",
                       arguments: [total.rawValue])
        try db.execute(sql: """
            WITH runs AS (SELECT * FROM rankedRun WHERE board GLOB 'tiles.level.*' AND verification = 'verified'),
            periods AS (SELECT id, 'all' AS period FROM runs
                        UNION ALL SELECT id, 'd:' || day FROM runs
                        UNION ALL SELECT id, 'w:' || week FROM runs),
            ordered AS (SELECT r.board, p.period, r.playerId, r.id, r.sortKey1, r.sortKey2, r.sortKey3, r.figures,
                               r.finishedAt,
                               row_number() OVER (PARTITION BY r.board, p.period, r.playerId
                                                  ORDER BY r.sortKey1, r.sortKey2, r.sortKey3, r.finishedAt, r.id) AS n
                        FROM runs r JOIN periods p ON p.id = r.id)
            INSERT INTO boardBest (board, period, playerId, runId, sortKey1, sortKey2, sortKey3, figures, finishedAt)
            SELECT board, period, playerId, id, sortKey1, sortKey2, sortKey3, figures, finishedAt FROM ordered WHERE n = 1
            """)
        let aggregate = BoardAggregate(memberPrefix: "tiles.level.", summedFigure: "score", countFigure: "levels")
        var parts: [String: [Ranking.Best]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT * FROM boardBest WHERE board GLOB 'tiles.level.*'")
        where aggregate.isMember(BoardID(rawValue: row["board"])) {
            let period: String = row["period"]
            let player: Int64 = row["playerId"]
            parts["\(player) \(period)", default: []].append(try DatabaseLeaderboardStore.best(from: row))
        }
        for (group, bests) in parts {
            let period = String(group.drop { $0 != " " }.dropFirst())
            let sum = Ranking.Best.aggregate(of: bests, by: aggregate)
            try db.execute(sql: """
                INSERT INTO boardBest (board, period, playerId, runId, sortKey1, sortKey2, sortKey3, figures, finishedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [total.rawValue, period, sum.playerID, sum.runID, sum.sortKey[0], sum.sortKey[1],
                                 sum.sortKey[2], try DatabaseLeaderboardStore.json(sum.figures),
                                 StoredDate.text(sum.finishedAt)])
        }
    }
}

/// What the migration reads of a v3 Tiles run's setup.
private struct LegacyTilesSetup: Decodable {
    struct Params: Decodable {
        var level: Int
        var mapHash: UInt64
    }

    var params: Params
}
