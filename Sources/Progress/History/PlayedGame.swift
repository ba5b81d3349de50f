import Foundation
import GameCore

/// One finished game as the history keeps it: how and when it ended, and what it was (its
/// stats context and its own final stats), so each game can group and show its games the way
/// its players expect (Mines: per board, with 3BV/s).
public struct PlayedGame: Codable, Equatable, Sendable {
    public var gameID: String
    public var kind: GameKind
    /// Nil when the row names an outcome this version does not know.
    public var outcome: GameOutcome?
    public var finishedAt: Date
    /// What the game was (the Mines board...); nil for games finished before the history kept it.
    public var context: StatsContext?
    /// Nil for games finished before the history kept it.
    public var playTimeMilliseconds: Int64?
    /// The game's own stats when it ended, by stat name (empty when not kept).
    public var stats: [String: Int64]

    public init(gameID: String, kind: GameKind, outcome: GameOutcome?, finishedAt: Date, context: StatsContext? = nil,
                playTimeMilliseconds: Int64? = nil, stats: [String: Int64] = [:]) {
        self.gameID = gameID
        self.kind = kind
        self.outcome = outcome
        self.finishedAt = finishedAt
        self.context = context
        self.playTimeMilliseconds = playTimeMilliseconds
        self.stats = stats
    }

    public var isWin: Bool { outcome == .won }

    private enum CodingKeys: String, CodingKey {
        case gameID = "gameId", kind, outcome, finishedAt, context, playTimeMilliseconds, stats
    }
}
