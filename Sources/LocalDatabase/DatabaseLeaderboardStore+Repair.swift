import GRDB
import Leaderboards

extension DatabaseLeaderboardStore {
    /// Every `boardBest` row without its run (see `BoardRowCheck`) is worked out again from its
    /// player's verified runs (or the member rows of an aggregate board), in one transaction.
    public func repairBoardRows() throws -> BoardRowRepair {
        try writer.write { db in
            let checked = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM boardBest") ?? 0
            let failing = try rowCheck.rowsWithoutTheirRun(db)
            // Single boards first, so an aggregate is summed from rows already repaired.
            for row in failing where aggregates[row.board] == nil {
                try rebuildBest(board: row.board, period: row.period, player: row.player, db)
                try refreshAggregates(of: row.board, period: row.period, player: row.player, db)
            }
            for row in failing {
                guard let aggregate = aggregates[row.board] else { continue }
                let parts = try Row.fetchAll(db, sql: "SELECT * FROM boardBest WHERE playerId = ? AND period = ?",
                                             arguments: [row.player, row.period])
                    .filter { aggregate.isMember(BoardID(rawValue: $0["board"])) }
                    .map(Self.best(from:))
                if parts.isEmpty {
                    try db.execute(sql: "DELETE FROM boardBest WHERE board = ? AND period = ? AND playerId = ?",
                                   arguments: [row.board.rawValue, row.period, row.player])
                } else {
                    try write(Ranking.Best.aggregate(of: parts, by: aggregate), board: row.board, period: row.period, db)
                }
            }
            return BoardRowRepair(checked: checked, repaired: failing.count)
        }
    }
}
