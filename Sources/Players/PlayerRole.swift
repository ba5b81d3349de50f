/// What a player may do to other players. The owner is the database's first player; it is also
/// a moderator, and the only one who can appoint or remove moderators.
public enum PlayerRole: String, Codable, CaseIterable, Hashable, Sendable, Comparable {
    case player
    case moderator
    case owner

    /// Blank nicknames, remove avatars, block and unblock.
    public var canModerate: Bool { self != .player }

    /// Appoint and remove moderators.
    public var canAppointModerators: Bool { self == .owner }

    public static func < (lhs: PlayerRole, rhs: PlayerRole) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .player: 0
        case .moderator: 1
        case .owner: 2
        }
    }
}
