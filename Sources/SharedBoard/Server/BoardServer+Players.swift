import Foundation
import PostgresNIO

/// A player's own profile changes and a moderator's actions. The database decides who may do
/// what (row-level security, column grants, the guard trigger) and logs moderation itself; an
/// update its policies hide from the role changes no row, which comes back as a refusal here.
extension BoardServer {
    public func player(id: Int64) throws -> ServerPlayer? {
        let rows = try connection.rows("""
            SELECT p.id, p.role_name, p.nickname, p.nickname_blanked, p.blocked, p.member_since, a.pixels
            FROM clearfield.player p LEFT JOIN clearfield.avatar a ON a.player_id = p.id
            WHERE p.id = \(id)
            """)
        guard let cells = rows.first?.makeRandomAccess() else { return nil }
        return try? ServerPlayer(
            id: cells["id"].decode(Int64.self), roleName: cells["role_name"].decode(String.self),
            nickname: cells["nickname"].decode(String?.self), nicknameBlanked: cells["nickname_blanked"].decode(Bool.self),
            blocked: cells["blocked"].decode(Bool.self), memberSince: cells["member_since"].decode(Date.self),
            avatar: cells["pixels"].decode(Data?.self))
    }

    /// Sets the connected player's own nickname (nil: back to the login name).
    public func setOwnNickname(_ nickname: String?) throws {
        let rows = try connection.rows("""
            UPDATE clearfield.player SET nickname = \(nickname) WHERE role_name = current_user RETURNING id
            """)
        if rows.isEmpty { throw BoardError.refused("this role is not a player of the board", sqlState: "42501") }
    }

    /// Sets the connected player's own avatar.
    public func setOwnAvatar(_ pixels: Data) throws {
        try connection.rows("SELECT clearfield.set_own_avatar(\(pixels))")
    }

    /// A moderator blanks a player's nickname (shown as "Player N" until they choose another).
    public func blankNickname(of player: Int64, reason: String?) throws {
        try moderate(reason: reason, what: "blank the nickname of player \(player)") { connection throws in
            try connection.rows("""
                UPDATE clearfield.player SET nickname = NULL, nickname_blanked = true WHERE id = \(player) RETURNING id
                """)
        }
    }

    /// A moderator gives a blanked player their name back (their nickname, or their login name).
    public func restoreNickname(of player: Int64, reason: String?) throws {
        try moderate(reason: reason, what: "restore the nickname of player \(player)") { connection throws in
            try connection.rows("UPDATE clearfield.player SET nickname_blanked = false WHERE id = \(player) RETURNING id")
        }
    }

    /// A moderator blocks or unblocks a player: their runs stay, hidden from everyone else.
    public func setBlocked(_ blocked: Bool, player: Int64, reason: String?) throws {
        try moderate(reason: reason, what: "\(blocked ? "block" : "unblock") player \(player)") { connection throws in
            try connection.rows("UPDATE clearfield.player SET blocked = \(blocked) WHERE id = \(player) RETURNING id")
        }
    }

    /// A moderator removes a player's avatar (back to the identicon).
    public func removeAvatar(of player: Int64, reason: String?) throws {
        try moderate(reason: reason, what: "remove the avatar of player \(player)") { connection throws in
            try connection.rows("SELECT 1 WHERE clearfield.remove_avatar(\(player))")
        }
    }

    /// The moderation log, newest first (moderators only: others are refused by the grants).
    public func moderationLog(limit: Int = 100) throws -> [(actor: String, action: String, target: Int64, reason: String?)] {
        let rows = try connection.rows("""
            SELECT actor, action, target_id, reason FROM clearfield.moderation_log ORDER BY id DESC LIMIT \(Int64(limit))
            """)
        return rows.compactMap { row in
            try? row.decode((String, String, Int64, String?).self)
        }
    }

    /// Runs an action with its reason set for the logging triggers, in one transaction; no row
    /// changed means the policies hid the row from this role: a refusal.
    private func moderate(reason: String?, what: String,
                          _ action: (BoardConnection) throws -> [PostgresRow]) throws {
        try connection.transaction { connection in
            try connection.rows("SELECT set_config('clearfield.reason', \(reason ?? ""), true)")
            let changed = try action(connection)
            if changed.isEmpty {
                throw BoardError.refused("only a moderator may \(what) (or there is no such player)", sqlState: "42501")
            }
        }
    }
}
