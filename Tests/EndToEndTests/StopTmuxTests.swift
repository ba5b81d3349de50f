import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension EndToEndSuite {
    /// Ctrl-\, Ctrl-S and stop signals while the game owns the terminal: nothing freezes, nothing
    /// crashes, the terminal comes back, and a saved game is announced on the way out.
    @Suite struct StopTmuxTests {
        /// The pane's terminal modes as `stty` reports them.
        static func sttyModes(_ session: TmuxSession) throws -> [String] {
            let tty = try session.format("#{pane_tty}")
            let result = try CommandRunner.run(try #require(CommandRunner.find("stty")), ["-F", tty, "-a"])
            return result.standardOutput.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
        }

        @Test(arguments: ["signal", "key"])
        func ctrlBackslashStopsCleanlyWithoutACrashReport(_ how: String) throws {
            let session = try TmuxSession()
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session)
            try run.waitUntilReady()
            if how == "key" {
                try session.sendKeys("C-\\")
            } else {
                #expect(kill(try #require(run.processIdentifier()), SIGQUIT) == 0)
            }
            #expect(try run.waitForExitStatus() == 0)
            #expect(try run.terminalModes() == .restored)
            #expect(run.logLines().last == "stopped: quit")
            let errors = run.standardError()
            #expect(!errors.contains("Crash") && !errors.lowercased().contains("backtrace") && !errors.contains("core"), "\(errors)")
        }

        @Test func flowControlIsOffWhilePlayingAndBackAfterwards() throws {
            let session = try TmuxSession()
            defer { session.kill(); session.removeFiles() }
            #expect(try Self.sttyModes(session).contains("ixon"), "the shell's terminal has flow control on")
            let run = try KeysRun.start(in: session)
            try run.waitUntilReady()
            #expect(try Self.sttyModes(session).contains("-ixon"))

            // Ctrl-S is a key like any other: the screen keeps answering.
            try session.sendKeys("C-s")
            try session.waitFor("key ctrl-s", timeout: 5)
            try session.sendKeys("Down")
            try session.waitFor("key down", timeout: 5)

            try session.sendKeys("q")
            #expect(try run.waitForExitStatus() == 0)
            #expect(try Self.sttyModes(session).contains("ixon"))
        }

        /// Output held by flow control (as after an XOFF) blocks the next frame inside a terminal
        /// write; SIGTERM must still end the program, cleanly.
        @Test func aStopSignalIsNotHeldUpByAStoppedTerminal() throws {
            let session = try TmuxSession()
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session)
            try run.waitUntilReady()
            let pid = try #require(run.processIdentifier())

            let tty = open(try session.format("#{pane_tty}"), O_RDWR | O_NOCTTY)
            try #require(tty >= 0)
            defer { tcflow(tty, TCOON); close(tty) }
            #expect(tcflow(tty, TCOOFF) == 0)
            try session.sendKeys("Down")        // the next frame cannot be written
            try session.waitUntil("the key to be logged") { run.logLines().contains("key down") }
            Thread.sleep(forTimeInterval: 0.3)

            #expect(kill(pid, SIGTERM) == 0)
            try session.waitUntil("the program to end while its output was stopped", timeout: 10) { processHasEnded(pid) }
            #expect(run.logLines().last == "stopped: terminate")
        }

        /// `x` on the quit question (save and exit) says what Ctrl-C says: the game was kept.
        @Test func saveAndExitAnnouncesTheSavedGameAsAStopDoes() throws {
            let resources = try SavingTmuxTests.Resources()
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(extraEnvironment: ["CLEARFIELD_RESOURCES": resources.root.path])
            defer { session.kill(); session.removeFiles() }
            try session.run("\(TmuxSession.shellQuoted(binary.path)) play tiles --level 1; echo \"exit:$?\"")
            _ = try SavingTmuxTests.playTwoMoves(session)
            try session.sendKeys("q")
            try SavingTmuxTests.waitForPrompt(session, title: "Quit level 1?")
            try session.sendKeys("x")
            let screen = try SavingTmuxTests.waitForExit(session)
            #expect(screen.contains("exit:0"))
            #expect(screen.contains("clearfield: your game was saved; `clearfield --continue` resumes it\n"), "\(screen)")
        }

        /// Issue 34 (B9) added every other signal that would end the program by default: each saves,
        /// restores the terminal and exits 128 + its number.
        @Test(arguments: [("C-c", 130), ("TERM", 143), ("QUIT", 131), ("PIPE", 143),
                          ("USR1", 128 + Int(SIGUSR1)), ("USR2", 128 + Int(SIGUSR2)), ("ALRM", 128 + Int(SIGALRM)),
                          ("VTALRM", 128 + Int(SIGVTALRM)), ("PROF", 128 + Int(SIGPROF)), ("XCPU", 128 + Int(SIGXCPU)),
                          ("XFSZ", 128 + Int(SIGXFSZ)), ("RTMIN", 128 + Int(__libc_current_sigrtmin()))])
        func aGameSavedByAStopIsAnnouncedOnStandardError(_ how: String, status: Int) throws {
            let resources = try SavingTmuxTests.Resources()
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(extraEnvironment: ["CLEARFIELD_RESOURCES": resources.root.path])
            defer { session.kill(); session.removeFiles() }
            try session.run("\(TmuxSession.shellQuoted(binary.path)) play tiles --level 1; echo \"exit:$?\"")
            _ = try SavingTmuxTests.playTwoMoves(session)
            if how == "C-c" {
                try session.sendKeys("C-c")
            } else {
                let shell = try #require(pid_t(try session.format("#{pane_pid}")))
                let game = try #require(Self.child(of: shell))
                let signals = ["TERM": SIGTERM, "QUIT": SIGQUIT, "PIPE": SIGPIPE, "USR1": SIGUSR1, "USR2": SIGUSR2,
                               "ALRM": SIGALRM, "VTALRM": SIGVTALRM, "PROF": SIGPROF, "XCPU": SIGXCPU, "XFSZ": SIGXFSZ,
                               "RTMIN": __libc_current_sigrtmin()]
                #expect(kill(game, try #require(signals[how])) == 0)
            }
            let screen = try SavingTmuxTests.waitForExit(session)
            #expect(screen.contains("exit:\(status)"))
            #expect(screen.contains("clearfield: your game was saved; `clearfield --continue` resumes it\n"), "\(screen)")
            #expect(!screen.contains("Crash") && !screen.contains("Backtrace"))
            #expect(FileManager.default.fileExists(atPath: SavingTmuxTests.archive(in: session.file("data")).path))
            #expect(try session.format("#{alternate_on}") == "0", "back on the main screen")
            #expect(try session.format("#{cursor_flag}") == "1", "the cursor is shown")
            let modes = try Self.sttyModes(session)
            #expect(modes.contains("icanon") && modes.contains("echo"), "the shell's line mode is back: \(modes)")
        }

        /// The first child process of `parent` (the game started by the pane's shell).
        static func child(of parent: pid_t) -> pid_t? {
            let children = (try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)) ?? ""
            return children.split(separator: " ").first.flatMap { pid_t($0) }
        }
    }
}

extension EndToEndSuite {
    /// Terminals with no alternate screen get their screen cleared on the way out.
    @Suite struct PlainTerminalExitTests {
        @Test(arguments: ["vt100", "linux"])
        func theLastFrameIsClearedOnExit(_ term: String) throws {
            let session = try TmuxSession()
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session, termOverride: term)
            try run.waitUntilReady()
            try session.sendKeys("q")
            #expect(try run.waitForExitStatus() == 0)
            let screen = try session.capture()
            #expect(!screen.contains("Events, newest first"), "\(screen)")
        }
    }
}
