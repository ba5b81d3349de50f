import GameCore

/// The part of achievement conditions that lives inside one game: event counts, what has
/// ruled a condition out in this game, and the instants of recent matching turns for
/// quick-succession windows. Saved with the game, so a resumed game goes on where it was.
public struct GameConditionState: Equatable, Sendable {
    public let kind: GameKind
    /// The catalog this was built for; under another catalog the state starts over.
    let fingerprint: UInt64
    var turn: Int
    var nodes: [Node]

    struct Node: Equatable, Sendable {
        var count = 0
        var ruledOut = false
        var lastTurn = 0
        /// Instants (ns) of the most recent matching turns, at most `count` of the condition,
        /// used as a ring. Not saved: monotonic instants mean nothing in another process.
        var recent: [UInt64] = []
        var next = 0

        /// Equal when the saved parts are: the transient instants do not make a game differ.
        static func == (lhs: Node, rhs: Node) -> Bool {
            lhs.count == rhs.count && lhs.ruledOut == rhs.ruledOut && lhs.lastTurn == rhs.lastTurn
        }
    }

    init(kind: GameKind, catalog: AchievementCatalog) {
        self.kind = kind
        self.fingerprint = catalog.fingerprint
        self.turn = 0
        self.nodes = Array(repeating: Node(), count: catalog.eventNodes.count)
    }

    /// This state if it was made for `catalog`, else a fresh one for the same game.
    func adapted(to catalog: AchievementCatalog) -> GameConditionState {
        fingerprint == catalog.fingerprint && nodes.count == catalog.eventNodes.count
            ? self : GameConditionState(kind: kind, catalog: catalog)
    }
}

extension GameConditionState.Node {
    /// Records a matching turn at `instant`; returns nothing, the caller re-evaluates.
    @inline(__always)
    mutating func push(_ instant: UInt64, capacity: Int) {
        count += 1
        if recent.count < capacity {
            recent.append(instant)
            next = recent.count % capacity
        } else {
            recent[next] = instant
            next = (next + 1) % capacity
        }
    }

    /// How many of the recent matching turns lie within `window` of the newest, and whether
    /// `needed` of them do. Inclusive: turns exactly `window` apart are within it.
    func windowed(_ window: UInt64, needed: Int) -> (inWindow: Int, satisfied: Bool) {
        guard !recent.isEmpty else { return (0, false) }
        let newest = recent[(next + recent.count - 1) % recent.count]
        var inWindow = 0
        for instant in recent where instant <= newest && newest - instant <= window {
            inWindow += 1
        }
        return (inWindow, inWindow >= needed)
    }
}

extension GameConditionState: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, fingerprint, turn, nodes
    }

    private enum NodeKeys: String, CodingKey {
        case count, ruledOut = "ruled_out", lastTurn = "last_turn"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(GameKind.self, forKey: .kind)
        let hex = try container.decode(String.self, forKey: .fingerprint)
        guard let fingerprint = DefinitionHash.parseHex(hex) else {
            throw DecodingError.dataCorruptedError(forKey: .fingerprint, in: container,
                                                   debugDescription: "'\(hex)' is not 16 hex digits")
        }
        self.fingerprint = fingerprint
        turn = try container.decode(Int.self, forKey: .turn)
        var list = try container.nestedUnkeyedContainer(forKey: .nodes)
        var nodes: [Node] = []
        while !list.isAtEnd {
            let node = try list.nestedContainer(keyedBy: NodeKeys.self)
            nodes.append(Node(count: try node.decode(Int.self, forKey: .count),
                              ruledOut: try node.decode(Bool.self, forKey: .ruledOut),
                              lastTurn: try node.decode(Int.self, forKey: .lastTurn)))
        }
        self.nodes = nodes
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(DefinitionHash.hex(fingerprint), forKey: .fingerprint)
        try container.encode(turn, forKey: .turn)
        var list = container.nestedUnkeyedContainer(forKey: .nodes)
        for node in nodes {
            var entry = list.nestedContainer(keyedBy: NodeKeys.self)
            try entry.encode(node.count, forKey: .count)
            try entry.encode(node.ruledOut, forKey: .ruledOut)
            try entry.encode(node.lastTurn, forKey: .lastTurn)
        }
    }
}
