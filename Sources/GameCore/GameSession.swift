/// The middle layer between a game's pure rules and everything else: it owns the move log,
/// undo/redo, restart and the hint count, and reports what happened as events.
///
/// A hint counts once per position: asking again before any move, undo, redo or restart has
/// changed the position (pressing H twice on the same suggestion) is not counted and not logged.
///
/// Undo keeps whole states (they are small immutable values), so undo and redo are exact
/// and cost nothing to compute. A game that offers no undo (`GameState.offersUndo`) keeps only
/// its current state: undo and redo do nothing, restart still goes back to the start.
public struct GameSession<State: GameState>: Equatable, Sendable {
    public typealias Action = SessionAction<State.Move>

    public let initial: State
    public private(set) var history: [State]
    public private(set) var position: Int
    public private(set) var log: [Action]
    public private(set) var hintsUsed: Int
    public private(set) var undosUsed: Int
    /// The position the last counted hint was given for; nil until one is counted.
    private var hintedState: State?

    public init(initial: State) {
        self.initial = initial
        self.history = [initial]
        self.position = 0
        self.log = []
        self.hintsUsed = 0
        self.undosUsed = 0
        self.hintedState = nil
    }

    public var current: State { history[position] }
    public var canUndo: Bool { position > 0 }
    public var canRedo: Bool { position + 1 < history.count }

    /// Applies a move through the rules; nil (and nothing changes) when it is illegal.
    @discardableResult
    public mutating func apply(_ move: State.Move) -> [GameEvent]? {
        guard let (next, events) = current.applying(move) else { return nil }
        push(next)
        log.append(.move(move))
        return events
    }

    @discardableResult
    public mutating func undo() -> [GameEvent]? {
        guard canUndo else { return nil }
        position -= 1
        undosUsed += 1
        log.append(.undo)
        return [.undone]
    }

    @discardableResult
    public mutating func redo() -> [GameEvent]? {
        guard canRedo else { return nil }
        position += 1
        log.append(.redo)
        return [.redone]
    }

    /// Goes back to the starting position as a new step, so a restart can itself be undone.
    @discardableResult
    public mutating func restart() -> [GameEvent]? {
        guard current != initial else { return nil }
        push(initial)
        log.append(.restart)
        return [.restarted]
    }

    /// Whether a hint asked for now would be counted: no hint has been counted on this position
    /// yet. The caller still shows the suggestion either way.
    public var countsHint: Bool { hintedState != current }

    /// Counts a hint the player asked for (the hint itself is the game's business). Nil, and
    /// nothing counted or logged, when the last counted hint was given on this same position:
    /// the player is being shown the same suggestion again.
    @discardableResult
    public mutating func recordHint() -> [GameEvent]? {
        guard countsHint else { return nil }
        hintsUsed += 1
        hintedState = current
        log.append(.hint)
        return [.hintUsed]
    }

    /// Replays a log through the normal rules, as a loaded save does. Nil when any action
    /// is not legal at its point, which means the log does not belong to this starting state.
    public static func replaying(_ log: [Action], from initial: State) -> GameSession? {
        var session = GameSession(initial: initial)
        for action in log {
            guard session.perform(action) != nil || action.isRepeatableHint else { return nil }
        }
        return session
    }

    /// Performs any logged action; nil when it is not possible now (a hint on a position already
    /// hinted included: live play then neither logs nor reports it).
    @discardableResult
    public mutating func perform(_ action: Action) -> [GameEvent]? {
        switch action {
        case .move(let move): apply(move)
        case .undo: undo()
        case .redo: redo()
        case .restart: restart()
        case .hint: recordHint()
        }
    }

    private mutating func push(_ state: State) {
        guard State.offersUndo else {
            history[position] = state
            return
        }
        history.removeSubrange((position + 1)...)
        history.append(state)
        position += 1
    }
}
