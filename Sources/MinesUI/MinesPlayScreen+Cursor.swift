import Shell
import ReplayUI
import GameCore
import Mines
import Terminal

/// Moving the cursor on a Mines board: a step (arrows, vi and gamer keys, with a typed count)
/// and the long jumps a player of terminal minesweepers (freesweep) and of vi expects.
extension MinesPlayScreen {
    /// Where a jump key sends the cursor.
    package enum CursorJump: Equatable {
        /// Home or `0`, End or `$`: the first or last cell of the row.
        case rowStart, rowEnd
        /// `g`, `G`: the top or bottom row, in the same column.
        case top, bottom
        /// PgUp, PgDn: as many rows as the window shows, up or down.
        case pageUp, pageDown

        package init?(_ key: Key) {
            switch key {
            case .home, .character("0"): self = .rowStart
            case .end, .character("$"): self = .rowEnd
            case .character("g"): self = .top
            case .character("G"): self = .bottom
            case .pageUp: self = .pageUp
            case .pageDown: self = .pageDown
            default: return nil
            }
        }
    }

    package mutating func moveCursor(_ direction: Direction, steps: Int) {
        place(cursor.moved(by: direction, steps: steps))
    }

    /// A jump; a typed count repeats a page (`3` PgDn goes three screens down) and is ignored by
    /// the others, which land on an edge anyway. A page is the rows in view, so a board that
    /// fits the window whole pages straight to its edge.
    package mutating func jump(_ jump: CursorJump, repeats: Int, size: ScreenSize) {
        let board = state.board
        let page = layout(size: size).visibleRows
        switch jump {
        case .rowStart: place(Point(x: 0, y: cursor.y))
        case .rowEnd: place(Point(x: board.width - 1, y: cursor.y))
        case .top: place(Point(x: cursor.x, y: 0))
        case .bottom: place(Point(x: cursor.x, y: board.height - 1))
        case .pageUp: moveCursor(.up, steps: page * repeats)
        case .pageDown: moveCursor(.down, steps: page * repeats)
        }
    }

    /// Puts the cursor on the cell of the board nearest to `point`.
    private mutating func place(_ point: Point) {
        let board = state.board
        cursor = Point(x: min(max(0, point.x), board.width - 1), y: min(max(0, point.y), board.height - 1))
    }
}
