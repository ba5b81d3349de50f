import Shell
import Foundation
import Players

/// What a moderator can do from a screen (the Leaderboards screen's keys on the selected row):
/// which actions the viewer may take on a player, the question to confirm each, and doing it.
/// The rules are `ModerationPolicy`'s and the database checks them again in the same
/// transaction as the write, so a screen showing stale roles cannot get past them.
public struct ModerationActions {
    public let profiles: PlayerProfiles

    public init(profiles: PlayerProfiles) {
        self.profiles = profiles
    }

    /// The result of asking for an action: a sentence for a banner either way.
    public enum Outcome: Equatable {
        case done(String, PlayerProfile)
        case refused(String)

        public var message: String {
            switch self {
            case .done(let sentence, _), .refused(let sentence): sentence
            }
        }
    }

    /// The actions `viewer` may take on `target` now (empty for a player who is no moderator):
    /// blank the nickname, remove the avatar, block or unblock, and for the owner appoint or
    /// remove a moderator.
    public func available(viewer: PlayerID, target: PlayerID) -> [ModerationAction] {
        guard let actor = try? profiles.profile(viewer), let subject = try? profiles.profile(target) else { return [] }
        return ModerationAction.allCases.filter { ModerationPolicy.refusal(of: $0, by: actor, on: subject) == nil }
    }

    /// The confirmation question for an action, naming the player and what follows.
    public func question(_ action: ModerationAction, target: PlayerID) -> String {
        let name = (try? profiles.profile(target))?.displayName ?? PlayerProfile.placeholderName(for: target)
        return Self.question(action, name: name, id: target)
    }

    package static func question(_ action: ModerationAction, name: String, id: PlayerID) -> String {
        switch action {
        case .blankNickname:
            "Blank the nickname of \(name)? They show as \(PlayerProfile.placeholderName(for: id)) until they choose a new one."
        case .removeAvatar:
            "Remove the avatar of \(name)? Their identicon is shown instead."
        case .block:
            "Block \(name)? Their games are still recorded, but hidden from every board for everyone else."
        case .unblock:
            "Unblock \(name)? Their games show on the boards again."
        case .appointModerator:
            "Make \(name) a moderator? They can then blank names, remove avatars and block players."
        case .removeModerator:
            "Remove \(name) as a moderator?"
        }
    }

    /// Does the action as `viewer`; never throws: a refusal or a failed write is a sentence.
    public func perform(_ action: ModerationAction, viewer: PlayerID, target: PlayerID,
                        reason: String? = nil) -> Outcome {
        do {
            let before = try profiles.profile(target)
            let after = try profiles.moderate(action, viewer, target, reason)
            return .done(action.sentence(doneTo: before), after)
        } catch let refusal as ModerationRefusal {
            return .refused(refusal.description)
        } catch {
            return .refused("Could not \(action.phrase): \(error)")
        }
    }
}
