import Shell
import GameCore
import Players
import Terminal

/// The confirmation a moderation key asks for, drawn over the screen that asked (the
/// Leaderboards screen keeps one while it is open): the question, `y` to do it, `n` or Esc not to.
public struct ModerationPrompt {
    public let action: ModerationAction
    public let target: PlayerID
    public let question: String

    public init(action: ModerationAction, target: PlayerID, actions: ModerationActions) {
        self.action = action
        self.target = target
        question = actions.question(action, target: target)
    }

    /// A question asked about a player of a shared board (named as the board shows them).
    public init(action: ModerationAction, target: PlayerID, name: String) {
        self.action = action
        self.target = target
        question = ModerationActions.question(action, name: name, id: target)
    }

    public enum Answer: Equatable {
        /// Not answered yet (another key).
        case waiting
        case cancelled
        /// Done or refused: the sentence for a banner is in the outcome.
        case answered(ModerationActions.Outcome)
    }

    /// `y` does the action as `viewer` (the database checks the rules again), `n` or Esc cancel.
    public func handle(_ key: Key, viewer: PlayerID, actions: ModerationActions) -> Answer {
        switch key {
        case .character("y"), .character("Y"):
            .answered(actions.perform(action, viewer: viewer, target: target))
        case .character("n"), .character("N"), .escape, .character("q"):
            .cancelled
        default:
            .waiting
        }
    }

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, size = context.size
        let width = min(size.columns - 4, 64)
        // The question holds a player's name: escaped, so nothing in it acts on the terminal.
        let lines = TextLayout.wrap(glyphs.safe(SafeText.escaped(question)), width: width - 4)
        let height = lines.count + 5
        let left = (size.columns - width) / 2
        let top = max(0, (size.rows - height) / 2)
        frame.drawBox(column: left, row: top, columns: width, rows: height, glyphs: glyphs, style: context.theme.border)
        frame.putCentered(" Moderation ", row: top, from: left, width: width, style: context.theme.warning, glyphs: glyphs)
        for (index, line) in lines.enumerated() {
            frame.put(line, column: left + 2, row: top + 2 + index, width: width - 4, glyphs: glyphs)
        }
        frame.putCentered("y yes   n no", row: top + height - 2, from: left, width: width, style: .bold, glyphs: glyphs)
    }
}
