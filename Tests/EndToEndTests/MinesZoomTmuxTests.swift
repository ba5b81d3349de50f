import Foundation
import Testing

extension EndToEndSuite {
    /// A zoomed Mines board in the real game, in tmux: a beginner board on a 200×60 terminal is
    /// drawn in cells four times the size (a 75-column frame, not 21), and a click in a cell's
    /// corner is on that cell.
    @Suite struct MinesZoomTmuxTests {
        @Test func aBeginnerBoardOnABigTerminalIsZoomedAndTheMouseStillFindsItsCells() throws {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 200, rows: 60)
            defer { session.kill(); session.removeFiles() }
            try session.run("\(TmuxSession.shellQuoted(binary.path)) play mines --board beginner --seed 3; echo \"exit:$?\"")
            try session.waitFor("Mines left 10")
            // 56 rows between the status and key lines: the frame (75×38) at column (200 − 75) / 2,
            // row 2 + (56 − 38) / 2; a cell is 8 columns by 4 rows.
            let left = (200 - 75) / 2, top = 2 + (56 - 38) / 2
            var screen = ""
            try session.waitUntil("the zoomed board's frame") {
                screen = try session.capture()
                let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
                return lines.count > top + 37 && lines[top + 37].contains("└" + String(repeating: "─", count: 73) + "┘")
            } lastScreen: { screen }
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(Array(lines[top]).dropFirst(left).starts(with: Array("┌" + String(repeating: "─", count: 73) + "┐")))
            // Row 0 of cells: each covered cell a run of seven ■, a blank column between them.
            let cells = Array(lines[top + 1]).dropFirst(left + 2).prefix(8 * 9 - 1)
            #expect(String(cells) == Array(repeating: String(repeating: "■", count: 7), count: 9).joined(separator: " "))

            // A click on the top left corner of cell (2, 1) reveals that cell (the first reveal):
            // its block is no longer a run of ■, and the cursor is on it.
            let column = left + 2 + 8 * 2, row = top + 1 + 4 * 1
            try session.sendBytes(MouseReport.press(button: 0, column: column, row: row, sgr: false)
                                  + MouseReport.release(button: 0, column: column, row: row, sgr: false))
            var opened = ""
            try session.waitUntil("cell (2, 1) opened") {
                opened = try session.capture()
                let line = Array(opened.split(separator: "\n", omittingEmptySubsequences: false)[row])
                return line.count > column && line[column] != "■"
            } lastScreen: { opened }
            let middle = Array(opened.split(separator: "\n", omittingEmptySubsequences: false)[row + 1])
            #expect(middle[column + 3] != "■", "the cell's glyph, in the middle of its block")
        }
    }
}
