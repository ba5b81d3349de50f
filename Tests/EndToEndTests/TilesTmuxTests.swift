import Foundation
import Testing

extension EndToEndSuite {
    /// The first Tiles level played as a player would, through the real binary in tmux, on the
    /// shipped levels: menu, level list, hints until the level is cleared, undo, a resize below
    /// the minimum and back, and a clean exit with the terminal restored.
    @Suite struct TilesTmuxTests {
        @Test func clearLevelOneWithHintsUndoResizeAndQuit() throws {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 100, rows: 30)
            defer { session.kill(); session.removeFiles() }
            try session.run("\(TmuxSession.shellQuoted(binary.path)); echo \"exit:$?\"")

            try session.waitFor("Tiles and Mines for your terminal")
            try session.sendKeys("t")
            try session.waitFor("choose a level")
            try session.sendKeys("Enter")
            try session.waitFor("Level 1")

            // H moves the cursor onto a group that keeps the board clearable; Enter removes it.
            var cleared = false
            for _ in 0..<20 where !cleared {
                try session.sendKeys("H")
                try session.waitFor("Hint: remove")
                try session.sendKeys("Enter")
                try session.waitUntil("the move to land", timeout: 10) {
                    let screen = try session.capture()
                    cleared = screen.contains("Level cleared")
                    return cleared || !screen.contains("Hint:")
                }
            }
            #expect(cleared, "following hints clears level 1")

            try session.sendKeys("u")
            try session.waitUntil("undo to reopen the level") { !(try session.capture()).contains("Level cleared") }

            try session.resize(columns: 60, rows: 20)
            try session.waitFor("Terminal too small")
            try session.resize(columns: 100, rows: 30)
            let restored = try session.waitFor("Level 1")
            #expect(!restored.contains("Terminal too small"))

            try session.sendKeys("q")
            try session.waitFor("Quit without saving")
            try session.sendKeys("n")
            try session.waitFor("choose a level")
            try session.sendKeys("Escape")
            try session.waitFor("Tiles and Mines for your terminal")
            try session.sendKeys("q")
            #expect(try session.waitForExitStatus() == 0)
            #expect(try session.format("#{alternate_on}") == "0", "the alternate screen is left")
            #expect(try session.format("#{cursor_flag}") == "1", "the cursor is visible again")
        }
    }
}
