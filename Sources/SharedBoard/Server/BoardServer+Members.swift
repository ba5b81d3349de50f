import Foundation
import PostgresNIO

extension BoardServer {
    /// Every player's bests in a period on the boards whose id starts with `prefix` (an aggregate
    /// board's members, as its `BoardAggregate` names them: the prefix is bound, never written into
    /// the SQL), with their runs and players, in player order. An aggregate board is summed from
    /// these on the reading client, after each run is replayed there.
    ///
    /// `leavingOut` players (those whose runs this client no longer replays) are not sent: a
    /// junk player's thousands of member bests cross the wire once per reader, not at every read.
    public func memberBests(prefix: String, period: String, leavingOut: [Int64] = []) throws -> [ServerBoardRow] {
        let rows = try connection.rows("""
            SELECT \(unescaped: Self.boardColumns)
            \(unescaped: Self.bestsJoined)
            WHERE b.period = \(period) AND starts_with(b.board, \(prefix))
              AND NOT (b.player_id = ANY(\(leavingOut)::bigint[]))
            ORDER BY b.player_id, b.board
            """)
        return rows.compactMap(Self.boardRow)
    }
}

extension BoardServer {
    /// Every player's bests in a period on the `boards` named (an aggregate board's known members),
    /// with their runs and players, in player order: at most one row per player and board, however
    /// many boards a player filed runs on under the members' prefix. `leavingOut` as above.
    public func memberBests(boards: [String], period: String, leavingOut: [Int64] = []) throws -> [ServerBoardRow] {
        guard !boards.isEmpty else { return [] }
        let rows = try connection.rows("""
            SELECT \(unescaped: Self.boardColumns)
            \(unescaped: Self.bestsJoined)
            WHERE b.period = \(period) AND b.board = ANY(\(boards)::text[])
              AND NOT (b.player_id = ANY(\(leavingOut)::bigint[]))
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

extension BoardServer {
    /// For each (player, board) pair, that player's best `perPair` runs on that board in a period,
    /// best first — in one query however many pairs: where a client looks when kept bests fail
    /// their replay there (a query per failed row made 100,000 junk runs cost 200,000 queries).
    /// `excluding` runs already known not to verify (the failed bests themselves) are not sent back.
    public func runs(of pairs: [(player: Int64, board: String)], period: String, excluding: [String] = [],
                     perPair: Int = 20) throws -> [ServerBoardRow] {
        guard !pairs.isEmpty else { return [] }
        let day = period.hasPrefix("d:") ? String(period.dropFirst(2)) : nil
        let week = period.hasPrefix("w:") ? String(period.dropFirst(2)) : nil
        let players = pairs.map { $0.player }
        let boards = pairs.map { $0.board }
        let rows = try connection.rows("""
            SELECT \(unescaped: Self.boardColumns)
            FROM (SELECT r.*, row_number() OVER (PARTITION BY r.player_id, r.board
                                                 ORDER BY r.sort_key1, r.sort_key2, r.sort_key3, r.finished_at,
                                                          r.id COLLATE "C") AS place
                  FROM unnest(\(players)::bigint[], \(boards)::text[]) AS wanted (player_id, board)
                  JOIN clearfield.run r ON r.player_id = wanted.player_id AND r.board = wanted.board
                  WHERE (\(day)::text IS NULL OR r.day = \(day)) AND (\(week)::text IS NULL OR r.week = \(week))
                    AND NOT (r.id = ANY(\(excluding)::text[]))) r
            JOIN clearfield.player p ON p.id = r.player_id
            LEFT JOIN clearfield.avatar a ON a.player_id = r.player_id
            WHERE r.place <= \(Int64(perPair))
            ORDER BY r.player_id, r.board, r.place
            """)
        return rows.compactMap(Self.boardRow)
    }
}
