import GameCore

/// What a replayed log really reached: the facts a ranking, a result screen or a resume may
/// trust, because they come from the rules and the log, not from what a save or a client says.
///
/// Fields a game does not have are nil (Tiles has no 3BV; Mines keeps no score).
public struct VerifiedGame: Hashable, Codable, Sendable {
    public var kind: GameKind
    public var status: GameStatus
    /// The game's score (Tiles: points with the clear bonus).
    public var score: Int?
    /// The level reached: a Tiles level's number, an endless Mines run's level (nil for a
    /// classic or custom Mines board).
    public var level: Int?
    /// Boards cleared: 0 or 1 for a single board, the levels cleared in an endless run.
    public var boardsCleared: Int
    /// Moves that count in the game's result (Tiles: the moves standing after undo; Mines:
    /// every reveal, flag and chord).
    public var moves: Int
    /// Mines: the 3BV of the board in play when the log ends (the last board of an endless run).
    public var threeBV: Int?
    /// Mines: the 3BV of every board cleared, summed.
    public var threeBVCleared: Int?
    public var hintsUsed: Int
    public var undosUsed: Int
    /// How many actions the log holds.
    public var actionCount: Int
    /// Where the game's timed play starts on the play clock: 0, or for Mines the first
    /// reveal's offset (the competitive rule: the clock starts at the first reveal). Nil when
    /// the log does not tell (its offsets are unknown, or nothing was revealed yet).
    public var timingStartOffset: Int?
    /// The offset of the log's last action, when known.
    public var lastOffset: Int?
    /// Play time in milliseconds from `timingStartOffset` to the end: the deciding action of a
    /// won or lost game, otherwise the claimed time (at least the last offset) or, with no
    /// claim, the last offset. Nil when the offsets it needs are unknown.
    public var playMilliseconds: Int?
    /// For a game of several boards (an endless run): play time from `timingStartOffset` to the
    /// action that cleared its last cleared board, the time a run is measured by (a failed
    /// board after it does not count). Nil when no board was cleared or the offsets are unknown.
    public var clearedPlayMilliseconds: Int?
    /// Time the board service's clock ran on while the game's own play clock stood still (a
    /// pause, help, the game put away and resumed later), added to the play times above when the
    /// service ranked the game: a board times a game by its own clock, which does not stop. Nil
    /// for a game timed by its log alone.
    public var stoppedClockMilliseconds: Int?

    public init(kind: GameKind, status: GameStatus, score: Int? = nil, level: Int? = nil, boardsCleared: Int,
                moves: Int, threeBV: Int? = nil, threeBVCleared: Int? = nil, hintsUsed: Int, undosUsed: Int,
                actionCount: Int, timingStartOffset: Int?, lastOffset: Int?, playMilliseconds: Int?) {
        self.kind = kind
        self.status = status
        self.score = score
        self.level = level
        self.boardsCleared = boardsCleared
        self.moves = moves
        self.threeBV = threeBV
        self.threeBVCleared = threeBVCleared
        self.hintsUsed = hintsUsed
        self.undosUsed = undosUsed
        self.actionCount = actionCount
        self.timingStartOffset = timingStartOffset
        self.lastOffset = lastOffset
        self.playMilliseconds = playMilliseconds
    }
}

extension VerifiedGame {
    /// The same game timed on a clock that ran on for `milliseconds` more than the game's own:
    /// its play times (to its end and to its last cleared board) both grow by them.
    public func timed(withStoppedClock milliseconds: Int) -> VerifiedGame {
        guard milliseconds > 0 else { return self }
        var timed = self
        timed.playMilliseconds = playMilliseconds.map { $0 + milliseconds }
        timed.clearedPlayMilliseconds = clearedPlayMilliseconds.map { $0 + milliseconds }
        timed.stoppedClockMilliseconds = (stoppedClockMilliseconds ?? 0) + milliseconds
        return timed
    }
}
