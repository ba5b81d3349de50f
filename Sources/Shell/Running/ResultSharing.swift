import Foundation
import GameCore
import Leaderboards
import Midend
import Progress
import Terminal

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

private enum ResultSharingKey: EnvironmentKey {
    static var defaultValue: ResultSharing? { nil }
}

extension AppEnvironment {
    /// The results panels' lines to share (`c` copies one); nil: no game has any.
    public var resultSharing: ResultSharing? {
        get { self[ResultSharingKey.self] }
        set { self[ResultSharingKey.self] = newValue }
    }
}

extension RankingProgress {
    /// The results panel's line to share and the key that copies it, wrapped to `width`; empty
    /// when the game has none (yet: it comes with the ranking job's answer).
    package func shareLines(width: Int) -> [String] {
        guard let shareLine else { return [] }
        return Self.packed(shareLine, width: width) + ["c: copy this line to share"]
    }

    /// The line's parts (between " · ") packed into lines of `width`, so a part ("3rd of 17")
    /// is broken only when it is wider than a line by itself.
    package static func packed(_ line: String, width: Int) -> [String] {
        let separator = " · "
        return TextLayout.packed(line.components(separatedBy: separator), separator: separator, width: width)
    }
}
