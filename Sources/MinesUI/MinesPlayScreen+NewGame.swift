import Shell
import ReplayUI
import Leaderboards
import Midend
import Mines
import Terminal

/// `n`: a new game of the same board (the same mode and settings, a new seed), as freesweep
/// has it. A decided game is replaced at once; one in progress would be given up, so a small
/// yes/no question comes first, with the clock stopped while it is asked.
extension MinesPlayScreen {
    /// Whether `n` has something to give up: a game under way in which the player has done
    /// anything. A fresh board (or a game already decided) has nothing to lose.
    package var newGameNeedsAsking: Bool {
        isUnderWay && !session.log.isEmpty
    }

    package mutating func requestNewGame(context: ScreenContext) -> ScreenCommand {
        guard newGameNeedsAsking else { return startNewGame(context: context) }
        newGameQuestion = NewGameQuestion(isRun: mode.isEndless, outcome: outcomeIfLeft)
        syncClock(now: context.now)
        return .stay
    }

    /// `y` or Enter: the game ends here (as leaving it would count it) and the next one starts;
    /// `n`, Esc or `q`: back to the game.
    package mutating func answerNewGame(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard let question = newGameQuestion, case .key(let key) = event else { return .stay }
        switch question.answer(to: key) {
        case nil:
            return .stay
        case true?:
            newGameQuestion = nil
            return startNewGame(context: context)
        case false?:
            newGameQuestion = nil
            syncClock(now: context.now)
            return .stay
        }
    }

    /// The same mode and settings on a new seed. The game on screen ends first if it has not
    /// (its save goes with it, so the new one starts without asking to replace it); the new
    /// screen starts its game as every Mines game starts.
    package mutating func startNewGame(context: ScreenContext) -> ScreenCommand {
        // A game under way here holds the save; a decided one does not, and another copy may
        // have opened the saved game since.
        if !isUnderWay, let notice = SaveInUse.notice(context: context) { return .push(notice) }
        if isUnderWay { end(context: context) }
        var next = setup
        next.seed = context.environment.makeSeed()
        // Dealt afresh, so even after a chosen seed the next game can be ranked.
        return .replace(MinesPlayScreen(setup: next, origin: .dealt))
    }
}

/// The question `n` asks during a game: a small box over the board, answered yes or no.
package struct NewGameQuestion: Equatable {
    /// An endless run rather than a single board ("New run?").
    package var isRun: Bool
    /// How the game on screen counts if it ends here ("abandoned").
    package var outcome: String

    package var title: String { isRun ? "New run?" : "New game?" }

    /// True to start the new game, false to go back to this one, nil for a key that answers nothing.
    package func answer(to key: Key) -> Bool? {
        if key == .character("y") || key == .character("Y") || KeyBindings.isEnter(key) { return true }
        if key == .character("n") || key == .character("N") || KeyBindings.isBack(key) { return false }
        return nil
    }

    package func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let line = "This \(isRun ? "run" : "game") ends, counted as \(outcome)."
        let keys = "y  start it     n  keep playing"
        let width = min(size.columns - 2, max(DisplayWidth.of(line), DisplayWidth.of(keys)) + 6)
        let height = 6
        let left = max(0, (size.columns - width) / 2)
        let top = max(0, (size.rows - height) / 2)
        frame.drawBox(column: left, row: top, columns: width, rows: height, glyphs: glyphs, style: theme.border)
        frame.putCentered(" \(title) ", row: top, from: left, width: width, style: theme.heading, glyphs: glyphs)
        frame.putCentered(line, row: top + 2, from: left + 1, width: width - 2, glyphs: glyphs)
        frame.putCentered(keys, row: top + 3, from: left + 1, width: width - 2, style: .bold, glyphs: glyphs)
        frame.putKeyHints([("y Enter", isRun ? "new run" : "new game"), ("n Esc", "keep playing")],
                          row: size.rows - 1, theme: theme, glyphs: glyphs)
    }
}
