import Foundation
import Leaderboards
import Players

/// What the app knows of a shared board, when one is configured (the executable fills it from
/// the SharedBoard module, so the app does not link the database client): the Leaderboards
/// screen's header line and the moderator's actions, which the board's database decides.
public struct SharedBoardLink: Sendable {
    /// "offline — 2 results waiting", "shared board", nil when there is nothing to say. Called on
    /// the input thread while drawing: it must never wait.
    public var statusLine: @Sendable () -> String?
    /// Does a moderator's action on a board player (id, shown name) and answers a sentence: done,
    /// or refused and why. Waits on the network: run from background work only.
    public var moderate: @Sendable (ModerationAction, PlayerID, String) -> String
    /// A run's standing on the shared board (SharedRunStanding.swift), nil for a run not sent
    /// in this session. Called on the input thread while drawing: it must never wait.
    public var standing: @Sendable (String) -> SharedRunStanding?
    /// Follows a run just put in the outbox (its id and board) until the board has placed it.
    public var track: @Sendable (String, BoardID) -> Void
    /// A ranked game's first action goes to the board service, which deals the game and answers
    /// the seed it is played on (its start on the service's clock); nil when games are not dealt
    /// by a service. Waits on the network, bounded: run from background work only.
    public var startRanked: (@Sendable (BoardDeal, Data) -> BoardDealAnswer)?
    /// A game just ended (won, lost or left): the service hears its finish and, when it dealt the
    /// game, gets the run through the outbox. Run from the ranking job, before the game is ranked.
    public var finished: (@Sendable (FinishedGame) -> Void)?

    public init(statusLine: @escaping @Sendable () -> String?,
                moderate: @escaping @Sendable (ModerationAction, PlayerID, String) -> String,
                standing: @escaping @Sendable (String) -> SharedRunStanding? = { _ in nil },
                track: @escaping @Sendable (String, BoardID) -> Void = { _, _ in }) {
        self.statusLine = statusLine
        self.moderate = moderate
        self.standing = standing
        self.track = track
    }
}

/// What a ranked game asks the board service to deal.
public enum BoardDeal: Equatable, Sendable {
    /// A game on one of the game's boards (`mines.expert.noguess`).
    case board(BoardID)
    /// Today's daily of a game (`mines`): the player's first started one is the ranked attempt.
    case daily(game: String)
}

/// The service's answer to a ranked game's first action.
public enum BoardDealAnswer: Equatable, Sendable {
    /// Played on `seed`, started now on the service's clock; `ranked` false for a daily's practice.
    case dealt(seed: UInt64, ranked: Bool)
    /// Played on the game's own seed and ranked on this computer only: why, for the panel.
    case local(String)
}
