/// Which game something belongs to: an open set. Each game declares its own kind in its module
/// (`extension GameKind { public static let tiles = GameKind(rawValue: "tiles") }`), so nothing
/// here lists the games; lists of games are values handed in by whoever assembles the program.
///
/// The raw value is stored in saves and the database, so a game's raw value never changes.
public struct GameKind: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: GameKind, rhs: GameKind) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}

/// How a game ended.
public enum GameOutcome: String, Codable, Sendable, CaseIterable {
    case won, lost, abandoned
}
