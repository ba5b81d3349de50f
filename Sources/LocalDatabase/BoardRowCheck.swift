import GRDB
import Leaderboards

/// A row of `boardBest` is believed only with its run: the run it names is kept, is its player's,
/// is verified, and (on a board of single runs) is on that board with that very key. A row
/// written into the database by hand, or left after its run was removed or changed, fails this
/// and ranks nowhere. An aggregate board's row names its latest member run, which is checked
/// the same way but for the board and key (a sum of several runs).
struct BoardRowCheck {
    var aggregates: [BoardID]

    /// SQL true for a row `b` of `boardBest` whose run backs it (a condition for a WHERE clause).
    var hasItsRun: String {
        let aggregateList = aggregates.map { "'" + $0.rawValue.replacingOccurrences(of: "'", with: "''") + "'" }
            .joined(separator: ", ")
        let isAggregate = aggregateList.isEmpty ? "0" : "b.board IN (\(aggregateList))"
        return """
            EXISTS (SELECT 1 FROM rankedRun r WHERE r.id = b.runId AND r.playerId = b.playerId
                    AND r.verification = 'verified'
                    AND (\(isAggregate) OR (r.board = b.board AND r.sortKey1 = b.sortKey1
                         AND r.sortKey2 = b.sortKey2 AND r.sortKey3 = b.sortKey3)))
            """
    }

    /// The (board, period, player) of every row that fails the check.
    func rowsWithoutTheirRun(_ db: Database) throws -> [(board: BoardID, period: String, player: Int64)] {
        try Row.fetchAll(db, sql: "SELECT board, period, playerId FROM boardBest b WHERE NOT \(hasItsRun)")
            .map { (BoardID(rawValue: $0["board"]), $0["period"], $0["playerId"]) }
    }
}
