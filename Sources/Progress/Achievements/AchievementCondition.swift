import GameCore

/// When an achievement is earned, declared as data (assets/achievements.json): adding an
/// achievement is a JSON edit, never a code change.
public indirect enum AchievementCondition: Equatable, Sendable {
    /// One stat, or the sum of several counters, compared with a target.
    case stat(StatCondition)
    /// Every one of these.
    case all([AchievementCondition])
    /// At least one of these.
    case any([AchievementCondition])
    /// Events within one game: N of them, optionally within a time window, optionally only
    /// while certain other events have not happened in that game.
    case event(EventCondition)
    /// In a game without a hint (an assisted game never earns it): a gate, written inside `all`
    /// beside what it qualifies. The game's catalog names its hint stat (`GameStatsCatalog.hints`).
    case unassisted
}

/// `{"stat": "tiles.tilesCleared", "scope": "total", "atLeast": 1000}`.
public struct StatCondition: Equatable, Sendable {
    public enum Scope: String, Codable, Sendable {
        /// The game being played (its per-game stats).
        case game
        /// Lifetime totals, including the game being played as if it ended now.
        case total
    }

    public enum Comparison: Equatable, Sendable {
        /// Reached when the value is at least the target; progress counts up to it.
        case atLeast(Int64)
        /// Reached when a value exists and is at most the target (a best time under a limit).
        case atMost(Int64)
    }

    /// One name, or several counters that are summed (play time across both games).
    public var stats: [String]
    public var scope: Scope
    public var comparison: Comparison

    public init(stats: [String], scope: Scope, comparison: Comparison) {
        self.stats = stats
        self.scope = scope
        self.comparison = comparison
    }
}

/// Which events a condition is about: a name and optional tests on the payload
/// (`groupRemoved` with `size` at least 10).
public struct EventPattern: Equatable, Sendable {
    public var event: String
    public var filters: [EventFilter]

    public init(event: String, filters: [EventFilter] = []) {
        self.event = event
        self.filters = filters
    }
}

public struct EventFilter: Equatable, Sendable {
    public enum Test: String, Codable, Sendable, CaseIterable {
        case equals, atLeast, atMost
    }

    /// A number (booleans read as 0 and 1) or a name (`"won"`, `"mines"`).
    public enum Value: Equatable, Sendable {
        case number(Int64)
        case name(String)
    }

    public var field: String
    public var test: Test
    public var value: Value

    public init(field: String, test: Test, value: Value) {
        self.field = field
        self.test = test
        self.value = value
    }
}

/// `{"event": "groupRemoved", "count": 3, "withinMs": 2000}` (quick succession), or
/// `{"event": "levelCleared", "without": ["undone", "hintUsed"]}` (in one game without).
///
/// Counts restart with every game. At most one matching event counts per turn, so "5 cells
/// within a second" means 5 separate moves. A window holds when the last `count` matching
/// turns are at most `withinMilliseconds` apart, first to last (inclusive: exactly T counts).
public struct EventCondition: Equatable, Sendable {
    public var pattern: EventPattern
    public var count: Int
    public var withinMilliseconds: Int64?
    /// Events that, once they happen in a game, rule the condition out for the rest of it.
    public var without: [EventPattern]
    /// Only in games of this kind (events such as `hintUsed` happen in every game); a registered game.
    public var game: GameKind?

    public init(pattern: EventPattern, count: Int = 1, withinMilliseconds: Int64? = nil,
                without: [EventPattern] = [], game: GameKind? = nil) {
        self.pattern = pattern
        self.count = count
        self.withinMilliseconds = withinMilliseconds
        self.without = without
        self.game = game
    }
}

/// One achievement as declared.
public struct AchievementDefinition: Equatable, Sendable {
    /// Reverse-DNS, stable forever: the key of the player's stored state.
    public var id: String
    public var title: String
    /// Shown before it is earned: what to do.
    public var description: String
    /// Shown once it is earned.
    public var earnedDescription: String
    /// 1–100; all achievements together at most 1000.
    public var points: Int
    /// Masked on screens until it has progress or is earned.
    public var hidden: Bool
    /// Can be earned again each time its condition becomes true anew; counts how often.
    public var repeatable: Bool
    /// The noun after progress numbers ("tiles" in "430 / 1,000 tiles"); optional.
    public var unit: String?
    public var condition: AchievementCondition

    public init(id: String, title: String, description: String, earnedDescription: String, points: Int,
                hidden: Bool = false, repeatable: Bool = false, unit: String? = nil, condition: AchievementCondition) {
        self.id = id
        self.title = title
        self.description = description
        self.earnedDescription = earnedDescription
        self.points = points
        self.hidden = hidden
        self.repeatable = repeatable
        self.unit = unit
        self.condition = condition
    }

    /// A stable hash of what decides earning (the condition only: retitling keeps progress).
    public var definitionHash: UInt64 { DefinitionHash.hash(of: condition) }
}
