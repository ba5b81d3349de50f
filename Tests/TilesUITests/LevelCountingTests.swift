import Foundation
import LocalDatabase
import Testing
@testable import UITestSupport

/// Levels are counted once each: clearing a level again is another game, not another level.
@Suite struct LevelCountingTests {
    @Test func clearingLevelOneThreeTimesPassesOneLevel() throws {
        let harness = try ProgressHarness(events: [
            .key(.enter),                  // two pairs: cleared (the game ends, won)
            .key(.enter),
            .char("u"), .key(.enter),      // another attempt from before the last pair: cleared again
            .char("u"), .key(.enter),      // and a third time
            .char("q"),
        ], start: .tilesLevel(1))
        harness.controller.run()
        let totals = try harness.fixture.totals()
        #expect(totals["tiles.gamesWon"] == 3, "each clear is a game")
        #expect(totals["tiles.levelsPassed"] == 1)
        #expect(totals["tiles.threeStarLevels"] == 1)
    }

    @Test func aLevelPassedBeforeThisRunIsNotPassedAgain() throws {
        let fixture = try ProgressFixture()
        _ = try fixture.database.recordLevelResult(
            LevelAttempt(levelNumber: 1, passed: true, score: 1_000, stars: 2, moves: 3), player: fixture.player.id)
        let harness = try ProgressHarness(events: [.key(.enter), .key(.enter), .char("q")],
                                          start: .tilesLevel(1), fixture: fixture)
        harness.controller.run()
        let totals = try harness.fixture.totals()
        #expect(totals["tiles.gamesWon"] == 1)
        #expect(totals["tiles.levelsPassed"] == 0, "passed in an earlier run")
        #expect(totals["tiles.threeStarLevels"] == 1, "its first 3 stars")
    }
}
