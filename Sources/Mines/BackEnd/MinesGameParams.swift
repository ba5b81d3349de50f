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

    public init(mode: MinesMode, settings: MinesSettings = MinesSettings(), daily: String? = nil) {
        self.mode = mode
        self.settings = settings
        self.daily = daily
    }

    /// The game's full setup with `seed`.
    public func setup(seed: UInt64) -> MinesSetup {
        MinesSetup(mode: mode, seed: seed, settings: settings)
    }
}

extension MinesSetup {
    /// This setup as the back end's params and seed.
    public var gameSetup: GameSetup<MinesGameParams> {
        GameSetup(params: MinesGameParams(mode: mode, settings: settings), seed: seed)
    }
}

/// What a Mines save keeps beside the log: the cursor, and the board times of the game on
/// screen (when the board in play began and what each board cleared before it took), which a
/// log without offsets (a format-1 save played on) cannot tell.
public struct MinesInterface: Codable, Hashable, Sendable {
    public var cursor: Point
    /// Play time when the board on screen began: 0, or when the previous level was cleared.
    public var boardStartMilliseconds: Int
    /// The play time each board cleared in this game took, in order (an endless run's levels).
    public var clearedMilliseconds: [Int]

    public init(cursor: Point, boardStartMilliseconds: Int = 0, clearedMilliseconds: [Int] = []) {
        self.cursor = cursor
        self.boardStartMilliseconds = boardStartMilliseconds
        self.clearedMilliseconds = clearedMilliseconds
    }

    private enum CodingKeys: String, CodingKey {
        case cursor, boardStartMilliseconds = "boardStartMs", clearedMilliseconds = "clearedMs"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cursor = try container.decode(Point.self, forKey: .cursor)
        boardStartMilliseconds = try container.decodeIfPresent(Int.self, forKey: .boardStartMilliseconds) ?? 0
        clearedMilliseconds = try container.decodeIfPresent([Int].self, forKey: .clearedMilliseconds) ?? []
    }
}
