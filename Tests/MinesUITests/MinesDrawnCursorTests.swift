@testable import Shell
import Foundation
import GameCore
import Terminal
import Testing
@testable import UITestSupport

/// The Mines cursor is drawn on the board, not only the terminal's own cursor (issue 22):
/// brackets either side of its cell, in colour, without colour and in ASCII, at every zoom,
/// on the cell a hint names (under the odds overlay: MinesOddsLegendTests).
@Suite struct MinesDrawnCursorTests {
    /// The text of a frame's cell.
    static func text(_ frame: FrameBuffer, _ column: Int, _ row: Int) -> String { frame[column, row].text }

    /// Whether `point`'s cell is bracketed on every row of its block.
    static func isBracketed(_ point: Point, in harness: MinesScreenHarness) -> Bool {
        let frame = harness.frame, layout = harness.layout
        let block = layout.block(ofCell: point)
        return (block.row..<(block.row + block.rows)).allSatisfy { row in
            text(frame, block.column - 1, row) == "[" && text(frame, block.column + block.columns, row) == "]"
        }
    }

    /// Every bracket on the board area, as (column, row).
    static func brackets(_ harness: MinesScreenHarness) -> [ScreenPosition] {
        let frame = harness.frame, layout = harness.layout
        var found: [ScreenPosition] = []
        for row in layout.frameTop..<(layout.frameTop + layout.frameRows) {
            for column in layout.frameLeft..<(layout.frameLeft + layout.frameColumns)
            where ["[", "]"].contains(text(frame, column, row)) {
                found.append(ScreenPosition(column: column, row: row))
            }
        }
        return found
    }

    @Test(arguments: [(Theme.color, GlyphSet.unicode), (Theme.monochrome, GlyphSet.unicode),
                      (Theme.monochrome, GlyphSet.ascii), (Theme.color, GlyphSet.ascii)])
    func theCursorsCellIsBracketedAndTheBracketsFollowAMove(theme: Theme, glyphs: GlyphSet) {
        var harness = MinesScreenHarness(mode: .classic(.expert), seed: 7, size: ScreenSize(columns: 100, rows: 30),
                                         glyphs: glyphs, theme: theme)
        #expect(Self.isBracketed(harness.screen.cursor, in: harness), "before the first reveal")
        harness.press(.char(" "))
        for key: Character in ["l", "l", "j", "h", "k", "k"] {
            harness.press(.char(key))
            #expect(Self.isBracketed(harness.screen.cursor, in: harness), "after \(key)")
            #expect(Self.brackets(harness).count == 2, "only the cursor's cell is bracketed, after \(key)")
        }
        // The brackets are plain characters: no colour or attribute to cost bytes.
        let layout = harness.layout, cursor = harness.screen.cursor
        #expect(harness.frame[layout.column(ofCell: cursor.x) - 1, layout.row(ofCell: cursor.y)].style == .plain)
    }

    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 120, rows: 40),
                      ScreenSize(columns: 200, rows: 60)])
    func atEveryZoomTheBracketsStandTheHeightOfTheCell(size: ScreenSize) {
        var harness = MinesScreenHarness(mode: .classic(.beginner), seed: 11, size: size)
        harness.press(.char(" "), .char("l"), .char("j"))
        #expect(Self.isBracketed(harness.screen.cursor, in: harness), "zoom \(harness.layout.zoom)")
        #expect(Self.brackets(harness).count == 2 * max(1, harness.layout.zoom - 1), "zoom \(harness.layout.zoom)")
    }

    @Test func theCellAHintNamesIsBracketed() throws {
        var harness = MinesScreenHarness(mode: .classic(.expert), seed: 7, size: ScreenSize(columns: 100, rows: 30))
        harness.press(.char(" "))
        harness.go(to: Point(x: 0, y: 0))
        harness.press(.char("H"))
        #expect(harness.text.contains("Hint:"))
        #expect(Self.isBracketed(harness.screen.cursor, in: harness))
    }

    @Test func aScrolledBoardBracketsTheCursorAtItsEdges() {
        var harness = MinesScreenHarness(mode: .classic(.expert), seed: 7, size: ScreenSize(columns: 40, rows: 16))
        harness.press(.char(" "), .char("0"), .char("g"))
        #expect(harness.layout.isScrolled)
        #expect(Self.isBracketed(harness.screen.cursor, in: harness), "on the window's first column")
        harness.press(.char("$"), .char("G"))
        #expect(Self.isBracketed(harness.screen.cursor, in: harness), "on the window's last column")
        let layout = harness.layout
        let right = layout.column(ofCell: harness.screen.cursor.x) + 1
        #expect(right < layout.frameLeft + layout.frameColumns - 1, "the bracket stays inside the frame")
    }
}
