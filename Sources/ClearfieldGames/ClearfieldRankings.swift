import Shell
import ReplayUI
import PlayersUI
import LeaderboardsUI
import PacksUI
import TilesUI
import EditorUI
import MinesUI
import Foundation
import Leaderboards
import Mines
import Tiles

extension RankingRegistry {
    /// Clearfield's boards: Mines' first (endless, then the classic boards), then Tiles' total
    /// and one board per level version: `levels` (every pack's, the shipped pack first) and the
    /// `olderBoards` that have rows (`AppDatabase.rankedBoards`).
    public static func clearfield(levels: [TilesRanking.Level], olderBoards: [BoardID] = []) -> RankingRegistry {
        RankingRegistry(games: .clearfield, rules: [MinesRanking(), TilesRanking(levels: levels, olderBoards: olderBoards)])
    }
}

extension RankPeriods {
    /// Days and weeks in the system's local time (TZ, /etc/localtime), daylight saving included.
    public static let local = RankPeriods { LocalTimeZone.system.secondsFromGMT(at: $0) }
}
