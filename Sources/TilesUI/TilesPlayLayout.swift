import Shell
import GameCore
import Terminal
import Tiles

/// Where the play screen puts the board: centred in the space between the two status
/// lines at the top and the message and key lines at the bottom. Each tile takes two
/// columns (its letter and a gap the cursor mark uses), which keeps tiles about square.
///
/// A board that fits several times over is zoomed, as Mines zooms its cells: each tile takes
/// `2 × zoom` columns and `zoom` rows (2×1, 4×2, 6×3, 8×4), the largest zoom at which the board,
/// its frame and the clear margin around it still fit, so a small level fills a big terminal.
package struct TilesPlayLayout: Equatable {
    package static let areaTop = 2
    package static let bottomLines = 2
    /// The largest tile: 8 columns by 4 rows.
    package static let maximumZoom = 4

    package var areaRows: Int
    package var frameLeft: Int
    package var frameTop: Int
    package var frameColumns: Int
    package var frameRows: Int
    package var boardWidth: Int
    package var boardHeight: Int
    /// Rows per tile; each tile is twice as many columns wide.
    package var zoom: Int

    /// `maximumZoom` 1: never zoomed (the level editor draws its own cells at zoom 1).
    package init(size: ScreenSize, board: TileBoard, maximumZoom: Int = TilesPlayLayout.maximumZoom) {
        boardWidth = board.width
        boardHeight = board.height
        let areaRows = max(0, size.rows - TilesPlayLayout.areaTop - TilesPlayLayout.bottomLines)
        self.areaRows = areaRows
        // The frame plus the clear margin the background leaves: two columns and a row each side.
        zoom = (1...max(1, maximumZoom)).last { zoom in
            2 * zoom * board.width + 3 + 4 <= size.columns && zoom * board.height + 2 + 2 <= areaRows
        } ?? 1
        frameColumns = 2 * zoom * board.width + 3
        frameRows = zoom * board.height + 2
        frameLeft = max(0, (size.columns - frameColumns) / 2)
        frameTop = TilesPlayLayout.areaTop + max(0, (areaRows - frameRows) / 2)
    }

    /// The screen column where a cell starts (its letter at zoom 1).
    package func column(ofCell x: Int) -> Int { frameLeft + 2 + 2 * zoom * x }
    /// The screen row where a cell starts.
    package func row(ofCell y: Int) -> Int { frameTop + 1 + zoom * y }

    /// The board cell under a screen position (any of a tile's columns and rows), if any.
    package func cell(at position: ScreenPosition) -> Point? {
        let dx = position.column - (frameLeft + 2)
        let dy = position.row - (frameTop + 1)
        guard dx >= 0, dy >= 0 else { return nil }
        let point = Point(x: dx / (2 * zoom), y: dy / zoom)
        guard point.x < boardWidth, point.y < boardHeight else { return nil }
        return point
    }
}
