import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension EndToEndSuite {
    /// Issue 34: a SIGSTOP's stopped time is not play time. (The signals that would end the
    /// program, B9, are in `StopTmuxTests.aGameSavedByAStopIsAnnouncedOnStandardError`.)
    @Suite struct StoppedTimeTmuxTests {
        /// Stopped by SIGSTOP for five seconds in a running Mines game: the clock does not count
        /// them (at most the second it was about to tick). The game runs under a shell without
        /// job control (an interactive one would take the terminal back when the game stops), and
        /// not as the pane's own process (tmux continues a pane's process that stops).
        @Test func stoppedTimeIsNotPlayTime() throws {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 80, rows: 24, command:
                "\(TmuxSession.shellQuoted(binary.path)) play mines --endless --seed 7; echo \"exit:$?\"; sleep 30")
            defer { session.kill(); session.removeFiles() }
            try session.waitFor("Endless · Level 1")
            try session.sendKeys("H", "Space")
            try session.waitFor("Time 0:01", timeout: 10)
            let game = try #require(try Self.game(in: session))

            let before = try #require(InputFreezeTmuxTests.seconds(on: try session.capture()))
            let start = Date()
            #expect(kill(game, SIGSTOP) == 0)
            Thread.sleep(forTimeInterval: 5)
            #expect(kill(game, SIGCONT) == 0)
            Thread.sleep(forTimeInterval: 1.5)
            let after = try #require(InputFreezeTmuxTests.seconds(on: try session.capture()))
            let wall = Date().timeIntervalSince(start)
            // Counted, the stop would put the clock about `wall` seconds on; left out, about 1.5 (+1).
            #expect(Double(after - before) <= wall - 3, "the clock moved \(after - before) s in \(wall) s")
            #expect(after > before, "the clock runs again after SIGCONT")

            try session.sendKeys("q")
            try session.waitFor("Save and quit", timeout: 5)
            try session.sendKeys("x")
            #expect(try session.waitForExitStatus() == 0)
        }

        /// The game started by the pane's shell.
        static func game(in session: TmuxSession) throws -> pid_t? {
            guard let shell = pid_t(try session.format("#{pane_pid}")) else { return nil }
            return StopTmuxTests.child(of: shell)
        }
    }
}
