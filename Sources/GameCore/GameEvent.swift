/// Something that happened in a game. Rules and the session emit these; stats, achievements,
/// saving and the screen only listen. Nothing here is derived later from the board, so a
/// listener never needs to look inside a game.
///
/// The set of events is open: the session's own events are declared below, and each game
/// declares its events in its own module as static constructors over a name and up to
/// `Values.count` integers (`GameEvent.groupRemoved(size:color:points:)` in Tiles), with typed
/// accessors for code that reads them. An event is plain bits (an interned name and five
/// integers): a turn's events are copied and matched without allocating or reference counting.
public struct GameEvent: Hashable, Sendable, CustomStringConvertible {
    /// An event's name: stable, used by achievement conditions and debugging dumps.
    public struct Name: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        public let interned: InternedName

        public init(_ rawValue: String) {
            interned = InternedName(rawValue)
        }

        public var rawValue: String { interned.rawValue }
        /// A small number standing for the name in this process (see `InternedName`).
        public var code: Int { Int(interned.code) }
        public var description: String { rawValue }

        public static func < (lhs: Name, rhs: Name) -> Bool { lhs.interned < rhs.interned }

        public init(from decoder: Decoder) throws {
            interned = try InternedName(from: decoder)
        }

        public func encode(to encoder: Encoder) throws {
            try interned.encode(to: encoder)
        }
    }

    /// The payload: a fixed number of integers whose meaning the event's declaration gives
    /// (flags as 0/1, choices as positions, games as interned names).
    public struct Values: Hashable, Sendable {
        public static let count = 5
        private let first, second, third, fourth, fifth: Int

        public init(_ first: Int = 0, _ second: Int = 0, _ third: Int = 0, _ fourth: Int = 0, _ fifth: Int = 0) {
            (self.first, self.second, self.third, self.fourth, self.fifth) = (first, second, third, fourth, fifth)
        }

        /// The value at `position`; 0 outside the payload.
        @inline(__always)
        public subscript(position: Int) -> Int {
            switch position {
            case 0: first
            case 1: second
            case 2: third
            case 3: fourth
            case 4: fifth
            default: 0
            }
        }

        var all: [Int] { [first, second, third, fourth, fifth] }
    }

    public let name: Name
    public let values: Values

    public init(_ name: Name, _ first: Int = 0, _ second: Int = 0, _ third: Int = 0, _ fourth: Int = 0,
                _ fifth: Int = 0) {
        self.name = name
        self.values = Values(first, second, third, fourth, fifth)
    }

    public init(_ name: Name, values: Values) {
        self.name = name
        self.values = values
    }

    public var description: String {
        var used = values.all
        while used.last == 0 { used.removeLast() }
        return used.isEmpty ? name.rawValue : "\(name.rawValue)(\(used.map(String.init).joined(separator: ", ")))"
    }
}

extension GameEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, values
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(Name.self, forKey: .name)
        let list = try container.decodeIfPresent([Int].self, forKey: .values) ?? []
        guard list.count <= Values.count else {
            throw DecodingError.dataCorruptedError(forKey: .values, in: container,
                                                   debugDescription: "more than \(Values.count) values")
        }
        let padded = list + Array(repeating: 0, count: Values.count - list.count)
        self.init(name, padded[0], padded[1], padded[2], padded[3], padded[4])
    }

    /// `{"name": "groupRemoved", "values": [3, 2, 40]}`, trailing zeros left out.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        var used = values.all
        while used.last == 0 { used.removeLast() }
        if !used.isEmpty { try container.encode(used, forKey: .values) }
    }
}
