import Foundation
import Testing

extension EndToEndSuite {
    /// `clearfield keys` shows each key, click and resize the way the game will receive it.
    @Suite struct KeysInputTests {
        @Test(arguments: ["tmux-256color", "xterm-256color"])
        func keysAreDecodedAndShown(term: String) throws {
            let session = try TmuxSession(term: term)
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session)
            try run.waitUntilReady()

            try session.sendKeys("Up", "Down", "Left", "Right", "a", "Z", "Enter", "Tab", "BTab", "BSpace")
            try session.typeText("é")
            try session.sendKeys("Home", "End", "PPage", "NPage", "DC", "F5", "F12", "C-a", "C-l", "Space")
            try session.waitFor("key space")
            // Esc alone: its own read, so it cannot merge with a following key into an Alt sequence.
            try session.sendKeys("Escape")
            try session.waitFor("key escape")
            // A key the game does not use is listed under the terminal's name for it.
            try session.sendKeys("C-Up")
            try session.waitFor("unused kUP5")

            #expect(run.loggedEvents() == [
                "key up", "key down", "key left", "key right", "key a", "key Z", "key enter", "key tab",
                "key back-tab", "key backspace", "key é", "key home", "key end", "key page-up",
                "key page-down", "key delete", "key F5", "key F12", "key ctrl-a", "key ctrl-l", "key space",
                "key escape", "unused kUP5",
            ])
            // The newest events fill the screen, the latest first (older ones scroll off).
            let screen = try session.capture()
            #expect(screen.contains("key ctrl-l"))
            #expect(screen.contains("key page-up"))
            let lines = screen.split(separator: "\n")
            let latest = try #require(lines.firstIndex { $0.hasSuffix("unused kUP5") })
            #expect(lines[latest + 1].hasSuffix("key escape"))
            #expect(lines[latest + 2].hasSuffix("key space"))
            try session.sendKeys("q")
            #expect(try run.waitForExitStatus() == 0)
        }

        /// tmux's terminfo entry declares the legacy mouse protocol, xterm's the SGR one; both decode.
        @Test(arguments: [("tmux-256color", false), ("xterm-256color", true)])
        func mouseButtonsAndWheelAreReported(term: String, sgr: Bool) throws {
            let session = try TmuxSession(term: term)
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session)
            try run.waitUntilReady()
            #expect(run.logLines().first?.contains("mouse yes") == true)

            for (button, column, row) in [(0, 10, 4), (2, 3, 2), (1, 20, 7), (64, 5, 5), (65, 6, 6)] {
                try session.sendBytes(MouseReport.press(button: button, column: column, row: row, sgr: sgr))
                if button < 64 {
                    try session.sendBytes(MouseReport.release(button: button, column: column, row: row, sgr: sgr))
                }
            }
            try session.waitFor("mouse scroll-down at 6,6")
            #expect(run.loggedEvents() == [
                "mouse left at 10,4", "mouse right at 3,2", "mouse middle at 20,7",
                "mouse scroll-up at 5,5", "mouse scroll-down at 6,6",
            ])
            try session.sendKeys("q")
            #expect(try run.waitForExitStatus() == 0)
            #expect(try run.terminalModes() == .restored)
        }

        /// `--ascii`, `--no-color`, `--no-mouse`, NO_COLOR and a non-UTF-8 locale each switch off
        /// what they should, and an ASCII screen holds nothing but ASCII.
        @Test(arguments: [
            (["--ascii", "--no-color", "--no-mouse"], [:], "colours no, unicode no, mouse no"),
            ([], ["NO_COLOR": "1"], "colours no, unicode yes, mouse yes"),
            ([], ["LANG": "C"], "colours yes, unicode no, mouse yes"),
        ] as [([String], [String: String], String)])
        func optionsAndLocaleAreHonoured(arguments: [String], environment: [String: String], summary: String) throws {
            let session = try TmuxSession(extraEnvironment: environment)
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session, arguments: arguments)
            try run.waitUntilReady()
            let screen = try session.waitFor(summary)
            if summary.contains("unicode no") {
                let asciiOnly = screen.unicodeScalars.allSatisfy { $0.isASCII }
                #expect(asciiOnly)
                #expect(screen.contains("ASCII mode"))
            }
            try session.sendKeys("q")
            #expect(try run.waitForExitStatus() == 0)
        }

        /// With a timeout the wait ends on time when idle, and keys still arrive in between.
        @Test func timedWaitsEndInTimeoutsAndStillDeliverKeys() throws {
            let session = try TmuxSession()
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session, arguments: ["--tick", "100"])
            try run.waitUntilReady()
            try session.waitUntil("two timeouts") { run.loggedEvents().filter { $0 == "timeout" }.count >= 2 }
            try session.sendKeys("Up")
            try session.waitFor("key up")
            try session.waitUntil("a timeout after the key") { run.loggedEvents().last == "timeout" }
            try session.sendKeys("q")
            #expect(try run.waitForExitStatus() == 0)
            #expect(run.loggedEvents().allSatisfy { ["timeout", "key up", "key q"].contains($0) })
        }

        @Test func resizeIsReportedAndTheScreenRedrawn() throws {
            let session = try TmuxSession(columns: 80, rows: 24)
            defer { session.kill(); session.removeFiles() }
            let run = try KeysRun.start(in: session)
            try run.waitUntilReady()

            try session.resize(columns: 60, rows: 20)
            var screen = try session.waitFor("resize 60×20")
            screen = try session.waitFor("size 60×20")
            #expect(screen.split(separator: "\n", omittingEmptySubsequences: false)
                .contains(Substring(String(repeating: "─", count: 60))))
            #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 60 })

            try session.resize(columns: 80, rows: 24)
            screen = try session.waitFor("resize 80×24")
            screen = try session.waitFor("size 80×24")
            #expect(screen.split(separator: "\n", omittingEmptySubsequences: false)
                .contains(Substring(String(repeating: "─", count: 80))))
            // Both resizes are listed, newest first, under the header: the whole screen was redrawn.
            let lines = screen.split(separator: "\n").map(String.init)
            let newest = try #require(lines.firstIndex { $0.hasSuffix("resize 80×24") })
            #expect(lines[newest + 1].hasSuffix("resize 60×20"))
            #expect(lines[0].hasPrefix("clearfield keys"))
            try session.sendKeys("q")
            #expect(try run.waitForExitStatus() == 0)
        }
    }
}

/// Mouse reports as a terminal writes them (coordinates 0-based here, 1-based on the wire).
enum MouseReport {
    static func press(button: Int, column: Int, row: Int, sgr: Bool) -> [UInt8] {
        sgr ? Array("\u{1B}[<\(button);\(column + 1);\(row + 1)M".utf8)
            : [0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), UInt8(32 + button), UInt8(33 + column), UInt8(33 + row)]
    }

    static func release(button: Int, column: Int, row: Int, sgr: Bool) -> [UInt8] {
        // SGR keeps the button and ends in "m"; the legacy protocol says "button 3" for any release.
        sgr ? Array("\u{1B}[<\(button);\(column + 1);\(row + 1)m".utf8)
            : [0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), UInt8(32 + 3), UInt8(33 + column), UInt8(33 + row)]
    }
}
