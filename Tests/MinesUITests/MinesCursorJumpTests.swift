@testable import Shell
import GameCore
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// The long cursor moves a terminal minesweeper player expects (freesweep, vi): row ends,
/// top and bottom rows, a screen of rows, and the cursor's column,row in the status line.
@Suite struct MinesCursorJumpTests {
    /// A board taller than a 60×20 window, so a page is less than the board.
    static func tall() throws -> MinesScreenHarness {
        let params = try MinesParams(width: 24, height: 40, mines: 120)
        return MinesScreenHarness(mode: .custom(params), seed: 4, size: ScreenSize(columns: 60, rows: 20))
    }

    /// The column and the row from 1, each padded to the board's widest (" 9, 5" on expert).
    static func position(_ harness: MinesScreenHarness) -> String {
        let board = harness.board
        return "\(harness.screen.cursor.x + 1)".rightAligned(to: "\(board.width)".count) + ","
            + "\(harness.screen.cursor.y + 1)".rightAligned(to: "\(board.height)".count)
    }

    @Test(arguments: [
        (Key.home, Key.end), (Key.character("0"), Key.character("$")),
    ])
    func homeEndZeroAndDollarGoToTheRowsEnds(first: Key, last: Key) {
        var harness = MinesScreenHarness(mode: .classic(.expert), seed: 7)
        let start = harness.screen.cursor
        harness.press(.key(first))
        #expect(harness.screen.cursor == Point(x: 0, y: start.y))
        harness.press(.key(last))
        #expect(harness.screen.cursor == Point(x: harness.board.width - 1, y: start.y))
        harness.press(.key(last))
        #expect(harness.screen.cursor == Point(x: harness.board.width - 1, y: start.y), "at the end it stays")
    }

    @Test func gAndShiftGGoToTheTopAndBottomRowInTheSameColumn() {
        var harness = MinesScreenHarness(mode: .classic(.expert), seed: 7)
        harness.press(.char("l"), .char("l"))
        let column = harness.screen.cursor.x
        harness.press(.char("G"))
        #expect(harness.screen.cursor == Point(x: column, y: harness.board.height - 1))
        harness.press(.char("g"))
        #expect(harness.screen.cursor == Point(x: column, y: 0))
    }

    @Test func aZeroAfterADigitIsPartOfTheCountNotAJump() {
        var harness = MinesScreenHarness(mode: .classic(.expert), seed: 7)
        harness.press(.char("0"))
        #expect(harness.screen.cursor.x == 0)
        harness.press(InputEvent.typing("10") + [.char("l")])
        #expect(harness.screen.cursor.x == 10, "1 then 0 is ten")
    }

    @Test func pageDownAndUpMoveAScreenOfRowsAndStopAtTheEdges() throws {
        var harness = try Self.tall()
        let page = harness.layout.visibleRows
        #expect(page > 1 && page < harness.board.height, "the window shows part of the board")
        harness.press(.char("g"))
        let column = harness.screen.cursor.x
        harness.press(.key(.pageDown))
        #expect(harness.screen.cursor == Point(x: column, y: page))
        #expect(harness.layout.isVisible(harness.screen.cursor), "the window follows the cursor")
        harness.press(.key(.pageUp))
        #expect(harness.screen.cursor == Point(x: column, y: 0))
        // A count repeats the page; past the edge the cursor stops on the last row.
        harness.press(InputEvent.typing("2") + [.key(.pageDown)])
        #expect(harness.screen.cursor.y == min(2 * page, harness.board.height - 1))
        harness.press(InputEvent.typing("9") + [.key(.pageDown)])
        #expect(harness.screen.cursor.y == harness.board.height - 1)
        harness.press(.key(.pageUp))
        #expect(harness.screen.cursor.y == harness.board.height - 1 - page)
    }

    @Test func aBoardInViewWholePagesToItsEdge() {
        var harness = MinesScreenHarness(seed: 3)
        let column = harness.screen.cursor.x
        harness.press(.key(.pageDown))
        #expect(harness.screen.cursor == Point(x: column, y: harness.board.height - 1))
        harness.press(.key(.pageUp))
        #expect(harness.screen.cursor == Point(x: column, y: 0))
    }

    @Test func theStatusLineEndsWithTheCursorsColumnAndRowFromOne() throws {
        // A board in view whole: the line ends with the position too (issue 31: at every size).
        var harness = MinesScreenHarness(mode: .classic(.expert), seed: 7)
        #expect(harness.frame.lines[1].hasSuffix(" " + Self.position(harness)), "\(harness.frame.lines[1])")
        // A board bigger than the window: the position, padded to the widest one.
        harness = MinesScreenHarness(mode: .classic(.expert), seed: 7, size: ScreenSize(columns: 60, rows: 20))
        #expect(harness.layout.isScrolled)
        #expect(harness.frame.lines[1].hasSuffix(" " + Self.position(harness)))
        harness.press(.char("g"), .char("0"))
        #expect(harness.frame.lines[1].hasSuffix("  1, 1"), "the top left cell, each number padded to the widest")
        harness.press(.char("G"), .char("$"))
        #expect(harness.frame.lines[1].hasSuffix(" \(harness.board.width),\(harness.board.height)"))
        #expect(harness.frame.lines[1].contains("Seed 7"), "the seed fits beside it")

        var small = try Self.tall()
        small.press(.key(.end), .key(.pageDown))
        let line = small.frame.lines[1]
        #expect(line.hasSuffix(" " + Self.position(small)), "at 60 columns too: \(line)")
        // The seed shows at 60 columns too (issue 22): the rest of the line is shortened for it.
        #expect(line.hasPrefix(" Left 120  Hints 0  24×40/120 no-guess") && line.contains("Seed 4"), "\(line)")
    }

    @Test func helpListsTheNewKeys() {
        let text = HelpScreen(topic: .mines).frame(Fixtures.context(Fixtures.environment())).text
        for needle in ["Home End  0 $", "first, last in row", "g G  PgUp PgDn", "top, bottom; a page",
                       "new game (asks)"] {
            #expect(text.contains(needle), "help shows \(needle)")
        }
    }
}
