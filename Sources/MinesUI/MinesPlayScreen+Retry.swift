import Shell
import GameCore
import GameRules
import Mines

/// `r` after a board is decided: the same board again, as Tatham's Restart and
/// minesweeper.online's replay offer; `u` after a loss in a practice game: the losing reveal
/// taken back, as Tatham's undo allows. Both are practice: the board is known now, so neither
/// can rank or set a best, and the undo also counts as help (an assisted game).
extension MinesPlayScreen {
    /// Whether `r` can retry: a single board (not an endless run) that is decided.
    package var canRetry: Bool {
        state.board.isOver && !mode.isEndless && play.log.entries.contains { Self.isPlay($0.action) }
    }

    /// Whether `u` can take back the losing reveal: a lost single board played as practice (a
    /// chosen seed, a retry, a custom board).
    package var canUndoLoss: Bool {
        guard state.board.outcome == .lost, !mode.isEndless else { return false }
        if case .custom = mode { return true }
        return play.origin != .dealt
    }

    private static func isPlay(_ action: SessionAction<MinesMove>) -> Bool {
        if case .move = action { !action.isTrace } else { false }
    }

    /// The same board from just after its first reveal (which laid the mines out), as practice.
    package mutating func retryBoard(context: ScreenContext) -> ScreenCommand {
        guard canRetry, let first = play.log.entries.firstIndex(where: { Self.isPlay($0.action) }),
              let next = play.attempt(keepingFirst: first + 1, origin: .chosen) else { return .stay }
        // The decided game let the save go: another copy may have opened the saved game since.
        if let notice = SaveInUse.notice(context: context) { return .push(notice) }
        runner.beginAttempt(next, services: context.playServices)
        message = PlayMessage(text: "Retry: the same board again, as practice (not ranked)")
        syncClock(now: context.now)
        return .stay
    }

    /// The game as it stood before the losing reveal, as practice and counted as assisted.
    package mutating func undoLoss(context: ScreenContext) -> ScreenCommand {
        guard canUndoLoss, let next = play.attempt(keepingFirst: play.log.count - 1, origin: .chosen) else { return .stay }
        if let notice = SaveInUse.notice(context: context) { return .push(notice) }
        runner.beginAttempt(next, services: context.playServices)
        // Counted as help, the way a hint is: the game is assisted wherever it is reported.
        _ = perform(.hint, context: context)
        message = PlayMessage(text: "Undone: the losing reveal is taken back (assisted, practice)")
        syncClock(now: context.now)
        return .stay
    }
}
