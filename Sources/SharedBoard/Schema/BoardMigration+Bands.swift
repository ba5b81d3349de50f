extension BoardMigration {
    /// Version 17: the bests counted by bands of their first sort key (issue 29, point 10). A rank
    /// counted every better best on the ranking index: up to 99,000 index entries, 13–25 ms, on a
    /// board of 100,000 players. `board_band` keeps, per board and period, the number of bests in
    /// each coarse band (`sort_key1 >> 10`) and for each value of `sort_key1` (a fine band), kept by
    /// a trigger on `board_best` itself (whatever changes a best, the verdict trigger or an
    /// administrator, moves the counts with it). A count of better bests, `bests_better`, is then
    /// the coarse bands below the key's, the fine bands below it inside its coarse band (at most
    /// 1,024 rows) and the bests that tie its first key, counted on the ranking index.
    ///
    /// Blocked players' bests are in no band (they are on no other player's board): a block takes
    /// the player's bests out of their bands, an unblock puts them back (a trigger on `player`). A
    /// reader that subtracted them instead looked up every blocked player's best: 500 lookups,
    /// 3–9 ms, on a board of 100,000 players, and a plan that hashed half the board at worst.
    ///
    /// Counts of one band are one row: two submits landing in one band queue for it until the first
    /// commits (a submit's transaction is short, and a new best only moves to a lower key).
    static let bandsV17 = BoardMigration(version: 17, name: "board-bands", statements: [
        // Copying a big board's rows takes longer than a connection's statement time-out (5 s):
        // this migration's transaction alone may take what it needs.
        "SET LOCAL statement_timeout = 0",
        """
        CREATE TABLE clearfield.board_band (
            board text NOT NULL,
            period text NOT NULL,
            shift smallint NOT NULL CHECK (shift IN (0, 10)),
            band bigint NOT NULL,
            bests bigint NOT NULL CHECK (bests >= 0),
            PRIMARY KEY (board, period, shift, band)
        )
        """,
        """
        CREATE FUNCTION clearfield.add_to_bands(board_name text, period_name text, key1 bigint, change bigint)
        RETURNS void LANGUAGE sql SET search_path = clearfield, pg_temp AS $$
            -- A best taken away was counted: its bands are there (an insert of a negative count
            -- would fail the check before it met the row).
            UPDATE clearfield.board_band SET bests = bests + change
            WHERE change < 0 AND board = board_name AND period = period_name
              AND ((shift = 10 AND band = key1 >> 10) OR (shift = 0 AND band = key1));
            INSERT INTO clearfield.board_band AS counted (board, period, shift, band, bests)
            SELECT board_name, period_name, bands.shift, bands.band, change
            FROM (VALUES (10::smallint, key1 >> 10), (0::smallint, key1)) AS bands (shift, band)
            WHERE change > 0
            ON CONFLICT (board, period, shift, band) DO UPDATE SET bests = counted.bests + EXCLUDED.bests;
        $$
        """,
        """
        CREATE FUNCTION clearfield.count_in_bands() RETURNS trigger
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        BEGIN
            IF TG_OP = 'UPDATE' AND OLD.board = NEW.board AND OLD.period = NEW.period
               AND OLD.sort_key1 = NEW.sort_key1 AND OLD.player_id = NEW.player_id THEN
                RETURN NULL;
            END IF;
            -- A blocked player's bests are in no band. The player's row is locked against a block
            -- or an unblock meanwhile: either that change waits for this one, or this one sees it.
            IF TG_OP IN ('UPDATE', 'DELETE')
               AND NOT (SELECT blocked FROM clearfield.player WHERE id = OLD.player_id FOR SHARE) THEN
                PERFORM clearfield.add_to_bands(OLD.board, OLD.period, OLD.sort_key1, -1);
            END IF;
            IF TG_OP IN ('UPDATE', 'INSERT')
               AND NOT (SELECT blocked FROM clearfield.player WHERE id = NEW.player_id FOR SHARE) THEN
                PERFORM clearfield.add_to_bands(NEW.board, NEW.period, NEW.sort_key1, 1);
            END IF;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER best_counted_in_bands AFTER INSERT OR UPDATE OR DELETE ON clearfield.board_best
            FOR EACH ROW EXECUTE FUNCTION clearfield.count_in_bands()
        """,
        // Blocking takes a player's bests out of their bands, unblocking puts them back.
        """
        CREATE FUNCTION clearfield.count_blocked_out() RETURNS trigger
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        BEGIN
            PERFORM clearfield.add_to_bands(b.board, b.period, b.sort_key1, CASE WHEN NEW.blocked THEN -1 ELSE 1 END)
            FROM clearfield.board_best b WHERE b.player_id = NEW.id;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER player_counted_in_bands AFTER UPDATE OF blocked ON clearfield.player
            FOR EACH ROW WHEN (OLD.blocked IS DISTINCT FROM NEW.blocked) EXECUTE FUNCTION clearfield.count_blocked_out()
        """,
        """
        INSERT INTO clearfield.board_band (board, period, shift, band, bests)
        SELECT board, period, 10, sort_key1 >> 10, count(*)
        FROM clearfield.board_best b JOIN clearfield.player p ON p.id = b.player_id WHERE NOT p.blocked GROUP BY 1, 2, 3, 4
        UNION ALL
        SELECT board, period, 0, sort_key1, count(*)
        FROM clearfield.board_best b JOIN clearfield.player p ON p.id = b.player_id WHERE NOT p.blocked GROUP BY 1, 2, 3, 4
        """,
        // A player's bests (a profile lists their all-time ones): the primary key leads with the board.
        "CREATE INDEX board_best_by_player ON clearfield.board_best (player_id, period)",
        // The bests of players not blocked on the board and period with keys strictly below
        // (key1, key2, key3).
        """
        CREATE FUNCTION clearfield.bests_better(board_name text, period_name text, key1 bigint, key2 bigint, key3 bigint)
        RETURNS bigint LANGUAGE sql STABLE SET search_path = clearfield, pg_temp AS $$
            SELECT coalesce((SELECT sum(bests) FROM clearfield.board_band
                             WHERE board = board_name AND period = period_name AND shift = 10
                               AND band < (key1 >> 10)), 0)::bigint
                 + coalesce((SELECT sum(bests) FROM clearfield.board_band
                             WHERE board = board_name AND period = period_name AND shift = 0
                               AND band >= ((key1 >> 10) << 10) AND band < key1), 0)::bigint
                 + (SELECT count(*) FROM clearfield.board_best b JOIN clearfield.player p ON p.id = b.player_id
                    WHERE b.board = board_name AND b.period = period_name AND b.sort_key1 = key1
                      AND (b.sort_key2, b.sort_key3) < (key2, key3) AND NOT p.blocked)
        $$
        """,
        // The bests of players not blocked on the board and period.
        """
        CREATE FUNCTION clearfield.bests_counted(board_name text, period_name text)
        RETURNS bigint LANGUAGE sql STABLE SET search_path = clearfield, pg_temp AS $$
            SELECT coalesce(sum(bests), 0)::bigint FROM clearfield.board_band
            WHERE board = board_name AND period = period_name AND shift = 10
        $$
        """,
    ])
}
