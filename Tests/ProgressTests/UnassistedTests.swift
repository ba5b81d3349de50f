import Foundation
import GameCore
import Mines
import Tiles
import Testing
@testable import Progress

/// A game with a hint is assisted: `unassisted` gates achievements of skill and speed, and
/// records of speed come from unassisted games only.
@Suite struct UnassistedTests {
    static let bigGroup = AchievementHarness.entry("big", repeatable: true, """
        {"all": [{"event": "groupRemoved", "where": [{"field": "size", "atLeast": 10}]}, {"unassisted": true}]}
        """)
    static let fast = AchievementHarness.entry("fast", """
        {"all": [{"stat": "mines.bestTime.beginner", "scope": "total", "atMost": 60000}, {"unassisted": true}]}
        """)

    @Test func aHintInTheGameKeepsTheAchievementBack() throws {
        var harness = try AchievementHarness(catalog: AchievementHarness.catalog(Self.bigGroup))
        try harness.start(.tiles(level: 1))
        harness.play([.hintUsed])
        #expect(harness.ids(harness.play([.group(12)])).isEmpty, "assisted: not earned")
        try harness.finish(.abandoned)
        try harness.start(.tiles(level: 1))
        #expect(harness.ids(harness.play([.group(12)])) == ["big"], "the next game, unaided, earns it")
        harness.play([.hintUsed])
        #expect(harness.ids(harness.play([.group(14)])).isEmpty, "a hint later in a game counts from then on")
        #expect(harness.times("big") == 1)
    }

    @Test func bestTimesComeFromUnassistedGamesOnly() throws {
        var harness = try AchievementHarness(catalog: AchievementHarness.catalog(Self.fast))
        try harness.start(.mines(board: .beginner))
        harness.play([.hintUsed])
        harness.play([.cellsRevealed(count: 60), .boardCleared(level: 1, threeBV: 40, clicks: 40)], after: 10_000)
        #expect(harness.ids(try harness.finish(.won)).isEmpty)
        let minesTotals = harness.player.totals(for: .mines)
        #expect(try minesTotals.value(named: "mines.bestTime.beginner") == nil, "an assisted win sets no best time")
        #expect(try minesTotals.value(named: "mines.bestThreeBVPerSecond") == nil, "nor a best 3BV/s")
        #expect(try minesTotals.value(named: "mines.gamesWon") == 1, "though it is a win")
        try harness.start(.mines(board: .beginner))
        harness.play([.cellsRevealed(count: 60), .boardCleared(level: 1, threeBV: 40, clicks: 40)], after: 30_000)
        #expect(harness.ids(try harness.finish(.won)) == ["fast"])
        #expect(try harness.player.totals(for: .mines).value(named: "mines.bestTime.beginner") == 30_000)
    }

    @Test func aHintAfterAnEndlessClearVoidsTheRunsSpeedRecords() throws {
        var tracker = try GameStatsTracker(context: .mines(board: .endless))
        tracker.record([.boardCleared(level: 1, threeBV: 20, clicks: 20)], playTimeMilliseconds: 10_000)
        #expect(try tracker.stats.value(named: "mines.bestThreeBVPerSecond") == 2_000)
        #expect(try tracker.stats.value(named: "mines.endlessLevelTime") == 10_000)
        tracker.record([.hintUsed])
        tracker.record([.boardCleared(level: 2, threeBV: 20, clicks: 20)], playTimeMilliseconds: 15_000)
        #expect(try tracker.stats.value(named: "mines.bestThreeBVPerSecond") == nil)
        #expect(try tracker.stats.value(named: "mines.endlessLevelTime") == nil)
        #expect(try tracker.stats.value(named: "mines.endlessLevel") == 2, "the levels cleared still count")
    }

    @Test func aMinesRestartTakesBackWhatTheBoardCounted() throws {
        var tracker = try GameStatsTracker(context: .mines(board: .expert))
        tracker.record([.cellsRevealed(count: 40)])
        tracker.record([.flagPlaced(correct: true)])
        tracker.record([.chorded(revealed: 3), .cellsRevealed(count: 3)])
        tracker.record([.restarted])
        tracker.record([.cellsRevealed(count: 5)])
        #expect(try tracker.stats.value(named: "mines.cellsRevealed") == 5)
        #expect(try tracker.stats.value(named: "mines.flagsPlaced") == 0)
        #expect(try tracker.stats.value(named: "mines.correctFlags") == 0)
        #expect(try tracker.stats.value(named: "mines.chords") == 0)
    }

    @Test func unassistedGoesInsideAllBesideWhatItQualifies() {
        let alone = AchievementHarness.load(AchievementHarness.entry("alone", #"{"unassisted": true}"#))
        let onlyGates = AchievementHarness.load(AchievementHarness.entry("gates", #"{"all": [{"unassisted": true}]}"#))
        let inAny = AchievementHarness.load(AchievementHarness.entry("any", """
            {"any": [{"event": "mineHit"}, {"unassisted": true}]}
            """))
        let falseFlag = AchievementHarness.load(AchievementHarness.entry("false", """
            {"all": [{"event": "mineHit"}, {"unassisted": false}]}
            """))
        for result in [alone, onlyGates, inAny] {
            #expect(result.catalog.count == 0)
            #expect(result.problems.map(\.description).contains { $0.contains("put it in an 'all' beside them") },
                    "\(result.problems)")
        }
        #expect(falseFlag.catalog.count == 0)
        #expect(falseFlag.problems.map(\.description).contains { $0.contains("'unassisted' is written as true") })
    }

    @Test func gatingAnAchievementChangesItsHashAndRecomputesItsProgress() throws {
        let plain = AchievementHarness.entry("score", #"{"stat": "tiles.score", "scope": "game", "atLeast": 100}"#)
        let gated = AchievementHarness.entry("score", """
            {"all": [{"stat": "tiles.score", "scope": "game", "atLeast": 100}, {"unassisted": true}]}
            """)
        let before = try AchievementHarness.catalog(plain)
        let after = try AchievementHarness.catalog(gated)
        #expect(before.hashes[0] != after.hashes[0])
        #expect(before.fingerprint != after.fingerprint, "per-game condition state is not carried across")
        // Progress stored under the old hash is measured again under the new definition.
        var old = try AchievementHarness(catalog: before)
        try old.start(.tiles(level: 1))
        old.play([.group(8)])
        #expect(old.player.achievements.record(id: "test.clearfield.score")?.progress == 36)
        let carried = try AchievementHarness(catalog: after, state: old.player.achievements.state)
        #expect(carried.player.achievements.record(id: "test.clearfield.score")?.definitionHash == after.hashes[0])
        #expect(carried.player.achievements.record(id: "test.clearfield.score")?.progress == 0, "no game in play: the gate does not hold")
        // The canonical text of a condition without the gate is what it was.
        #expect(DefinitionHash.canonical(.stat(StatCondition(stats: ["tiles.score"], scope: .game, comparison: .atLeast(100))))
                == "v1|stat(game;tiles.score;>=100)")
    }
}
