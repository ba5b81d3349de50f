import Foundation
import Testing

extension EndToEndSuite {
    /// Issue 34's random-keys flake: a game ended by Ctrl-C left the cursor hidden. Ctrl-C makes the
    /// tty discard output the terminal has not read yet, so the terminal may miss the frame that showed
    /// the cursor while ncurses believes it shown, and endwin then wrote no `cnorm`.
    @Suite struct CursorAfterInterruptTmuxTests {
        @Test func ctrlCShowsTheCursorWhateverTheTerminalLastSaw() throws {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 80, rows: 24)
            defer { session.kill(); session.removeFiles() }
            try session.run("\(TmuxSession.shellQuoted(binary.path)) play mines --endless --seed 7; echo \"exit:$?\"")
            try session.waitFor("Endless · Level 1")
            try session.waitUntil("the board's cursor shown", timeout: 10) { try session.format("#{cursor_flag}") == "1" }
            // What a discarded frame leaves: the terminal hides the cursor, ncurses believes it shown.
            let tty = try session.format("#{pane_tty}")
            try Data("\u{1B}[?25l".utf8).write(to: URL(fileURLWithPath: tty))
            try session.waitUntil("the terminal to hide it", timeout: 5) { try session.format("#{cursor_flag}") == "0" }
            try session.sendKeys("C-c")
            #expect(try session.waitForExitStatus() == 130)
            #expect(try session.format("#{alternate_on}") == "0", "back on the main screen")
            #expect(try session.format("#{cursor_flag}") == "1", "the cursor is shown")
        }
    }
}
