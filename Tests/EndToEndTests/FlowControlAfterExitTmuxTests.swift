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
                let game = try #require(pid_t(try session.format("#{pane_pid}")))
                try session.sendKeys("q")
                for _ in 0..<20 {
                    try session.sendKeys("C-s")
                }
                // Ended, gone or a zombie (tmux reaps it in its own time; its status is not asked:
                // tmux may not have it yet). Before, the game stayed asleep in its last write.
                try session.waitUntil("the game to end (attempt \(attempt))", timeout: 10) { processHasEnded(game) }
            }
        }
    }
}
