import Foundation
import Testing

extension EndToEndSuite {
    /// Issue 34's random-keys hangs: the game's mouse modes went through `putp`, into the C
    /// library's `stdout` buffer, which nothing flushed while the game ran. The terminal never saw
    /// them, and the buffer went out at `exit()`, after `endwin` had put the shell's modes back
    /// (flow control on): a Ctrl-S among keys still arriving then stopped the output, and the game
    /// sat in that write for good (gdb: `exit` → `fflush(stdout)` → `write`, "ESC[?1002h ESC[?1006h
    /// ESC[?1006l ESC[?1002l").
    @Suite struct FlowControlAfterExitTmuxTests {
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

        /// The attack itself: `q`, then Ctrl-S pressed again and again while the game ends. Those
        /// that arrive after the game has given back the shell's modes stop the terminal's output
        /// (IXON, as for any program); the game must have nothing left to write by then, and end.
        /// The game runs as the pane's own process, so its end is the pane's.
        @Test func ctrlSAfterTheGameHandsBackTheTerminalDoesNotHoldItsExit() throws {
            let binary = try ClearfieldBinary.locate()
            // Five quits: each Ctrl-S has a few milliseconds to land between endwin and exit.
            for attempt in 1...5 {
                let session = try TmuxSession(columns: 80, rows: 24,
                                              command: "exec \(TmuxSession.shellQuoted(binary.path))")
                defer { session.kill(); session.removeFiles() }
                try session.waitFor("Quit")
                try session.sendKeys("q")
                for _ in 0..<20 {
                    try session.sendKeys("C-s")
                }
                try session.waitUntil("the game to end (attempt \(attempt))", timeout: 10) { try session.paneIsDead() }
                #expect(try session.paneExitStatus() == 0)
            }
        }
    }
}
