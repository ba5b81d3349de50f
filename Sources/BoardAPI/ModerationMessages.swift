import Foundation

/// `POST /moderation`: a moderator's action on a player. `action` is the Players module's
/// `ModerationAction` raw value ("block", "unblock", "clear-name", "clear-avatar", "moderator-add",
/// "moderator-remove"; the last two are the owner's).
public struct ModerationRequest: Codable, Equatable, Sendable {
    public var action: String
    /// The player, by nickname or `#id`.
    public var player: String
    public var reason: String?

    public init(action: String, player: String, reason: String? = nil) {
        self.action = action
        self.player = player
        self.reason = reason
    }
}

/// `POST /moderation/held/{run}`.
public struct ReviewRequest: Codable, Equatable, Sendable {
    public var approve: Bool
    public var note: String?
    public init(approve: Bool, note: String? = nil) {
        self.approve = approve
        self.note = note
    }
}

/// One line of the moderation log: who did what to whom, and when (the service's clock).
public struct ModerationEntry: Codable, Equatable, Sendable {
    public var at: Date
    public var moderator: PublicPlayer
    public var action: String
    public var target: String
    public var reason: String?

    public init(at: Date, moderator: PublicPlayer, action: String, target: String, reason: String?) {
        self.at = at
        self.moderator = moderator
        self.action = action
        self.target = target
        self.reason = reason
    }
}
