import Midend
import Shell
import ReplayUI
import PlayersUI
import GameCore
import Players
import Terminal

/// A moderator's keys on the selected row: `n` blanks the nickname, `v` removes the avatar, `b`
/// blocks the player (or unblocks one already blocked). Each asks first (`ModerationPrompt`),
/// and the rules are checked before asking (a clear refusal for anyone else) and again by the
/// database when it writes. The board is read again after an action.
extension LeaderboardScreen {
    package static let moderationKeys: [(key: Character, action: String)] = [
        ("n", "blank the nickname"), ("v", "remove the avatar"), ("b", "block or unblock"),
    ]

    package mutating func moderationKey(_ key: Key, context: ScreenContext) -> ScreenCommand {
        guard case .character(let character) = key, Self.moderationKeys.contains(where: { $0.key == character })
        else { return .stay }
        guard let row = selectedRow else { return .stay }
        if context.environment.leaderboards?.shared != nil {
            // The shared board's database decides who may (its roles and policies): no local check.
            let action: ModerationAction = character == "n" ? .blankNickname
                : character == "v" ? .removeAvatar : row.isHidden ? .unblock : .block
            prompt = ModerationPrompt(action: action, target: row.playerID, name: row.displayName)
            return .stay
        }
        guard let profiles = context.environment.profiles, let viewer = viewer(context) else {
            return .banner("Moderation is not available: players' profiles are not kept in this run")
        }
        let target: PlayerProfile, actor: PlayerProfile
        do {
            actor = try profiles.profile(viewer)
            target = try profiles.profile(row.playerID)
        } catch {
            return .banner("The players could not be read: \(error)")
        }
        let action: ModerationAction
        switch character {
        case "n": action = .blankNickname
        case "v": action = .removeAvatar
        default: action = target.blocked ? .unblock : .block
        }
        if let refusal = ModerationPolicy.refusal(of: action, by: actor, on: target) {
            return .banner(refusal.description)
        }
        prompt = ModerationPrompt(action: action, target: row.playerID, actions: ModerationActions(profiles: profiles))
        return .stay
    }

    package mutating func answerPrompt(_ key: Key, context: ScreenContext) -> ScreenCommand {
        if let prompt, let shared = context.environment.leaderboards?.shared {
            return answerSharedPrompt(prompt, key: key, shared: shared, context: context)
        }
        guard let prompt, let profiles = context.environment.profiles, let viewer = viewer(context) else {
            self.prompt = nil
            return .stay
        }
        switch prompt.handle(key, viewer: viewer, actions: ModerationActions(profiles: profiles)) {
        case .waiting:
            return .stay
        case .cancelled:
            self.prompt = nil
            return .stay
        case .answered(let outcome):
            self.prompt = nil
            var effects = ScreenEffects.none
            if case .done = outcome, let page {
                // Names, avatars and hidden rows change: the same place on the board, read again.
                effects = read(.position(max(page.offset, selection)), context: context)
            }
            return ScreenCommand.banner(outcome.message).adding(effects)
        }
    }
}

/// The sentence a shared board's moderation job answers.
package struct SharedModerationAnswer: Sendable {
    package var message: String
}

extension LeaderboardScreen {
    /// `y` on a shared board's question: the action runs as background work (the database is
    /// across the network); its sentence comes back through `receiveModeration`.
    package mutating func answerSharedPrompt(_ prompt: ModerationPrompt, key: Key, shared: SharedBoardLink,
                                     context: ScreenContext) -> ScreenCommand {
        switch key {
        case .character("y"), .character("Y"):
            self.prompt = nil
            let name = selectedRow?.playerID == prompt.target ? selectedRow?.displayName ?? "" : ""
            let (action, target) = (prompt.action, prompt.target)
            return .run(BackgroundJob(title: "Asking the shared board") { _ in
                SharedModerationAnswer(message: shared.moderate(action, target, name))
            })
        case .character("n"), .character("N"), .escape, .character("q"):
            self.prompt = nil
            return .stay
        default:
            return .stay
        }
    }

    /// The shared board's answer: said in a banner, and the board read again.
    package mutating func receiveModeration(_ answer: SharedModerationAnswer, context: ScreenContext) -> ScreenCommand {
        var effects = ScreenEffects.none
        if let page { effects = read(.position(max(page.offset, selection)), context: context) }
        return ScreenCommand.banner(answer.message).adding(effects)
    }
}
