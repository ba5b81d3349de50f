import Foundation
import Leaderboards
import Mines
import Tiles

extension RankingRegistry {
    /// Clearfield's boards: Mines' first (endless, then the classic boards), then Tiles' total
    /// and one board per level of the campaign.
    public static func clearfield(levels: [TilesRanking.Level]) -> RankingRegistry {
        RankingRegistry(games: .clearfield, rules: [MinesRanking(), TilesRanking(levels: levels)])
    }
}

extension RankPeriods {
    /// Days and weeks in the system's local time (TZ, /etc/localtime), daylight saving included.
    public static let local = RankPeriods { LocalTimeZone.system.secondsFromGMT(at: $0) }
}
