/// What a moderator (or the owner) can do to another player. The raw values are the words the
/// moderation log stores and the command line uses.
public enum ModerationAction: String, Codable, CaseIterable, Hashable, Sendable {
    case blankNickname = "clear-name"
    case removeAvatar = "clear-avatar"
    case block
    case unblock
    case appointModerator = "moderator-add"
    case removeModerator = "moderator-remove"

    /// The role needed: the owner for role changes, a moderator for the rest.
    public var needsOwner: Bool {
        self == .appointModerator || self == .removeModerator
    }

    /// A verb phrase for sentences: "block a player".
    public var phrase: String {
        switch self {
        case .blankNickname: "blank a nickname"
        case .removeAvatar: "remove an avatar"
        case .block: "block a player"
        case .unblock: "unblock a player"
        case .appointModerator: "appoint a moderator"
        case .removeModerator: "remove a moderator"
        }
    }

    /// What the log says was done, for listings: "blocked".
    public var pastTense: String {
        switch self {
        case .blankNickname: "blanked the nickname of"
        case .removeAvatar: "removed the avatar of"
        case .block: "blocked"
        case .unblock: "unblocked"
        case .appointModerator: "appointed as moderator"
        case .removeModerator: "removed as moderator"
        }
    }

    /// What was done, for the one who did it: "eve is blocked: their games are kept, hidden from
    /// everyone else's boards." The name is raw text, like every name: escape it to show it.
    public func sentence(doneTo target: PlayerProfile) -> String {
        let name = target.displayName
        switch self {
        case .blankNickname: return "Nickname of \(name) blanked: shown as \(PlayerProfile.placeholderName(for: target.id))."
        case .removeAvatar: return "Avatar of \(name) removed: the identicon is shown."
        case .block: return "\(name) is blocked: their games are kept, hidden from everyone else's boards."
        case .unblock: return "\(name) is unblocked."
        case .appointModerator: return "\(name) is now a moderator."
        case .removeModerator: return "\(name) is no longer a moderator."
        }
    }
}
