@testable import Shell
import GameCore
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// The Mines cursor stands out (issue 31): its cell in reverse video between its brackets, in
/// colour, without colour and in ASCII, on every kind of cell and under the odds overlay; and
/// its column,row on the status line at every size.
@Suite struct MinesCursorHighlightTests {
    static let looks: [(Theme, GlyphSet)] = [(.color, .unicode), (.monochrome, .unicode), (.monochrome, .ascii)]
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)]

    /// The board cells drawn reversed, by screen position of their glyph.
    static func reversedCells(_ harness: MinesScreenHarness) -> [Point] {
        let layout = harness.layout, frame = harness.frame
        var found: [Point] = []
        for y in layout.origin.y..<(layout.origin.y + layout.visibleRows) {
            for x in layout.origin.x..<(layout.origin.x + layout.visibleColumns)
            where frame[layout.column(ofCell: x), layout.row(ofCell: y)].style.reverse {
                found.append(Point(x: x, y: y))
            }
        }
        return found
    }

    static func isBracketed(_ point: Point, in harness: MinesScreenHarness) -> Bool {
        let block = harness.layout.block(ofCell: point)
        return harness.frame[block.column - 1, block.row].text == "["
            && harness.frame[block.column + block.columns, block.row].text == "]"
    }

    /// The cursor's cell and only it is reversed, and it is bracketed.
    static func expectHighlighted(_ harness: MinesScreenHarness, _ note: String) {
        let cursor = harness.screen.cursor
        #expect(reversedCells(harness) == [cursor], "\(note): only the cursor's cell is reversed")
        #expect(isBracketed(cursor, in: harness), "\(note): and bracketed")
    }

    @Test(arguments: looks, sizes)
    func theCursorsCellIsReversedOnCoveredOpenFlaggedAndQuestionedCells(look: (Theme, GlyphSet), size: ScreenSize) throws {
        var harness = MinesScreenHarness(mode: .classic(.intermediate), seed: 7, size: size, glyphs: look.1, theme: look.0)
        Self.expectHighlighted(harness, "a covered cell before the first reveal")
        harness.press(.char(" "))
        #expect(harness.board.outcome == .playing)
        Self.expectHighlighted(harness, "an open cell")
        let board = harness.board
        let all = (0..<board.height).flatMap { y in (0..<board.width).map { Point(x: $0, y: y) } }
        let number = try #require(all.first { if case .revealed(let n) = board.appearance(at: $0) { n > 0 } else { false } })
        harness.go(to: number)
        Self.expectHighlighted(harness, "a number")
        let covered = try #require(all.first { board.mark(at: $0) == .covered })
        harness.go(to: covered)
        Self.expectHighlighted(harness, "a covered cell")
        harness.press(.char("f"))
        #expect(harness.board.mark(at: covered) == .flagged)
        Self.expectHighlighted(harness, "a flag")
        // The cell keeps its own colour under the reverse: a flag stays red in colour.
        let layout = harness.layout
        let style = harness.frame[layout.column(ofCell: covered.x), layout.row(ofCell: covered.y)].style
        #expect(style.foreground == (look.0.usesColor ? .red : nil))
    }

    @Test(arguments: looks)
    func afterALossTheCursorOnTheMineHitStillChangesIt(look: (Theme, GlyphSet)) throws {
        var harness = MinesScreenHarness(mode: .classic(.beginner), seed: 11, glyphs: look.1, theme: look.0)
        harness.press(.char(" "))
        let mine = try #require(harness.board.layout.flatMap { layout in
            (0..<81).map { Point(x: $0 % 9, y: $0 / 9) }.first { layout.isMine(at: $0) && harness.board.mark(at: $0) == .covered }
        })
        harness.go(to: mine)
        harness.press(.char(" "))
        #expect(harness.board.outcome == .lost)
        harness.press(.key(.tab))
        let layout = harness.layout
        let cell = harness.frame[layout.column(ofCell: mine.x), layout.row(ofCell: mine.y)]
        let plain = look.0.minesCell(.explodedMine)
        #expect(cell.style != plain, "the cursor changes even a cell drawn reversed")
        #expect(cell.style.reverse)
    }

    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20),
                      ScreenSize(columns: 140, rows: 45)])
    func theCursorsColumnAndRowAreOnTheStatusLineAtEverySize(size: ScreenSize) {
        for mode in [MinesMode.classic(.beginner), .classic(.intermediate), .classic(.expert)] {
            var harness = MinesScreenHarness(mode: mode, seed: 7, size: size)
            harness.press(.char(" "), .char("l"), .char("j"))
            let statusLine = harness.frame.text.split(separator: "\n", omittingEmptySubsequences: false)[1]
            let cursor = harness.screen.cursor
            #expect(statusLine.contains(" \(cursor.x + 1),\(cursor.y + 1)"), "\(mode) at \(size): \(statusLine)")
            #expect(statusLine.contains("Seed 7"))
        }
    }
}
