import Foundation
import GameCore
import Terminal
import Testing
@testable import UITestSupport

/// A count typed before a move is taken back by Esc, as in vi, instead of Esc asking to quit
/// (issue 22).
@Suite struct MinesCountEscapeTests {
    @Test func escAfterACountCancelsTheCountNotTheGame() throws {
        let folder = try ScratchFolder()
        var harness = MinesScreenHarness(mode: .classic(.expert), seed: 7, size: ScreenSize(columns: 100, rows: 30),
                                         slot: folder.slot())
        harness.press(.char(" "))
        let start = harness.screen.cursor
        harness.press(.char("5"))
        #expect(harness.text.contains("Repeat 5"))
        harness.press(.key(.escape))
        #expect(!harness.text.contains("Quit this game?"), "Esc took the count back")
        #expect(harness.text.contains("Count cancelled"))
        harness.press(.char("l"))
        #expect(harness.screen.cursor == Point(x: start.x + 1, y: start.y), "the next move is not repeated")
        harness.press(.key(.escape))
        #expect(harness.text.contains("Quit this game?"), "with no count Esc still asks to quit")
    }
}
