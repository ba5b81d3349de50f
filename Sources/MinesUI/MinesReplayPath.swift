import GameCore
import Terminal

/// The way from one action's cell to the next in a Mines replay, underlined so that every cell
/// keeps its glyph and colour, in ASCII and without colour too: through every cell the cursor
/// went to where the log keeps its moves (`MinesCursorWay`), else the straight line between the
/// two cells (a log written before cursor moves were kept).
package struct MinesReplayPath: Equatable {
    /// The cells from `from` to `to`, both included, each next to the one before (diagonals too).
    package let cells: [Point]

    package init(from: Point, to: Point) {
        // Bresenham's line: every step moves one cell along the longer axis.
        var cells: [Point] = []
        let dx = abs(to.x - from.x), dy = -abs(to.y - from.y)
        let stepX = from.x < to.x ? 1 : -1, stepY = from.y < to.y ? 1 : -1
        var error = dx + dy
        var point = from
        while true {
            cells.append(point)
            if point == to { break }
            let doubled = 2 * error
            if doubled >= dy { error += dy; point.x += stepX }
            if doubled <= dx { error += dx; point.y += stepY }
        }
        self.cells = cells
    }

    /// The straight lines from each point to the next, joined (a point repeated adds nothing).
    package init(through points: [Point]) {
        var cells: [Point] = []
        for (from, to) in zip(points, points.dropFirst()) {
            for cell in MinesReplayPath(from: from, to: to).cells where cell != cells.last { cells.append(cell) }
        }
        if cells.isEmpty, let only = points.first { cells = [only] }
        self.cells = cells
    }

    /// Underlines each visible cell of the path: its glyph at zoom 1, the bottom row of its
    /// block when zoomed (one line a cell, as at zoom 1).
    package func draw(into frame: inout FrameBuffer, layout: MinesPlayLayout) {
        for point in cells where layout.isVisible(point) {
            let block = layout.block(ofCell: point)
            let row = block.row + block.rows - 1
            for column in block.column..<(block.column + block.columns)
            where column >= 0 && column < frame.size.columns && row >= 0 && row < frame.size.rows {
                let cell = frame[column, row]
                guard !cell.text.isEmpty else { continue }
                var style = cell.style
                style.underline = true
                frame.put(cell.text, column: column, row: row, style: style)
            }
        }
    }
}
