import App
import Foundation
import Leaderboards
import Storage

extension LiveEnvironment {
    /// The database's store for the screens and the games' ranking rules (their boards); dates
    /// fall in the player's local days and weeks.
    static func leaderboards(database: AppDatabase, rules: [any RankingRules]) -> LeaderboardAccess {
        var aggregates: [BoardID: BoardAggregate] = [:]
        for board in rules.flatMap(\.boards) { aggregates[board.id] = board.aggregate }
        let periods = RankPeriods { LocalTimeZone.system.secondsFromGMT(at: $0) }
        return LeaderboardAccess(store: database.leaderboards(periods: periods, aggregates: aggregates), rules: rules)
    }
}
