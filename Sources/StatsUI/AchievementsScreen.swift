import GameCore
import Midend
import Progress
import Terminal
import Shell

/// Which achievements the list shows.
public enum AchievementFilter: Int, CaseIterable, Sendable {
    case all, earned, inProgress

    public var title: String {
        switch self {
        case .all: "All"
        case .earned: "Earned"
        case .inProgress: "In progress"
        }
    }

    /// In progress: started (some progress) but not earned yet.
    public func includes(_ status: AchievementStatus) -> Bool {
        switch self {
        case .all: true
        case .earned: status.isEarned
        case .inProgress: !status.isEarned && status.hasProgress
        }
    }
}

/// Every achievement with its state: earned (with the date), progress toward it, or hidden.
/// Filters switch with Tab or 1 2 3; `R` resets every achievement behind two confirmations
/// (the second asks to type RESET); the stats are never touched.
public struct AchievementsScreen: Screen {
    public private(set) var filter: AchievementFilter = .all
    public private(set) var selection = 0
    public private(set) var confirmation: ResetConfirmation?

    /// The two steps of a reset.
    public enum ResetConfirmation: Equatable, Sendable {
        /// "Reset all achievements?" y goes on, anything else cancels.
        case askFirst
        /// The player types RESET (shown as typed) and presses Enter.
        case typeWord(String)
    }

    public static let confirmationWord = "RESET"

    public init() {}

    package func statuses(_ context: ScreenContext) -> [AchievementStatus] {
        (context.environment.progress?.achievementStatuses ?? []).filter(filter.includes)
    }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        if confirmation != nil {
            guard case .key(let key) = event else { return .stay }
            return confirm(key, context: context)
        }
        let layout = AchievementsLayout(size: context.size)
        switch event {
        case .key(let key):
            if KeyBindings.isBack(key) { return .pop }
            switch key {
            case .tab, .right, .character("l"): setFilter(AchievementFilter(rawValue: (filter.rawValue + 1) % 3))
            case .backTab, .left, .character("h"): setFilter(AchievementFilter(rawValue: (filter.rawValue + 2) % 3))
            case .character("1"): setFilter(.all)
            case .character("2"): setFilter(.earned)
            case .character("3"): setFilter(.inProgress)
            case .up, .character("k"): move(by: -1, context: context)
            case .down, .character("j"): move(by: 1, context: context)
            case .pageUp: move(by: -layout.visibleEntries, context: context)
            case .pageDown: move(by: layout.visibleEntries, context: context)
            case .home: selection = 0
            case .end: move(by: Int.max / 2, context: context)
            case .character("R"):
                guard context.environment.progress != nil else { return .banner("Achievements are not kept in this run") }
                confirmation = .askFirst
            default: break
            }
        case .mouse(let mouse):
            switch mouse.button {
            case .scrollUp: move(by: -1, context: context)
            case .scrollDown: move(by: 1, context: context)
            case .left:
                let count = statuses(context).count
                let offset = mouse.position.row - layout.listTop
                guard offset >= 0, offset < layout.visibleEntries * 2 else { break }
                let index = layout.firstVisible(selection: selection, count: count) + offset / 2
                if index < count { selection = index }
            default: break
            }
        default: break
        }
        return .stay
    }

    private mutating func setFilter(_ newFilter: AchievementFilter?) {
        guard let newFilter, newFilter != filter else { return }
        filter = newFilter
        selection = 0
    }

    private mutating func move(by step: Int, context: ScreenContext) {
        let count = statuses(context).count
        selection = min(max(0, selection + step), max(0, count - 1))
    }

    private mutating func confirm(_ key: Key, context: ScreenContext) -> ScreenCommand {
        switch confirmation {
        case .askFirst:
            confirmation = key == .character("y") || key == .character("Y") ? .typeWord("") : nil
            return .stay
        case .typeWord(let typed):
            switch key {
            case .escape:
                confirmation = nil
            case .backspace, .delete:
                confirmation = .typeWord(String(typed.dropLast()))
            case let enter where KeyBindings.isEnter(enter):
                guard typed == Self.confirmationWord else {
                    confirmation = nil
                    return .banner("Not reset: the word typed was not \(Self.confirmationWord)")
                }
                confirmation = nil
                return reset(context: context)
            case .character(let character):
                if typed.count < 12 { confirmation = .typeWord(typed + String(character)) }
            default:
                break
            }
            return .stay
        case nil:
            return .stay
        }
    }

    private mutating func reset(context: ScreenContext) -> ScreenCommand {
        guard let progress = context.environment.progress else { return .stay }
        do {
            try progress.resetAchievements()
        } catch {
            return .banner("Reset failed, nothing was changed: \(ProgressKeeper.reason(error))")
        }
        filter = .all
        selection = 0
        return .banner("All achievements were reset; your stats are kept")
    }
}
