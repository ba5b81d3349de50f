import Foundation
import Testing

extension EndToEndSuite {
    /// A zoomed Tiles board in the real game, in tmux (issue 31, point 7): level 1 (4×4) on a
    /// 140×45 terminal is drawn in 8×4 tiles (a 35-column frame, not 11), and clicks in the
    /// corners of zoomed tiles remove their groups until the level is cleared.
    @Suite struct TilesZoomTmuxTests {
        @Test func levelOneOnABigTerminalIsZoomedAndClicksOnTileCornersPlayIt() throws {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 140, rows: 45)
            defer { session.kill(); session.removeFiles() }
            try session.run("\(TmuxSession.shellQuoted(binary.path)) play tiles --level 1; echo \"exit:$?\"")
            try session.waitFor("Level 1")
            // 41 rows between the status and key lines: the frame (35×18) at column (140 − 35) / 2,
            // row 2 + (41 − 18) / 2; a tile is 8 columns by 4 rows.
            let left = (140 - 35) / 2, top = 2 + (41 - 18) / 2
            var screen = ""
            try session.waitUntil("the zoomed board's frame") {
                screen = try session.capture()
                let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
                return lines.count > top + 17 && lines[top + 17].contains("└" + String(repeating: "─", count: 33) + "┘")
            } lastScreen: { screen }
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(Array(lines[top]).dropFirst(left).starts(with: Array("┌" + String(repeating: "─", count: 33) + "┐")))

            // The bottom-right corner of tile (3, 0), in the green half: the greens go.
            try click(session, column: left + 2 + 8 * 3 + 7, row: top + 1 + 3)
            try session.waitFor("Moves 1")
            // The top-left corner of tile (0, 3), a red: the reds go and the level is cleared.
            try click(session, column: left + 2, row: top + 1 + 4 * 3)
            try session.waitFor("Level cleared")
            try session.sendKeys("q")
        }

        private func click(_ session: TmuxSession, column: Int, row: Int) throws {
            try session.sendBytes(MouseReport.press(button: 0, column: column, row: row, sgr: false)
                                  + MouseReport.release(button: 0, column: column, row: row, sgr: false))
        }
    }
}
