import Foundation
import GameCore
import Mines

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

    public var kind: GameKind
    /// The Tiles level, when the game is a level.
    public var level: Int?
    /// The Mines mode (classic board, custom or endless), when the game is Mines: the stats keep
    /// best times per board and the best endless run.
    public var minesMode: MinesMode?
    public var moment: Moment
    /// The session's log length after this moment, so a listener can ignore a turn it has
    /// already seen (a replayed save).
    public var turn: Int
    public var playMilliseconds: Int
    public var instant: Instant
    public var date: Date

    public init(kind: GameKind, level: Int?, moment: Moment, turn: Int, playMilliseconds: Int,
                instant: Instant, date: Date, minesMode: MinesMode? = nil) {
        self.kind = kind
        self.level = level
        self.minesMode = minesMode
        self.moment = moment
        self.turn = turn
        self.playMilliseconds = playMilliseconds
        self.instant = instant
        self.date = date
    }

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
