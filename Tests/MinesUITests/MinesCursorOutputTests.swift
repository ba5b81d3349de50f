@testable import Shell
@testable import MinesUI
import Foundation
import GameCore
import Midend
import Terminal
import Testing
@testable import UITestSupport

/// A Mines cursor move changes only the cursor's mark (the old and the new cell, reversed or not,
/// and the bracket columns either side; no other cell) and the digits of its column,row at the
/// end of the status line; the terminal's own cursor follows it (the whole program's bytes per
/// move are measured by Benchmarks/scripts/terminal-footprint.sh).
@Suite struct MinesCursorOutputTests {
    static let size = ScreenSize(columns: 100, rows: 30)

    /// An expert board after its first reveal, so the cursor walks over numbers, blanks and
    /// covered cells of every style.
    static func expertInPlay(theme: Theme = .color, glyphs: GlyphSet = .unicode,
                             slot: SaveSlot? = nil) -> MinesScreenHarness {
        var harness = MinesScreenHarness(mode: .classic(.expert), seed: 7, size: size, glyphs: glyphs, theme: theme,
                                         slot: slot)
        harness.press(.char(" "))
        return harness
    }

    @Test(arguments: [(Theme.color, GlyphSet.unicode), (Theme.monochrome, GlyphSet.ascii)])
    func aCursorMoveChangesOnlyTheBracketsAndThePosition(theme: Theme, glyphs: GlyphSet) {
        var harness = Self.expertInPlay(theme: theme, glyphs: glyphs)
        let path: [Character] = Array(repeating: "l", count: 6) + Array(repeating: "j", count: 4)
            + Array(repeating: "h", count: 9) + Array(repeating: "k", count: 7)
        var before = harness.frame
        var marked = Self.markedCells(harness.screen.cursor, harness.layout)
        for key in path {
            harness.press(.char(key))
            let after = harness.frame
            let layout = harness.layout
            let expected = ScreenPosition(column: layout.column(ofCell: harness.screen.cursor.x),
                                          row: layout.row(ofCell: harness.screen.cursor.y))
            #expect(after.cursor == expected, "after \(key)")
            #expect(after.cursor != before.cursor, "after \(key)")
            // Only the position field ("30,16" wide, right-aligned at the status line's end) and
            // the marks (cell and brackets) of the cell left and the cell reached change.
            let fieldStart = Self.size.columns - 1 - "30,16".count
            let reached = Self.markedCells(harness.screen.cursor, layout)
            for span in FrameDiff.spans(from: before, to: after) where !(span.row == 1 && span.columns.lowerBound >= fieldStart) {
                for column in span.columns where before[column, span.row] != after[column, span.row] {
                    #expect(marked.union(reached).contains(ScreenPosition(column: column, row: span.row)),
                            "after \(key): column \(column), row \(span.row) changed")
                }
            }
            marked = reached
            before = after
        }
    }

    /// The position's field rewrites only the digits of what changed (issue 31, the footprint):
    /// a move along a row leaves the row's digits as they were and a move down a column the
    /// column's, also where the number gains a digit (9 to 10), which used to shift the whole
    /// field ("9,9" to "10,9": five characters written for one).
    @Test func aMoveRewritesOnlyTheDigitsOfThePositionThatChanged() {
        var harness = Self.expertInPlay()
        harness.press(.char("g"), .char("0"))
        let fieldColumns = "30,16".count
        let fieldStart = Self.size.columns - 1 - fieldColumns
        // The column's part of the field, then the comma, then the row's.
        let columnPart = fieldStart..<(fieldStart + 2), rowPart = (fieldStart + 3)..<(fieldStart + fieldColumns)
        let path: [Character] = Array(repeating: "l", count: 11) + Array(repeating: "j", count: 11)
            + Array(repeating: "h", count: 11) + Array(repeating: "k", count: 11)
        var before = harness.frame, cursor = harness.screen.cursor
        for key in path {
            harness.press(.char(key))
            let after = harness.frame, moved = harness.screen.cursor
            let changed = (fieldStart..<(fieldStart + fieldColumns)).filter { before[$0, 1] != after[$0, 1] }
            #expect(!changed.isEmpty, "after \(key) to \(moved): the position shows the move")
            let allowed = moved.x != cursor.x ? columnPart : rowPart
            #expect(changed.allSatisfy(allowed.contains),
                    "after \(key) from \(cursor) to \(moved): columns \(changed) of \(after.lines[1])")
            before = after
            cursor = moved
        }
    }

    /// The screen cells the cursor's mark takes: its brackets and the cell's block between them.
    static func markedCells(_ cursor: Point, _ layout: MinesPlayLayout) -> Set<ScreenPosition> {
        guard let place = MinesCursorMark.columns(of: cursor, layout: layout) else { return [] }
        return Set(place.rows.flatMap { row in (place.left...place.right).map { ScreenPosition(column: $0, row: row) } })
    }

    @Test func theCursorIsHiddenWhereTheBoardIsCoveredOrNotShown() throws {
        var paused = Self.expertInPlay()
        paused.press(.char("p"))
        #expect(paused.text.contains("Paused"))
        #expect(paused.frame.cursor == nil)

        // The quit question covers the board (it is asked when the game can be saved).
        let folder = try ScratchFolder()
        var quitting = Self.expertInPlay(slot: folder.slot())
        quitting.press(.char("q"))
        #expect(quitting.text.contains("Quit this game?"))
        #expect(quitting.frame.cursor == nil)

        #expect(Self.expertInPlay().frame.cursor != nil)
    }
}
