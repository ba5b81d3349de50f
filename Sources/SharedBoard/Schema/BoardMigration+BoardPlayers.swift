extension BoardMigration {
    /// Version 21: the players of each board, counted as bests change (issue 29). The list of
    /// boards (GET /v1/boards and the web's front page) counted them with a join of every
    /// all-time best to its player, grouped by board: a scan of the whole `board_best` table on
    /// each request, 100,000 rows and more on a busy board. `board_players` keeps the count of
    /// players not blocked with an all-time best on each board, kept by a trigger on `board_best`
    /// (whatever changes a best moves the count) and one on `player` (a block takes the player out
    /// of every count, an unblock puts them back), as the bands of version 17 are.
    ///
    /// A board's count is spread over eight rows (`slot`, the player's id modulo 8) and summed when
    /// read: every new player's first run on a board changes its count, and with one row the
    /// submits of a day's first players would queue for it until each commits. The table holds
    /// eight rows per board at most (a few thousand after years of dailies): reading it whole is
    /// the cheapest plan.
    static let boardPlayersV21 = BoardMigration(version: 21, name: "board-player-counts", statements: [
        // Counting a big board's bests takes longer than a connection's statement time-out (5 s).
        "SET LOCAL statement_timeout = 0",
        """
        CREATE TABLE clearfield.board_players (
            board text NOT NULL,
            slot smallint NOT NULL CHECK (slot BETWEEN 0 AND 7),
            players bigint NOT NULL CHECK (players >= 0),
            PRIMARY KEY (board, slot)
        )
        """,
        """
        CREATE FUNCTION clearfield.add_board_player(board_name text, player bigint, change bigint)
        RETURNS void LANGUAGE sql SET search_path = clearfield, pg_temp AS $$
            -- A player taken away was counted: the row is there (an insert of a negative count
            -- would fail the check before it met the row).
            UPDATE clearfield.board_players SET players = players + change
            WHERE change < 0 AND board = board_name AND slot = (player % 8)::smallint;
            INSERT INTO clearfield.board_players AS counted (board, slot, players)
            SELECT board_name, (player % 8)::smallint, change WHERE change > 0
            ON CONFLICT (board, slot) DO UPDATE SET players = counted.players + EXCLUDED.players;
        $$
        """,
        """
        CREATE FUNCTION clearfield.count_board_players() RETURNS trigger
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        BEGIN
            IF TG_OP = 'UPDATE' AND OLD.board = NEW.board AND OLD.period = NEW.period
               AND OLD.player_id = NEW.player_id THEN
                RETURN NULL;  -- a better best of the same player: the count stands
            END IF;
            -- The player's row is locked against a block or an unblock meanwhile (as for the bands).
            IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.period = 'all'
               AND NOT (SELECT blocked FROM clearfield.player WHERE id = OLD.player_id FOR SHARE) THEN
                PERFORM clearfield.add_board_player(OLD.board, OLD.player_id, -1);
            END IF;
            IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.period = 'all'
               AND NOT (SELECT blocked FROM clearfield.player WHERE id = NEW.player_id FOR SHARE) THEN
                PERFORM clearfield.add_board_player(NEW.board, NEW.player_id, 1);
            END IF;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER best_counted_in_board_players AFTER INSERT OR UPDATE OR DELETE ON clearfield.board_best
            FOR EACH ROW EXECUTE FUNCTION clearfield.count_board_players()
        """,
        """
        CREATE FUNCTION clearfield.count_board_players_blocked_out() RETURNS trigger
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        BEGIN
            PERFORM clearfield.add_board_player(b.board, NEW.id, CASE WHEN NEW.blocked THEN -1 ELSE 1 END)
            FROM clearfield.board_best b WHERE b.player_id = NEW.id AND b.period = 'all';
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER player_counted_in_board_players AFTER UPDATE OF blocked ON clearfield.player
            FOR EACH ROW WHEN (OLD.blocked IS DISTINCT FROM NEW.blocked)
            EXECUTE FUNCTION clearfield.count_board_players_blocked_out()
        """,
        """
        INSERT INTO clearfield.board_players (board, slot, players)
        SELECT b.board, (b.player_id % 8)::smallint, count(*)
        FROM clearfield.board_best b JOIN clearfield.player p ON p.id = b.player_id
        WHERE b.period = 'all' AND NOT p.blocked GROUP BY 1, 2
        """,
    ])
}
