import Midend
import Shell
import ReplayUI
import PlayersUI
import LeaderboardsUI
import TilesPacksUI
import TilesUI
import TilesEditorUI
import MinesUI
import Foundation
import GameRules
import Leaderboards
import Mines
import Progress
import SaveFiles
import LocalDatabase
import Tiles

extension GameRegistry {
    /// The games this program offers, in the order screens list them (`ClearfieldGame.all`). Two
    /// games sharing a kind is a mistake in that list, which the registry tests catch before any
    /// player could.
    public static let clearfield: GameRegistry = {
        do {
            return try GameRegistry(ClearfieldGame.all.map(\.backEnd))
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
    /// The leaderboards kept in `database`, dated in the player's zone. (Tiles' level titles are
    /// not needed to judge a game, only to list boards: the campaign is not read for this.)
    public static func clearfield(database: AppDatabase, timeZone: LocalTimeZone,
                                  levels: [TilesRanking.Level] = []) -> LeaderboardAccess {
        kept(in: database, registry: RankingRegistry.clearfield(levels: levels),
             periods: RankPeriods(secondsFromGMT: timeZone.secondsFromGMT(at:)))
    }
}

extension SaveSlot {
    /// The slot at `url`, for Clearfield's games.
    public convenience init(url: URL) {
        self.init(url: url, games: .clearfield)
    }

    /// The slot in a state directory (`AppPaths.stateDirectory`), for Clearfield's games.
    public convenience init(stateDirectory: URL) {
        self.init(stateDirectory: stateDirectory, games: .clearfield)
    }
}
