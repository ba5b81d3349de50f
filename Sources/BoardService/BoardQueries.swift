import Daily
import PostgresNIO
import SharedBoard

/// The board's reads as statements, apart from the routes, so a test can check each one's plan
/// (EXPLAIN) on a large board and compare its counts with the plain SQL definition.
///
/// Counts come from `board_band` (`clearfield.bests_counted`, `clearfield.bests_better`, schema
/// version 17): a few hundred band rows and the bests tying the first key, not every better best
/// (docs/PERFORMANCE.md, "Issue 29: the board service"). Blocked players' bests are in no band.
enum BoardQueries {
    /// Selected with the bests as `b`, players `p` and avatars `a`: a board is read without its
    /// runs (`board_best` keeps the claimed figures, version 16), so an archived month's best shows.
    static let bestColumns = "b.run_id, b.board, b.sort_key1, b.sort_key2, b.sort_key3, b.finished_at, b.claimed, "
        + PlayerRows.columns
    static let bestsJoined = """
        FROM clearfield.board_best b JOIN clearfield.player p ON p.id = b.player_id
        LEFT JOIN clearfield.avatar a ON a.player_id = b.player_id
        """

    /// The players of each board that has any (not blocked, with an all-time best): the eight
    /// rows per board of `board_players` summed (schema version 21), never the bests themselves.
    static let playersByBoard: PostgresQuery = """
        SELECT board, sum(players)::bigint FROM clearfield.board_players GROUP BY board HAVING sum(players) > 0
        """

    /// The rows shown (not blocked players', except the viewer's own), counted.
    static func visibleCount(board: String, period: String, viewer: Int64) -> PostgresQuery {
        """
        SELECT clearfield.bests_counted(\(board), \(period))
             + (SELECT count(*) FROM clearfield.board_best b JOIN clearfield.player p ON p.id = b.player_id
                WHERE b.board = \(board) AND b.period = \(period) AND b.player_id = \(viewer) AND p.blocked)
        """
    }

    /// The shown bests strictly better than `keys`.
    static func better(than keys: [Int64], board: String, period: String) -> PostgresQuery {
        "SELECT clearfield.bests_better(\(board), \(period), \(keys[0]), \(keys[1]), \(keys[2]))"
    }

    /// The shown bests strictly better than `keys`, and those before `player`'s row with those
    /// keys in the board's order (ties go by player id): a first row's rank and place.
    static func placement(of keys: [Int64], player: Int64, board: String, period: String) -> PostgresQuery {
        """
        SELECT better, better + (SELECT count(*) FROM clearfield.board_best b JOIN clearfield.player p ON p.id = b.player_id
                                 WHERE b.board = \(board) AND b.period = \(period) AND NOT p.blocked
                                   AND (b.sort_key1, b.sort_key2, b.sort_key3) = (\(keys[0]), \(keys[1]), \(keys[2]))
                                   AND b.player_id < \(player))
        FROM clearfield.bests_better(\(board), \(period), \(keys[0]), \(keys[1]), \(keys[2])) AS better
        """
    }

    /// A page of the board in its order.
    static func rows(board: String, period: String, offset: Int, limit: Int, viewer: Int64) -> PostgresQuery {
        """
        SELECT \(unescaped: bestColumns) \(unescaped: bestsJoined)
        WHERE b.board = \(board) AND b.period = \(period) AND (NOT p.blocked OR p.id = \(viewer))
        ORDER BY b.sort_key1, b.sort_key2, b.sort_key3, b.player_id
        OFFSET \(Int64(offset)) LIMIT \(Int64(limit))
        """
    }

    /// `player`'s own row, shown to `viewer`.
    static func own(player: Int64, board: String, period: String, viewer: Int64) -> PostgresQuery {
        """
        SELECT \(unescaped: bestColumns) \(unescaped: bestsJoined)
        WHERE b.board = \(board) AND b.period = \(period) AND b.player_id = \(player) AND (NOT p.blocked OR p.id = \(viewer))
        """
    }

    /// Up to `radius` shown rows just before `player`'s (whose keys are `keys`), nearest first.
    static func before(_ keys: [Int64], player: Int64, board: String, period: String, radius: Int) -> PostgresQuery {
        """
        SELECT \(unescaped: bestColumns) \(unescaped: bestsJoined)
        WHERE b.board = \(board) AND b.period = \(period) AND NOT p.blocked
          AND (b.sort_key1, b.sort_key2, b.sort_key3, b.player_id) < (\(keys[0]), \(keys[1]), \(keys[2]), \(player))
        ORDER BY b.sort_key1 DESC, b.sort_key2 DESC, b.sort_key3 DESC, b.player_id DESC LIMIT \(Int64(radius))
        """
    }

    /// Up to `radius` shown rows just after `player`'s, nearest first.
    static func after(_ keys: [Int64], player: Int64, board: String, period: String, radius: Int) -> PostgresQuery {
        """
        SELECT \(unescaped: bestColumns) \(unescaped: bestsJoined)
        WHERE b.board = \(board) AND b.period = \(period) AND NOT p.blocked
          AND (b.sort_key1, b.sort_key2, b.sort_key3, b.player_id) > (\(keys[0]), \(keys[1]), \(keys[2]), \(player))
        ORDER BY b.sort_key1, b.sort_key2, b.sort_key3, b.player_id LIMIT \(Int64(radius))
        """
    }

    /// The bests a run is, per period (a verdict's ranks).
    static func bests(ofRun runID: String, player: Int64) -> PostgresQuery {
        """
        SELECT b.period, b.board, b.sort_key1, b.sort_key2, b.sort_key3 FROM clearfield.board_best b
        WHERE b.run_id = \(runID) AND b.player_id = \(player)
        """
    }

    /// A player's all-time bests, one per board (a profile).
    static func allTimeBests(of player: Int64, limit: Int) -> PostgresQuery {
        """
        SELECT \(unescaped: bestColumns) \(unescaped: bestsJoined)
        WHERE b.player_id = \(player) AND b.period = 'all' ORDER BY b.board LIMIT \(Int64(limit))
        """
    }

    /// A run with its verdict and player (a run's page).
    static func run(_ id: String) -> PostgresQuery {
        """
        SELECT r.id AS run_id, r.board, r.game, r.setup, r.log, r.claimed, r.finished_at, v.status, v.reason,
               \(unescaped: PlayerRows.columns)
        FROM clearfield.run r JOIN clearfield.run_verdict v ON v.run_id = r.id
        JOIN clearfield.player p ON p.id = r.player_id LEFT JOIN clearfield.avatar a ON a.player_id = r.player_id
        WHERE r.id = \(id)
        """
    }

    /// The pattern of a daily board of `dailies`: `^(mines|tiles)[.]daily[.]` for Clearfield's.
    /// A query asks it beside `indexedDailyBoards` (any game's daily board: the predicate of the
    /// index of ranked daily verdicts, `run_verdict_daily`, schema version 25, word for word, so
    /// the planner proves that index usable from the query's text whatever the service's games).
    /// (Registry ids are lowercase letters, digits and hyphens: nothing here can escape the
    /// quotes; any other id is left out.)
    static func dailyBoardPattern(_ dailies: DailyGames) -> String {
        let ids = dailies.games.map(\.rawValue).filter { id in
            !id.isEmpty && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        }
        return "'^(" + (ids.isEmpty ? "[.]" : ids.joined(separator: "|")) + ")[.]daily[.]'"
    }

    /// Any game's daily board, quoted: the partial index's condition (`BoardMigration.dailyBoardPrefix`).
    static let indexedDailyBoards = "'" + BoardMigration.dailyBoardPrefix + "'"

    /// The streak board's page: each player's current and longest runs of consecutive days with a
    /// ranked daily of `dailies`, from the ranked daily verdicts alone (`dailyBoardPattern`).
    static func streaks(today: String, offset: Int, limit: Int, dailies: DailyGames) -> PostgresQuery {
        """
        WITH days AS (
            SELECT DISTINCT v.player_id, substring(v.board FROM '[0-9]{4}-[0-9]{2}-[0-9]{2}$')::date AS d
            FROM clearfield.run_verdict v JOIN clearfield.player p ON p.id = v.player_id
            WHERE v.status = 'ranked' AND v.board ~ \(unescaped: indexedDailyBoards)
              AND v.board ~ \(unescaped: dailyBoardPattern(dailies)) AND NOT p.blocked),
        islands AS (SELECT player_id, d, d - (row_number() OVER (PARTITION BY player_id ORDER BY d))::integer AS grp FROM days),
        spans AS (SELECT player_id, count(*) AS length, max(d) AS last FROM islands GROUP BY player_id, grp),
        players AS (SELECT player_id, max(length) AS longest,
                           coalesce(max(length) FILTER (WHERE last >= \(today)::date - 1), 0) AS current
                    FROM spans GROUP BY player_id)
        SELECT s.current, s.longest, count(*) OVER () AS total,
               rank() OVER (ORDER BY s.current DESC, s.longest DESC) AS place, \(unescaped: PlayerRows.columns)
        FROM players s JOIN clearfield.player p ON p.id = s.player_id LEFT JOIN clearfield.avatar a ON a.player_id = p.id
        ORDER BY s.current DESC, s.longest DESC, p.id OFFSET \(Int64(offset)) LIMIT \(Int64(limit))
        """
    }

    /// The players with a ranked daily of `dailies`, blocked or not (a page past the end says how many).
    static func streakPlayers(dailies: DailyGames) -> PostgresQuery {
        """
        SELECT count(DISTINCT player_id) FROM clearfield.run_verdict
        WHERE status = 'ranked' AND board ~ \(unescaped: indexedDailyBoards) AND board ~ \(unescaped: dailyBoardPattern(dailies))
        """
    }
}
