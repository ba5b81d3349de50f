import Foundation
import GameCore
import Progress

/// One moment in a game's life, as its listeners (stats, achievements, autosave) need it:
/// what happened, and when, in play time and in real time.
public struct GameReport: Equatable, Sendable {
    public enum Moment: Equatable, Sendable {
        /// A new game began (reported once, when it first shows).
        case started
        /// The player acted: the session's events for one move, undo, redo, restart or hint.
        case turn([GameEvent])
        /// A second of play went by (only while the game's clock runs).
        case tick
        /// The game ended: cleared (won), left stuck (lost) or left unfinished (abandoned).
        case ended(GameOutcome)
    }

    /// What the stats need to know about the game beyond its events (the Tiles level, the Mines
    /// board): the game supplies it, so the listeners never look inside a game.
    public var context: StatsContext
    public var moment: Moment
    /// The session's log length after this moment, so a listener can ignore a turn it has
    /// already seen (a replayed save).
    public var turn: Int
    public var playMilliseconds: Int
    public var instant: Instant
    public var date: Date

    public init(context: StatsContext, moment: Moment, turn: Int, playMilliseconds: Int, instant: Instant,
                date: Date) {
        self.context = context
        self.moment = moment
        self.turn = turn
        self.playMilliseconds = playMilliseconds
        self.instant = instant
        self.date = date
    }

    public var kind: GameKind { context.kind }

    /// The moment as plain game events, for listeners that only want those.
    public var events: [GameEvent] {
        switch moment {
        case .started: [.gameStarted(kind)]
        case .turn(let events): events
        case .tick: []
        case .ended(let outcome): [.gameEnded(kind, outcome)]
        }
    }
}
