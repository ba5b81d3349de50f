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
