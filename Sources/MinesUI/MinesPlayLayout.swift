import Shell
import ReplayUI
import GameCore
import Terminal

/// Where the Mines play screen puts the board: two status lines at the top, the message and
/// key lines at the bottom, the board framed and centred between them. Each cell takes two
/// columns (its glyph and a gap), so an expert board (30×16)
/// fits an 80×24 terminal whole.
///
/// A board that fits several times over is zoomed: each cell takes `2 × zoom` columns and `zoom`
/// rows (up to `maximumZoom`), the largest zoom at which the whole board still fits, so a
/// beginner board fills a big terminal instead of a small patch of it. A zoomed board never
/// scrolls (only zoom 1 does).
///
/// A board bigger than the window shows the part around the cursor: the visible window moves
/// only when the cursor comes within `margin` cells of its edge, and arrows on the frame say
/// where more of the board lies. Everything is computed from the size, the board, the cursor and
/// the window's previous origin, so drawing, mouse clicks and the next move agree.
package struct MinesPlayLayout: Equatable {
    package static let areaTop = 2
    package static let bottomLines = 2
    /// Cells kept between the cursor and the edge of a scrolled window.
    package static let margin = 2
    /// Width of the results panel beside (or over) the board: 38 columns inside its frame and a
    /// space each side, so "Ranked: 1st of all time, personal best" is one line (issue 31); an
    /// intermediate board at 80 columns still has it beside.
    package static let panelColumns = 42
    /// The largest cell: 8 columns by 4 rows.
    package static let maximumZoom = 4

    package let boardWidth: Int
    package let boardHeight: Int
    /// Rows per cell; each cell is twice as many columns wide.
    package let zoom: Int
    /// The first visible cell (top left of the window onto the board).
    package let origin: Point
    package let visibleColumns: Int
    package let visibleRows: Int
    package let frameLeft: Int
    package let frameTop: Int
    package let frameColumns: Int
    package let frameRows: Int
    package let areaRows: Int
    /// Where the results panel goes when it fits beside the board; nil when it has to cover it.
    package let sidePanelLeft: Int?

    package init(size: ScreenSize, boardWidth: Int, boardHeight: Int, cursor: Point, previousOrigin: Point = .zero,
         withPanel: Bool = false) {
        self.boardWidth = boardWidth
        self.boardHeight = boardHeight
        areaRows = max(0, size.rows - Self.areaTop - Self.bottomLines)
        let rows = areaRows
        // With the results panel, the zoom that leaves room for it beside the board, if any.
        let panel = withPanel && 2 * boardWidth + 3 + 2 + Self.panelColumns <= size.columns ? 2 + Self.panelColumns : 0
        zoom = (1...Self.maximumZoom).last { zoom in
            2 * zoom * boardWidth + 3 + panel <= size.columns && zoom * boardHeight + 2 <= rows
        } ?? 1
        visibleColumns = max(1, min(boardWidth, (size.columns - 3) / (2 * zoom)))
        visibleRows = max(1, min(boardHeight, (areaRows - 2) / zoom))
        origin = Point(x: Self.scroll(previousOrigin.x, cursor: cursor.x, visible: visibleColumns, total: boardWidth),
                       y: Self.scroll(previousOrigin.y, cursor: cursor.y, visible: visibleRows, total: boardHeight))
        frameColumns = 2 * zoom * visibleColumns + 3
        frameRows = zoom * visibleRows + 2
        frameTop = Self.areaTop + max(0, (areaRows - frameRows) / 2)
        let besideWidth = frameColumns + 2 + Self.panelColumns
        if withPanel && besideWidth <= size.columns {
            frameLeft = (size.columns - besideWidth) / 2
            sidePanelLeft = frameLeft + frameColumns + 2
        } else {
            frameLeft = max(0, (size.columns - frameColumns) / 2)
            sidePanelLeft = nil
        }
    }

    /// The window's start on one axis: the previous one, moved just enough to keep the cursor
    /// `margin` cells from its edges (less on a small window), and inside the board.
    package static func scroll(_ previous: Int, cursor: Int, visible: Int, total: Int) -> Int {
        guard total > visible else { return 0 }
        let margin = min(Self.margin, (visible - 1) / 2)
        var start = previous
        if cursor - margin < start { start = cursor - margin }
        if cursor + margin > start + visible - 1 { start = cursor + margin - visible + 1 }
        return min(max(0, start), total - visible)
    }

    package var isScrolled: Bool { visibleColumns < boardWidth || visibleRows < boardHeight }
    package var moreLeft: Bool { origin.x > 0 }
    package var moreRight: Bool { origin.x + visibleColumns < boardWidth }
    package var moreUp: Bool { origin.y > 0 }
    package var moreDown: Bool { origin.y + visibleRows < boardHeight }

    package func isVisible(_ point: Point) -> Bool {
        point.x >= origin.x && point.x < origin.x + visibleColumns
            && point.y >= origin.y && point.y < origin.y + visibleRows
    }

    /// The screen column of a cell's glyph (where the terminal's cursor marks the cell): the
    /// middle of its block.
    package func column(ofCell x: Int) -> Int { frameLeft + 1 + zoom + 2 * zoom * (x - origin.x) }
    package func row(ofCell y: Int) -> Int { frameTop + 1 + (zoom - 1) / 2 + zoom * (y - origin.y) }

    /// The screen area a zoomed cell fills: from a column after the previous cell's, `2 × zoom
    /// − 1` columns wide and `zoom − 1` rows high (a column and a row stay blank between
    /// cells); just the glyph at zoom 1.
    package func block(ofCell point: Point) -> (column: Int, row: Int, columns: Int, rows: Int) {
        guard zoom > 1 else { return (column(ofCell: point.x), row(ofCell: point.y), 1, 1) }
        return (frameLeft + 2 + 2 * zoom * (point.x - origin.x), frameTop + 1 + zoom * (point.y - origin.y),
                2 * zoom - 1, zoom - 1)
    }

    /// The cell under a screen position (its block, or at zoom 1 its glyph or the gap after
    /// it), if any is shown there.
    package func cell(at position: ScreenPosition) -> Point? {
        let dx = position.column - (frameLeft + 2)
        let dy = position.row - (frameTop + 1)
        guard dx >= 0, dy >= 0, dx / (2 * zoom) < visibleColumns, dy / zoom < visibleRows else { return nil }
        return Point(x: origin.x + dx / (2 * zoom), y: origin.y + dy / zoom)
    }
}
