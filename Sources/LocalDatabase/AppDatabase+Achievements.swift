import Foundation
import GRDB

extension AppDatabase {
    /// Every stored achievement state of this player, by achievement id.
    public func achievementStates(player: Player.ID) throws -> [StoredAchievement] {
        try dbWriter.read { db in
            try StoredAchievementRecord
                .filter(StoredAchievementRecord.Columns.playerID == player)
                .order(StoredAchievementRecord.Columns.achievementID)
                .fetchAll(db)
                .map(\.state)
        }
    }

    /// Inserts or replaces these states (others are left as they are), all in one transaction.
    public func saveAchievementStates(_ states: [StoredAchievement], player: Player.ID) throws {
        try dbWriter.write { db in
            guard try Player.exists(db, key: player) else { throw AppDatabaseError.unknownPlayer(id: player) }
            try Self.save(states, player: player, in: db)
        }
    }

    /// Replaces every achievement state of this player with these, in one transaction: rows for
    /// ids not in `states` are deleted. A reset writes its fresh states (with their baselines)
    /// this way, so no reader ever sees the old states half gone.
    public func replaceAchievementStates(_ states: [StoredAchievement], player: Player.ID) throws {
        try dbWriter.write { db in
            guard try Player.exists(db, key: player) else { throw AppDatabaseError.unknownPlayer(id: player) }
            _ = try StoredAchievementRecord.filter(StoredAchievementRecord.Columns.playerID == player).deleteAll(db)
            try Self.save(states, player: player, in: db)
        }
    }

    /// Forgets every achievement state of this player: a real reset, nothing is kept.
    public func resetAchievements(player: Player.ID) throws {
        try dbWriter.write { db in
            _ = try StoredAchievementRecord.filter(StoredAchievementRecord.Columns.playerID == player).deleteAll(db)
        }
    }

    static func save(_ states: [StoredAchievement], player: Player.ID, in db: Database) throws {
        for state in states {
            try StoredAchievementRecord(state, playerID: player).save(db)
        }
    }
}
