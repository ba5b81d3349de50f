import Foundation
import GameCore
import Mines
import Terminal
import Testing

/// Keys that play a Mines board through (shared by the Mines, stats, daily and app-flow tests).
extension MinesFixtures {
    /// `H` then Space, enough times to clear any board of `cells` cells.
    /// Keys that clear a board without a hint (an unassisted win, which keeps its times): the
    /// centre first, where the cursor starts, then each safe cell still hidden, until the board is won.
    /// `cursor`: where the screen puts the cursor, when not at the centre (a daily).
    static func sweep(_ start: MinesBoard, from cursor: Point? = nil) -> [InputEvent] {
        var cursor = cursor ?? Point(x: start.width / 2, y: start.height / 2)
        var board = start
        var keys: [InputEvent] = []
        // A daily's board is laid out and opened at the start: there is no first reveal to make.
        if !start.isStarted {
            guard let opened = start.revealing(cursor)?.board else { return [] }
            board = opened
            keys = [.char(" ")]
        }
        guard let layout = board.layout else { return [] }
        for y in 0..<board.height {
            for x in 0..<board.width where !board.isOver && !layout.isMine(at: Point(x: x, y: y)) {
                let point = Point(x: x, y: y)
                guard let next = board.revealing(point), !next.events.isEmpty else { continue }
                keys += MinesFixtures.moves(from: cursor, to: point) + [.char(" ")]
                cursor = point
                board = next.board
            }
        }
        return keys
    }

    /// `sweep`'s keys with `milliseconds` of play after the first reveal (the clock starts there).
    static func sweep(_ start: MinesBoard, playing milliseconds: UInt64) -> [ScriptStep] {
        let keys = sweep(start).map { ScriptStep.event($0) }
        return Array(keys.prefix(1)) + [.pass(milliseconds: milliseconds)] + keys.dropFirst()
    }

    static func hints(_ cells: Int) -> [InputEvent] {
        Array(repeating: [InputEvent.char("H"), .char(" ")], count: cells).flatMap { $0 }
    }
}
