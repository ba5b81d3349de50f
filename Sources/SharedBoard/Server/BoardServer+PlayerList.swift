import Foundation
import PostgresNIO

/// A player of the board as its list shows them: the player row and their role there.
public struct ListedPlayer: Equatable, Sendable {
    public var player: ServerPlayer
    /// A member of the board's `moderator` role.
    public var isModerator: Bool
}

/// One line of the board's moderation log, as the database wrote it.
public struct ModerationLogLine: Equatable, Sendable {
    public var at: Date
    public var actor: String
    public var action: String
    public var target: Int64
    public var reason: String?
}

extension BoardServer {
    /// Every player of the board with their role, in id order: one statement over the board's
    /// list (schema 12), never over its runs.
    public func listedPlayers() throws -> [ListedPlayer] {
        try connection.rows("""
            SELECT id, role_name, nickname, nickname_blanked, blocked, member_since, pixels, moderator
            FROM clearfield.player_list ORDER BY id
            """).compactMap(Self.listedPlayer)
    }

    /// One player of the board with their role, nil when there is none with that id.
    public func listedPlayer(id: Int64) throws -> ListedPlayer? {
        try connection.rows("""
            SELECT id, role_name, nickname, nickname_blanked, blocked, member_since, pixels, moderator
            FROM clearfield.player_list WHERE id = \(id)
            """).first.flatMap(Self.listedPlayer)
    }

    /// The moderation log with each line's time, newest first (moderators only: others are
    /// refused by the grants).
    public func moderationLogLines(limit: Int = 100) throws -> [ModerationLogLine] {
        try connection.rows("""
            SELECT at, actor, action, target_id, reason FROM clearfield.moderation_log
            ORDER BY id DESC LIMIT \(Int64(limit))
            """).compactMap { row in
            guard let (at, actor, action, target, reason) = try? row.decode((Date, String, String, Int64, String?).self)
            else { return nil }
            return ModerationLogLine(at: at, actor: actor, action: action, target: target, reason: reason)
        }
    }

    /// A row of the list, or nil when a column does not hold what the schema says.
    static func listedPlayer(_ row: PostgresRow) -> ListedPlayer? {
        let cells = row.makeRandomAccess()
        do {
            let player = ServerPlayer(
                id: try cells["id"].decode(Int64.self), roleName: try cells["role_name"].decode(String.self),
                nickname: try cells["nickname"].decode(String?.self),
                nicknameBlanked: try cells["nickname_blanked"].decode(Bool.self),
                blocked: try cells["blocked"].decode(Bool.self),
                memberSince: try cells["member_since"].decode(Date.self),
                avatar: try cells["pixels"].decode(Data?.self))
            return ListedPlayer(player: player, isModerator: try cells["moderator"].decode(Bool.self))
        } catch {
            return nil
        }
    }
}
