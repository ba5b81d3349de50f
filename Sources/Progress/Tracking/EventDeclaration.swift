import GameCore

/// One event as achievement conditions may name it: its name and what its payload values mean.
/// Each game declares its own events next to their constructors; the session's are below.
public struct EventDeclaration: Sendable, Equatable {
    public enum FieldType: Sendable, Equatable {
        case number
        /// 0 or 1; conditions test it with true or false.
        case flag
        /// A position in `choices`; conditions test it with one of the names.
        case choice([String])
        /// A game's kind as `GameEvent.gameStarted` stores it; conditions name one of the
        /// registered games.
        case game
    }

    public struct Field: Sendable, Equatable {
        public let name: String
        public let type: FieldType

        public init(_ name: String, _ type: FieldType = .number) {
            self.name = name
            self.type = type
        }
    }

    public let name: GameEvent.Name
    /// In payload order: field `n` is `GameEvent.values[n]`.
    public let fields: [Field]

    public init(_ name: GameEvent.Name, fields: [Field] = []) {
        self.name = name
        self.fields = fields
    }

    /// The session layer's events, the same in every game.
    public static let sessionEvents: [EventDeclaration] = [
        EventDeclaration(.gameStarted, fields: [Field("game", .game)]),
        EventDeclaration(.undone),
        EventDeclaration(.redone),
        EventDeclaration(.restarted),
        EventDeclaration(.hintUsed),
        EventDeclaration(.gameEnded, fields: [Field("game", .game),
                                              Field("outcome", .choice(GameOutcome.allCases.map(\.rawValue)))]),
    ]
}

/// Every event conditions may name: the session's and the registered games'.
///
/// Conditions are matched on the per-turn path, so an event's name is turned into a position
/// here by its interned code (an array index, no string hashed per event).
struct EventVocabulary: Sendable {
    let kinds: [EventDeclaration]
    let kindIndices: [String: Int]
    /// Position in `kinds` by `GameEvent.Name.code`; -1 for a name not declared.
    private let indexByCode: [Int]
    /// The registered games' kinds, for `game` fields.
    let games: [GameKind]

    /// Declarations taken as they are (known sound), for a value that cannot throw.
    static func unchecked(_ declarations: [EventDeclaration]) -> EventVocabulary {
        EventVocabulary(kinds: declarations)
    }

    private init(kinds: [EventDeclaration]) {
        self.kinds = kinds
        self.kindIndices = Dictionary(kinds.enumerated().map { ($1.name.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        var byCode = Array(repeating: -1, count: (kinds.map(\.name.code).max() ?? -1) + 1)
        for (index, kind) in kinds.enumerated() { byCode[kind.name.code] = index }
        self.indexByCode = byCode
        self.games = []
    }

    init(declarations: [EventDeclaration], games: [GameKind]) throws {
        var kinds: [EventDeclaration] = []
        var indices: [String: Int] = [:]
        for declaration in declarations {
            guard declaration.fields.count <= GameEvent.Values.count else {
                throw GameCatalogsError.tooManyFields(declaration.name.rawValue)
            }
            if let earlier = indices[declaration.name.rawValue] {
                // Two games may declare a shared event, as long as they agree on it.
                guard kinds[earlier] == declaration else { throw GameCatalogsError.conflictingEvent(declaration.name.rawValue) }
                continue
            }
            indices[declaration.name.rawValue] = kinds.count
            kinds.append(declaration)
        }
        var byCode = Array(repeating: -1, count: (kinds.map(\.name.code).max() ?? -1) + 1)
        for (index, kind) in kinds.enumerated() { byCode[kind.name.code] = index }
        self.kinds = kinds
        self.kindIndices = indices
        self.indexByCode = byCode
        self.games = games
    }

    /// The position of an event's declaration, or -1.
    @inline(__always)
    func index(of name: GameEvent.Name) -> Int {
        let code = name.code
        return code < indexByCode.count ? indexByCode[code] : -1
    }
}
