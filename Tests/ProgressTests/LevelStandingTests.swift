import Foundation
import GameCore
import Tiles
import Testing
@testable import Progress

/// A Tiles game counts its level as passed, or 3-starred, only when it was not before.
@Suite struct LevelStandingTests {
    func clear(before standing: LevelStanding?, stars: Int) throws -> Stats {
        var tracker = try GameStatsTracker(context: .tiles(level: 2))
        if let standing { tracker.setLevelStanding(standing) }
        tracker.record([.groupRemoved(size: 4, color: 1, points: 4),
                        .levelCleared(level: 2, score: 1_004, moves: 1, stars: stars, bonus: 1_000)])
        return tracker.stats
    }

    @Test func aNewLevelCounts() throws {
        let stats = try clear(before: .notPassed, stars: 3)
        #expect(try stats.value(named: "tiles.levelsPassed") == 1)
        #expect(try stats.value(named: "tiles.threeStarLevels") == 1)
    }

    @Test func aLevelPassedBeforeIsNotPassedAgain() throws {
        let stats = try clear(before: LevelStanding(passed: true, stars: 3), stars: 3)
        #expect(try stats.value(named: "tiles.levelsPassed") == 0)
        #expect(try stats.value(named: "tiles.threeStarLevels") == 0)
        #expect(try stats.value(named: "tiles.tilesCleared") == 4, "the game itself still counts")
    }

    @Test func aLevelsFirstThreeStarsCountOnce() throws {
        let stats = try clear(before: LevelStanding(passed: true, stars: 2), stars: 3)
        #expect(try stats.value(named: "tiles.levelsPassed") == 0)
        #expect(try stats.value(named: "tiles.threeStarLevels") == 1)
    }

    @Test func theStandingIsSavedWithTheGame() throws {
        var tracker = try GameStatsTracker(context: .tiles(level: 2))
        tracker.setLevelStanding(LevelStanding(passed: true, stars: 1))
        tracker.record([.groupRemoved(size: 2, color: 1, points: 0)])
        let encoded = try JSONEncoder().encode(tracker)
        var restored = try progressDecoder().decode(GameStatsTracker.self, from: encoded)
        #expect(restored == tracker)
        restored.record([.levelCleared(level: 2, score: 1_000, moves: 2, stars: 3, bonus: 1_000)])
        #expect(try restored.stats.value(named: "tiles.levelsPassed") == 0)
        #expect(try restored.stats.value(named: "tiles.threeStarLevels") == 1)
    }
}
