import Foundation
import GameCore
import Mines
import Tiles
import Testing
@testable import Progress

/// The achievements the game ships with: assets/achievements.json.
@Suite struct ShippedAchievementsTests {
    static func fileURL() -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("assets/achievements.json")
    }

    static func load() throws -> AchievementLoadResult {
        AchievementCatalog.load(from: try Data(contentsOf: fileURL()))
    }

    @Test func theFileLoadsWithoutProblemsAndKeepsTheRules() throws {
        let result = try Self.load()
        #expect(result.problems.isEmpty, "\(result.problems.map(\.description))")
        let definitions = result.catalog.definitions
        #expect(definitions.count >= 30)
        #expect(definitions.allSatisfy { (1...100).contains($0.points) })
        #expect(definitions.reduce(0) { $0 + $1.points } <= 1000)
        #expect(Set(definitions.map(\.id)).count == definitions.count)
        #expect(definitions.filter(\.hidden).count >= 4)
        #expect(definitions.filter(\.repeatable).count >= 2)
        #expect(Set(definitions.map(\.title)).count == definitions.count, "titles are distinct")
        for definition in definitions {
            #expect(definition.description != definition.earnedDescription, "\(definition.id) has two texts")
        }
        // Nothing was dropped on the way: the file has exactly the entries that loaded.
        let raw = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.fileURL())) as? [String: Any]
        #expect((raw?["achievements"] as? [Any])?.count == definitions.count)
    }

    /// Every condition in a definition, flattened.
    static func leaves(_ condition: AchievementCondition) -> [AchievementCondition] {
        switch condition {
        case .all(let children), .any(let children): [condition] + children.flatMap(leaves)
        case .stat, .event, .unassisted: [condition]
        }
    }

    static func statTargets(_ definitions: [AchievementDefinition], scope: StatCondition.Scope) -> [String: Set<Int64>] {
        var targets: [String: Set<Int64>] = [:]
        for definition in definitions {
            for case .stat(let stat) in leaves(definition.condition) where stat.scope == scope {
                if case .atLeast(let target) = stat.comparison {
                    targets[stat.stats.sorted().joined(separator: "+"), default: []].insert(target)
                }
            }
        }
        return targets
    }

    @Test func everyKindIsPresentInBothGames() throws {
        let definitions = try Self.load().catalog.definitions
        let conditions = definitions.flatMap { Self.leaves($0.condition) }
        let total = Self.statTargets(definitions, scope: .total)
        let game = Self.statTargets(definitions, scope: .game)

        // One-shot: a first group, a first level, a first Mines board.
        #expect(total["tiles.groupsRemoved"]?.contains(1) == true)
        #expect(total["tiles.levelsPassed"]?.contains(1) == true)
        #expect(total["mines.boardsCleared"]?.contains(1) == true)
        // Partial within one game.
        #expect(game["tiles.score"]?.contains(100) == true)
        #expect(game["mines.endlessLevel"]?.contains(10) == true)
        // Cumulative over sessions.
        #expect(total["mines.boardsCleared"]?.contains(10) == true)
        #expect(total["mines.gamesStarted+tiles.gamesStarted"]?.contains(5) == true)
        // Tiered, exact counts.
        #expect(total["tiles.tilesCleared"]?.isSuperset(of: [100, 1_000, 10_000]) == true)
        #expect(total["mines.cellsRevealed"]?.isSuperset(of: [1_000, 10_000]) == true)
        // Play time, both games together: 5 minutes and an hour.
        #expect(total["mines.playTime+tiles.playTime"]?.isSuperset(of: [300_000, 3_600_000]) == true)
        // Quick succession.
        let windows = conditions.compactMap { condition -> (String, Int, Int64)? in
            guard case .event(let event) = condition, let within = event.withinMilliseconds else { return nil }
            return (event.pattern.event, event.count, within)
        }
        #expect(windows.contains { $0 == ("groupRemoved", 3, 2_000) })
        #expect(windows.contains { $0 == ("cellsRevealed", 5, 1_000) })
        // In one game without another, and filters.
        let events = conditions.compactMap { condition -> EventCondition? in
            if case .event(let event) = condition { event } else { nil }
        }
        #expect(events.contains { $0.pattern.event == "levelCleared" && $0.without.map(\.event) == ["undone"] })
        #expect(events.contains { $0.pattern.event == "groupRemoved" && $0.pattern.filters.contains { $0.field == "size" } })
        #expect(events.contains { $0.pattern.event == "levelCleared" && $0.pattern.filters.contains { $0.field == "stars" } })
        // Combinations.
        #expect(conditions.contains { if case .all = $0 { true } else { false } })
        #expect(conditions.contains { if case .any = $0 { true } else { false } })
        // Both games have hidden and repeatable ones.
        for prefix in ["net.clearfield.tiles.", "net.clearfield.mines."] {
            let own = definitions.filter { $0.id.hasPrefix(prefix) }
            #expect(own.count >= 12, "\(prefix)")
            #expect(own.contains { $0.hidden }, "\(prefix)")
            #expect(own.contains { $0.repeatable }, "\(prefix)")
        }
    }

    /// The daily achievements (issue 23): streaks of 3, 7 and 30 days and both dailies on one day,
    /// read from the streaks the rollover keeps.
    @Test func theDailyAchievementsReadTheStreaks() throws {
        let catalog = try Self.load().catalog
        let total = Self.statTargets(catalog.definitions, scope: .total)
        #expect(total["daily.longestStreak"] == [3, 7, 30])
        #expect(total["daily.allClearedDays"] == [1])
    }

    /// Whether a definition is gated by `unassisted` (an `all` at the top with the gate in it).
    static func isGated(_ definition: AchievementDefinition) -> Bool {
        if case .all(let children) = definition.condition { children.contains(.unassisted) } else { false }
    }

    /// Skill or speed, as the file can show it: quick succession (a window), a limit (a time
    /// under T), "without" (no flags, no undo), a record of speed (a best time, a best rate).
    static func rewardsSkillOrSpeed(_ definition: AchievementDefinition, catalog: AchievementCatalog) -> Bool {
        leaves(definition.condition).contains { condition in
            switch condition {
            case .event(let event): event.withinMilliseconds != nil || !event.without.isEmpty
            case .stat(let stat):
                if case .atMost = stat.comparison { true } else {
                    stat.stats.contains { name in
                        catalog.games.stats.contains { game in
                            guard let handle = game.totals.handleIfPresent(name) else { return false }
                            let kind = game.totals.definition(handle).kind
                            return kind == .rate || kind == .minimum
                        }
                    }
                }
            default: false
            }
        }
    }

    @Test func everyAchievementOfSkillOrSpeedIsUnassisted() throws {
        let catalog = try Self.load().catalog
        let definitions = catalog.definitions
        for definition in definitions where Self.rewardsSkillOrSpeed(definition, catalog: catalog) {
            #expect(Self.isGated(definition), "\(definition.id) rewards skill or speed but can be earned with hints")
        }
        // The skill the rules above cannot see: big groups, one game's score, an endless run's depth.
        for id in ["tiles.landslide", "tiles.avalanche", "tiles.star-pupil", "tiles.score-100", "mines.deep-run",
                   "mines.into-the-unknown", "play.chain-reaction", "mines.unassisted"] {
            let definition = try #require(catalog.definition(id: "net.clearfield." + id))
            #expect(Self.isGated(definition), "\(id)")
        }
        // Milestones and tallies stay open to everyone: a hint does not take a first clear away.
        for id in ["tiles.first-clear", "tiles.tiles-1000", "mines.first-win", "play.little-help"] {
            let definition = try #require(catalog.definition(id: "net.clearfield." + id))
            #expect(!Self.isGated(definition), "\(id)")
        }
        // The gate is spelled out, never left to "without": ["hintUsed"].
        let events = definitions.flatMap { Self.leaves($0.condition) }.compactMap { condition -> EventCondition? in
            if case .event(let event) = condition { event } else { nil }
        }
        #expect(!events.contains { $0.without.contains { $0.event == "hintUsed" } })
    }

    /// Plays through everything the shipped set asks for and checks each achievement is earned
    /// exactly once: every entry is reachable through the real trackers and evaluator.
    @Test func everyShippedAchievementCanBeEarnedExactlyOnce() throws {
        let catalog = try Self.load().catalog
        var harness = try AchievementHarness(catalog: catalog)

        // Tiles: a quick clean 3-star level with a big score, then a long grind.
        try harness.start(.tiles(level: 1))
        for size in [26, 15, 10] { harness.play([.group(size)], after: 300) }
        harness.play([.group(4), .cleared(level: 1, stars: 3, score: 1_000 + 24 * 24 + 13 * 13 + 64 + 4)], after: 300)
        try harness.finish(.won)
        for level in 2...12 {
            try harness.start(.tiles(level: level))
            harness.play([.hintUsed])
            for _ in 0..<90 { harness.play([.group(12)], after: 1_000) }
            for _ in 0..<5 { harness.play([.undone]); harness.play([.redone]) }
            harness.play([.group(2), .cleared(level: level, stars: 3)], after: 1_000)
            try harness.finish(.won)
        }

        // Mines: classic wins, fast ones, an endless run of 10, chords and flags galore.
        try harness.start(.mines(board: .beginner))
        for _ in 0..<5 { harness.play([.cellsRevealed(count: 1)], after: 200) }
        harness.play([.cellsRevealed(count: 45), .boardCleared(level: 1, threeBV: 30, clicks: 30)], after: 5_000)
        try harness.finish(.won)
        try harness.start(.mines(board: .expert))
        for _ in 0..<120 { harness.play([.flagPlaced(correct: true)], after: 500) }
        for _ in 0..<120 { harness.play([.chorded(revealed: 3)], after: 500) }
        harness.play([.cellsRevealed(count: 200), .boardCleared(level: 1, threeBV: 120, clicks: 300)], after: 10_000)
        try harness.finish(.won)
        try harness.start(.mines(board: .endless))
        for level in 1...10 {
            harness.play([.cellsRevealed(count: 1_000), .boardCleared(level: level, threeBV: 50, clicks: 60)], after: 60_000)
        }
        harness.play([.mineHit], after: 1_000)
        try harness.finish(.lost)
        try harness.start(.mines(board: .custom))
        harness.play([.hintUsed])
        harness.tick(after: 2_400_000)
        harness.play([.cellsRevealed(count: 10), .boardCleared(level: 1, threeBV: 5, clicks: 5)], after: 1_000)
        try harness.finish(.won)

        // Dailies: thirty ranked Mines dailies in a row, and the Tiles daily of the last day too.
        for day in 0..<30 {
            try harness.start(StatsContext.mines(board: .intermediate).daily(DailyStreakTests.date(DailyStreakTests.start + day)))
            harness.play([.cellsRevealed(count: 1)])
            try harness.finish(.won)
        }
        try harness.start(StatsContext.tiles(level: 1, pack: "daily").daily(DailyStreakTests.date(DailyStreakTests.start + 29)))
        harness.play([.group(2)])
        try harness.finish(.won)

        let counts = Dictionary(grouping: harness.unlocked, by: \.id).mapValues(\.count)
        let missing = catalog.definitions.map(\.id).filter { counts[$0] == nil }
        #expect(missing.isEmpty, "never earned: \(missing)")
        for definition in catalog.definitions where !definition.repeatable {
            #expect(counts[definition.id, default: 0] <= 1, "\(definition.id) earned \(counts[definition.id, default: 0]) times")
        }
        let summary = harness.player.achievements.summary
        #expect(summary.earned == catalog.count)
        #expect(summary.points == catalog.totalPoints)
    }
}
