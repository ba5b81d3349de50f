import GameCore

/// The events achievement conditions may name, and the payload fields their filters may test.
///
/// Conditions are matched on the per-turn path, so an event is reduced to a small integer kind
/// and its fields to integers here, once, by a switch: no strings are hashed per event.
enum EventVocabulary {
    enum FieldType: Sendable, Equatable {
        case number
        case flag
        /// A field whose values are names, compared by their position in `choices`.
        case choice([String])
    }

    struct Field: Sendable, Equatable {
        let name: String
        let type: FieldType
    }

    struct Kind: Sendable, Equatable {
        let name: String
        let fields: [Field]
    }

    private static let games = GameKind.allCases.map(\.rawValue)
    private static let outcomes = ["won", "lost", "abandoned"]

    /// Every event, in the order of `index(of:)`.
    static let kinds: [Kind] = [
        Kind(name: "gameStarted", fields: [Field(name: "game", type: .choice(games))]),
        Kind(name: "undone", fields: []),
        Kind(name: "redone", fields: []),
        Kind(name: "restarted", fields: []),
        Kind(name: "hintUsed", fields: []),
        Kind(name: "gameEnded", fields: [Field(name: "game", type: .choice(games)),
                                         Field(name: "outcome", type: .choice(outcomes))]),
        Kind(name: "groupRemoved", fields: [Field(name: "size", type: .number), Field(name: "color", type: .number),
                                            Field(name: "points", type: .number)]),
        Kind(name: "levelCleared", fields: [Field(name: "level", type: .number), Field(name: "score", type: .number),
                                            Field(name: "moves", type: .number), Field(name: "stars", type: .number),
                                            Field(name: "bonus", type: .number)]),
        Kind(name: "boardStuck", fields: []),
        Kind(name: "cellsRevealed", fields: [Field(name: "count", type: .number)]),
        Kind(name: "flagPlaced", fields: [Field(name: "correct", type: .flag)]),
        Kind(name: "flagRemoved", fields: [Field(name: "correct", type: .flag)]),
        Kind(name: "chorded", fields: [Field(name: "revealed", type: .number)]),
        Kind(name: "mineHit", fields: []),
        Kind(name: "boardCleared", fields: [Field(name: "level", type: .number), Field(name: "threeBV", type: .number),
                                            Field(name: "clicks", type: .number)]),
    ]

    static let kindIndices: [String: Int] = Dictionary(uniqueKeysWithValues: kinds.enumerated().map { ($1.name, $0) })

    @inline(__always)
    static func index(of event: GameEvent) -> Int {
        switch event {
        case .gameStarted: 0
        case .undone: 1
        case .redone: 2
        case .restarted: 3
        case .hintUsed: 4
        case .gameEnded: 5
        case .groupRemoved: 6
        case .levelCleared: 7
        case .boardStuck: 8
        case .cellsRevealed: 9
        case .flagPlaced: 10
        case .flagRemoved: 11
        case .chorded: 12
        case .mineHit: 13
        case .boardCleared: 14
        }
    }

    /// The value of a payload field by its position in the kind's `fields`; 0 when absent.
    @inline(__always)
    static func field(_ position: Int, of event: GameEvent) -> Int64 {
        switch event {
        case .gameStarted(let game):
            Int64(code(of: game))
        case .gameEnded(let game, let outcome):
            position == 0 ? Int64(code(of: game)) : Int64(code(of: outcome))
        case .groupRemoved(let size, let color, let points):
            Int64(pick(position, size, color, points))
        case .levelCleared(let level, let score, let moves, let stars, let bonus):
            Int64(pick(position, level, score, moves, stars, bonus))
        case .cellsRevealed(let count):
            Int64(count)
        case .flagPlaced(let correct), .flagRemoved(let correct):
            correct ? 1 : 0
        case .chorded(let revealed):
            Int64(revealed)
        case .boardCleared(let level, let threeBV, let clicks):
            Int64(pick(position, level, threeBV, clicks))
        case .undone, .redone, .restarted, .hintUsed, .boardStuck, .mineHit:
            0
        }
    }

    /// The value at a position without building an array on the per-turn path.
    @inline(__always)
    private static func pick(_ position: Int, _ a: Int, _ b: Int, _ c: Int, _ d: Int = 0, _ e: Int = 0) -> Int {
        switch position {
        case 0: a
        case 1: b
        case 2: c
        case 3: d
        default: e
        }
    }

    static func code(of game: GameKind) -> Int {
        GameKind.allCases.firstIndex(of: game) ?? 0
    }

    static func code(of outcome: GameOutcome) -> Int {
        switch outcome {
        case .won: 0
        case .lost: 1
        case .abandoned: 2
        }
    }
}
