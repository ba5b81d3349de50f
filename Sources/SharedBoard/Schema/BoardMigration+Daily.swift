extension BoardMigration {
    /// Version 14: the daily challenge on a shared board (issue 23). Without a shared board a
    /// day's seed is a documented function of the date, so anyone can know it years ahead; here
    /// the database draws each game's seed of a day (from `gen_random_uuid`, as a deal's) the
    /// first time anyone asks for it on or after that day in the board's time zone, and refuses to
    /// say anything about a day that has not begun there: no client can learn it early.
    ///
    /// One ranked attempt a day a game: the first daily deal issued to a player for a day is the
    /// ranked one (a partial unique index says so); any later one that day is practice. A run on
    /// a daily board (`mines.daily.DATE`, `tiles.daily.DATE`) must name that day's ranked daily
    /// deal and carry its seed; a daily deal makes a run on its own daily board only (a practice
    /// attempt at a board the player has already seen does not rank on the classic boards
    /// either). A ranked deal whose game was left stays used: the day's attempt is lost.
    static let dailyV14 = BoardMigration(version: 14, name: "daily-challenge", statements: [
        """
        CREATE TABLE clearfield.daily_seed (
            day text NOT NULL CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
            game text NOT NULL CHECK (game IN ('mines', 'tiles')),
            seed bigint NOT NULL CHECK (seed > 0),
            drawn_at timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (day, game)
        )
        """,
        // Players read seeds only through `daily_seed`, which refuses a day not yet begun.
        "GRANT SELECT ON clearfield.daily_seed TO moderator",
        "ALTER TABLE clearfield.deal ADD COLUMN daily_day text NULL CHECK (daily_day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')",
        "ALTER TABLE clearfield.deal ADD COLUMN daily_ranked boolean NOT NULL DEFAULT false",
        "ALTER TABLE clearfield.deal ADD CONSTRAINT deal_ranked_is_daily CHECK (NOT daily_ranked OR daily_day IS NOT NULL)",
        // The rule itself: one ranked daily deal per player, game and day.
        "CREATE UNIQUE INDEX deal_daily_ranked ON clearfield.deal (player_id, game, daily_day) WHERE daily_ranked",
        """
        CREATE FUNCTION clearfield.board_today() RETURNS text
        LANGUAGE sql STABLE SET search_path = clearfield, pg_temp AS $$
            SELECT to_char(now() AT TIME ZONE clearfield.board_time_zone(), 'YYYY-MM-DD')
        $$
        """,
        // `asked` NULL: the board's today. The seed is drawn under the table's primary key, so two
        // players asking at the same moment get the same one.
        """
        CREATE FUNCTION clearfield.daily_seed(game_name text, asked text)
        RETURNS TABLE (day text, seed bigint)
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        DECLARE
            today text := clearfield.board_today();
            wanted text := coalesce(asked, today);
        BEGIN
            IF clearfield.current_player_id() IS NULL AND NOT clearfield.is_administrator() THEN
                RAISE EXCEPTION 'the role % is not a player of this board', session_user USING ERRCODE = '42501';
            END IF;
            IF game_name IS NULL OR game_name NOT IN ('mines', 'tiles') THEN
                RAISE EXCEPTION 'there is no daily challenge of %', left(coalesce(game_name, 'nothing'), 40)
                    USING ERRCODE = '22023';
            END IF;
            IF wanted !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' OR to_char(to_date(wanted, 'YYYY-MM-DD'), 'YYYY-MM-DD') <> wanted THEN
                RAISE EXCEPTION 'a daily''s date is written YYYY-MM-DD, not %', left(wanted, 40) USING ERRCODE = '22023';
            END IF;
            IF wanted > today THEN
                RAISE EXCEPTION 'the daily of % is chosen when that day begins on this board (it is % there now)', wanted, today
                    USING ERRCODE = '55000';
            END IF;
            INSERT INTO clearfield.daily_seed AS s (day, game, seed)
            VALUES (wanted, game_name, 1 + (('x' || substr(md5(gen_random_uuid()::text), 1, 15))::bit(60)::bigint % 999999999))
            ON CONFLICT ON CONSTRAINT daily_seed_pkey DO NOTHING;
            RETURN QUERY SELECT s.day, s.seed FROM clearfield.daily_seed s WHERE s.day = wanted AND s.game = game_name;
        EXCEPTION WHEN datetime_field_overflow OR invalid_datetime_format THEN
            RAISE EXCEPTION 'a daily''s date is written YYYY-MM-DD, not %', left(wanted, 40) USING ERRCODE = '22023';
        END
        $$
        """,
        "REVOKE ALL ON FUNCTION clearfield.daily_seed(text, text) FROM PUBLIC",
        "GRANT EXECUTE ON FUNCTION clearfield.daily_seed(text, text) TO clearfield_player, moderator",
        // Today's daily (in the board's zone): the player's first deal of the day for the game is
        // the ranked one; later ones are practice.
        """
        CREATE FUNCTION clearfield.issue_daily_deal(game_name text)
        RETURNS TABLE (deal_id bigint, seed bigint, issued_at timestamptz, day text, ranked boolean)
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        DECLARE
            me bigint := clearfield.current_player_id();
            today text;
            todays bigint;
        BEGIN
            IF me IS NULL THEN
                RAISE EXCEPTION 'the role % is not a player of this board', session_user USING ERRCODE = '42501';
            END IF;
            SELECT s.day, s.seed INTO today, todays FROM clearfield.daily_seed(game_name, NULL) s;
            RETURN QUERY
            INSERT INTO clearfield.deal AS d (player_id, game, seed, daily_day, daily_ranked)
            VALUES (me, game_name, todays, today, true)
            ON CONFLICT (player_id, game, daily_day) WHERE daily_ranked DO NOTHING
            RETURNING d.id, d.seed, d.issued_at, d.daily_day, d.daily_ranked;
            IF NOT FOUND THEN
                RETURN QUERY
                INSERT INTO clearfield.deal AS d (player_id, game, seed, daily_day, daily_ranked)
                VALUES (me, game_name, todays, today, false)
                RETURNING d.id, d.seed, d.issued_at, d.daily_day, d.daily_ranked;
            END IF;
        END
        $$
        """,
        "REVOKE ALL ON FUNCTION clearfield.issue_daily_deal(text) FROM PUBLIC",
        "GRANT EXECUTE ON FUNCTION clearfield.issue_daily_deal(text) TO clearfield_player",
        // Fires after run_dealt (a table's triggers fire in name order), which has already checked
        // that the deal exists, is the player's, for this game and unused.
        """
        CREATE FUNCTION clearfield.check_daily_run() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        DECLARE
            board_day text := substring(NEW.board FROM '^(?:mines|tiles)\\.daily\\.([0-9]{4}-[0-9]{2}-[0-9]{2})$');
            dealt clearfield.deal;
            setup_seed text;
        BEGIN
            IF clearfield.is_administrator() THEN
                RETURN NEW;
            END IF;
            IF EXISTS (SELECT FROM clearfield.run WHERE id = NEW.id AND player_id = NEW.player_id) THEN
                RETURN NEW;
            END IF;
            SELECT * INTO dealt FROM clearfield.deal WHERE id = NEW.deal_id;
            IF board_day IS NULL THEN
                IF FOUND AND dealt.daily_day IS NOT NULL THEN
                    RAISE EXCEPTION 'the deal % is the daily of %: it makes a run on that daily''s board only',
                        NEW.deal_id, dealt.daily_day USING ERRCODE = '42501';
                END IF;
                RETURN NEW;
            END IF;
            IF NOT FOUND OR dealt.daily_day IS NULL THEN
                RAISE EXCEPTION 'a run on % is played from that day''s daily deal, and the deal % is not one',
                    NEW.board, coalesce(NEW.deal_id::text, '(none)') USING ERRCODE = '42501';
            END IF;
            IF dealt.daily_day <> board_day THEN
                RAISE EXCEPTION 'the deal % is the daily of %, not of %', NEW.deal_id, dealt.daily_day, board_day
                    USING ERRCODE = '42501';
            END IF;
            IF NOT dealt.daily_ranked THEN
                RAISE EXCEPTION 'the deal % is a practice attempt at the daily of %: only the day''s first attempt ranks',
                    NEW.deal_id, board_day USING ERRCODE = '42501';
            END IF;
            BEGIN
                setup_seed := convert_from(NEW.setup, 'UTF8')::jsonb ->> 'seed';
            EXCEPTION WHEN others THEN
                RAISE EXCEPTION 'the run''s setup is not readable' USING ERRCODE = '22023';
            END;
            IF setup_seed IS DISTINCT FROM dealt.seed::text THEN
                RAISE EXCEPTION 'the run''s board is not the daily of % dealt by deal %', board_day, NEW.deal_id
                    USING ERRCODE = '42501';
            END IF;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER run_dealt_daily BEFORE INSERT ON clearfield.run
            FOR EACH ROW EXECUTE FUNCTION clearfield.check_daily_run()
        """,
        // The board form grows the daily boards (the rest of limit_runs as version 10 made it).
        """
        CREATE OR REPLACE FUNCTION clearfield.limit_runs() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        BEGIN
            IF clearfield.is_administrator() THEN
                RETURN NEW;
            END IF;
            IF NEW.board !~ '\(dailyBoardForm)' OR NOT starts_with(NEW.board, NEW.game || '.') THEN
                RAISE EXCEPTION 'there is no board "%" for a game of %', left(NEW.board, 100), left(NEW.game, 40)
                    USING ERRCODE = '22023';
            END IF;
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
    ])

    /// Version 10's board form with the daily boards added.
    static let dailyBoardForm = String(boardForm.dropLast(2))
        + "|(mines|tiles)\\.daily\\.[0-9]{4}-[0-9]{2}-[0-9]{2})$"
}
