@testable import Shell
@testable import MinesUI
import Foundation
import Terminal
import Testing
@testable import UITestSupport

/// `v`: the live counters under a board in play (3BV so far, 3BV/s, clicks, IOE), kept in the
/// settings file.
@Suite struct MinesLiveCountersTests {
    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func vShowsTheCountersAndTheChoiceIsSaved(size: ScreenSize) throws {
        var files: [Data] = []
        let store = PreferencesStore(data: nil, sections: [MinesPreferences.self]) { files.append($0) }
        var harness = MinesScreenHarness(seed: 3, size: size)
        harness.context.environment.preferences = store
        harness.press(.char(" "))
        #expect(!harness.frame.lines[size.rows - 2].contains("3BV/s"), "off by default")
        harness.wait(milliseconds: 2_000)
        harness.press(.char("v"))
        #expect(harness.text.contains("Live counters on"))
        harness.press(.char("l"))   // any key clears the message: the counters show in its place
        let board = harness.board
        let line = harness.frame.lines[size.rows - 2]
        let total = try #require(board.threeBV)
        #expect(line.contains("3BV \(board.solvedThreeBV)/\(total)"), "\(line)")
        #expect(line.contains("Clicks 1"))
        #expect(line.contains("3BV/s ") && line.contains("IOE \(MinesPlayScreen.decimal(Double(board.solvedThreeBV)))"))

        #expect(!files.isEmpty, "the settings file was written")
        let file = files.last ?? Data()
        let next = PreferencesStore(data: file, sections: [MinesPreferences.self]) { _ in }
        #expect(next.preferences.mines.liveCounters, "kept in the settings")

        harness.press(.char("v"), .char("l"))
        #expect(!harness.frame.lines[size.rows - 2].contains("3BV/s"))
        let off = PreferencesStore(data: files.last ?? Data(), sections: [MinesPreferences.self]) { _ in }
        #expect(!off.preferences.mines.liveCounters)
    }

    @Test func aSettingsFileFromBeforeTheCountersReadsWithThemOff() throws {
        let old = Data(#"{"mines":{"noGuess":false,"questionMarks":true}}"#.utf8)
        let store = PreferencesStore(data: old, sections: [MinesPreferences.self]) { _ in }
        #expect(store.loadProblem == nil)
        #expect(store.preferences.mines == MinesPreferences(noGuess: false, questionMarks: true, liveCounters: false))
    }
}
