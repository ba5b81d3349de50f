import App
import Foundation
import Leaderboards
import Storage

extension LiveEnvironment {
    /// The boards and the database's store for the screens. The store is opened by each
    /// background read; dates fall in the player's local days and weeks.
    static func leaderboards(database: AppDatabase, boards: [BoardDefinition],
                             aggregates: [BoardID: BoardAggregate]) -> LeaderboardAccess {
        let periods = RankPeriods { LocalTimeZone.system.secondsFromGMT(at: $0) }
        return LeaderboardAccess(boards: boards) {
            database.leaderboards(periods: periods, aggregates: aggregates)
        }
    }
}
