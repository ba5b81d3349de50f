import Leaderboards
import Midend

extension LeaderboardAccess {
    /// The leaderboards kept in `database` for the games `registry` ranks, dated by `periods` (the
    /// player's zone). The human envelope holds a run faster than people play for review
    /// (docs/FAIR-PLAY.md); a run shown on a board is replayed once before it ranks.
    public static func kept(in database: AppDatabase, registry: RankingRegistry,
                            periods: RankPeriods) -> LeaderboardAccess {
        LeaderboardAccess(store: database.leaderboards(periods: periods, aggregates: registry.aggregates,
                                                              envelope: registry.envelopeCheck,
                                                              replayCheck: registry.replayCheck),
                                 registry: registry)
    }
}
