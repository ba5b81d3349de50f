import Daily
import Foundation
import GameRules
import Leaderboards
import Mines
import Tiles

/// The games the service replays, from their back-end modules only (no front end is linked in):
/// the same rules the game ranks by, so the service's verdict is the game's own.
public enum ServiceRegistry {
    public static func games() throws -> GameRegistry {
        try GameRegistry([TilesBackEnd.self, MinesBackEnd.self])
    }

    /// The ranking rules; `dailySeeds` holds the day seeds this service drew, so a daily run on one
    /// is that day's challenge.
    public static func rankings(dailySeeds: SharedDailySeeds) throws -> RankingRegistry {
        RankingRegistry(games: try games(), rules: [
            DailyRanking(kin: MinesRanking(), game: .mines, sharedSeeds: dailySeeds),
            DailyRanking(kin: TilesRanking(), game: .tiles, sharedSeeds: dailySeeds),
        ])
    }
}
