import Foundation
import Testing

extension EndToEndSuite {
    /// The mouse modes the game sets itself, beyond ncurses's own request: drag tracking (1002,
    /// the level editor paints with drags) and SGR reports (1006). They went through `putp` into
    /// stdio's `stdout` buffer, which nothing flushed while the game ran (see
    /// `FlowControlAfterExitTmuxTests`), so the terminal never had them on.
    @Suite struct MouseModesTmuxTests {
        /// Drag tracking (1002) and SGR reports (1006) are on while the game runs and off after it:
        /// the terminal gets them when they are sent. tmux-256color, whose terminfo asks ncurses
        /// for neither.
        @Test func theMouseModesReachTheTerminalWhileTheGameRuns() throws {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 80, rows: 24)
            defer { session.kill(); session.removeFiles() }
            try session.run("\(TmuxSession.shellQuoted(binary.path)); echo \"exit:$?\"")
            try session.waitFor("Quit")
            #expect(try session.format("#{mouse_button_flag}") == "1", "drag tracking on during the game")
            #expect(try session.format("#{mouse_sgr_flag}") == "1", "SGR reports on during the game")
            try session.sendKeys("q")
            #expect(try session.waitForExitStatus() == 0)
            #expect(try session.format("#{mouse_button_flag} #{mouse_sgr_flag} #{mouse_any_flag}") == "0 0 0",
                    "no mouse mode left on at the prompt")
        }

        /// Ctrl-Z hands the shell a terminal without them, and `fg` puts them back (ncurses's own
        /// request on resume, 1000, would otherwise leave plain click reports).
        @Test func ctrlZTakesThemOffAndFgPutsThemBack() throws {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 80, rows: 24)
            defer { session.kill(); session.removeFiles() }
            try session.run(TmuxSession.shellQuoted(binary.path))
            try session.waitFor("Quit")
            try session.waitUntil("drag tracking on", timeout: 10) { try session.format("#{mouse_button_flag}") == "1" }
            try session.sendKeys("C-z")
            try session.waitUntil("the shell's screen", timeout: 10) { try session.format("#{alternate_on}") == "0" }
            #expect(try session.format("#{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag}") == "0 0 0",
                    "no mouse mode on at the shell's prompt")
            try session.run("fg")
            try session.waitUntil("the game's screen", timeout: 10) { try session.format("#{alternate_on}") == "1" }
            try session.waitFor("Quit")
            #expect(try session.format("#{mouse_button_flag} #{mouse_sgr_flag}") == "1 1", "drag tracking and SGR reports back on")
            try session.sendKeys("q")
            try session.waitUntil("the prompt again", timeout: 10) { try session.format("#{alternate_on}") == "0" }
        }
    }
}
