import Foundation
import Testing

extension EndToEndSuite {
    /// Where no full-screen terminal is available the program says so in one line and exits 2.
    @Suite struct KeysStartupErrorTests {
        @Test func standardInputNotATerminal() throws {
            let binary = try ClearfieldBinary.path()
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_BACKTRACE"] = "interactive=no"
            environment["TERM"] = "xterm-256color"
            let result = try CommandRunner.run(binary, ["keys"], environment: environment)
            #expect(result.status == 2)
            #expect(result.standardError.split(separator: "\n") == ["clearfield: standard input is not a terminal"])
            #expect(result.standardOutput.isEmpty)
        }

        @Test func standardOutputNotATerminal() throws {
            let session = try TmuxSession()
            defer { session.kill(); session.removeFiles() }
            let binary = try ClearfieldBinary.path()
            let errors = session.file("stderr.txt")
            try session.run("\(TmuxSession.shellQuoted(binary)) keys >/dev/null 2>\(TmuxSession.shellQuoted(errors.path)); echo \"exit:$?\"")
            let run = KeysRun(session: session, log: session.file("unused.log"), errors: errors)
            #expect(try run.waitForExitStatus() == 2)
            #expect(run.standardError().split(separator: "\n") == ["clearfield: standard output is not a terminal"])
        }

        @Test(arguments: ["dumb", "no-such-terminal-type", ""])
        func unusableTerminalTypes(term: String) throws {
            let session = try TmuxSession()
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session, termOverride: term)
            #expect(try run.waitForExitStatus() == 2)
            let lines = run.standardError().split(separator: "\n")
            #expect(lines.count == 1)
            #expect(lines.first?.hasPrefix("clearfield: ") == true)
            #expect(lines.first?.contains(term.isEmpty ? "TERM is not set" : "TERM=\(term)") == true)
            #expect(try run.terminalModes() == .restored)
            #expect(run.logLines().isEmpty)
        }
    }
}
