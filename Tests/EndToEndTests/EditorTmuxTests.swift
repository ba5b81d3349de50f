import Foundation
import Testing

extension EndToEndSuite {
    /// The level editor in the real program: a 5×5 level drawn with keys and a mouse drag, proven in
    /// the background, test-played and cleared, saved; its pack exported, imported under another
    /// data directory and played there.
    @Suite struct EditorTmuxTests {
        @Test func makeProveTestSaveExportImportAndPlayALevel() throws {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession()
            defer { session.kill(); session.removeFiles() }
            let clearfield = TmuxSession.shellQuoted(binary.path)
            try session.run("\(clearfield) edit --pack Mine; echo \"exit:$?\"")
            try session.waitFor("Mine level 1")
            // A new level is 10×8: five columns and three rows less make it 5×5.
            try session.typeText("<<<<<---")
            try session.waitFor("5×5")
            // Red over the two bottom rows (a rectangle), green at the right end of the upper one...
            try session.typeText("1rllllkr2")
            // ...and two more greens by a drag from column 2 to column 3 of that row: the board's
            // frame is 13 columns wide at column 33, row 8 (centred on 80×24), two columns a cell.
            let row = 8 + 1 + 3
            try session.sendBytes(MouseReport.press(button: 0, column: 33 + 2 + 2 * 2, row: row, sgr: false))
            try session.waitFor("R R G◂R G")
            // Motion with the button held (xterm reports it as button 32 + the button), then the release.
            try session.sendBytes(MouseReport.press(button: 32, column: 33 + 2 + 2 * 3, row: row, sgr: false))
            try session.waitFor("R R G G◂G")
            try session.sendBytes(MouseReport.release(button: 0, column: 33 + 2 + 2 * 3, row: row, sgr: false))
            let proven = try session.waitFor("clearable, par 2")
            #expect(proven.contains("R R G G◂G"), "the drag painted and moved the cursor")
            #expect(proven.contains("R R R R R"))

            // Test play: the play screen on the level as drawn, cleared in two moves, then back.
            try session.typeText("t")
            try session.waitFor("(not recorded)")
            try session.sendKeys("Enter")
            try session.waitFor("Moves 1")
            try session.sendKeys("Enter")
            try session.waitFor("Level cleared!")
            try session.typeText("q")
            let back = try session.waitFor("clearable, par 2")
            #expect(back.contains("Mine level 1: Level 1 (unsaved)"))

            try session.typeText("s")
            try session.waitFor("Saved as level 1 of Mine")
            try session.typeText("q")
            try session.waitFor("(pack 1 of 2)")
            try session.sendKeys("Escape")
            try session.typeText("q")
            #expect(try session.waitForExitStatus() == 0)

            // The pack goes out as a file and into another data directory, proven again there.
            let data = session.directory.appendingPathComponent("data").path
            let other = session.directory.appendingPathComponent("other").path
            let file = session.file("mine.sql").path
            let export = try ClearfieldBinary.run(binary, ["levels", "export", "--data-dir", data, "--pack", "Mine", file])
            #expect(export.status == 0, "\(export)")
            let imported = try ClearfieldBinary.run(binary, ["levels", "import", "--data-dir", other, file])
            #expect(imported.status == 0, "\(imported)")
            #expect(imported.output.contains("level 1 \"Level 1\": clearable, par 2"), "\(imported)")

            // ...and played there: the level list's second pack, its first level, cleared.
            try session.run("clear; \(clearfield) play tiles --data-dir \(TmuxSession.shellQuoted(other)); echo \"exit:$?\"")
            try session.waitFor("choose")
            try session.sendKeys("Tab")
            try session.waitFor("Mine (pack 2 of 2)")
            try session.sendKeys("Enter")
            try session.waitFor("Moves 0")
            try session.sendKeys("Enter")
            try session.waitFor("Moves 1")
            try session.sendKeys("Enter")
            try session.waitFor("Level cleared!")
        }
    }
}
