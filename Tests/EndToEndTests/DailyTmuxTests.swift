import Foundation
import Testing

extension EndToEndSuite {
    /// The daily challenge in the real game, in tmux: the main menu's Daily entry, today's Mines
    /// board played to a win, its results panel's line to share copied with `c`, back on the Daily screen with the result and the line to share,
    /// copied through the terminal's clipboard escape into tmux's buffer, and printed again by
    /// `clearfield daily --share`.
    @Suite struct DailyTmuxTests {
        @Test func fromTheMainMenusDailyEntryToTheShareLine() throws {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 80, rows: 24, extraEnvironment: ["TZ": "UTC"])
            defer { session.kill(); session.removeFiles() }
            try session.takeClipboardEscapes()
            try session.run("\(TmuxSession.shellQuoted(binary.path)); echo \"exit:$?\"")
            try session.waitFor("Daily")
            try session.sendKeys("d")
            let daily = try session.waitFor("Last 7 days")
            #expect(daily.contains("Daily challenges") && daily.contains("next day in") && daily.contains("not started"))
            #expect(daily.contains("Intermediate 16×16, 40 mines, no guessing"))

            // Today's Mines board, cleared with hints (H shows a safe cell, Space opens it).
            try session.sendKeys("Enter")
            try session.waitFor("Mines left 40")
            var cleared = false
            for _ in 0..<30 where !cleared {
                for _ in 0..<10 { try session.sendKeys("H", "Space") }
                try session.waitUntil("the last moves shown") { !(try session.capture()).isEmpty }
                cleared = try session.capture().contains("Board cleared")
            }
            try session.waitFor("Board cleared")

            // The game's own results panel has the line to share too, once the ranking job is
            // done, and its `c` copies it.
            let panel = try session.waitFor("c: copy this line")
            #expect(panel.contains("Clearfield daily"))
            try session.sendKeys("c")
            try session.waitFor("Copied to the clipboard")
            try session.waitUntil("the panel's line in tmux's buffer") {
                try session.pasteBuffer().hasPrefix("Clearfield daily ")
            }

            // Back on the Daily screen: the result, the line to share, and `c` to copy it.
            try session.sendKeys("q")
            try session.waitFor("Last 7 days")
            let back = try session.waitFor("c: copy this line")
            #expect(back.contains("won in"))
            let shown = try #require(back.split(separator: "\n").first { $0.contains("Clearfield daily ") })
            let line = shown.trimmingCharacters(in: .whitespaces)
            #expect(line.contains(" · Mines "))
            try session.sendKeys("c")
            try session.waitFor("Copied to the clipboard")
            try session.waitUntil("the clipboard escape in tmux's buffer") { try session.pasteBuffer() == line }

            // The command line prints the same line.
            try session.sendKeys("Escape")
            try session.waitFor("Quit")
            try session.sendKeys("q")
            #expect(try session.waitForExitStatus() == 0)
            try session.run("\(TmuxSession.shellQuoted(binary.path)) daily --share; echo \"share:$?\"")
            let printed = try session.waitFor("share:0")
            #expect(printed.contains(line))
        }
    }
}
