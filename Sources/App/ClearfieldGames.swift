import GameRules
import Leaderboards
import Mines
import Progress
import Storage
import Tiles

extension GameRegistry {
    /// The games this program offers, in the order screens list them: one line per game. (A game
    /// also lists its screens in `PlayFrontEnds.all`.) Two games sharing a kind is a mistake in
    /// this list, which the registry tests catch before any player could.
    public static let clearfield: GameRegistry = {
        do {
            return try GameRegistry([TilesBackEnd.self, MinesBackEnd.self])
        } catch {
            preconditionFailure("the shipped games are registered wrongly: \(error)")
        }
    }()
}

extension GameCatalogs {
    /// The registered games' stats catalogs and events, as Progress takes them. Should a catalog
    /// ever be declared wrongly, the program runs without stats rather than stopping; the
    /// catalog tests fail first.
    public static let clearfield: GameCatalogs = (try? GameRegistry.clearfield.gameCatalogs()) ?? .empty
}

extension LeaderboardAccess {
    /// Each game's ranking rules (its boards, what ranks, its order): one value per game, from
    /// the game's own module. A game without rules here ranks nothing ("no board for this game").
    public static let clearfieldRules: [any RankingRules] = []

    /// The leaderboards kept in `database`, dated in the player's zone.
    public static func clearfield(database: AppDatabase, timeZone: LocalTimeZone) -> LeaderboardAccess {
        LeaderboardAccess(store: database.leaderboards(periods: RankPeriods(secondsFromGMT: timeZone.secondsFromGMT(at:))),
                          rules: clearfieldRules)
    }
}
