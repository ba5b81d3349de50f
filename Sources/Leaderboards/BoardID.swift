/// The stable name of one leaderboard: `mines.endless`, `mines.expert.noguess`,
/// `tiles.level.12`, `tiles.total`. Stored in every ranked row, so a board's raw value never
/// changes. Each game declares its own boards (its `RankingRules`); nothing here lists them.
public struct BoardID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible,
                       ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The game part of the name (`mines` for `mines.endless`).
    public var gameKey: String { String(rawValue.prefix { $0 != "." }) }

    public static func < (lhs: BoardID, rhs: BoardID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}
