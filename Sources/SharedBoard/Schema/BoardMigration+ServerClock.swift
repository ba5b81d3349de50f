extension BoardMigration {
    /// Version 5: the server's clock (issue 19). A player's client could date a run anywhere (2099
    /// on Today's board, tomorrow's board filled before the day began): now the database sets
    /// `finished_at` to its own time at insert, whatever the client sent, and computes `day` and
    /// `week` from it in the board's time zone, chosen at `board init` and kept here.
    ///
    /// Mines' third sort key is its finish in milliseconds (`MinesRanking.score`): it is set from
    /// the server's time too, so a tie is ordered by when the server took each run.
    ///
    /// The administrator (the tables' owner, or a superuser, who is no player) is not stamped: they
    /// own the data anyway, and loading a board's history (the benchmark's million runs) keeps dates.
    static let serverClockV5 = BoardMigration(version: 5, name: "server-clock", statements: [
        """
        CREATE TABLE clearfield.board_setting (
            name text PRIMARY KEY CHECK (name IN ('time_zone', 'connection_limit', 'runs_per_minute', 'runs_per_day')),
            value text NOT NULL CHECK (char_length(value) BETWEEN 1 AND 64)
        )
        """,
        "INSERT INTO clearfield.board_setting (name, value) VALUES ('time_zone', 'UTC')",
        "GRANT SELECT ON clearfield.board_setting TO clearfield_player, moderator",
        """
        CREATE FUNCTION clearfield.board_time_zone() RETURNS text
        LANGUAGE sql STABLE SET search_path = clearfield, pg_temp AS $$
            SELECT coalesce((SELECT value FROM clearfield.board_setting WHERE name = 'time_zone'), 'UTC')
        $$
        """,
        // Only names the server's zone database knows (not offsets such as '+05', whose sign
        // PostgreSQL reads the POSIX way round, nor abbreviations that mean different things).
        """
        CREATE FUNCTION clearfield.set_time_zone(zone text) RETURNS void
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        BEGIN
            IF NOT EXISTS (SELECT FROM pg_catalog.pg_timezone_names WHERE name = zone) THEN
                RAISE EXCEPTION 'the time zone % is not one the server knows (a name such as Europe/Paris or UTC)', zone
                    USING ERRCODE = '22023';
            END IF;
            INSERT INTO clearfield.board_setting (name, value) VALUES ('time_zone', zone)
                ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value;
        END
        $$
        """,
        "REVOKE ALL ON FUNCTION clearfield.set_time_zone(text) FROM PUBLIC",
        // Who is not a player: a superuser, or the owner of the tables (the board's administrator).
        """
        CREATE FUNCTION clearfield.is_administrator() RETURNS boolean
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
            SELECT NOT EXISTS (SELECT FROM clearfield.player WHERE role_name = session_user)
               AND EXISTS (SELECT FROM pg_catalog.pg_roles r WHERE r.rolname = session_user
                           AND (r.rolsuper OR r.oid = (SELECT relowner FROM pg_catalog.pg_class
                                                       WHERE oid = 'clearfield.run'::regclass)))
        $$
        """,
        "GRANT EXECUTE ON FUNCTION clearfield.is_administrator() TO clearfield_player, moderator",
        """
        CREATE FUNCTION clearfield.stamp_run() RETURNS trigger
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        DECLARE
            local_time timestamp;
        BEGIN
            IF clearfield.is_administrator() THEN
                RETURN NEW;
            END IF;
            -- Whole milliseconds: the game's date key is in milliseconds.
            NEW.finished_at := date_trunc('milliseconds', now());
            NEW.submitted_at := now();
            -- Mines orders ties by the finish (its third key, in ms): the server's, not the client's,
            -- so nobody goes ahead of an equal time by dating their run earlier.
            IF NEW.game = 'mines' THEN
                NEW.sort_key3 := (extract(epoch FROM NEW.finished_at) * 1000)::bigint;
            END IF;
            local_time := NEW.finished_at AT TIME ZONE clearfield.board_time_zone();
            NEW.day := to_char(local_time, 'YYYY-MM-DD');
            NEW.week := to_char(local_time, 'IYYY-"W"IW');
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER run_stamped BEFORE INSERT ON clearfield.run
            FOR EACH ROW EXECUTE FUNCTION clearfield.stamp_run()
        """,
    ])
}
