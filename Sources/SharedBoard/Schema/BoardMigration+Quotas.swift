extension BoardMigration {
    /// Version 10: junk cannot slow a board (issue 19). One player sent 100,000 junk runs; now the
    /// database takes at most `runs_per_minute` and `runs_per_day` runs (and deals) from a player
    /// and refuses more with a sentence, and a run's board id must have the form a game makes
    /// (`boardForm`), so junk cannot be spread over made-up boards. The administrator is exempt.
    static let quotasV10 = BoardMigration(version: 10, name: "quotas-and-board-form", statements: [
        "INSERT INTO clearfield.board_setting (name, value) VALUES ('runs_per_minute', '12'), ('runs_per_day', '600') "
            + "ON CONFLICT (name) DO NOTHING",
        "CREATE INDEX run_by_submitter ON clearfield.run (player_id, submitted_at)",
        "CREATE INDEX deal_by_player_time ON clearfield.deal (player_id, issued_at)",
        """
        CREATE FUNCTION clearfield.setting_number(setting text, fallback integer) RETURNS integer
        LANGUAGE sql STABLE SET search_path = clearfield, pg_temp AS $$
            SELECT coalesce((SELECT value::integer FROM clearfield.board_setting WHERE name = setting), fallback)
        $$
        """,
        // A player's runs (or deals) within the last minute and day, against the board's quota.
        """
        CREATE FUNCTION clearfield.check_quota(what text, last_minute bigint, last_day bigint) RETURNS void
        LANGUAGE plpgsql STABLE SET search_path = clearfield, pg_temp AS $$
        DECLARE
            per_minute integer := clearfield.setting_number('runs_per_minute', 12);
            per_day integer := clearfield.setting_number('runs_per_day', 600);
        BEGIN
            -- Deals may run a little ahead of runs (a game abandoned costs a deal).
            IF what = 'deals' THEN
                per_minute := per_minute * 2;
                per_day := per_day * 2;
            END IF;
            IF last_minute >= per_minute THEN
                RAISE EXCEPTION 'this board takes at most % % a minute from a player: try again in a minute',
                    per_minute, what USING ERRCODE = '54000';
            END IF;
            IF last_day >= per_day THEN
                RAISE EXCEPTION 'this board takes at most % % a day from a player: try again tomorrow',
                    per_day, what USING ERRCODE = '54000';
            END IF;
        END
        $$
        """,
        """
        CREATE FUNCTION clearfield.limit_runs() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        BEGIN
            IF clearfield.is_administrator() THEN
                RETURN NEW;
            END IF;
            IF NEW.board !~ '\(boardForm)' OR NOT starts_with(NEW.board, NEW.game || '.') THEN
                RAISE EXCEPTION 'there is no board "%" for a game of %', left(NEW.board, 100), left(NEW.game, 40)
                    USING ERRCODE = '22023';
            END IF;
            -- Serialises one player's submissions, so two at once cannot both pass the count.
            PERFORM pg_advisory_xact_lock(hashtext('clearfield.quota'), NEW.player_id::integer);
            PERFORM clearfield.check_quota('runs',
                (SELECT count(*) FROM clearfield.run WHERE player_id = NEW.player_id
                     AND submitted_at > now() - interval '1 minute'),
                (SELECT count(*) FROM clearfield.run WHERE player_id = NEW.player_id
                     AND submitted_at > now() - interval '1 day'));
            RETURN NEW;
        END
        $$
        """,
        // Named to fire first (a table's triggers fire in name order): a refused run costs little.
        """
        CREATE TRIGGER run_a_limited BEFORE INSERT ON clearfield.run
            FOR EACH ROW EXECUTE FUNCTION clearfield.limit_runs()
        """,
        """
        CREATE FUNCTION clearfield.limit_deals() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        BEGIN
            IF clearfield.is_administrator() THEN
                RETURN NEW;
            END IF;
            PERFORM pg_advisory_xact_lock(hashtext('clearfield.deal-quota'), NEW.player_id::integer);
            PERFORM clearfield.check_quota('deals',
                (SELECT count(*) FROM clearfield.deal WHERE player_id = NEW.player_id
                     AND issued_at > now() - interval '1 minute'),
                (SELECT count(*) FROM clearfield.deal WHERE player_id = NEW.player_id
                     AND issued_at > now() - interval '1 day'));
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER deal_limited BEFORE INSERT ON clearfield.deal
            FOR EACH ROW EXECUTE FUNCTION clearfield.limit_deals()
        """,
        """
        CREATE FUNCTION clearfield.set_run_quota(per_minute integer, per_day integer) RETURNS void
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        BEGIN
            IF per_minute IS NULL OR per_day IS NULL OR per_minute < 1 OR per_day < per_minute THEN
                RAISE EXCEPTION 'a quota is at least 1 run a minute, and no fewer a day' USING ERRCODE = '22023';
            END IF;
            INSERT INTO clearfield.board_setting (name, value)
                VALUES ('runs_per_minute', per_minute::text), ('runs_per_day', per_day::text)
                ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value;
        END
        $$
        """,
        "REVOKE ALL ON FUNCTION clearfield.set_run_quota(integer, integer) FROM PUBLIC",
    ])

    /// The board ids a game makes: a Mines difficulty and style or the endless board; a Tiles level
    /// of the shipped pack or of a player's pack (its name %-encoded), by number and map hash.
    static let boardForm = "^(mines\\.(beginner|intermediate|expert)\\.(random|noguess)|mines\\.endless"
        + "|tiles\\.level\\.[1-9][0-9]{0,4}\\.[0-9a-f]{8}"
        + "|tiles\\.pack\\.[A-Za-z0-9_~%-]{1,80}\\.[1-9][0-9]{0,4}\\.[0-9a-f]{8})$"
}
