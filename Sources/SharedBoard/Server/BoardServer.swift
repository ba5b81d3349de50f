import Foundation
import PostgresNIO

/// The board's reads and writes, as parameter-bound statements over one connection. It speaks the
/// server's rows (`ServerRun`, `ServerBoardRow`); the store above it turns them into the game's
/// values, checking and replaying each one first.
public struct BoardServer: Sendable {
    public let connection: BoardConnection

    public init(connection: BoardConnection) {
        self.connection = connection
    }

    /// The player the connected role plays as, nil when the administrator has not added it.
    public func currentPlayerID() throws -> Int64? {
        let rows = try connection.rows("SELECT id FROM clearfield.player WHERE role_name = current_user")
        return try? rows.first?.decode(Int64.self)
    }

    /// Submits a run once, as the connected player, through the board's `submit_run` (players
    /// have no INSERT on the table): a run id already there (a retried submit whose answer was
    /// lost) changes nothing. Returns whether this call inserted it. The board stamps its time
    /// and checks its deal.
    @discardableResult
    public func insert(_ run: ServerRun) throws -> Bool {
        let keys = ServerRun.threeKeys(run.sortKey)
        let rows = try connection.rows("""
            SELECT clearfield.submit_run(\(run.id), \(run.playerID), \(run.board), \(run.game), \(run.setup),
                                         \(run.log), \(run.claimed), \(keys[0]), \(keys[1]), \(keys[2]), \(run.dealID))
            """)
        guard let inserted = try? rows.first?.decode(Bool.self) else {
            throw BoardError.schema("the board's answer to a submitted run could not be read")
        }
        return inserted
    }

    /// Files a run straight into the table, as the board's administrator (the tables' owner), who
    /// is exempt from deals and the server's clock: loading a board's history. Refused to players.
    /// A run id already filed is skipped: asked first, since from schema version 16 (runs by month)
    /// the primary key is the id with the finish, and a conflict on it alone no longer names one.
    @discardableResult
    public func file(_ run: ServerRun) throws -> Bool {
        let keys = ServerRun.threeKeys(run.sortKey)
        let rows = try connection.rows("""
            INSERT INTO clearfield.run (id, player_id, board, game, setup, log, claimed,
                                        sort_key1, sort_key2, sort_key3, finished_at, day, week, deal_id)
            SELECT \(run.id), \(run.playerID), \(run.board), \(run.game), \(run.setup), \(run.log), \(run.claimed),
                   \(keys[0]), \(keys[1]), \(keys[2]), \(run.finishedAt), \(run.day), \(run.week), \(run.dealID)
            WHERE NOT EXISTS (SELECT FROM clearfield.run WHERE id = \(run.id))
            ON CONFLICT DO NOTHING
            RETURNING id
            """)
        return !rows.isEmpty
    }

    static let boardColumns = """
        r.id, r.player_id, r.board, r.game, r.setup, r.log, r.claimed, r.sort_key1, r.sort_key2, r.sort_key3,
        r.finished_at, r.day, r.week, p.role_name, p.nickname, p.nickname_blanked, p.blocked, p.member_since,
        a.pixels
        """

    /// Each best with its run, player and avatar; each run with its player and avatar.
    static let bestsJoined = """
        FROM clearfield.board_best b JOIN clearfield.player p ON p.id = b.player_id
        JOIN clearfield.run r ON r.id = b.run_id LEFT JOIN clearfield.avatar a ON a.player_id = b.player_id
        """
    static let runsJoined = """
        FROM clearfield.run r JOIN clearfield.player p ON p.id = r.player_id
        LEFT JOIN clearfield.avatar a ON a.player_id = r.player_id
        """

    /// The best `limit` rows of a board in a period, in ranking order; blocked players' rows only
    /// for themselves (the viewer).
    public func top(board: String, period: String, offset: Int = 0, limit: Int,
                    viewer: Int64?) throws -> [ServerBoardRow] {
        let rows = try connection.rows("""
            SELECT \(unescaped: Self.boardColumns)
            \(unescaped: Self.bestsJoined)
            WHERE b.board = \(board) AND b.period = \(period) AND (NOT p.blocked OR p.id = \(viewer ?? -1))
            ORDER BY b.sort_key1, b.sort_key2, b.sort_key3, b.player_id
            OFFSET \(Int64(max(0, offset))) LIMIT \(Int64(max(0, limit)))
            """)
        return rows.compactMap(Self.boardRow)
    }

    /// A player's best in a period, nil when they have none.
    public func best(of player: Int64, board: String, period: String) throws -> ServerBoardRow? {
        let rows = try connection.rows("""
            SELECT \(unescaped: Self.boardColumns)
            \(unescaped: Self.bestsJoined)
            WHERE b.board = \(board) AND b.period = \(period) AND b.player_id = \(player)
            """)
        return rows.first.flatMap(Self.boardRow)
    }

    /// How many shown players' bests have strictly better keys than `keys`, and how many have
    /// keys no worse (ties included). The rank of `keys` is one more than the first; ties share a
    /// rank. `excluding` runs (refuted by this client's replays) and the bests of the `leavingOut`
    /// players (whose runs this client no longer replays) do not count.
    ///
    /// Counted on the ranking index alone, less the rows that do not count, found by key: the
    /// blocked players' (their own index), the players left out (the primary key) and the refuted
    /// runs (by run id, schema version 13); a row is taken away once however many of these it is.
    /// No counted row is looked at one by one, however many are better.
    public func countBetter(than keys: [Int64], board: String, period: String, excluding refuted: [String] = [],
                            leavingOut distrusted: [Int64] = []) throws -> (better: Int, atMost: Int) {
        let keys = ServerRun.threeKeys(keys)
        let rows = try connection.rows("""
            SELECT every.better - gone.better, every.at_most - gone.at_most
            FROM (SELECT count(*) FILTER (WHERE (b.sort_key1, b.sort_key2, b.sort_key3)
                                                < (\(keys[0]), \(keys[1]), \(keys[2]))) AS better,
                         count(*) AS at_most
                  FROM clearfield.board_best b
                  WHERE b.board = \(board) AND b.period = \(period)
                    AND (b.sort_key1, b.sort_key2, b.sort_key3) <= (\(keys[0]), \(keys[1]), \(keys[2]))) every,
                 (SELECT count(*) FILTER (WHERE (g.sort_key1, g.sort_key2, g.sort_key3)
                                                < (\(keys[0]), \(keys[1]), \(keys[2]))) AS better,
                         count(*) AS at_most
                  FROM (SELECT b.player_id, b.sort_key1, b.sort_key2, b.sort_key3
                        FROM clearfield.player p JOIN clearfield.board_best b
                             ON b.board = \(board) AND b.period = \(period) AND b.player_id = p.id
                        WHERE p.blocked
                        UNION
                        SELECT b.player_id, b.sort_key1, b.sort_key2, b.sort_key3
                        FROM unnest(\(distrusted)::bigint[]) AS left_out (id) JOIN clearfield.board_best b
                             ON b.board = \(board) AND b.period = \(period) AND b.player_id = left_out.id
                        UNION
                        SELECT b.player_id, b.sort_key1, b.sort_key2, b.sort_key3
                        FROM clearfield.board_best b
                        WHERE b.run_id = ANY(\(refuted)::text[]) AND b.board = \(board) AND b.period = \(period)) g
                  WHERE (g.sort_key1, g.sort_key2, g.sort_key3) <= (\(keys[0]), \(keys[1]), \(keys[2]))) gone
            """)
        guard let (better, atMost) = try? rows.first?.decode((Int64, Int64).self) else { return (0, 0) }
        return (Int(better), Int(atMost))
    }

    /// How many rows a board has in a period: shown players', and the viewer's own if blocked.
    /// Counted as `countBetter` counts: every best less those that do not count.
    public func count(board: String, period: String, viewer: Int64?, excluding refuted: [String] = [],
                      leavingOut distrusted: [Int64] = []) throws -> Int {
        let rows = try connection.rows("""
            SELECT (SELECT count(*) FROM clearfield.board_best b WHERE b.board = \(board) AND b.period = \(period))
                 - (SELECT count(*)
                    FROM (SELECT b.player_id
                          FROM clearfield.player p JOIN clearfield.board_best b
                               ON b.board = \(board) AND b.period = \(period) AND b.player_id = p.id
                          WHERE p.blocked AND p.id <> \(viewer ?? -1)
                          UNION
                          SELECT b.player_id
                          FROM unnest(\(distrusted)::bigint[]) AS left_out (id) JOIN clearfield.board_best b
                               ON b.board = \(board) AND b.period = \(period) AND b.player_id = left_out.id
                          UNION
                          SELECT b.player_id
                          FROM clearfield.board_best b
                          WHERE b.run_id = ANY(\(refuted)::text[]) AND b.board = \(board) AND b.period = \(period)) g)
            """)
        return Int((try? rows.first?.decode(Int64.self)) ?? 0)
    }

    /// Up to `radius` visible rows just before and just after a row, in ranking order.
    public func neighbours(of row: ServerBoardRow, board: String, period: String,
                           radius: Int) throws -> (before: [ServerBoardRow], after: [ServerBoardRow]) {
        let keys = row.run.sortKey
        func side(_ comparison: String, _ direction: String) throws -> [ServerBoardRow] {
            let rows = try connection.rows("""
                SELECT \(unescaped: Self.boardColumns)
                \(unescaped: Self.bestsJoined)
                WHERE b.board = \(board) AND b.period = \(period) AND NOT p.blocked
                  AND (b.sort_key1, b.sort_key2, b.sort_key3, b.player_id)
                      \(unescaped: comparison) (\(keys[0]), \(keys[1]), \(keys[2]), \(row.player.id))
                ORDER BY b.sort_key1 \(unescaped: direction), b.sort_key2 \(unescaped: direction),
                         b.sort_key3 \(unescaped: direction), b.player_id \(unescaped: direction)
                LIMIT \(Int64(radius))
                """)
            return rows.compactMap(Self.boardRow)
        }
        let before = try side("<", "DESC").reversed()
        let after = try side(">", "ASC")
        return (Array(before), after)
    }

    /// One run with its player, nil when there is none with that id.
    public func run(id: String) throws -> ServerBoardRow? {
        let rows = try connection.rows("""
            SELECT \(unescaped: Self.boardColumns)
            \(unescaped: Self.runsJoined)
            WHERE r.id = \(id)
            """)
        return rows.first.flatMap(Self.boardRow)
    }

    /// Every run, oldest first (for `leaderboard verify`), `limit` at a time after `afterID`.
    public func runs(after cursor: (Date, String)?, limit: Int) throws -> [ServerBoardRow] {
        let since = cursor?.0 ?? Date(timeIntervalSince1970: -1e10)
        let afterID = cursor?.1 ?? ""
        let rows = try connection.rows("""
            SELECT \(unescaped: Self.boardColumns)
            \(unescaped: Self.runsJoined)
            WHERE (r.finished_at, r.id) > (\(since), \(afterID))
            ORDER BY r.finished_at, r.id
            LIMIT \(Int64(limit))
            """)
        return rows.compactMap(Self.boardRow)
    }

    /// A row decoded, or nil when a column does not hold what the schema says (it is dropped,
    /// never trusted half-way).
    static func boardRow(_ row: PostgresRow) -> ServerBoardRow? {
        let cells = row.makeRandomAccess()
        do {
            let run = ServerRun(
                id: try cells["id"].decode(String.self), playerID: try cells["player_id"].decode(Int64.self),
                board: try cells["board"].decode(String.self), game: try cells["game"].decode(String.self),
                setup: try cells["setup"].decode(Data.self), log: try cells["log"].decode(Data.self),
                claimed: try cells["claimed"].decode(String.self),
                sortKey: [try cells["sort_key1"].decode(Int64.self), try cells["sort_key2"].decode(Int64.self),
                          try cells["sort_key3"].decode(Int64.self)],
                finishedAt: try cells["finished_at"].decode(Date.self), day: try cells["day"].decode(String.self),
                week: try cells["week"].decode(String.self))
            let player = ServerPlayer(
                id: run.playerID, roleName: try cells["role_name"].decode(String.self),
                nickname: try cells["nickname"].decode(String?.self),
                nicknameBlanked: try cells["nickname_blanked"].decode(Bool.self),
                blocked: try cells["blocked"].decode(Bool.self),
                memberSince: try cells["member_since"].decode(Date.self),
                avatar: try cells["pixels"].decode(Data?.self))
            return ServerBoardRow(run: run, player: player)
        } catch {
            return nil
        }
    }
}
