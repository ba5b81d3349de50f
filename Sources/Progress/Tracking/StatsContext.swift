import GameCore

/// What the stats need to know about a game that its events do not say: which game, and a
/// detail the game defines (the Tiles level, the Mines board). Given once when the game starts
/// and saved with the tracker.
///
/// Coded as one flat dictionary: `game` holds the kind and every detail sits beside it under
/// its own key (`{"game": "tiles", "level": 7}`), the layout saves of format 1 hold.
public struct StatsContext: Hashable, Sendable, CustomStringConvertible {
    /// A detail's value: a number or a name.
    public enum Value: Hashable, Sendable {
        case number(Int)
        case name(String)
    }

    public let kind: GameKind
    public let detail: [String: Value]

    /// `detail` may not use the key `game`, which holds the kind.
    public init(kind: GameKind, detail: [String: Value] = [:]) {
        self.kind = kind
        self.detail = detail.filter { $0.key != CodingKeys.game }
    }

    public func number(_ key: String) -> Int? {
        if case .number(let value)? = detail[key] { value } else { nil }
    }

    public func name(_ key: String) -> String? {
        if case .name(let value)? = detail[key] { value } else { nil }
    }

    public var description: String {
        // A map's fingerprint tells results apart, not games to a reader.
        let parts = detail.filter { $0.key != LevelPlace.mapKey }.sorted { $0.key < $1.key }.map { key, value -> String in
            switch value {
            case .number(let number): "\(key): \(number)"
            case .name(let name): "\(key): \(name)"
            }
        }
        return parts.isEmpty ? kind.rawValue : "\(kind.rawValue) (\(parts.joined(separator: ", ")))"
    }
}

extension StatsContext: Codable {
    fileprivate enum CodingKeys {
        static let game = "game"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let kind = try container.decode(GameKind.self, forKey: JSONKey(CodingKeys.game))
        var detail: [String: Value] = [:]
        for key in container.allKeys where key.stringValue != CodingKeys.game {
            if let number = try? container.decode(Int.self, forKey: key) {
                detail[key.stringValue] = .number(number)
            } else {
                detail[key.stringValue] = .name(try container.decode(String.self, forKey: key))
            }
        }
        self.init(kind: kind, detail: detail)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(kind, forKey: JSONKey(CodingKeys.game))
        for (key, value) in detail {
            switch value {
            case .number(let number): try container.encode(number, forKey: JSONKey(key))
            case .name(let name): try container.encode(name, forKey: JSONKey(key))
            }
        }
    }
}
