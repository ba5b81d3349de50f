import GameCore

// The JSON form of achievement definitions. Hand-written so that each kind of condition reads
// naturally in the asset file and every mistake in it gets a message that says what is wrong.
//
// assets/achievements.json:
//   {"version": 1, "achievements": [ENTRY, ...]}
// ENTRY:
//   {"id": "net.clearfield.tiles.landslide",            reverse-DNS, stable forever
//    "title": "...", "description": "...",               description: shown before earning
//    "earnedDescription": "...",                         shown after earning
//    "points": 15,                                       1–100; all entries together ≤ 1000
//    "hidden": false, "repeatable": false,               optional, default false
//    "unit": "tiles",                                    optional noun after progress numbers
//    "condition": CONDITION}
// CONDITION, exactly one kind:
//   {"stat": "tiles.tilesCleared", "scope": "total", "atLeast": 1000}
//   {"stat": ["tiles.playTime", "mines.playTime"], "scope": "total", "atLeast": 300000}   counters, summed
//   {"stat": "mines.bestTime.expert", "scope": "total", "atMost": 600000}               a value under a limit
//       scope "game": the game being played; "total": lifetime, the game in play included.
//   {"all": [CONDITION, ...]}    {"any": [CONDITION, ...]}
//   {"event": "groupRemoved", "where": [{"field": "size", "atLeast": 10}],
//    "count": 3, "withinMs": 2000,                       N matching moves, first to last ≤ T ms
//    "without": ["undone", {"event": "hintUsed"}],        none of these earlier in the game
//    "game": "tiles"}                                     only in games of this kind
//       filters: {"field": F, "equals" | "atLeast" | "atMost": value}; flags take true/false,
//       named fields ("game", "outcome") take their names with "equals".
//   {"unassisted": true}         only in a game without a hint; a gate that goes inside "all",
//       beside the conditions it qualifies: {"all": [{"event": "levelCleared"}, {"unassisted": true}]}.
//       Every achievement that rewards skill or speed carries it (the shipped-file tests check).
// Unknown keys are errors, not ignored: a misspelt "withinMS" would otherwise change the meaning.

/// Keys are the JSON names, looked up by string so one container reads any condition kind.
struct JSONKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

private func corrupted(_ container: KeyedDecodingContainer<JSONKey>, _ message: String) -> DecodingError {
    DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: message))
}

/// Exactly one of `keys` must be present; returns it.
private func oneOf(_ keys: [String], in container: KeyedDecodingContainer<JSONKey>, what: String) throws -> String {
    let present = keys.filter { container.contains(JSONKey($0)) }
    guard present.count == 1 else {
        let list = keys.map { "'\($0)'" }.joined(separator: ", ")
        throw corrupted(container, present.isEmpty ? "\(what) needs one of \(list)"
                                                   : "\(what) has more than one of \(list)")
    }
    return present[0]
}

/// A misspelt key must not be ignored silently: it would change what an achievement means.
private func rejectUnknownKeys(_ container: KeyedDecodingContainer<JSONKey>, known: Set<String>) throws {
    if let unknown = container.allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) {
        throw corrupted(container, "unknown key '\(unknown)'")
    }
}

extension AchievementDefinition: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        id = try container.decode(String.self, forKey: JSONKey("id"))
        title = try container.decode(String.self, forKey: JSONKey("title"))
        description = try container.decode(String.self, forKey: JSONKey("description"))
        earnedDescription = try container.decode(String.self, forKey: JSONKey("earnedDescription"))
        points = try container.decode(Int.self, forKey: JSONKey("points"))
        hidden = try container.decodeIfPresent(Bool.self, forKey: JSONKey("hidden")) ?? false
        repeatable = try container.decodeIfPresent(Bool.self, forKey: JSONKey("repeatable")) ?? false
        unit = try container.decodeIfPresent(String.self, forKey: JSONKey("unit"))
        condition = try container.decode(AchievementCondition.self, forKey: JSONKey("condition"))
        try rejectUnknownKeys(container, known: ["id", "title", "description", "earnedDescription", "points",
                                                 "hidden", "repeatable", "unit", "condition"])
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(id, forKey: JSONKey("id"))
        try container.encode(title, forKey: JSONKey("title"))
        try container.encode(description, forKey: JSONKey("description"))
        try container.encode(earnedDescription, forKey: JSONKey("earnedDescription"))
        try container.encode(points, forKey: JSONKey("points"))
        try container.encode(hidden, forKey: JSONKey("hidden"))
        try container.encode(repeatable, forKey: JSONKey("repeatable"))
        try container.encodeIfPresent(unit, forKey: JSONKey("unit"))
        try container.encode(condition, forKey: JSONKey("condition"))
    }
}

extension AchievementCondition: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        switch try oneOf(["stat", "all", "any", "event", "unassisted"], in: container, what: "a condition") {
        case "unassisted":
            try rejectUnknownKeys(container, known: ["unassisted"])
            guard try container.decode(Bool.self, forKey: JSONKey("unassisted")) else {
                throw corrupted(container, "'unassisted' is written as true (leave it out otherwise)")
            }
            self = .unassisted
        case "all":
            try rejectUnknownKeys(container, known: ["all"])
            self = .all(try container.decode([AchievementCondition].self, forKey: JSONKey("all")))
        case "any":
            try rejectUnknownKeys(container, known: ["any"])
            self = .any(try container.decode([AchievementCondition].self, forKey: JSONKey("any")))
        case "event": self = .event(try EventCondition(from: container))
        default: self = .stat(try StatCondition(from: container))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .stat(let condition): try condition.encode(into: &container)
        case .all(let children): try container.encode(children, forKey: JSONKey("all"))
        case .any(let children): try container.encode(children, forKey: JSONKey("any"))
        case .event(let condition): try condition.encode(into: &container)
        case .unassisted: try container.encode(true, forKey: JSONKey("unassisted"))
        }
    }
}

extension StatCondition {
    init(from container: KeyedDecodingContainer<JSONKey>) throws {
        try rejectUnknownKeys(container, known: ["stat", "scope", "atLeast", "atMost"])
        if let single = try? container.decode(String.self, forKey: JSONKey("stat")) {
            stats = [single]
        } else {
            stats = try container.decode([String].self, forKey: JSONKey("stat"))
        }
        scope = try container.decode(Scope.self, forKey: JSONKey("scope"))
        switch try oneOf(["atLeast", "atMost"], in: container, what: "a stat condition") {
        case "atMost": comparison = .atMost(try container.decode(Int64.self, forKey: JSONKey("atMost")))
        default: comparison = .atLeast(try container.decode(Int64.self, forKey: JSONKey("atLeast")))
        }
    }

    func encode(into container: inout KeyedEncodingContainer<JSONKey>) throws {
        if stats.count == 1 {
            try container.encode(stats[0], forKey: JSONKey("stat"))
        } else {
            try container.encode(stats, forKey: JSONKey("stat"))
        }
        try container.encode(scope, forKey: JSONKey("scope"))
        switch comparison {
        case .atLeast(let target): try container.encode(target, forKey: JSONKey("atLeast"))
        case .atMost(let target): try container.encode(target, forKey: JSONKey("atMost"))
        }
    }
}

extension EventCondition {
    init(from container: KeyedDecodingContainer<JSONKey>) throws {
        try rejectUnknownKeys(container, known: ["event", "where", "count", "withinMs", "without", "game"])
        pattern = EventPattern(event: try container.decode(String.self, forKey: JSONKey("event")),
                               filters: try container.decodeIfPresent([EventFilter].self, forKey: JSONKey("where")) ?? [])
        count = try container.decodeIfPresent(Int.self, forKey: JSONKey("count")) ?? 1
        withinMilliseconds = try container.decodeIfPresent(Int64.self, forKey: JSONKey("withinMs"))
        without = try container.decodeIfPresent([EventPattern].self, forKey: JSONKey("without")) ?? []
        game = try container.decodeIfPresent(GameKind.self, forKey: JSONKey("game"))
    }

    func encode(into container: inout KeyedEncodingContainer<JSONKey>) throws {
        try container.encode(pattern.event, forKey: JSONKey("event"))
        if !pattern.filters.isEmpty { try container.encode(pattern.filters, forKey: JSONKey("where")) }
        if count != 1 { try container.encode(count, forKey: JSONKey("count")) }
        try container.encodeIfPresent(withinMilliseconds, forKey: JSONKey("withinMs"))
        if !without.isEmpty { try container.encode(without, forKey: JSONKey("without")) }
        try container.encodeIfPresent(game, forKey: JSONKey("game"))
    }
}

/// A pattern is written as a bare event name, or as `{"event": ..., "where": [...]}`.
extension EventPattern: Codable {
    public init(from decoder: Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self.init(event: name)
            return
        }
        let container = try decoder.container(keyedBy: JSONKey.self)
        try rejectUnknownKeys(container, known: ["event", "where"])
        self.init(event: try container.decode(String.self, forKey: JSONKey("event")),
                  filters: try container.decodeIfPresent([EventFilter].self, forKey: JSONKey("where")) ?? [])
    }

    public func encode(to encoder: Encoder) throws {
        if filters.isEmpty {
            var container = encoder.singleValueContainer()
            try container.encode(event)
        } else {
            var container = encoder.container(keyedBy: JSONKey.self)
            try container.encode(event, forKey: JSONKey("event"))
            try container.encode(filters, forKey: JSONKey("where"))
        }
    }
}

/// `{"field": "size", "atLeast": 10}`.
extension EventFilter: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        try rejectUnknownKeys(container, known: Set(["field"] + Test.allCases.map(\.rawValue)))
        field = try container.decode(String.self, forKey: JSONKey("field"))
        let testName = try oneOf(Test.allCases.map(\.rawValue), in: container, what: "a filter")
        test = Test(rawValue: testName) ?? .equals
        let key = JSONKey(testName)
        if let number = try? container.decode(Int64.self, forKey: key) {
            value = .number(number)
        } else if let flag = try? container.decode(Bool.self, forKey: key) {
            value = .number(flag ? 1 : 0)
        } else {
            value = .name(try container.decode(String.self, forKey: key))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(field, forKey: JSONKey("field"))
        switch value {
        case .number(let number): try container.encode(number, forKey: JSONKey(test.rawValue))
        case .name(let name): try container.encode(name, forKey: JSONKey(test.rawValue))
        }
    }
}
