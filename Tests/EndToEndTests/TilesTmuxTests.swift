import Foundation
import Testing

extension EndToEndSuite {
    /// The first Tiles level played as a player would, through the real binary in tmux, on the
    /// shipped levels: menu, level list, hints until the level is cleared, undo, a resize below
    /// the minimum and back, and a clean exit with the terminal restored.
    @Suite struct TilesTmuxTests {
        @Test func clearLevelOneWithHintsUndoResizeAndQuit() throws {
            let session = try Self.start(arguments: "")
            defer { session.kill(); session.removeFiles() }

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

            // 60×20 plays these boards; one column and one row fewer does not.
            try session.resize(columns: 59, rows: 19)
            try session.waitFor("Terminal too small")
            try session.resize(columns: 100, rows: 30)
            let restored = try session.waitFor("Level 1")
            #expect(!restored.contains("Terminal too small"))

            try Self.leaveLevelAndQuit(session)
            #expect(try session.waitForExitStatus() == 0)
            #expect(try session.format("#{alternate_on}") == "0", "the alternate screen is left")
            #expect(try session.format("#{cursor_flag}") == "1", "the cursor is visible again")
        }

        /// Ctrl-Z then `fg`: the game repaints and the play clock leaves the suspension out.
        @Test func timeSuspendedByCtrlZIsNotPlayTime() throws {
            let session = try Self.start(arguments: " play tiles --level 1")
            defer { session.kill(); session.removeFiles() }
            try session.waitFor("Level 1")
            try session.sendKeys("C-z")
            try session.waitUntil("the game to be suspended") { !(try session.capture()).contains("Level 1") }
            Thread.sleep(forTimeInterval: 5)
            try session.run("fg")
            let screen = try session.waitFor("Level 1")
            let seconds = Self.playSeconds(in: screen)
            #expect(seconds != nil && seconds! < 5, "5 s suspended are not counted: \(String(describing: seconds))")
            try Self.leaveLevelAndQuit(session)
            // The shell ran the rest of the command line when the job stopped, so no exit line
            // follows: check the game left and put the terminal back instead.
            try session.waitUntil("the game to exit") { try session.format("#{alternate_on}") == "0" }
            #expect(!(try session.capture()).contains("Tiles and Mines for your terminal"))
        }

        /// Runs the game in a new 100×30 tmux session's shell, followed by an `exit:N` line.
        static func start(arguments: String) throws -> TmuxSession {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 100, rows: 30)
            try session.run("\(TmuxSession.shellQuoted(binary.path))\(arguments); echo \"exit:$?\"")
            return session
        }

        /// From a level in play: quit it without saving, back out of the level list, quit the game.
        static func leaveLevelAndQuit(_ session: TmuxSession) throws {
            try session.sendKeys("q")
            try session.waitFor("Quit without saving")
            try session.sendKeys("n")
            try session.waitFor("choose a level")
            try session.sendKeys("Escape")
            try session.waitFor("Tiles and Mines for your terminal")
            try session.sendKeys("q")
        }

        /// The seconds of the play screen's "Time m:ss".
        static func playSeconds(in screen: String) -> Int? {
            guard let range = screen.range(of: #"Time \d+:\d\d"#, options: .regularExpression) else { return nil }
            let parts = screen[range].dropFirst("Time ".count).split(separator: ":")
            guard parts.count == 2, let minutes = Int(parts[0]), let seconds = Int(parts[1]) else { return nil }
            return minutes * 60 + seconds
        }
    }
}
