/// The events of the session layer, the same for every game: undo, redo, restart, hints, and a
/// game's start and end.
extension GameEvent.Name {
    public static let gameStarted = GameEvent.Name("gameStarted")
    public static let undone = GameEvent.Name("undone")
    public static let redone = GameEvent.Name("redone")
    public static let restarted = GameEvent.Name("restarted")
    public static let hintUsed = GameEvent.Name("hintUsed")
    public static let gameEnded = GameEvent.Name("gameEnded")
}

extension GameEvent {
    public static let undone = GameEvent(.undone)
    public static let redone = GameEvent(.redone)
    public static let restarted = GameEvent(.restarted)
    public static let hintUsed = GameEvent(.hintUsed)

    /// Values: the game's kind, interned.
    public static func gameStarted(_ kind: GameKind) -> GameEvent {
        GameEvent(.gameStarted, Int(InternedName(kind.rawValue).code))
    }

    /// Values: the game's kind, interned; the outcome's position in `GameOutcome.allCases`.
    public static func gameEnded(_ kind: GameKind, _ outcome: GameOutcome) -> GameEvent {
        GameEvent(.gameEnded, Int(InternedName(kind.rawValue).code), GameOutcome.allCases.firstIndex(of: outcome) ?? 0)
    }

    /// The game a `gameStarted` event is about.
    public var startedGame: GameKind? {
        name == .gameStarted ? Self.kind(values[0]) : nil
    }

    /// The game and outcome of a `gameEnded` event.
    public var endedGame: (kind: GameKind, outcome: GameOutcome)? {
        guard name == .gameEnded, GameOutcome.allCases.indices.contains(values[1]) else { return nil }
        return (Self.kind(values[0]), GameOutcome.allCases[values[1]])
    }

    private static func kind(_ value: Int) -> GameKind {
        GameKind(rawValue: InternedName(code: Int32(truncatingIfNeeded: value)).rawValue)
    }
}
