import Foundation
import GameCore
import Mines
import Tiles
import Testing
@testable import Progress

/// Every condition kind, measured through the player facade as the app will drive it.
@Suite struct ConditionTests {
    typealias H = AchievementHarness

    @Test func lifetimeStatCountsDuringPlayAndUnlocksOnTheTurnItIsReached() throws {
        let catalog = try H.catalog(H.entry("tiles-1000", unit: "tiles",
                                            #"{"stat": "tiles.tilesCleared", "scope": "total", "atLeast": 1000}"#))
        var totals = try GameStatsCatalog.catalog(for: .tiles).freshTotals()
        try totals.set(570, for: "tiles.tilesCleared")
        var harness = try H(catalog: catalog, tilesTotals: totals)
        #expect(harness.status("tiles-1000")?.progress.text == "570 / 1,000 tiles", "progress is measured on load")
        try harness.start(.tiles(level: 1))
        for _ in 0..<21 { harness.play([.group(20)]) }
        #expect(harness.status("tiles-1000")?.progress.text == "990 / 1,000 tiles")
        harness.play([.group(5)])
        let almost = try #require(harness.status("tiles-1000")?.progress)
        #expect(almost.text == "995 / 1,000 tiles")
        #expect(almost.percent == 99, "99.5 % is shown as 99, never rounded up to 100")
        #expect(!almost.isComplete)
        #expect(harness.ids(harness.play([.group(4)])) == [], "999")
        #expect(harness.ids(harness.play([.group(2)])) == ["tiles-1000"])
        let done = try #require(harness.status("tiles-1000"))
        #expect(done.isEarned && done.progress.percent == 100 && done.progress.text == "1,000 / 1,000 tiles")
        #expect(done.firstEarned == AchievementRecord.storable(harness.date))
        #expect(harness.ids(harness.play([.group(9)])) == [], "earned once")
    }

    @Test func gameScopeIsWithinOneGameAndProgressNeverDecreases() throws {
        let catalog = try H.catalog(H.entry("score-100", unit: "points",
                                            #"{"stat": "tiles.score", "scope": "game", "atLeast": 100}"#))
        var harness = try H(catalog: catalog)
        try harness.start(.tiles(level: 1))
        harness.play([.group(8)])            // 36
        harness.play([.group(7)])            // 61
        harness.play([.undone])              // back to 36
        #expect(harness.status("score-100")?.progress.text == "61 / 100 points", "the best reached stays")
        try harness.finish(.lost)
        try harness.start(.tiles(level: 2))
        harness.play([.group(8)])            // 36 in the new game
        #expect(harness.status("score-100")?.progress.current == 61)
        harness.play([.group(7)])            // 61
        #expect(harness.unlocked.isEmpty, "61 + 61 across two games is not 100 in one")
        harness.play([.group(6)])            // 77
        harness.play([.group(7)])            // 102
        #expect(harness.ids(harness.unlocked) == ["score-100"])
    }

    @Test func atMostNeedsAValueUnderTheLimit() throws {
        let catalog = try H.catalog(H.entry("beginner-minute",
                                            #"{"stat": "mines.bestTime.beginner", "scope": "total", "atMost": 60000}"#))
        var harness = try H(catalog: catalog)
        try harness.start(.mines(board: .beginner))
        harness.play([.cellsRevealed(count: 30), .boardCleared(level: 1, threeBV: 15, clicks: 20)], after: 70_000)
        #expect(harness.ids(try harness.finish(.won)).isEmpty, "70 s is over the limit")
        try harness.start(.mines(board: .beginner))
        harness.play([.mineHit], after: 10_000)
        #expect(harness.ids(try harness.finish(.lost)).isEmpty, "a loss sets no time")
        try harness.start(.mines(board: .beginner))
        harness.play([.cellsRevealed(count: 30), .boardCleared(level: 1, threeBV: 15, clicks: 20)], after: 60_000)
        #expect(harness.ids(try harness.finish(.won)) == ["beginner-minute"], "exactly 60 s is within")
    }

    @Test func allAndAny() throws {
        let catalog = try H.catalog([
            H.entry("both", #"{"all": [{"stat": "tiles.gamesWon", "scope": "total", "atLeast": 1}, {"stat": "mines.gamesWon", "scope": "total", "atLeast": 1}]}"#),
            H.entry("either", #"{"any": [{"event": "groupRemoved", "where": [{"field": "size", "atLeast": 15}]}, {"event": "cellsRevealed", "where": [{"field": "count", "atLeast": 40}]}]}"#),
        ].joined(separator: ","))
        var harness = try H(catalog: catalog)
        try harness.start(.tiles(level: 1))
        harness.play([.group(14)])
        harness.play([.group(2), .cleared()])
        try harness.finish(.won)
        #expect(harness.unlocked.isEmpty)
        #expect(harness.status("both")?.progress.text == "1 / 2")
        try harness.start(.mines(board: .custom))
        #expect(harness.ids(harness.play([.cellsRevealed(count: 40)])) == ["either"])
        harness.play([.boardCleared(level: 1, threeBV: 3, clicks: 3)])
        #expect(harness.ids(try harness.finish(.won)) == ["both"])
    }

    @Test func eventFiltersTestThePayload() throws {
        let catalog = try H.catalog([
            H.entry("landslide", #"{"event": "groupRemoved", "where": [{"field": "size", "atLeast": 10}]}"#),
            H.entry("three-stars", #"{"event": "levelCleared", "where": [{"field": "stars", "equals": 3}]}"#),
            H.entry("small-only", #"{"event": "groupRemoved", "where": [{"field": "size", "atMost": 2}], "count": 2}"#),
            H.entry("true-flag", #"{"event": "flagPlaced", "where": [{"field": "correct", "equals": true}]}"#),
            H.entry("won-mines", #"{"event": "gameEnded", "where": [{"field": "game", "equals": "mines"}, {"field": "outcome", "equals": "won"}]}"#),
        ].joined(separator: ","))
        var harness = try H(catalog: catalog)
        try harness.start(.tiles(level: 1))
        #expect(harness.ids(harness.play([.group(9)])) == [])
        #expect(harness.ids(harness.play([.group(2)])) == [])
        #expect(harness.ids(harness.play([.group(10)])) == ["landslide"])
        #expect(harness.ids(harness.play([.group(2)])) == ["small-only"])
        #expect(harness.ids(harness.play([.group(3), .cleared(stars: 2)])) == [])
        try harness.finish(.won)
        try harness.start(.tiles(level: 2))
        #expect(harness.ids(harness.play([.group(3), .cleared(stars: 3)])) == ["three-stars"])
        #expect(harness.ids(try harness.finish(.won)) == [], "a Tiles win is not a Mines win")
        try harness.start(.mines(board: .custom))
        #expect(harness.ids(harness.play([.flagPlaced(correct: false)])) == [])
        #expect(harness.ids(harness.play([.flagPlaced(correct: true)])) == ["true-flag"])
        harness.play([.boardCleared(level: 1, threeBV: 5, clicks: 5)])
        #expect(harness.ids(try harness.finish(.won)) == ["won-mines"])
    }

    @Test func quickSuccessionWindowIsInclusiveAtExactlyT() throws {
        let catalog = try H.catalog(H.entry("rapid", repeatable: true,
                                            #"{"event": "groupRemoved", "count": 3, "withinMs": 2000}"#))
        let second: UInt64 = 1_000_000_000
        var harness = try H(catalog: catalog)
        try harness.start(.tiles(level: 1))
        // Three groups with the first and last exactly 2 000 ms apart: within.
        harness.play([.group(2)], atNanoseconds: 10 * second)
        harness.play([.group(2)], atNanoseconds: 11 * second)
        #expect(harness.ids(harness.play([.group(2)], atNanoseconds: 12 * second)) == ["rapid"])

        // One nanosecond more: outside.
        var late = try H(catalog: catalog)
        try late.start(.tiles(level: 1))
        late.play([.group(2)], atNanoseconds: 10 * second)
        late.play([.group(2)], atNanoseconds: 11 * second)
        #expect(late.ids(late.play([.group(2)], atNanoseconds: 12 * second + 1)) == [])
        #expect(late.status("rapid")?.progress.text == "2 / 3", "the best streak so far")
        // The window slides: the next quick one completes a new run of three.
        #expect(late.ids(late.play([.group(2)], atNanoseconds: 12 * second + 500_000_000)) == ["rapid"])
    }

    @Test func quickSuccessionCountsSeparateMovesOnly() throws {
        let catalog = try H.catalog(H.entry("quick-fingers", #"{"event": "cellsRevealed", "count": 5, "withinMs": 1000}"#))
        var harness = try H(catalog: catalog)
        try harness.start(.mines(board: .custom))
        // Five reveal events in one turn are one move.
        harness.play(Array(repeating: .cellsRevealed(count: 1), count: 5), after: 10)
        #expect(harness.unlocked.isEmpty)
        for _ in 0..<3 { harness.play([.cellsRevealed(count: 1)], after: 250) }
        #expect(harness.unlocked.isEmpty, "four moves so far")
        #expect(harness.ids(harness.play([.cellsRevealed(count: 1)], after: 250)) == ["quick-fingers"], "5 moves in 1 000 ms")
    }

    @Test func repeatableQuickSuccessionRefiresOnlyAfterTheWindowBroke() throws {
        let catalog = try H.catalog(H.entry("rapid", repeatable: true,
                                            #"{"event": "groupRemoved", "count": 3, "withinMs": 2000}"#))
        var harness = try H(catalog: catalog)
        try harness.start(.tiles(level: 1))
        for _ in 0..<3 { harness.play([.group(2)], after: 100) }
        #expect(harness.times("rapid") == 1)
        for _ in 0..<3 { harness.play([.group(2)], after: 100) }
        #expect(harness.times("rapid") == 1, "still the same burst: the condition never went false")
        harness.play([.group(2)], after: 5_000)
        harness.play([.group(2)], after: 100)
        #expect(harness.ids(harness.play([.group(2)], after: 100)) == ["rapid"])
        #expect(harness.times("rapid") == 2)
        #expect(harness.unlocked.last?.timesEarned == 2)
    }

    @Test func inOneGameWithoutAnotherEvent() throws {
        let catalog = try H.catalog(H.entry("unaided", repeatable: true,
                                            #"{"event": "levelCleared", "without": ["undone", "hintUsed"], "game": "tiles"}"#))
        var harness = try H(catalog: catalog)
        try harness.start(.tiles(level: 1))
        harness.play([.group(3)])
        harness.play([.undone])
        harness.play([.redone])
        #expect(harness.ids(harness.play([.group(2), .cleared()])) == [], "an undo earlier in the game rules it out")
        try harness.finish(.won)
        try harness.start(.tiles(level: 2))
        harness.play([.group(3)])
        #expect(harness.ids(harness.play([.group(2), .cleared()])) == ["unaided"])
        try harness.finish(.won)
        try harness.start(.tiles(level: 3))
        harness.play([.hintUsed])
        harness.play([.group(2), .cleared()])
        try harness.finish(.won)
        try harness.start(.tiles(level: 4))
        #expect(harness.ids(harness.play([.group(5), .cleared()])) == ["unaided"])
        #expect(harness.times("unaided") == 2, "repeatable: counted per clean game")
    }

    @Test func eventsOfTheOtherGameDoNotCount() throws {
        let catalog = try H.catalog(H.entry("unassisted", #"{"event": "boardCleared", "without": ["hintUsed"], "game": "mines"}"#))
        var harness = try H(catalog: catalog)
        try harness.start(.tiles(level: 1))
        harness.play([.boardCleared(level: 1, threeBV: 1, clicks: 1)])
        #expect(harness.unlocked.isEmpty, "only in Mines games")
    }

    @Test func playTimeAchievementsUnlockOnClockTicks() throws {
        let catalog = try H.catalog(H.entry("five-minutes",
            #"{"stat": ["tiles.playTime", "mines.playTime"], "scope": "total", "atLeast": 300000}"#))
        var minesTotals = try GameStatsCatalog.catalog(for: .mines).freshTotals()
        try minesTotals.set(120_000, for: "mines.playTime")
        var harness = try H(catalog: catalog, minesTotals: minesTotals)
        #expect(harness.status("five-minutes")?.progress.text == "2:00 / 5:00")
        try harness.start(.tiles(level: 1))
        harness.play([.group(2)], after: 60_000)
        #expect(harness.status("five-minutes")?.progress.text == "3:00 / 5:00")
        #expect(harness.tick(after: 119_999).isEmpty)
        #expect(harness.ids(harness.tick(after: 1)) == ["five-minutes"], "Tiles and Mines time together")
    }

    @Test func hiddenAchievementsStayMaskedUntilProgress() throws {
        let catalog = try H.catalog(H.entry("secret", hidden: true, unit: "undos",
                                            #"{"stat": "tiles.undos", "scope": "total", "atLeast": 3}"#))
        var harness = try H(catalog: catalog)
        let masked = try #require(harness.status("secret"))
        #expect(!masked.isRevealed)
        #expect(masked.shownTitle == AchievementStatus.maskedTitle)
        #expect(masked.shownDescription == AchievementStatus.maskedDescription)
        try harness.start(.tiles(level: 1))
        harness.play([.group(2)])
        harness.play([.undone])
        let revealed = try #require(harness.status("secret"))
        #expect(revealed.isRevealed && revealed.shownTitle == "T secret" && revealed.shownDescription == "Do secret.")
        harness.play([.redone])
        harness.play([.undone])
        harness.play([.redone])
        harness.play([.undone])
        #expect(harness.status("secret")?.shownDescription == "Did secret.")
    }
}
