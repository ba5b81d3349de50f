import Shell
import Foundation
import Leaderboards
import Players

/// The Profile screen's "best ranks": the player's rank on each board they have a row on, read
/// from a ranking store. The app wires it as `PlayerProfiles.bestRanks` where it opens the store
/// (with the boards the Leaderboards screen lists); until then the screen says boards are not kept.
public enum BestRanks {
    /// The all-time rank on every board the player has a row on, best first.
    public static func read(store: any LeaderboardStore, boards: [BoardDefinition], player: PlayerID,
                            now: Date) throws -> [BestRank] {
        var ranks: [BestRank] = []
        for board in boards {
            if let row = try store.rank(of: player, board: board.id, window: .allTime, now: now) {
                ranks.append(BestRank(board: board.title, window: RankWindow.allTime.title, rank: row.rank))
            }
        }
        // Stable for equal ranks: the boards' own order.
        return ranks.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
    }
}
