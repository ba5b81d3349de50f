import Foundation
import GameCore
import Mines
import Testing
@testable import Progress

/// A board below its 3BV floor counts as a game, earns no achievement progress and sets no best.
@Suite struct BelowFloorTests {
    @Test func aBoardBelowItsFloorEarnsNothingButCountsAsAGame() throws {
        let catalog = try ShippedAchievementsTests.load().catalog
        var harness = try AchievementHarness(catalog: catalog)
        for _ in 0..<10 {
            try harness.start(.mines(board: .custom))
            harness.play([.cellsRevealed(count: 9), .boardClearedBelowFloor(level: 0, threeBV: 1, clicks: 1)])
            try harness.finish(.won)
        }
        let earned = Set(harness.unlocked.map(\.id))
        for id in ["first-win", "field-engineer", "unassisted", "flagless"] {
            #expect(!earned.contains("net.clearfield.mines.\(id)"), "\(id)")
        }
        let totals = harness.player.minesTotals
        #expect(try totals.value(named: "mines.gamesWon") == 10)
        #expect(try totals.value(named: "mines.boardsCleared") == 0)
    }

    @Test func aClassicBoardBelowItsFloorSetsNoBestTime() throws {
        var tracker = try GameStatsTracker(context: .mines(board: .beginner))
        tracker.record([.cellsRevealed(count: 71), .boardClearedBelowFloor(level: 0, threeBV: 1, clicks: 1)],
                       playTimeMilliseconds: 300)
        let totals = try tracker.finish(outcome: .won, playTimeMilliseconds: 300,
                                        totals: try GameStatsCatalog.catalog(for: .mines).freshTotals())
        #expect(try totals.value(named: "mines.gamesWon") == 1)
        #expect(try totals.value(named: "mines.bestTime.beginner") == nil)
        #expect(try totals.value(named: "mines.bestThreeBVPerSecond") == nil)
    }
}
