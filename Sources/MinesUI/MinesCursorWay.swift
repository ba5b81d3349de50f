import GameCore
import GameRules
import Mines

/// The player's cursor between two actions of a Mines replay, from the traces the log kept
/// (`MinesMove.cursor`, issue 22): the cells it stopped on and when, the way through them, and
/// where it was at a moment of the replay.
package struct MinesCursorWay {
    /// Where the way starts: the last action's cell (the board's middle before the first one);
    /// nil when not known (a new endless board).
    package let start: Point?
    /// Each cell the cursor went to, with the play time it got there; a run of moves one way was
    /// kept as its last cell, reached at that time.
    package let stops: [(cell: Point, time: Int)]
    /// The next action's cell, nil when it has none.
    package let end: Point?

    /// A held key repeats about this often: a run of `n` cells kept as one stop is shown taking
    /// `n - 1` such steps (never starting before the stop before it).
    static let runStepMilliseconds = 60

    /// `start` nil with no previous action at all: the game's first way starts in the middle.
    package init(start: Point?, traces: ArraySlice<TimedAction<MinesMove>>, end: Point?, board: MinesBoard,
                 isFirstWay: Bool = false) {
        self.start = start ?? (isFirstWay ? MinesPlayScreen.centre(of: board) : nil)
        var stops: [(cell: Point, time: Int)] = []
        for entry in traces {
            guard case .move(.cursor(let cell)) = entry.action, board.contains(cell) else { continue }
            stops.append((cell, entry.offset ?? stops.last?.time ?? 0))
        }
        self.stops = stops
        self.end = end.flatMap { board.contains($0) ? $0 : nil }
    }

    /// The cells of the whole way, start to end.
    package var path: MinesReplayPath {
        MinesReplayPath(through: [start].compactMap { $0 } + stops.map(\.cell) + [end].compactMap { $0 })
    }

    /// The cursor's cell at play time `position`: where it last stopped by then, or part way
    /// along a run it was making; the start before the first stop.
    package func cursor(at position: Int) -> Point {
        var here = start ?? stops.first?.cell ?? end ?? Point(x: 0, y: 0)
        var previousTime = Int.min
        for stop in stops {
            if position >= stop.time {
                here = stop.cell
                previousTime = stop.time
                continue
            }
            // On the way to this stop: a run shown cell by cell over its last moments.
            let cells = MinesReplayPath(from: here, to: stop.cell).cells
            let began = max(previousTime, stop.time - (cells.count - 1) * Self.runStepMilliseconds)
            guard cells.count > 1, position > began else { return here }
            let index = (position - began) * (cells.count - 1) / max(1, stop.time - began)
            return cells[min(index, cells.count - 1)]
        }
        return here
    }
}
