import Foundation
import GameCore
import Leaderboards
import Progress

/// What a line to share about a finished game is made from: the game as ranked, what it was
/// (its stats context), how it ended, and the board it went to. A feature that has such lines
/// (issue 23: the daily's spoiler-free line) reads what it needs; the shell names none.
public struct ResultShareRequest: Sendable {
    public var game: FinishedGame
    public var context: StatsContext
    public var won: Bool
    public var playMilliseconds: Int
    public var verdict: RankingVerdict
    public var store: (any LeaderboardStore & Sendable)?

    public init(game: FinishedGame, context: StatsContext, won: Bool, playMilliseconds: Int, verdict: RankingVerdict,
                store: (any LeaderboardStore & Sendable)?) {
        self.game = game
        self.context = context
        self.won = won
        self.playMilliseconds = playMilliseconds
        self.verdict = verdict
        self.store = store
    }
}

/// Makes a finished game's line to share, or nil when it has none. Called in the ranking job,
/// after the verdict (off the input loop: it may read the board for the game's place).
public typealias ResultSharing = @Sendable (ResultShareRequest) -> String?


