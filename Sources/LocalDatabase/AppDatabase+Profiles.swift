import Foundation
import GRDB
import Players

// Players' profiles: nickname, avatar, role, blocked, member since. A player without a
// `playerProfile` row has the defaults (their login name, the identicon, the player role, member
// since their first game), so nothing is written until something differs. The avatar lives in
// its own table (`playerAvatar`), apart from the ranking rows, so boards read only what they show.

extension AppDatabase {
    /// The profile of one player.
    public func profile(of player: PlayerID) throws -> PlayerProfile {
        try dbWriter.read { db in try Self.profile(of: player, in: db) }
    }

    /// Every player's profile, by id (the owner first).
    public func profiles() throws -> [PlayerProfile] {
        try dbWriter.read { db in
            let owner = try Self.ownerID(in: db)
            return try Row.fetchAll(db, sql: Self.profileQuery + " ORDER BY player.id")
                .map { Self.profile(from: $0, owner: owner) }
        }
    }

    /// The profiles of these players, keyed by id (the boards' display names and avatars, in one read).
    public func profiles(of players: some Collection<PlayerID>) throws -> [PlayerID: PlayerProfile] {
        guard !players.isEmpty else { return [:] }
        return try dbWriter.read { db in
            let owner = try Self.ownerID(in: db)
            let ids = Array(Set(players))
            var result: [PlayerID: PlayerProfile] = [:]
            // SQLite limits the number of bound values; 500 a query stays far below it.
            for start in stride(from: 0, to: ids.count, by: 500) {
                let chunk = Array(ids[start..<min(start + 500, ids.count)])
                let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
                let rows = try Row.fetchAll(db, sql: Self.profileQuery + " WHERE player.id IN (\(marks))",
                                            arguments: StatementArguments(chunk))
                for row in rows {
                    let profile = Self.profile(from: row, owner: owner)
                    result[profile.id] = profile
                }
            }
            return result
        }
    }

    /// The player with this login name, nickname or id (as the command line names players).
    public func findProfile(_ name: String) throws -> PlayerProfile? {
        try dbWriter.read { db in
            let owner = try Self.ownerID(in: db)
            // A login name first, then an id, then a nickname (the oldest player holding it).
            var row = try Row.fetchOne(db, sql: Self.profileQuery + " WHERE player.name = ?", arguments: [name])
            if row == nil, let id = PlayerID(name) {
                row = try Row.fetchOne(db, sql: Self.profileQuery + " WHERE player.id = ?", arguments: [id])
            }
            if row == nil {
                row = try Row.fetchOne(db, sql: Self.profileQuery + " WHERE playerProfile.nickname = ? ORDER BY player.id",
                                       arguments: [name])
            }
            return row.map { Self.profile(from: $0, owner: owner) }
        }
    }

    /// The player's own new nickname (it ends a moderator's blanking). Refused with a
    /// `NameCollision` when it reads as another player's nickname or login name, or as "Player N".
    @discardableResult
    public func setNickname(_ nickname: Nickname, for player: PlayerID) throws -> PlayerProfile {
        try dbWriter.write { db in
            let holders = try Row.fetchAll(db, sql: """
                SELECT player.id, player.name, playerProfile.nickname
                FROM player LEFT JOIN playerProfile ON playerProfile.playerId = player.id
                """).map { NameCollision.Holder(id: $0["id"], loginName: $0["name"], nickname: $0["nickname"]) }
            if let collision = try NameCollision.check(nickname.text, for: player, among: holders) { throw collision }
            var profile = try Self.profile(of: player, in: db)
            profile.rename(to: nickname)
            try Self.writeProfileRow(profile, in: db)
            return profile
        }
    }

    /// The player's own drawing; a blank picture goes back to the identicon.
    @discardableResult
    public func setAvatar(_ avatar: Avatar?, for player: PlayerID) throws -> PlayerProfile {
        let date = now()
        return try dbWriter.write { db in
            _ = try Self.profile(of: player, in: db)
            try Self.writeAvatar(avatar.flatMap { $0.isBlank ? nil : $0 }, for: player, at: date, in: db)
            return try Self.profile(of: player, in: db)
        }
    }

    // MARK: - Inside a transaction

    static let profileQuery = """
        SELECT player.id, player.name, player.createdAt, playerProfile.nickname, playerProfile.nicknameBlanked,
               playerProfile.role, playerProfile.blocked, playerProfile.memberSince, playerAvatar.pixels
        FROM player
        LEFT JOIN playerProfile ON playerProfile.playerId = player.id
        LEFT JOIN playerAvatar ON playerAvatar.playerId = player.id
        """

    /// The owner is the database's first player: the lowest id there is.
    static func ownerID(in db: Database) throws -> PlayerID? {
        try PlayerID.fetchOne(db, sql: "SELECT MIN(id) FROM player")
    }

    static func profile(of player: PlayerID, in db: Database) throws -> PlayerProfile {
        guard let row = try Row.fetchOne(db, sql: profileQuery + " WHERE player.id = ?", arguments: [player]) else {
            throw AppDatabaseError.unknownPlayer(id: player)
        }
        return profile(from: row, owner: try ownerID(in: db))
    }

    /// A profile from a row of `profileQuery`. What was stored is checked again: a nickname that
    /// breaks the rules (written by hand) shows the login name, a damaged avatar the identicon,
    /// an unknown role the player role. Nothing stored can crash a screen or reach it raw.
    static func profile(from row: Row, owner: PlayerID?) -> PlayerProfile {
        let id: PlayerID = row["id"]
        let createdAt = StoredDate.date(from: row["createdAt"] as DatabaseValue) ?? Date(timeIntervalSince1970: 0)
        let memberSince = (row["memberSince"] as DatabaseValue?).flatMap { StoredDate.date(from: $0) } ?? createdAt
        let nickname = (row["nickname"] as String?).flatMap { try? Nickname.validate($0).get() }
        let storedRole = (row["role"] as String?).flatMap(PlayerRole.init(rawValue:)) ?? .player
        let role: PlayerRole = id == owner ? .owner : (storedRole == .owner ? .moderator : storedRole)
        let avatar = (row["pixels"] as Data?).flatMap { try? Avatar(bytes: $0) }
        return PlayerProfile(id: id, loginName: row["name"], nickname: nickname,
                             nicknameBlanked: (row["nicknameBlanked"] as Bool?) ?? false, role: role,
                             blocked: (row["blocked"] as Bool?) ?? false, memberSince: memberSince, avatar: avatar)
    }

    /// Writes the profile's row (not its avatar). The owner's role is never stored: it follows
    /// from being first, so it cannot be lost or given away by editing a row.
    static func writeProfileRow(_ profile: PlayerProfile, in db: Database) throws {
        let role = profile.role == .owner ? PlayerRole.moderator : profile.role
        try db.execute(sql: """
            INSERT INTO playerProfile (playerId, nickname, nicknameBlanked, role, blocked, memberSince)
            VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT(playerId) DO UPDATE SET nickname = excluded.nickname,
                nicknameBlanked = excluded.nicknameBlanked, role = excluded.role, blocked = excluded.blocked
            """, arguments: [profile.id, profile.nickname?.text, profile.nicknameBlanked, role.rawValue,
                             profile.blocked, StoredDate.text(profile.memberSince)])
    }

    static func writeAvatar(_ avatar: Avatar?, for player: PlayerID, at date: Date, in db: Database) throws {
        guard let avatar else {
            try db.execute(sql: "DELETE FROM playerAvatar WHERE playerId = ?", arguments: [player])
            return
        }
        try db.execute(sql: """
            INSERT INTO playerAvatar (playerId, pixels, updatedAt) VALUES (?, ?, ?)
            ON CONFLICT(playerId) DO UPDATE SET pixels = excluded.pixels, updatedAt = excluded.updatedAt
            """, arguments: [player, avatar.bytes, StoredDate.text(date)])
    }
}

extension AppDatabase {
    /// How many games the player has finished, of every kind (the Profile screen's "games").
    public func finishedGameCount(player: PlayerID) throws -> Int {
        try dbWriter.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM finishedGame WHERE playerId = ?", arguments: [player]) ?? 0
        }
    }
}
