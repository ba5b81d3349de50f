import Shell
import GameCore
import Mines

/// `v`: the live counters speed players keep an eye on (as Arbiter and minesweeper.online show
/// them): the 3BV done so far of the board's 3BV, 3BV/s, clicks and efficiency (IOE), on the line
/// under the board while a board is played. The choice is kept in the settings.
extension MinesPlayScreen {
    package mutating func toggleLiveCounters(context: ScreenContext) -> ScreenCommand {
        var shown = false
        let failure = context.environment.preferences.update { preferences in
            preferences.mines.liveCounters.toggle()
            shown = preferences.mines.liveCounters
        }
        message = PlayMessage(text: shown ? "Live counters on (v hides them)" : "Live counters off (v shows them)")
        return MinesMenuScreen.saved(failure)
    }

    /// The counters' line, nil when they are off or the board is not being played.
    package func liveCounters(context: ScreenContext) -> String? {
        let board = state.board
        guard context.environment.preferences.mines.liveCounters, !board.isOver, !isPaused else { return nil }
        let total = board.threeBV.map(String.init) ?? "?"
        let solved = board.solvedThreeBV
        let milliseconds = clock.elapsedMilliseconds(at: context.now) - boardStartMilliseconds
        let rate = BoardStatistics.threeBVPerSecond(threeBV: solved, milliseconds: milliseconds)
        let efficiency = BoardStatistics.efficiency(threeBV: solved, clicks: board.clicks)
        return "3BV \(solved)/\(total)   3BV/s \(Self.decimal(rate))   Clicks \(board.clicks)   IOE \(Self.decimal(efficiency))"
    }
}
