import Foundation
import GRDB

extension AppDatabase {
    /// The lifetime totals of one player for one game, by stat name. Stats never recorded are absent.
    public func statTotals(player: Player.ID, game: String) throws -> [String: Int64] {
        try dbWriter.read { db in try Self.statTotals(player: player, game: game, in: db) }
    }

    /// The games (keys of `statTotals`) this player has totals for.
    public func statGames(player: Player.ID) throws -> [String] {
        try dbWriter.read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT game FROM statTotal WHERE playerId = ? ORDER BY game",
                                arguments: [player])
        }
    }

    /// Every lifetime total of one player: game → stat name → value.
    public func allStatTotals(player: Player.ID) throws -> [String: [String: Int64]] {
        try dbWriter.read { db in
            var totals: [String: [String: Int64]] = [:]
            for row in try StatTotal.filter(StatTotal.Columns.playerID == player).fetchAll(db) {
                totals[row.game, default: [:]][row.name] = row.value
            }
            return totals
        }
    }

    /// Whether the game with this id has already been rolled over.
    public func isFinished(gameID: String) throws -> Bool {
        try dbWriter.read { db in try FinishedGameRecord.exists(db, key: gameID) }
    }

    /// Folds a finished game into the player's lifetime totals, exactly once per `gameID`.
    ///
    /// In one IMMEDIATE transaction (so no other connection or process can write in between):
    /// if `gameID` was already rolled over, nothing changes and the result is false. Otherwise
    /// `update` receives the current totals for `game` and returns the new ones, which are
    /// written together with the level result (if any), the achievement states (if any) and the
    /// finished-game row; the result is true.
    ///
    /// `update` returns the complete new totals for `game`: a stat absent from its result is
    /// removed (a "best" that no longer has a value). Because `update` reads the totals inside
    /// the transaction, two copies of the game finishing games at the same moment both count.
    /// If anything throws, nothing is written and the game can be rolled over later.
    /// `details` (what the game was, its time and stats) go into its line of the history.
    /// `alsoUpdating` folds the game into other groups of totals kept beside the games' (the daily
    /// streaks, under "daily"), read and written in the same transaction the same way.
    @discardableResult
    public func rollOver(
        gameID: String,
        player: Player.ID,
        game: String,
        outcome: String,
        details: FinishedGameDetails? = nil,
        levelResult: LevelAttempt? = nil,
        achievements: [StoredAchievement] = [],
        alsoUpdating groups: [String: ([String: Int64]) throws -> [String: Int64]] = [:],
        update: ([String: Int64]) throws -> [String: Int64]
    ) throws -> Bool {
        let date = now()
        return try dbWriter.writeWithoutTransaction { db in
            var applied = false
            try db.inTransaction(.immediate) {
                if try FinishedGameRecord.exists(db, key: gameID) { return .rollback }
                guard try Player.exists(db, key: player) else { throw AppDatabaseError.unknownPlayer(id: player) }
                try Self.updateTotals(player: player, game: game, in: db, update)
                for (group, update) in groups.sorted(by: { $0.key < $1.key }) where group != game {
                    try Self.updateTotals(player: player, game: group, in: db, update)
                }
                if let levelResult {
                    _ = try Self.record(levelResult, player: player, at: date, in: db)
                }
                try Self.save(achievements, player: player, in: db)
                try FinishedGameRecord(gameID: gameID, playerID: player, game: game, outcome: outcome, finishedAt: date,
                                 details: details)
                    .insert(db)
                applied = true
                return .commit
            }
            return applied
        }
    }

    /// The same rollover with the new totals already computed: they replace the stored totals of
    /// `game`. Prefer the `update:` form when another copy of the game may be finishing games
    /// too, since totals computed outside the transaction can overwrite its work.
    @discardableResult
    public func rollOver(
        gameID: String,
        player: Player.ID,
        game: String,
        outcome: String,
        totals: [String: Int64],
        details: FinishedGameDetails? = nil,
        levelResult: LevelAttempt? = nil,
        achievements: [StoredAchievement] = []
    ) throws -> Bool {
        try rollOver(
            gameID: gameID, player: player, game: game, outcome: outcome, details: details,
            levelResult: levelResult, achievements: achievements, update: { _ in totals })
    }

    /// Forgets every total and finished game of this player (a "reset stats" command).
    public func resetStats(player: Player.ID) throws {
        try dbWriter.write { db in
            _ = try StatTotal.filter(StatTotal.Columns.playerID == player).deleteAll(db)
            _ = try FinishedGameRecord.filter(FinishedGameRecord.Columns.playerID == player).deleteAll(db)
        }
    }

    /// Reads one group of totals, updates it, and writes what changed (a stat absent from the
    /// result is removed).
    private static func updateTotals(player: Player.ID, game: String, in db: Database,
                                     _ update: ([String: Int64]) throws -> [String: Int64]) throws {
        let current = try statTotals(player: player, game: game, in: db)
        let updated = try update(current)
        for (name, value) in updated where current[name] != value {
            try StatTotal(playerID: player, game: game, name: name, value: value).save(db)
        }
        for name in current.keys where updated[name] == nil {
            _ = try StatTotal.deleteOne(db, key: ["playerId": player, "game": game, "name": name])
        }
    }

    static func statTotals(player: Player.ID, game: String, in db: Database) throws -> [String: Int64] {
        let rows = try StatTotal
            .filter(StatTotal.Columns.playerID == player && StatTotal.Columns.game == game)
            .fetchAll(db)
        return Dictionary(rows.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}
