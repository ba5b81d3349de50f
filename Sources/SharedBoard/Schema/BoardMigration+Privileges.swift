extension BoardMigration {
    /// Version 8: nobody stalls anybody (issue 19). Players held table-level INSERT, UPDATE and
    /// DELETE on `avatar` (and INSERT on `run`), which let one of them `LOCK TABLE ... IN ACCESS
    /// EXCLUSIVE MODE` and hold every reader up. Now a player role holds SELECT on the tables and
    /// column-level UPDATE on its own player row only — neither lets it lock a table beyond a
    /// reader's ACCESS SHARE — and writes runs and avatars through SECURITY DEFINER functions that
    /// act only for the calling player. Each player role gets a connection limit (3 unless the
    /// administrator says otherwise at `board init`) and default time-outs for statements, lock
    /// waits and transactions left open.
    static let privilegesV8 = BoardMigration(version: 8, name: "privileges-and-limits", statements: [
        "REVOKE INSERT, UPDATE, DELETE ON clearfield.avatar FROM clearfield_player",
        "REVOKE DELETE ON clearfield.avatar FROM moderator",
        "REVOKE INSERT ON clearfield.run FROM clearfield_player",
        """
        CREATE FUNCTION clearfield.set_own_avatar(new_pixels bytea) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        DECLARE
            me bigint := clearfield.current_player_id();
        BEGIN
            IF me IS NULL THEN
                RAISE EXCEPTION 'the role % is not a player of this board', session_user USING ERRCODE = '42501';
            END IF;
            INSERT INTO clearfield.avatar (player_id, pixels, updated_at) VALUES (me, new_pixels, now())
                ON CONFLICT (player_id) DO UPDATE SET pixels = EXCLUDED.pixels, updated_at = EXCLUDED.updated_at;
        END
        $$
        """,
        """
        CREATE FUNCTION clearfield.remove_avatar(target bigint) RETURNS boolean
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        BEGIN
            IF target IS DISTINCT FROM clearfield.current_player_id() AND NOT clearfield.is_moderator() THEN
                RAISE EXCEPTION 'only a moderator may remove another player''s avatar' USING ERRCODE = '42501';
            END IF;
            DELETE FROM clearfield.avatar WHERE player_id = target;
            RETURN FOUND;
        END
        $$
        """,
        """
        CREATE FUNCTION clearfield.submit_run(run_id text, run_player bigint, run_board text, run_game text,
                                              run_setup bytea, run_log bytea, run_claimed text,
                                              key1 bigint, key2 bigint, key3 bigint, run_deal bigint)
        RETURNS boolean
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        DECLARE
            me bigint := clearfield.current_player_id();
        BEGIN
            IF me IS NULL OR run_player IS DISTINCT FROM me THEN
                RAISE EXCEPTION 'a player submits runs only as themselves' USING ERRCODE = '42501';
            END IF;
            -- The clock columns are placeholders: the run_stamped trigger sets them.
            INSERT INTO clearfield.run (id, player_id, board, game, setup, log, claimed,
                                        sort_key1, sort_key2, sort_key3, finished_at, day, week, deal_id)
            VALUES (run_id, me, run_board, run_game, run_setup, run_log, run_claimed, key1, key2, key3,
                    now(), '0000-01-01', '0000-W01', run_deal)
            ON CONFLICT (id) DO NOTHING;
            RETURN FOUND;
        END
        $$
        """,
        "REVOKE ALL ON FUNCTION clearfield.set_own_avatar(bytea) FROM PUBLIC",
        "REVOKE ALL ON FUNCTION clearfield.remove_avatar(bigint) FROM PUBLIC",
        """
        REVOKE ALL ON FUNCTION clearfield.submit_run(text, bigint, text, text, bytea, bytea, text, bigint, bigint,
                                                    bigint, bigint) FROM PUBLIC
        """,
        "GRANT EXECUTE ON FUNCTION clearfield.set_own_avatar(bytea) TO clearfield_player",
        "GRANT EXECUTE ON FUNCTION clearfield.remove_avatar(bigint) TO clearfield_player, moderator",
        """
        GRANT EXECUTE ON FUNCTION clearfield.submit_run(text, bigint, text, text, bytea, bytea, text, bigint, bigint,
                                                       bigint, bigint) TO clearfield_player
        """,
        "INSERT INTO clearfield.board_setting (name, value) VALUES ('connection_limit', '3') ON CONFLICT (name) DO NOTHING",
        // The limits on one player role: at most `connection_limit` sessions, and defaults for the
        // time-outs (a client may lower them; the privileges above are what keep others unblocked).
        """
        CREATE FUNCTION clearfield.limit_player_role(login text) RETURNS void
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        DECLARE
            sessions integer := coalesce((SELECT value::integer FROM clearfield.board_setting
                                          WHERE name = 'connection_limit'), 3);
        BEGIN
            EXECUTE format('ALTER ROLE %I CONNECTION LIMIT %s', login, sessions);
            EXECUTE format('ALTER ROLE %I SET statement_timeout = %L', login, '10s');
            EXECUTE format('ALTER ROLE %I SET lock_timeout = %L', login, '3s');
            EXECUTE format('ALTER ROLE %I SET idle_in_transaction_session_timeout = %L', login, '15s');
        END
        $$
        """,
        """
        CREATE FUNCTION clearfield.set_connection_limit(sessions integer) RETURNS void
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        DECLARE
            login text;
        BEGIN
            IF sessions IS NULL OR sessions < 1 OR sessions > 100 THEN
                RAISE EXCEPTION 'a player''s connection limit is between 1 and 100' USING ERRCODE = '22023';
            END IF;
            INSERT INTO clearfield.board_setting (name, value) VALUES ('connection_limit', sessions::text)
                ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value;
            FOR login IN SELECT p.role_name FROM clearfield.player p JOIN pg_catalog.pg_roles r ON r.rolname = p.role_name
                         WHERE NOT r.rolsuper LOOP
                PERFORM clearfield.limit_player_role(login);
            END LOOP;
        END
        $$
        """,
        "REVOKE ALL ON FUNCTION clearfield.limit_player_role(text) FROM PUBLIC",
        "REVOKE ALL ON FUNCTION clearfield.set_connection_limit(integer) FROM PUBLIC",
        // A new player is limited when added; the players already there now.
        """
        CREATE OR REPLACE FUNCTION clearfield.add_player(login text, secret text) RETURNS bigint
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        DECLARE
            new_id bigint;
        BEGIN
            IF login !~ '^[a-z_][a-z0-9_]{0,62}$' THEN
                RAISE EXCEPTION 'a player role name is lower-case letters, digits and _ (at most 63)'
                    USING ERRCODE = '22023';
            END IF;
            IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = login) THEN
                IF secret IS NULL THEN
                    EXECUTE format('CREATE ROLE %I LOGIN', login);
                ELSE
                    EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L', login, secret);
                END IF;
            END IF;
            EXECUTE format('GRANT clearfield_player TO %I', login);
            IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = login) THEN
                PERFORM clearfield.limit_player_role(login);
            END IF;
            INSERT INTO clearfield.player (role_name) VALUES (login)
                ON CONFLICT (role_name) DO UPDATE SET role_name = EXCLUDED.role_name
                RETURNING id INTO new_id;
            RETURN new_id;
        END
        $$
        """,
        "SELECT clearfield.set_connection_limit(3)",
    ])
}
