/// How a stat combines new values, and what "no value yet" means for it.
public enum StatKind: String, Codable, Sendable, CaseIterable {
    /// Sums: tiles cleared, moves, play time. Starts at 0.
    case counter
    /// Keeps the largest value seen: largest group, best level. Has no value until one is recorded.
    case maximum
    /// Keeps the smallest value seen: best time. Has no value until one is recorded, so a
    /// best time of 0 ms is never confused with "not played yet".
    case minimum
    /// A fixed-point rate in thousandths (3BV/s × 1000); combines like `maximum` (the best rate).
    case rate

    /// Whether a fresh stat of this kind already has a value (0) or waits for its first one.
    public var startsAtZero: Bool { self == .counter }
}

/// What a stat's integer means, so screens can show it in human units.
public enum StatUnit: String, Codable, Sendable, CaseIterable {
    /// A plain count or score.
    case count
    /// A duration in milliseconds, shown as m:ss.
    case milliseconds
    /// A fixed-point value in thousandths, shown with 2 decimals.
    case thousandths
}

/// One registered stat: its name (the key everywhere: code, database rows, achievement
/// conditions), how it combines, its unit, and a label for screens.
public struct StatDefinition: Hashable, Sendable {
    public let name: String
    public let kind: StatKind
    public let unit: StatUnit
    public let label: String

    public init(name: String, kind: StatKind, unit: StatUnit = .count, label: String) {
        self.name = name
        self.kind = kind
        self.unit = kind == .rate ? .thousandths : unit
        self.label = label
    }

    /// Names are identifiers, not prose: letters, digits, dots, dashes and underscores,
    /// so they survive as database keys and JSON references unchanged.
    static func isValidName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 64 else { return false }
        return name.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2E || byte == 0x2D || byte == 0x5F
        }
    }
}

/// A stat resolved once to its position in the contiguous value storage: the fast path for
/// per-turn updates. Handles come only from a registry or a schema lookup.
public struct StatHandle: Hashable, Sendable, CustomStringConvertible {
    public let index: Int

    init(index: Int) {
        self.index = index
    }

    public var description: String { "#\(index)" }
}

/// Everything that can go wrong with stats, each naming what it is about.
public enum StatsError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownStat(String)
    case duplicateStat(String)
    case invalidStatName(String)
    case schemaMismatch(expected: String, found: String)
    case alreadyFinished
    case unknownGameContext(String)

    public var description: String {
        switch self {
        case .unknownStat(let name): "unknown stat '\(name)'"
        case .duplicateStat(let name): "stat '\(name)' is registered twice"
        case .invalidStatName(let name): "'\(name)' is not a valid stat name (letters, digits, '.', '-', '_'; at most 64)"
        case .schemaMismatch(let expected, let found): "stats of '\(found)' used where '\(expected)' was expected"
        case .alreadyFinished: "this game's stats were already rolled over"
        case .unknownGameContext(let detail): "unknown game context: \(detail)"
        }
    }
}
