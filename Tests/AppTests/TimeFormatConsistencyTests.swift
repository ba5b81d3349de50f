@testable import Shell
@testable import StatsUI
@testable import MinesUI
import Foundation
import GameCore
import Mines
import Testing
@testable import UITestSupport

/// One best time reads the same wherever it is shown; sizes use × on screen.
@Suite struct TimeFormatConsistencyTests {
    @Test func aBestTimeReadsTheSameInTheResultsTheMinesMenuAndTheStatsScreen() throws {
        let sweep = MinesFixtures.sweep(MinesBoard(params: .beginner, seed: 21), playing: 48_100)
        let harness = try ProgressHarness(steps: sweep,
                                          start: .minesDealtGame(.classic(.beginner), seed: 21))
        harness.controller.run()
        let panel = try #require(harness.frames.last { $0.contains("Board cleared") })
        #expect(panel.contains("Time 48.10 s"))
        let context = Fixtures.context(harness.fixture.environment(clock: ManualClock()))
        let menu = MinesMenuScreen().frame(context).text
        #expect(menu.contains("best 48.10 s"), "the menu: \(menu)")
        let stats = StatsScreen(kind: .mines).frame(context).text
        let best = try #require(stats.split(separator: "\n").first { $0.contains("Beginner best") })
        #expect(best.hasSuffix("48.10 s   48.10 s"), "the Stats screen: \(best)")
        #expect(ProgressFlowTests.row(stats, "Play time", "0:48", "0:48"), "other durations stay m:ss")
    }

    @Test func aCustomSizeUsesTimesOnScreenAndXInASCII() throws {
        let params = try MinesParams(width: 40, height: 20, mines: 9)
        #expect(MinesMode.custom(params).title == "Custom 40×20/9")
        #expect(GlyphSet.ascii.safe(MinesMode.custom(params).title) == "Custom 40x20/9")
    }
}
