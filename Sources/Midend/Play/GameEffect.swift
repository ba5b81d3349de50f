import GameCore

/// What a game asks of the world after a step, as a value: the game itself (`GamePlay`) never
/// writes a file, a row or a banner. One runner in the app carries these out, in order.
public enum GameEffect: Equatable, Sendable {
    /// Give up the game saved in the slot before this one starts: end it as abandoned under its own
    /// id (so it is counted once) and remove its save.
    case retireSavedGame
    /// Tell the stats and achievements (the progress keeper) about a moment of the game. The end's
    /// report rolls the game over: totals, the level's result and achievements in one transaction.
    case report(GameReport)
    /// Save the game now (its start, every few actions, a pause, a cleared board).
    case autosave
    /// The game ended: its save goes.
    case removeSave
    /// The game was saved and put away: the stats let it go without rolling it over.
    case suspendProgress
    /// The game ended (decided by the rules, or left after its first move): see whether it can be
    /// ranked (the seed's origin, hints, the game's ranking rules), verify its log off the input
    /// loop and submit it to the leaderboards. Asked once per game, before its end is reported,
    /// so the runner still knows the game's id; the results panel says what came of it.
    case rank
}

/// The answer to one step of play: what the rules said (the events, nil when the action was not
/// legal and nothing changed) and what the world must do about it.
public struct PlayStep: Equatable, Sendable {
    public var events: [GameEvent]?
    public var effects: [GameEffect]

    public init(events: [GameEvent]?, effects: [GameEffect] = []) {
        self.events = events
        self.effects = effects
    }

    /// The action was refused by the rules: nothing happened.
    public static let refused = PlayStep(events: nil)

    public var wasLegal: Bool { events != nil }
}
