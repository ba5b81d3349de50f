import Foundation
import GRDB

extension AppDatabase {
    /// The player with this name, created on first use.
    public func currentPlayer(named name: String) throws -> Player {
        let date = now()
        return try dbWriter.write { db in
            if let player = try Player.filter(Player.Columns.name == name).fetchOne(db) {
                return player
            }
            try db.execute(
                sql: "INSERT INTO player (name, createdAt) VALUES (?, ?)",
                arguments: [name, StoredDate.text(date)])
            // Read back rather than echo the inputs: the stored date is rounded to milliseconds.
            guard let player = try Player.fetchOne(db, key: db.lastInsertedRowID) else {
                throw AppDatabaseError.unknownPlayer(id: db.lastInsertedRowID)
            }
            return player
        }
    }

    public func players() throws -> [Player] {
        try dbWriter.read { db in try Player.order(Column("id")).fetchAll(db) }
    }

    /// Every level this player has attempted, by level number.
    public func levelProgress(player: Player.ID) throws -> [PlayerLevelProgress] {
        try dbWriter.read { db in
            try PlayerLevelProgress
                .filter(PlayerLevelProgress.Columns.playerId == player)
                .order(PlayerLevelProgress.Columns.levelIx)
                .fetchAll(db)
        }
    }

    public func levelProgress(player: Player.ID, levelIx: Int) throws -> PlayerLevelProgress? {
        try dbWriter.read { db in
            try PlayerLevelProgress.fetchOne(db, key: ["playerId": player, "levelIx": levelIx])
        }
    }

    /// Folds one attempt into the player's progress on that level and returns the new progress.
    @discardableResult
    public func recordLevelResult(_ result: LevelAttempt, player: Player.ID) throws -> PlayerLevelProgress {
        let date = now()
        return try dbWriter.write { db in try Self.record(result, player: player, at: date, in: db) }
    }

    /// The one place level progress is merged, shared with `rollOver` so both apply the same rule.
    static func record(_ result: LevelAttempt, player: Player.ID, at date: Date, in db: Database) throws -> PlayerLevelProgress {
        guard try Player.exists(db, key: player) else { throw AppDatabaseError.unknownPlayer(id: player) }
        let existing = try PlayerLevelProgress.fetchOne(db, key: ["playerId": player, "levelIx": result.levelIx])
            ?? PlayerLevelProgress(
                playerId: player, levelIx: result.levelIx, passed: false, bestScore: nil, bestStars: 0,
                fewestMoves: nil, updatedAt: date)
        try existing.merging(result, at: date).save(db)
        return try PlayerLevelProgress.fetchOne(db, key: ["playerId": player, "levelIx": result.levelIx]) ?? existing
    }
}
