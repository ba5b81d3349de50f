import GameCore

/// A game with a daily challenge, named by its registry id (`GameKind`): what the ledger's rows,
/// the daily boards (`<id>.daily.DATE`) and the seeds' text spell. Which games have one, and
/// what their challenge is, the games' descriptors say (`GameDaily`, listed in `DailyGames`).
public struct DailyGame: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(_ kind: GameKind) {
        rawValue = kind.rawValue
    }

    public var kind: GameKind { GameKind(rawValue: rawValue) }

    public var description: String { rawValue }

    public static func < (lhs: DailyGame, rhs: DailyGame) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
