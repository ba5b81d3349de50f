@testable import MinesUI
import GameCore
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// Bigger cells on bigger terminals: a board that fits several times over is drawn with wider
/// and taller cells (the largest zoom at which it fits whole), and the keyboard cursor and the
/// mouse keep meaning the same cells.
@Suite struct MinesZoomTests {
    static let big = ScreenSize(columns: 200, rows: 60)

    @Test(arguments: [
        (ScreenSize(columns: 200, rows: 60), MinesDifficulty.beginner, 4, 75),
        (ScreenSize(columns: 200, rows: 60), MinesDifficulty.expert, 3, 183),
        (ScreenSize(columns: 80, rows: 24), MinesDifficulty.expert, 1, 63),
        (ScreenSize(columns: 60, rows: 20), MinesDifficulty.beginner, 1, 21),
    ])
    func theLargestZoomAtWhichTheBoardFitsWhole(size: ScreenSize, difficulty: MinesDifficulty, zoom: Int,
                                               columns: Int) {
        let params = difficulty.params
        let layout = MinesPlayLayout(size: size, boardWidth: params.width, boardHeight: params.height, cursor: .zero)
        #expect(layout.zoom == zoom)
        #expect(layout.frameColumns == columns)
        #expect(layout.frameColumns <= size.columns && layout.frameRows <= size.rows - 4)
        #expect(!layout.isScrolled)
    }

    @Test func aBeginnerBoardOnABigTerminalIsDrawnInBigCells() throws {
        var harness = MinesScreenHarness(seed: 11, size: Self.big)
        harness.press(.char(" "))
        let frame = harness.frame
        let view = harness.layout
        #expect(view.zoom == 4 && view.frameColumns == 75 && view.frameRows == 38)
        #expect(frame.lines[view.frameTop].dropFirst(view.frameLeft).hasPrefix("┌" + String(repeating: "─", count: 73) + "┐"))
        let cells = MinesGlyphs.unicode
        for y in 0..<9 {
            for x in 0..<9 {
                let point = Point(x: x, y: y)
                let appearance = harness.board.appearance(at: point)
                #expect(frame[view.column(ofCell: x), view.row(ofCell: y)].text == cells.glyph(for: appearance))
                // A covered cell fills its 7×3 block; an open one is blank beside its glyph.
                let block = view.block(ofCell: point)
                #expect(block.columns == 7 && block.rows == 3)
                let corner = frame[block.column, block.row].text
                #expect(corner == (appearance == .covered ? cells.covered : " "), "\(point)")
            }
        }
        let cursor = harness.screen.cursor
        #expect(frame.cursor == ScreenPosition(column: view.column(ofCell: cursor.x), row: view.row(ofCell: cursor.y)))
        harness.press(.key(.right), .key(.down))
        #expect(harness.frame.cursor == ScreenPosition(column: view.column(ofCell: cursor.x + 1),
                                                       row: view.row(ofCell: cursor.y + 1)))
    }

    /// A click anywhere in a zoomed cell's block (its corners included) is on that cell; the
    /// blank column and row between cells belong to the cell before them.
    @Test func clicksAnywhereInAZoomedCellMeanThatCell() throws {
        let view = MinesPlayLayout(size: Self.big, boardWidth: 9, boardHeight: 9, cursor: .zero)
        for point in [Point(x: 0, y: 0), Point(x: 4, y: 7), Point(x: 8, y: 8)] {
            let block = view.block(ofCell: point)
            for column in [block.column, block.column + block.columns - 1, block.column + block.columns] {
                for row in [block.row, block.row + block.rows - 1, block.row + block.rows] {
                    #expect(view.cell(at: ScreenPosition(column: column, row: row)) == point, "\(point) at \(column),\(row)")
                }
            }
        }
        #expect(view.cell(at: ScreenPosition(column: view.frameLeft + 1, row: view.frameTop + 1)) == nil, "the frame's gap")
        #expect(view.cell(at: ScreenPosition(column: view.frameLeft + view.frameColumns - 1, row: view.frameTop + 1)) == nil)

        // Through the screen: a click on a covered cell's corner reveals that cell.
        var harness = MinesScreenHarness(seed: 11, size: Self.big)
        harness.press(.char(" "))
        let covered = try #require((0..<81).lazy.map { Point(x: $0 % 9, y: $0 / 9) }
            .first { harness.board.appearance(at: $0) == .covered && MinesSolver.deductions(for: harness.board.playerView).safe.contains($0) })
        let block = harness.layout.block(ofCell: covered)
        harness.press(.mouse(MouseEvent(position: ScreenPosition(column: block.column, row: block.row), button: .left)))
        #expect(harness.board.appearance(at: covered) != .covered)
    }

    /// When the game ends, the results panel goes beside the board if a smaller zoom makes room.
    @Test func theResultsPanelGetsRoomBesideTheBoard() {
        let view = MinesPlayLayout(size: ScreenSize(columns: 100, rows: 40), boardWidth: 9, boardHeight: 9,
                                   cursor: .zero, withPanel: true)
        #expect(view.sidePanelLeft != nil)
        // The panel is 42 columns (issue 31: its longest ranking line on one line); zoom 3's
        // frame with it beside would take 101 columns.
        #expect(view.zoom == 2, "the largest zoom with the 42-column panel beside it")
        #expect(view.frameColumns + 2 + MinesPlayLayout.panelColumns <= 100)
    }
}
