import Foundation
import GRDB
import Leaderboards

// A run whose game, setup and log equal another player's run is a copy (issue 34, B8): a log
// replays the same whoever submits it, so replaying cannot tell it from the original. It is
// refused when it is recorded (kept as unverified, so it ranks nowhere), and `leaderboard
// verify` reports it (LeaderboardAudit).
extension DatabaseLeaderboardStore {
    /// "v13-run-copy-index": runs found by their log's length and last bytes (an index of whole
    /// logs would double the table); the few runs that share those are compared whole.
    static func migrateToRunCopyIndex(_ db: Database) throws {
        try db.execute(sql: "CREATE INDEX rankedRun_copy ON rankedRun(game, length(log), substr(log, -24))")
    }

    /// The id of another player's run with `run`'s game, setup and log, the earliest, if any.
    func copiedRun(of run: RankedRun, _ db: Database) throws -> String? {
        try String.fetchOne(db, sql: """
            SELECT id FROM rankedRun
            WHERE game = ? AND length(log) = ? AND substr(log, -24) = substr(?, -24)
              AND log = ? AND setup = ? AND playerId != ? AND id != ?
            ORDER BY finishedAt, id LIMIT 1
            """, arguments: [run.kind.rawValue, run.log.count, run.log, run.log, run.setup, run.playerID, run.id])
    }
}
