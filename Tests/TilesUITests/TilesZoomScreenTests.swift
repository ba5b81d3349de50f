@testable import Shell
@testable import TilesUI
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// Tiles grows with the terminal, as Mines zooms: a tile is 2×1, 4×2, 6×3 or 8×4 cells, the
/// largest that fits with the frame and its margin, and a click anywhere on a zoomed tile is on it.
@Suite struct TilesZoomScreenTests {
    /// A 5×5 level: five rows of five tiles, each column one colour but the first row.
    static let five = Fixtures.level(4, "Five", "GRRRR\nRGGBB\nRGGBB\nRYYBB\nRYYBB", par: 5)

    private func screen(_ size: ScreenSize, theme: Theme = .color) -> (TilesPlayScreen, ScreenContext) {
        let context = Fixtures.context(Fixtures.environment(levels: [Self.five]), size: size, theme: theme)
        var screen = TilesPlayScreen(level: Self.five, campaign: [Self.five])
        screen.activate(context: context)
        return (screen, context)
    }

    /// The board's frame as drawn: its top-left corner and width (in cells), read off the screen.
    private func frame(in buffer: FrameBuffer) throws -> (row: Int, column: Int, columns: Int, rows: Int) {
        let row = try #require(buffer.lines.firstIndex { $0.contains("┌") })
        let line = Array(buffer.lines[row])
        let column = try #require(line.firstIndex(of: "┌"))
        let end = try #require(line.firstIndex(of: "┐"))
        let bottom = try #require(buffer.lines.lastIndex { $0.contains("└") })
        return (row, column, end - column + 1, bottom - row + 1)
    }

    @Test(arguments: [(ScreenSize(columns: 80, rows: 24), 3), (ScreenSize(columns: 60, rows: 20), 2),
                      (ScreenSize(columns: 140, rows: 45), 4)])
    func aSmallLevelIsDrawnInTheBiggestTilesThatFit(size: ScreenSize, zoom: Int) throws {
        let (screen, context) = screen(size, theme: .monochrome)
        let buffer = screen.frame(context)
        let drawn = try frame(in: buffer)
        // 5 tiles of 2·zoom columns plus the frame's 3, and 5 tiles of zoom rows plus 2.
        #expect(drawn.columns == 2 * zoom * 5 + 3, "\(size)")
        #expect(drawn.rows == zoom * 5 + 2, "\(size)")
        // A bigger zoom would not fit with the margin around the frame.
        let areaRows = size.rows - 4
        #expect(2 * (zoom + 1) * 5 + 7 > size.columns || (zoom + 1) * 5 + 4 > areaRows || zoom == 4)
        // Without colour a tile is a block of its letter: the top-left tile is G, its neighbour R.
        let firstRow = Array(buffer.lines[drawn.row + 1]).dropFirst(drawn.column + 2)
        let expected = String(repeating: "G", count: 2 * zoom) + String(repeating: "R", count: 2 * zoom)
        #expect(String(firstRow.prefix(4 * zoom)) == expected)
        // The key line and status lines are still there.
        #expect(buffer.lines[0].contains("Level 4"))
        #expect(buffer.lines[size.rows - 1].contains("remove"))
    }

    @Test func aClickOnTheCornerOfAZoomedTileRemovesItsGroup() throws {
        var (screen, context) = screen(ScreenSize(columns: 140, rows: 45))
        let drawn = try frame(in: screen.frame(context))
        #expect(drawn.columns == 43, "zoom 4: 8×4 tiles")
        // Tile (2, 4) is yellow: a click on its block's bottom-right corner.
        let column = drawn.column + 2 + 8 * 2 + 7, row = drawn.row + 1 + 4 * 4 + 3
        _ = screen.handle(.mouse(MouseEvent(position: ScreenPosition(column: column, row: row), button: .left)),
                          context: context)
        #expect(screen.state.moves == 1)
        #expect(screen.state.board.tileCountsByColor[.yellow] == nil, "the yellow group went")
        // A click on the frame, between tiles' blocks and the border, removes nothing.
        _ = screen.handle(.mouse(MouseEvent(position: ScreenPosition(column: drawn.column + 1, row: drawn.row + 1),
                                            button: .left)), context: context)
        #expect(screen.state.moves == 1)
    }

    @Test func aBoardThatFillsTheTerminalStaysAtOneCellPerLetter() throws {
        let wide = Fixtures.level(5, "Wide", String(repeating: "RG", count: 12) + "\n" + String(repeating: "GR", count: 12), par: 1)
        let context = Fixtures.context(Fixtures.environment(levels: [wide]), size: ScreenSize(columns: 80, rows: 24))
        var screen = TilesPlayScreen(level: wide, campaign: [wide])
        screen.activate(context: context)
        let drawn = try frame(in: screen.frame(context))
        #expect(drawn.columns == 2 * 24 + 3, "24 columns of 2×1 tiles: zoom 2 would need 103 columns")
    }
}
