import GameCore
import GameRules

/// What the player chose for a game of Mines: everything of `MinesSetup` but the seed, which
/// `GameSetup` carries.
public struct MinesGameParams: Codable, Hashable, Sendable {
    public var mode: MinesMode
    public var settings: MinesSettings

    public init(mode: MinesMode, settings: MinesSettings = MinesSettings()) {
        self.mode = mode
        self.settings = settings
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

/// What a Mines save keeps beside the log: the cursor.
public struct MinesInterface: Codable, Hashable, Sendable {
    public var cursor: Point

    public init(cursor: Point) {
        self.cursor = cursor
    }
}
