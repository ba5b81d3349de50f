import Foundation
import PostgresNIO

extension BoardServer {
    /// Every player's bests in a period on the boards whose id starts with `prefix` (an aggregate
    /// board's members, as its `BoardAggregate` names them: the prefix is bound, never written into
    /// the SQL), with their runs and players, in player order. An aggregate board is summed from
    /// these on the reading client, after each run is replayed there.
    public func memberBests(prefix: String, period: String) throws -> [ServerBoardRow] {
        let rows = try connection.rows("""
            SELECT \(unescaped: Self.boardColumns)
            \(unescaped: Self.bestsJoined)
            WHERE b.period = \(period) AND starts_with(b.board, \(prefix))
            ORDER BY b.player_id, b.board
            """)
        return rows.compactMap(Self.boardRow)
    }
}

extension BoardServer {
    /// A player's runs on one board in a period ('all', 'd:DAY', 'w:WEEK'), best first (as the best
    /// is chosen): where a client looks when the kept best fails its replay there.
    public func runs(of player: Int64, board: String, period: String, limit: Int = 50) throws -> [ServerBoardRow] {
        let day = period.hasPrefix("d:") ? String(period.dropFirst(2)) : nil
        let week = period.hasPrefix("w:") ? String(period.dropFirst(2)) : nil
        let rows = try connection.rows("""
            SELECT \(unescaped: Self.boardColumns)
            \(unescaped: Self.runsJoined)
            WHERE r.player_id = \(player) AND r.board = \(board)
              AND (\(day)::text IS NULL OR r.day = \(day)) AND (\(week)::text IS NULL OR r.week = \(week))
            ORDER BY r.sort_key1, r.sort_key2, r.sort_key3, r.finished_at, r.id COLLATE "C"
            LIMIT \(Int64(limit))
            """)
        return rows.compactMap(Self.boardRow)
    }
}
