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

    /// This player's results on the current version of every level they attempted, in pack and
    /// level order (results on an older version of a level are kept but not listed here).
    public func levelProgress(player: Player.ID) throws -> [PlayerLevelProgress] {
        try dbWriter.read { db in
            try PlayerLevelProgress
                .filter(PlayerLevelProgress.Columns.playerID == player && PlayerLevelProgress.Columns.supersededAt == nil)
                .order(PlayerLevelProgress.Columns.pack, PlayerLevelProgress.Columns.levelNumber)
                .fetchAll(db)
        }
    }

    /// The player's results on the current version of one level.
    public func levelProgress(player: Player.ID, pack: String = LevelPack.shippedName,
                              levelNumber: Int) throws -> PlayerLevelProgress? {
        try dbWriter.read { db in
            try PlayerLevelProgress
                .filter(PlayerLevelProgress.Columns.playerID == player && PlayerLevelProgress.Columns.pack == pack
                        && PlayerLevelProgress.Columns.levelNumber == levelNumber && PlayerLevelProgress.Columns.supersededAt == nil)
                .fetchOne(db)
        }
    }

    /// Every result this player has on one level, older versions included (newest first).
    public func levelHistory(player: Player.ID, pack: String, levelNumber: Int) throws -> [PlayerLevelProgress] {
        try dbWriter.read { db in
            try PlayerLevelProgress
                .filter(PlayerLevelProgress.Columns.playerID == player && PlayerLevelProgress.Columns.pack == pack
                        && PlayerLevelProgress.Columns.levelNumber == levelNumber)
                .order(PlayerLevelProgress.Columns.supersededAt != nil, Column("updatedAt").desc)
                .fetchAll(db)
        }
    }

    /// Folds one attempt into the player's progress on that level and returns the new progress.
    @discardableResult
    public func recordLevelResult(_ result: LevelAttempt, player: Player.ID) throws -> PlayerLevelProgress {
        let date = now()
        return try dbWriter.write { db in try Self.record(result, player: player, at: date, in: db) }
    }

    /// The one place level progress is merged, shared with `rollOver` so both apply the same rule.
    /// The attempt counts for the level's current map. A level not (or no longer) in its pack
    /// keeps its results under an empty fingerprint, which the next install of the pack marks as
    /// for an older version.
    static func record(_ result: LevelAttempt, player: Player.ID, at date: Date, in db: Database) throws -> PlayerLevelProgress {
        guard try Player.exists(db, key: player) else { throw AppDatabaseError.unknownPlayer(id: player) }
        let level = try LevelRecord.fetchOne(db, key: ["pack": result.pack, "number": result.levelNumber])
        // The map played, when the game says which: a level another copy replaced while it was
        // played keeps the result under the old map, marked as for an older version; a level no
        // longer in its pack keeps it under the old map too, for the next install to mark.
        let hash = result.mapHash ?? level?.mapHash ?? ""
        let isOlderVersion = result.mapHash != nil && level != nil && level?.mapHash != result.mapHash
        let key: [String: DatabaseValueConvertible] = [
            "playerId": player, "pack": result.pack, "number": result.levelNumber, "mapHash": hash,
        ]
        var existing = try PlayerLevelProgress.fetchOne(db, key: key)
            ?? PlayerLevelProgress(
                playerID: player, pack: result.pack, levelNumber: result.levelNumber, mapHash: hash, passed: false,
                bestScore: nil, bestStars: 0, fewestMoves: nil, updatedAt: date)
        if isOlderVersion, existing.supersededAt == nil { existing.supersededAt = date }
        try existing.merging(result, at: date).save(db)
        return try PlayerLevelProgress.fetchOne(db, key: key) ?? existing
    }
}
