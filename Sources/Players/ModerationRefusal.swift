/// Why a moderation action was not done, as a sentence for the player who asked.
public enum ModerationRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    case notModerator(ModerationAction)
    case notOwner(ModerationAction)
    /// The owner's role and standing cannot be taken away by anyone.
    case targetIsOwner(ModerationAction)
    /// A blocked moderator keeps the role on paper but cannot use it.
    case actorBlocked
    /// Blocking yourself or removing your own role is a mistake, not moderation.
    case targetIsSelf(ModerationAction)
    /// The action would change nothing (already blocked, no avatar, already a moderator...).
    case nothingToDo(String)
    /// No player has this id or name.
    case unknownPlayer(String)

    public var description: String {
        switch self {
        case .notModerator(let action):
            "Only a moderator can \(action.phrase); you are not one."
        case .notOwner(let action):
            "Only the owner (the database's first player) can \(action.phrase)."
        case .targetIsOwner(let action):
            "No one can \(action.phrase) when that player is the owner."
        case .actorBlocked:
            "You are blocked, so you cannot moderate."
        case .targetIsSelf(let action):
            "You cannot \(action.phrase) when that player is yourself."
        case .nothingToDo(let sentence):
            sentence
        case .unknownPlayer(let name):
            "There is no player \(name)."
        }
    }
}
