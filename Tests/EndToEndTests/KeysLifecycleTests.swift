import Foundation
import Testing

extension EndToEndSuite {
    /// The terminal is always handed back: on `q`, on stop signals, when the window closes, on Ctrl-Z.
    @Suite struct KeysLifecycleTests {
        @Test func quitRestoresTheTerminal() throws {
            let session = try TmuxSession()
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session)
            try run.waitUntilReady()
            #expect(try run.terminalModes().alternateScreen)

            try session.sendKeys("q")
            #expect(try run.waitForExitStatus() == 0)
            #expect(try run.terminalModes() == .restored)
            #expect(run.logLines().last == "quit")
            #expect(run.standardError().isEmpty)
            // The shell's screen is back: the command line typed before the program is visible again.
            #expect(try session.captureJoiningWrappedLines().contains("keys --log"))
        }

        @Test(arguments: [(SIGTERM, "terminate"), (SIGHUP, "hangup"), (SIGINT, "interrupt")])
        func stopSignalsEndTheProgramCleanly(signal: Int32, reason: String) throws {
            let session = try TmuxSession()
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session)
            try run.waitUntilReady()
            let pid = try #require(run.processIdentifier())

            #expect(kill(pid, signal) == 0)
            #expect(try run.waitForExitStatus() == 0)
            #expect(try run.terminalModes() == .restored)
            #expect(run.logLines().last == "stopped: \(reason)")
            #expect(!run.standardError().contains("Crash"))
        }

        @Test func ctrlCStopsTheProgram() throws {
            let session = try TmuxSession()
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session)
            try run.waitUntilReady()

            try session.sendKeys("C-c")
            #expect(try run.waitForExitStatus() == 0)
            #expect(try run.terminalModes() == .restored)
            #expect(run.logLines().last == "stopped: interrupt")
        }

        /// Closing the window: the shell gets SIGHUP and passes it on to the program.
        @Test func closingTheTerminalEndsTheProgramCleanly() throws {
            let session = try TmuxSession()
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session)
            try run.waitUntilReady()
            let pid = try #require(run.processIdentifier())

            session.kill()
            try session.waitUntil("the program to end after its terminal closed") { processHasEnded(pid) }
            #expect(run.logLines().last == "stopped: hangup")
            #expect(run.standardError().isEmpty)
        }

        /// A terminal that disappears without a SIGHUP reaching the program (its parent ignores
        /// SIGHUP and so never passes it on): failed reads are taken as a hang-up, with no busy loop.
        @Test func terminalGoneWithoutSignalEndsTheProgramCleanly() throws {
            let binary = try ClearfieldBinary.path()
            let probe = try TmuxSession(command: "true")
            probe.kill()
            let directory = probe.directory
            let log = directory.appendingPathComponent("events.log")
            let status = directory.appendingPathComponent("status")
            let errors = directory.appendingPathComponent("stderr.txt")
            defer { probe.removeFiles() }
            let command = "trap '' HUP; \(TmuxSession.shellQuoted(binary)) keys --log \(TmuxSession.shellQuoted(log.path))"
                + " 2>\(TmuxSession.shellQuoted(errors.path)); echo \"exit:$?\" >\(TmuxSession.shellQuoted(status.path))"
            let session = try TmuxSession(command: command)
            defer { session.kill(); session.removeFiles() }
            try session.waitFor("Events, newest first")

            session.kill()
            // The shell makes the file before `echo` writes to it: wait for the line itself.
            try session.waitUntil("the exit status after the terminal closed", {
                !((try? String(contentsOf: status, encoding: .utf8)) ?? "").isEmpty
            }, lastScreen: { "(the session is closed)" })
            let written = try String(contentsOf: status, encoding: .utf8)
            #expect(written.trimmingCharacters(in: .whitespacesAndNewlines) == "exit:0")
            let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
            #expect(lines.last == "stopped: hangup")
            #expect(try String(contentsOf: errors, encoding: .utf8).isEmpty)
        }

        /// Ctrl-Z hands the terminal back to the shell; `fg` brings the program back, fully redrawn.
        @Test func suspendAndResumeRepaintTheScreen() throws {
            let session = try TmuxSession()
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session, reportExitStatus: false)
            try run.waitUntilReady()
            try session.sendKeys("Up")
            try session.waitFor("key up")

            try session.sendKeys("C-z")
            try session.waitFor("Stopped")
            #expect(try run.terminalModes().alternateScreen == false)
            #expect(try !session.capture().contains("Events, newest first"))

            try session.run("fg")
            let screen = try session.waitFor("Events, newest first")
            #expect(screen.contains("clearfield keys: press keys"))
            #expect(screen.contains("key up"))
            // Arrow keys still decode: the keypad mode is back on after the resume.
            try session.sendKeys("Down")
            try session.waitFor("key down")
            try session.sendKeys("q")
            // The shell has the terminal again only once the program is gone: a line typed while
            // it is still restoring the terminal would be thrown away with its unread input.
            try session.waitUntil("the shell in the foreground after `q`", {
                try session.format("#{pane_current_command}") == "sh"
            }, lastScreen: { (try? session.capture()) ?? "" })
            try session.run("echo \"after-fg:$?\"")
            #expect(try run.waitForExitStatus(prefix: "after-fg:") == 0)
            #expect(try run.terminalModes() == .restored)
        }
    }
}
