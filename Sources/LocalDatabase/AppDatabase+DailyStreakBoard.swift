import Foundation
import GRDB
import Players

/// One player of the database with the dates each game's ranked daily was won on: what the
/// board of streaks is counted from (dates and games as the rows keep them, as text).
public struct DailyClearsOfPlayer: Hashable, Sendable {
    public var playerID: PlayerID
    /// The name boards show (`PlayerProfile.displayName`), not yet escaped.
    public var displayName: String
    public var isBlocked: Bool
    /// Dates ("YYYY-MM-DD") by game ("mines", "tiles").
    public var cleared: [String: Set<String>]
}

extension AppDatabase {
    /// Every player with their cleared dailies, in player order: two reads in one transaction
    /// (the profiles, then every won ranked attempt), so a game finishing meanwhile is either
    /// counted whole or not at all.
    public func dailyClearsOfEveryPlayer() throws -> [DailyClearsOfPlayer] {
        try dbWriter.read { db in
            let owner = try Self.ownerID(in: db)
            var players = try Row.fetchAll(db, sql: Self.profileQuery + " ORDER BY player.id").map { row in
                let profile = Self.profile(from: row, owner: owner)
                return DailyClearsOfPlayer(playerID: profile.id, displayName: profile.displayName,
                                           isBlocked: profile.blocked, cleared: [:])
            }
            let index = Dictionary(uniqueKeysWithValues: players.enumerated().map { ($0.element.playerID, $0.offset) })
            // The rule `dailyClearedDates` counts by (`rankedGame`), for every player at once.
            let rows = try Row.fetchAll(db, sql: """
                SELECT a.playerId, a.game, a.date FROM dailyAttempt a
                WHERE a.ranked AND (\(Self.rankedGame("outcome"))) = 'won'
                """)
            for row in rows {
                guard let position = index[row["playerId"] as PlayerID] else { continue }
                players[position].cleared[row["game"], default: []].insert(row["date"])
            }
            return players
        }
    }
}
