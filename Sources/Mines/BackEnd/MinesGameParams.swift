import GameCore
import GameRules

/// What the player chose for a game of Mines: everything of `MinesSetup` but the seed, which
/// `GameSetup` carries.
public struct MinesGameParams: Codable, Hashable, Sendable {
    public var mode: MinesMode
    public var settings: MinesSettings
    /// The date ("YYYY-MM-DD") of the daily challenge this game plays, nil for any other game.
    /// Left out of the JSON when nil, so every setup written before dailies reads and writes
    /// unchanged; the rules ignore it (the board is the seed's), the ranking reads it.
    public var daily: String?
    /// The cell a classic board is laid out from at the start, revealed before the first move (a
    /// daily's opening: one board for every player, issue 34). Left out of the JSON when nil, so
    /// a setup written before it (an older daily's, laid out at its first reveal) reads unchanged.
    public var opening: Point?

    public init(mode: MinesMode, settings: MinesSettings = MinesSettings(), daily: String? = nil,
                opening: Point? = nil) {
        self.mode = mode
        self.settings = settings
        self.daily = daily
        self.opening = opening
    }

    /// The game's full setup with `seed`.
    public func setup(seed: UInt64) -> MinesSetup {
        MinesSetup(mode: mode, seed: seed, settings: settings, opening: opening)
    }
}

extension MinesSetup {
    /// This setup as the back end's params and seed.
    public var gameSetup: GameSetup<MinesGameParams> {
        GameSetup(params: MinesGameParams(mode: mode, settings: settings), seed: seed)
    }
}

/// What a Mines game keeps beside its session: the cursor, and the board times of the game on
/// screen (when the board in play began and each board cleared so far). The back end keeps them
/// up to date as moves are played (`MinesBackEnd.interface(after:)`), so no screen holds a copy.
///
/// A save holds the cursor and the times only (`boardStartMs`, `clearedMs`: what a log without
/// offsets, a format-1 save played on, cannot tell); a cleared board's 3BV and clicks come back
/// when resuming replays the log (`restoringFigures`). Two interfaces are equal when a save would
/// hold the same values.
public struct MinesInterface: Codable, Hashable, Sendable {
    public var cursor: Point
    /// Play time when the board on screen began: 0, or when the previous level was cleared.
    public var boardStartMilliseconds: Int
    /// The boards cleared in this game, in order (an endless run's levels).
    public var clearedBoards: [ClearedBoard]

    /// The play time each board cleared in this game took, in order.
    public var clearedMilliseconds: [Int] { clearedBoards.map(\.milliseconds) }

    public init(cursor: Point, boardStartMilliseconds: Int = 0, clearedBoards: [ClearedBoard] = []) {
        self.cursor = cursor
        self.boardStartMilliseconds = boardStartMilliseconds
        self.clearedBoards = clearedBoards
    }

    /// The interface as a save holds it: the cleared boards' times without their figures (the
    /// endless levels 1, 2, ... in order), until `restoringFigures` fills them in.
    public init(cursor: Point, boardStartMilliseconds: Int, clearedMilliseconds: [Int]) {
        self.init(cursor: cursor, boardStartMilliseconds: boardStartMilliseconds,
                  clearedBoards: clearedMilliseconds.enumerated().map { index, milliseconds in
                      ClearedBoard(level: index + 1, milliseconds: milliseconds, threeBV: 0, clicks: 0)
                  })
    }

    /// This interface with its cleared boards' figures as a replay of the log heard them.
    public func restoringFigures(_ boards: [(level: Int, threeBV: Int, clicks: Int)]) -> MinesInterface {
        var restored = self
        restored.clearedBoards = zip(boards, clearedMilliseconds).map { board, milliseconds in
            ClearedBoard(level: board.level, milliseconds: milliseconds, threeBV: board.threeBV, clicks: board.clicks)
        }
        return restored
    }

    private enum CodingKeys: String, CodingKey {
        case cursor, boardStartMilliseconds = "boardStartMs", clearedMilliseconds = "clearedMs"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(cursor: try container.decode(Point.self, forKey: .cursor),
                  boardStartMilliseconds: try container.decodeIfPresent(Int.self, forKey: .boardStartMilliseconds) ?? 0,
                  clearedMilliseconds: try container.decodeIfPresent([Int].self, forKey: .clearedMilliseconds) ?? [])
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cursor, forKey: .cursor)
        try container.encode(boardStartMilliseconds, forKey: .boardStartMilliseconds)
        try container.encode(clearedMilliseconds, forKey: .clearedMilliseconds)
    }

    public static func == (left: MinesInterface, right: MinesInterface) -> Bool {
        left.cursor == right.cursor && left.boardStartMilliseconds == right.boardStartMilliseconds
            && left.clearedMilliseconds == right.clearedMilliseconds
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(cursor)
        hasher.combine(boardStartMilliseconds)
        hasher.combine(clearedMilliseconds)
    }
}
