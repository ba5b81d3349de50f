import GameCore
import GameRules
import Leaderboards
import Midend
import Tiles

extension TilesPlayScreen {
    /// A daily challenge's level (issue 23): `params` name its date, so the game's context and
    /// its ranking know it; `origin` dealt for the day's ranked attempt, chosen for practice.
    /// The level is alone in its "campaign": a daily has no next level.
    /// `seed`: the day's seed the level was built from (a shared board checks it against its deal).
    public init(daily level: Level, params: TilesParams, origin: SeedOrigin, seed: UInt64 = 0) {
        self.init(level: level, campaign: [level])
        let cursor = play.interface.cursor
        play = GamePlay(GameSetup(params: params, seed: seed), initial: level.startState, origin: origin)
        play.interface.cursor = cursor
    }
}

extension Level {
    /// A daily level rebuilt from a saved game's params (they hold the whole map), for a save
    /// that is continued: a daily is in no pack the level list knows. Nil for any other params.
    public init?(daily params: TilesParams) {
        guard let date = params.daily, let board = try? TileMap.parse(params.mapRows.joined(separator: "\n")) else { return nil }
        self.init(number: params.level, name: "Daily \(date)", background: "default", par: params.par,
                  pack: params.pack ?? ShippedPack.name, board: board)
    }
}
