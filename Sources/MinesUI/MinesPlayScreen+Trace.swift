import Shell
import GameCore
import GameRules
import Midend
import Mines

/// The cursor's way between plays, kept in the game's log as traces (`MinesMove.cursor`, issue
/// 22) for the replay viewer: the rules, `verify` and the counts pass over them. A move the next
/// play's own cell already tells is not kept, and a run of moves one way (a held arrow key) is
/// kept as its end, the same straight line, so a log grows by a few bytes per turn of the cursor.
extension MinesPlayScreen {
    /// Moves one way closer together than this are one run (a held key repeats every 30–50 ms).
    static let runGapMilliseconds = 300

    /// After an input: the cursor's new cell, when it moved and no play on that cell says so.
    mutating func traceCursor(from before: Point, context: ScreenContext) {
        guard cursor != before else { return }
        let entries = play.log.entries
        if let last = entries.last, case .move(let move) = last.action, !move.isTrace, move.cell == cursor { return }
        let moment = GameMoment(instant: context.now, date: context.environment.clock.wallTime())
        play.trace(.cursor(cursor), at: moment, replacingLast: continuesRun(to: cursor, at: context.now))
    }

    /// Whether the last entry is a trace at the cursor's last cell reached on the way from the
    /// cell before it, straight on, moments ago: then `to` extends that line.
    private func continuesRun(to next: Point, at now: Instant) -> Bool {
        let entries = play.log.entries
        guard entries.count >= 2, let last = entries.last, last.action.isTrace,
              case .move(let lastMove) = last.action, let middle = lastMove.cell,
              case .move(let firstMove) = entries[entries.count - 2].action, let first = firstMove.cell,
              let lastOffset = last.offset,
              play.clock.elapsedMilliseconds(at: now) - lastOffset <= Self.runGapMilliseconds else { return false }
        let one = Self.heading(from: first, to: middle), two = Self.heading(from: middle, to: next)
        return one != nil && one == two
    }

    /// The unit step of a straight line along a row, a column or a diagonal; nil for any other way
    /// (whose line would pass other cells once joined).
    static func heading(from: Point, to: Point) -> Point? {
        let dx = to.x - from.x, dy = to.y - from.y
        guard dx != 0 || dy != 0, dx == 0 || dy == 0 || abs(dx) == abs(dy) else { return nil }
        return Point(x: dx.signum(), y: dy.signum())
    }
}
