import LocalDatabase
import Shell
import ReplayUI
import PlayersUI
import LeaderboardsUI
import TilesPacksUI
import TilesUI
import TilesEditorUI
import MinesUI
import Daily
import DailyUI
import Foundation
import Leaderboards
import Mines
import Tiles

extension RankingRegistry {
    /// Clearfield's boards: Mines' first (endless, then the classic boards), then Tiles' total
    /// and one board per level version: `levels` (every pack's, the shipped pack first) and the
    /// `olderBoards` that have rows (`AppDatabase.rankedBoards`: every board with rows, whose
    /// daily boards are listed after their game's own). Each game's rules carry its
    /// daily boards (`DailyRanking`: `mines.daily.DATE`, `tiles.daily.DATE`, ranked as their kin).
    public static func clearfield(levels: [TilesRanking.Level], olderBoards: [BoardID] = []) -> RankingRegistry {
        let inputs = ClearfieldGame.BoardInputs(levels: levels, olderBoards: olderBoards)
        return RankingRegistry(games: .clearfield, rules: ClearfieldGame.inBoardsOrder.map { $0.rules(inputs) })
    }
}

extension RankingRegistry {
    /// The boards as `database` has them now: its levels, and the boards it keeps rows of.
    public static func clearfield(database: AppDatabase) -> RankingRegistry {
        clearfield(levels: ((try? database.levels()) ?? []).map(TilesRanking.Level.init),
                   olderBoards: (try? database.rankedBoards()) ?? [])
    }
}

extension DailyGames {
    /// The games with a daily challenge, in the order the Daily screen lists them: each front
    /// end's (`DailyServices.clearfieldFrontEnds`).
    public static let clearfield = DailyGames(DailyServices.clearfieldFrontEnds.map(\.daily))
}

extension DailyServices {
    /// The games' dailies as the daily screens play them, in the order they list them.
    public static let clearfieldFrontEnds: [any DailyFrontEnd] = ClearfieldGame.inBoardsOrder.compactMap(\.daily)
}
