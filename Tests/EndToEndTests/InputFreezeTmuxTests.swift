import Foundation
import Testing

extension EndToEndSuite {
    /// Issue 34, B1: an unfinished escape or mouse sequence does not freeze the input loop. Its
    /// bytes wait at most `CursesTerminal.mouseReportPatience` for the rest, then are keys.
    @Suite struct InputFreezeTmuxTests {
        /// The start of a legacy mouse report (what tmux's terminfo declares) and of an SGR one
        /// (xterm's, as Alt-[ then `<` types it): after the wait, each byte is a key, and the
        /// next key is itself.
        @Test(arguments: [("tmux-256color", [UInt8](arrayLiteral: 0x1B, 0x5B, 0x4D), ["key escape", "key [", "key M"]),
                          ("xterm-256color", [0x1B, 0x5B, 0x3C], ["key escape", "key [", "key <"])])
        func theStartOfAMouseReportBecomesKeys(term: String, bytes: [UInt8], keys: [String]) throws {
            let session = try TmuxSession(term: term)
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session)
            try run.waitUntilReady()
            try session.sendBytes(bytes)
            Thread.sleep(forTimeInterval: 0.4)
            try session.sendKeys("x")
            try session.waitUntil("the key after the cut-off report", timeout: 10) { run.loggedEvents().contains("key x") }
            #expect(run.loggedEvents().filter { $0.hasPrefix("key") } == keys + ["key x"])
            try session.sendKeys("q")
            #expect(try run.waitForExitStatus() == 0)
        }

        /// A whole report still is a click, however its bytes are read now.
        @Test func aWholeReportIsStillAClick() throws {
            let session = try TmuxSession()
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session)
            try run.waitUntilReady()
            try session.sendBytes([0x1B, 0x5B, 0x4D])
            Thread.sleep(forTimeInterval: 0.02)
            try session.sendBytes([32 + 2, 33 + 7, 33 + 3])
            try session.waitFor("mouse right at 7,3", timeout: 10)
            try session.sendKeys("q")
            #expect(try run.waitForExitStatus() == 0)
        }

        /// The issue's own attack in Mines: after `ESC [ M` the game answers at once (its Esc is
        /// a key: the quit question), then the clock moves on and `q` works, not eaten as mouse data.
        @Test func minesKeepsItsClockAndItsKeysAfterACutOffReport() throws {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 80, rows: 24)
            defer { session.kill(); session.removeFiles() }
            try session.run("\(TmuxSession.shellQuoted(binary.path)) play mines --endless --seed 7; echo \"exit:$?\"")
            try session.waitFor("Endless · Level 1")
            try session.sendKeys("H", "Space")  // the first reveal starts the clock
            try session.waitFor("Time 0:01", timeout: 10)

            try session.sendBytes([0x1B, 0x5B, 0x4D])
            try session.waitFor("Save and quit", timeout: 5)
            try session.sendKeys("Escape")  // cancel: back to the board
            try session.waitUntil("the question to close", timeout: 5) { !(try session.capture()).contains("Save and quit") }
            // Two more seconds on the clock: the loop is not held waiting for the report's bytes.
            let shown = try #require(Self.seconds(on: try session.capture()))
            try session.waitUntil("the clock to move on", timeout: 10) {
                (Self.seconds(on: try session.capture()) ?? 0) >= shown + 2
            }
            try session.sendKeys("q")
            try session.waitFor("Save and quit", timeout: 5)
            try session.sendKeys("x")
            #expect(try session.waitForExitStatus() == 0)
        }

        /// The seconds of the "Time m:ss" on a Mines screen.
        static func seconds(on screen: String) -> Int? {
            guard let range = screen.range(of: #"Time \d+:\d\d"#, options: .regularExpression) else { return nil }
            let parts = screen[range].dropFirst(5).split(separator: ":").compactMap { Int($0) }
            return parts.count == 2 ? parts[0] * 60 + parts[1] : nil
        }
    }
}
