import Foundation
import Testing

extension EndToEndSuite {
    /// The Mines cursor in the real terminal (issue 22): the cell it is on is bracketed on the
    /// board, so a move changes what the pane shows, not only where the terminal's cursor is.
    @Suite struct MinesCursorTmuxTests {
        /// The pane's line `row` as characters.
        static func line(_ screen: String, _ row: Int) -> [Character] {
            Array(screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[row])
        }

        @Test func aMoveMovesTheBracketsOnTheBoard() throws {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 100, rows: 30)
            defer { session.kill(); session.removeFiles() }
            try session.run("\(TmuxSession.shellQuoted(binary.path)) play mines --board expert --seed 7; echo \"exit:$?\"")
            try session.waitFor("Mines left 99")
            // Expert at 100×30: a 63-column frame at column 18, 18 rows from row 2 + (26 − 18) / 2;
            // the cursor starts on cell (15, 8): column 18 + 2 + 2 × 15, row 6 + 1 + 8.
            let column = 18 + 2 + 2 * 15, row = 6 + 1 + 8
            let before = try session.capture()
            let start = Self.line(before, row)
            #expect(start[column - 1] == "[" && start[column + 1] == "]", "\(String(start))")
            try session.sendKeys("h")
            var after = ""
            try session.waitUntil("the brackets on the cell to the left") {
                after = try session.capture()
                let line = Self.line(after, row)
                return line.count > column + 1 && line[column - 3] == "["
            } lastScreen: { after }
            #expect(after != before, "the pane changed, not only the terminal's cursor")
            let moved = Self.line(after, row)
            #expect(moved[column - 3] == "[" && moved[column - 1] == "]", "\(String(moved))")
            #expect(moved[column + 1] == " ", "the old right bracket is gone")

            // `f` on an open cell says why nothing happened, in the real terminal too.
            try session.sendKeys("l", "Space")
            try session.waitUntil("the first reveal") {
                after = try session.capture()
                return !Self.line(after, row)[column].description.contains("■")
            } lastScreen: { after }
            try session.sendKeys("f")
            try session.waitFor("This cell is open: there is nothing to flag")
        }
    }
}
