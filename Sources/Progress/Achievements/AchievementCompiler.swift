import Foundation
import GameCore

/// Checks one definition at a time and, when it is sound, adds its compiled form. Every problem
/// is collected (not just the first) with the path inside the condition where it is.
struct Compiler {
    static let maximumDepth = 8
    static let maximumChildren = 32
    static let countRange = 1...1000
    static let windowRange: ClosedRange<Int64> = 1...86_400_000

    let games: GameCatalogs
    private(set) var roots: [Int] = []
    private(set) var nodes: [AchievementCatalog.Node] = []
    private(set) var inputs: [AchievementCatalog.StatInput] = []
    private(set) var inputsByAchievement: [[Int]] = []
    private(set) var eventNodes: [AchievementCatalog.EventNode] = []
    private(set) var hooks: [AchievementCatalog.EventHook] = []
    private var inputSlots: [String: Int] = [:]
    private var problems: [String] = []
    private var currentInputs: [Int] = []

    init(games: GameCatalogs) {
        self.games = games
    }

    /// Adds the definition if it is sound; otherwise leaves everything as it was and returns
    /// what is wrong with it.
    mutating func add(_ definition: AchievementDefinition) -> [String] {
        var attempt = self
        attempt.problems = Self.checkFields(of: definition)
        attempt.currentInputs = []
        let achievement = roots.count
        let root = attempt.compile(definition.condition, path: "condition", depth: 1, achievement: achievement)
        guard attempt.problems.isEmpty else { return attempt.problems }
        attempt.roots.append(root)
        attempt.inputsByAchievement.append(attempt.currentInputs)
        self = attempt
        return []
    }

    // MARK: Fields

    static func checkFields(of definition: AchievementDefinition) -> [String] {
        var problems: [String] = []
        if !isReverseDNS(definition.id) {
            problems.append("id '\(definition.id)' is not a reverse-DNS identifier (like 'net.example.game.first-win')")
        }
        for (name, text, limit) in [("title", definition.title, 40), ("description", definition.description, 160),
                                    ("earnedDescription", definition.earnedDescription, 160)] {
            if text.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("\(name) is empty") }
            if text.count > limit { problems.append("\(name) is longer than \(limit) characters") }
        }
        if !AchievementCatalog.pointsRange.contains(definition.points) {
            problems.append("points \(definition.points) are outside 1–100")
        }
        if let unit = definition.unit, unit.isEmpty || unit.count > 16 {
            problems.append("unit must be 1 to 16 characters")
        }
        return problems
    }

    static func isReverseDNS(_ id: String) -> Bool {
        let labels = id.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 3, id.utf8.count <= 100 else { return false }
        return labels.allSatisfy { label in
            guard let first = label.utf8.first, label.utf8.last != UInt8(ascii: "-") else { return false }
            let isLower = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
            let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            return (isLower(first) || isDigit(first))
                && label.utf8.allSatisfy { isLower($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
        }
    }

    // MARK: Conditions

    private mutating func compile(_ condition: AchievementCondition, path: String, depth: Int, achievement: Int,
                                  gateAllowed: Bool = false) -> Int {
        if depth > Self.maximumDepth {
            problems.append("\(path): conditions nest deeper than \(Self.maximumDepth) levels")
            return append(.all([]))
        }
        switch condition {
        case .stat(let stat):
            return append(.stat(inputs: compileStat(stat, path: path), comparison: stat.comparison))
        case .all(let children), .any(let children):
            let name = if case .all = condition { "all" } else { "any" }
            if children.isEmpty || children.count > Self.maximumChildren {
                problems.append("\(path).\(name) must list 1 to \(Self.maximumChildren) conditions")
            }
            // A gate qualifies its siblings: it goes in an `all` that has some.
            let gateAllowed = name == "all" && children.contains { $0 != .unassisted }
            let compiled = children.enumerated().map { position, child in
                compile(child, path: "\(path).\(name)[\(position)]", depth: depth + 1, achievement: achievement,
                        gateAllowed: gateAllowed)
            }
            return append(name == "all" ? .all(compiled) : .any(compiled))
        case .event(let event):
            return append(.event(compileEvent(event, path: path, achievement: achievement)))
        case .unassisted:
            if !gateAllowed {
                problems.append("\(path): 'unassisted' qualifies other conditions; put it in an 'all' beside them")
            }
            return append(.unassisted(hintSlots: compileUnassisted()))
        }
    }

    private mutating func append(_ node: AchievementCatalog.Node) -> Int {
        nodes.append(node)
        return nodes.count - 1
    }

    private mutating func compileStat(_ stat: StatCondition, path: String) -> [Int] {
        if stat.stats.isEmpty { problems.append("\(path): 'stat' names no stat") }
        switch stat.comparison {
        case .atLeast(let target) where target < 1:
            problems.append("\(path): atLeast \(target) is always reached; use a target of 1 or more")
        case .atMost(let target) where target < 0:
            problems.append("\(path): atMost \(target) can never be reached")
        case .atMost where stat.stats.count > 1:
            problems.append("\(path): atMost compares a single stat, not a sum")
        default:
            break
        }
        var slots: [Int] = []
        for name in stat.stats {
            guard let resolved = resolve(name, scope: stat.scope) else {
                let other: StatCondition.Scope = stat.scope == .game ? .total : .game
                let hint = resolve(name, scope: other) != nil ? " (it exists in \(other.rawValue) scope)" : ""
                problems.append("\(path): unknown stat '\(name)' in \(stat.scope.rawValue) scope\(hint)")
                continue
            }
            let definition = resolved.schema.definition(resolved.handle)
            if stat.stats.count > 1 && definition.kind != .counter {
                problems.append("\(path): '\(name)' is a \(definition.kind.rawValue); only counters can be summed")
            }
            slots.append(slot(for: definition, handle: resolved.handle, scope: stat.scope, kind: resolved.kind,
                              live: resolved.live))
        }
        let units = Set(slots.map { inputs[$0].definition.unit })
        if units.count > 1 { problems.append("\(path): summed stats must share one unit") }
        currentInputs.append(contentsOf: slots)
        return slots
    }

    /// The game-scope hint count of each game (by game code), -1 for a game without hints.
    private mutating func compileUnassisted() -> [Int] {
        let slots = games.stats.map { catalog -> Int in
            guard let hints = catalog.hints else { return -1 }
            return slot(for: catalog.game.definition(hints), handle: hints, scope: .game, kind: catalog.kind, live: nil)
        }
        currentInputs.append(contentsOf: slots.filter { $0 >= 0 })
        return slots
    }

    private struct ResolvedStat {
        let kind: GameKind
        let schema: StatSchema
        let handle: StatHandle
        /// For total scope: how the game in progress feeds this total live.
        let live: Rollover.LiveSource?
    }

    /// A game's stat, or in total scope one of the daily streaks (kept beside the games' totals,
    /// never fed live: they move only when a game is rolled over).
    private func resolve(_ name: String, scope: StatCondition.Scope) -> ResolvedStat? {
        for catalog in games.stats {
            let schema = scope == .game ? catalog.game : catalog.totals
            if let handle = schema.handleIfPresent(name) {
                return ResolvedStat(kind: catalog.kind, schema: schema, handle: handle,
                                    live: scope == .total ? catalog.rollover.liveSource(for: handle) : nil)
            }
        }
        if scope == .total, let handle = games.daily.schema.handleIfPresent(name) {
            return ResolvedStat(kind: DailyStreakSchema.kind, schema: games.daily.schema, handle: handle, live: nil)
        }
        return nil
    }

    private mutating func slot(for definition: StatDefinition, handle: StatHandle, scope: StatCondition.Scope,
                               kind: GameKind, live: Rollover.LiveSource?) -> Int {
        let key = scope.rawValue + ":" + definition.name
        if let existing = inputSlots[key] { return existing }
        inputs.append(.init(scope: scope, kind: kind, handle: handle, definition: definition, live: live))
        inputSlots[key] = inputs.count - 1
        return inputs.count - 1
    }

    private mutating func compileEvent(_ event: EventCondition, path: String, achievement: Int) -> Int {
        if !Self.countRange.contains(event.count) {
            problems.append("\(path): count \(event.count) is outside 1–1000")
        }
        if let within = event.withinMilliseconds {
            if !Self.windowRange.contains(within) { problems.append("\(path): withinMs \(within) is outside 1–86400000") }
            if event.count < 2 { problems.append("\(path): withinMs needs a count of 2 or more") }
        }
        if let game = event.game, games.catalog(for: game) == nil {
            let known = games.kinds.map(\.rawValue).joined(separator: ", ")
            problems.append("\(path): unknown game '\(game.rawValue)' (the games: \(known))")
        }
        let match = compilePattern(event.pattern, path: path)
        let node = eventNodes.count
        eventNodes.append(.init(achievement: achievement, match: match, count: event.count,
                                windowNanoseconds: event.withinMilliseconds.map { UInt64($0) * 1_000_000 },
                                game: event.game))
        hooks.append(.init(node: node, pattern: match, rulesOut: false))
        for (position, pattern) in event.without.enumerated() {
            let compiled = compilePattern(pattern, path: "\(path).without[\(position)]")
            hooks.append(.init(node: node, pattern: compiled, rulesOut: true))
        }
        return node
    }

    private mutating func compilePattern(_ pattern: EventPattern, path: String) -> AchievementCatalog.CompiledPattern {
        let vocabulary = games.vocabulary
        guard let kind = vocabulary.kindIndices[pattern.event] else {
            problems.append("\(path): unknown event '\(pattern.event)'")
            return .init(kind: 0, filters: [])
        }
        let fields = vocabulary.kinds[kind].fields
        var filters: [AchievementCatalog.CompiledFilter] = []
        for filter in pattern.filters {
            let label = "\(path): filter on '\(filter.field)' of \(pattern.event)"
            guard let position = fields.firstIndex(where: { $0.name == filter.field }) else {
                let known = fields.isEmpty ? "it has no fields" : "its fields: " + fields.map(\.name).joined(separator: ", ")
                problems.append("\(path): event \(pattern.event) has no field '\(filter.field)' (\(known))")
                continue
            }
            switch (fields[position].type, filter.value) {
            case (.number, .number(let value)):
                filters.append(.init(field: position, test: filter.test, value: value))
            case (.flag, .number(let value)) where (value == 0 || value == 1) && filter.test == .equals:
                filters.append(.init(field: position, test: .equals, value: value))
            case (.game, .name(let name)) where filter.test == .equals:
                if let game = vocabulary.games.first(where: { $0.rawValue == name }) {
                    // Compared with the interned kind `GameEvent.gameStarted` stores.
                    filters.append(.init(field: position, test: .equals, value: Int64(InternedName(game.rawValue).code)))
                } else {
                    problems.append("\(label): '\(name)' is not one of \(vocabulary.games.map(\.rawValue).joined(separator: ", "))")
                }
            case (.choice(let choices), .name(let name)) where filter.test == .equals:
                if let code = choices.firstIndex(of: name) {
                    filters.append(.init(field: position, test: .equals, value: Int64(code)))
                } else {
                    problems.append("\(label): '\(name)' is not one of \(choices.joined(separator: ", "))")
                }
            case (.flag, _):
                problems.append("\(label): a flag is tested with equals true or false")
            case (.choice(let choices), _):
                problems.append("\(label): test with equals one of \(choices.joined(separator: ", "))")
            case (.game, _):
                problems.append("\(label): test with equals one of \(vocabulary.games.map(\.rawValue).joined(separator: ", "))")
            case (.number, .name(let name)):
                problems.append("\(label): '\(name)' is not a number")
            }
        }
        return .init(kind: kind, filters: filters)
    }
}
