import Foundation

/// Everything about a player other players see: who they are on the boards (nickname and
/// avatar) and what they may do (role, blocked). A player with no stored profile has the defaults:
/// their login name, the identicon, the player role, member since they first played.
public struct PlayerProfile: Hashable, Sendable, Codable {
    public var id: PlayerID
    public var loginName: String
    /// The name they chose; nil until they choose one (their login name is shown).
    public var nickname: Nickname?
    /// A moderator blanked the nickname: "Player N" is shown until they pick a new one.
    public var nicknameBlanked: Bool
    public var role: PlayerRole
    /// Their games are recorded but hidden from everyone else's boards.
    public var blocked: Bool
    public var memberSince: Date
    /// The picture they drew; nil shows the identicon.
    public var avatar: Avatar?

    public init(id: PlayerID, loginName: String, nickname: Nickname? = nil, nicknameBlanked: Bool = false,
                role: PlayerRole = .player, blocked: Bool = false, memberSince: Date, avatar: Avatar? = nil) {
        self.id = id
        self.loginName = loginName
        self.nickname = nickname
        self.nicknameBlanked = nicknameBlanked
        self.role = role
        self.blocked = blocked
        self.memberSince = memberSince
        self.avatar = avatar
    }

    /// The name shown for this player everywhere. It is raw text (a login name is not checked
    /// like a nickname): screens and commands print it through their escaping paths.
    public var displayName: String {
        if nicknameBlanked { return Self.placeholderName(for: id) }
        return nickname?.text ?? loginName
    }

    /// The picture shown: theirs, or the identicon of their id.
    public var shownAvatar: Avatar { avatar ?? .identicon(for: id) }

    public static func placeholderName(for id: PlayerID) -> String { "Player \(id)" }

    /// A new nickname of the player's own choosing, which ends a moderator's blanking.
    public mutating func rename(to nickname: Nickname) {
        self.nickname = nickname
        nicknameBlanked = false
    }
}
