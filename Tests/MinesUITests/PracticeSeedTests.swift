import Foundation
import Mines
import Progress
import Testing
@testable import UITestSupport

/// A seed the player chose is practice: the game counts, its bests are not kept.
@Suite struct PracticeSeedTests {
    @Test func aWinOnAChosenSeedSetsNoBestAndSaysWhy() throws {
        let harness = try ProgressHarness(steps: MinesFixtures.sweep(MinesBoard(params: .beginner, seed: 21), playing: 4_200)
                                          + [.event(.char("q"))],
                                          start: .minesGame(.classic(.beginner), seed: 21))
        harness.controller.run()
        let totals = try harness.fixture.totals(.mines)
        #expect(totals["mines.gamesWon"] == 1 && totals["mines.boardsCleared"] == 1, "the game itself counts")
        #expect(totals["mines.bestTime.beginner"] == nil)
        #expect(totals["mines.bestThreeBVPerSecond"] == nil)
        let panel = try #require(harness.frames.last { $0.contains("Board cleared") })
        #expect(!panel.contains("New best time!"))
        #expect(panel.contains("practice: bests are not kept") && panel.contains("for a chosen seed"))
    }

    @Test func aChosenSeedsBestIsNotRolledIntoTheTotals() throws {
        let catalog = try MinesStats.catalog()
        var tracker = try GameStatsTracker(context: StatsContext.mines(board: .beginner).practice(), catalog: catalog)
        tracker.record([.cellsRevealed(count: 71), .boardCleared(level: 0, threeBV: 20, clicks: 20)],
                       playTimeMilliseconds: 4_000)
        let totals = try tracker.finish(outcome: .won, playTimeMilliseconds: 4_000, totals: catalog.freshTotals())
        #expect(try totals.value(named: "mines.gamesWon") == 1)
        #expect(try totals.value(named: "mines.boardsCleared") == 1)
        #expect(try totals.value(named: "mines.bestTime.beginner") == nil)
        #expect(try totals.value(named: "mines.bestThreeBVPerSecond") == nil)
    }
}
