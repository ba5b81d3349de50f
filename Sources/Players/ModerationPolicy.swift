/// Who may do what to whom: the one place the permission rules live, checked before any write.
public enum ModerationPolicy {
    /// Nil when `actor` may do `action` to `target` and it would change something; otherwise why not.
    public static func refusal(of action: ModerationAction, by actor: PlayerProfile,
                               on target: PlayerProfile) -> ModerationRefusal? {
        if action.needsOwner {
            guard actor.role.canAppointModerators else { return .notOwner(action) }
        } else {
            guard actor.role.canModerate else { return .notModerator(action) }
            if actor.blocked { return .actorBlocked }
        }
        if target.role == .owner && actor.id != target.id && action != .unblock { return .targetIsOwner(action) }
        if actor.id == target.id && [.block, .removeModerator, .appointModerator].contains(action) {
            return .targetIsSelf(action)
        }
        return nothingToDo(action, on: target)
    }

    static func nothingToDo(_ action: ModerationAction, on target: PlayerProfile) -> ModerationRefusal? {
        let name = target.displayName
        switch action {
        case .blankNickname where target.nicknameBlanked:
            return .nothingToDo("The nickname of \(name) is already blank.")
        case .removeAvatar where target.avatar == nil:
            return .nothingToDo("\(name) has no avatar of their own to remove.")
        case .block where target.blocked:
            return .nothingToDo("\(name) is already blocked.")
        case .unblock where !target.blocked:
            return .nothingToDo("\(name) is not blocked.")
        case .appointModerator where target.role != .player:
            return .nothingToDo("\(name) is already a moderator.")
        case .removeModerator where target.role != .moderator:
            return .nothingToDo("\(name) is not a moderator.")
        default:
            return nil
        }
    }

    /// The profile after the action (what Storage writes).
    public static func applying(_ action: ModerationAction, to target: PlayerProfile) -> PlayerProfile {
        var result = target
        switch action {
        case .blankNickname:
            result.nickname = nil
            result.nicknameBlanked = true
        case .removeAvatar: result.avatar = nil
        case .block: result.blocked = true
        case .unblock: result.blocked = false
        case .appointModerator: result.role = .moderator
        case .removeModerator: result.role = .player
        }
        return result
    }
}
