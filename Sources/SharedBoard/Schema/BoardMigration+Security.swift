extension BoardMigration {
    /// Version 3: security lives in the database. Each player logs in as their own role (a member
    /// of clearfield_player); row-level security lets a role insert runs only as its own player and
    /// change only its own nickname and avatar; nobody updates or deletes a run; a `moderator` may
    /// blank nicknames, remove avatars and block players, and the database logs each such change
    /// itself (the reason comes from the setting `clearfield.reason`, set in the same transaction).
    static let securityV3 = BoardMigration(version: 3, name: "roles-and-policies", statements: [
        """
        DO $$ BEGIN
            IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'clearfield_player') THEN
                CREATE ROLE clearfield_player NOLOGIN;
            END IF;
            IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'moderator') THEN
                CREATE ROLE moderator NOLOGIN;
            END IF;
        END $$
        """,
        "GRANT USAGE ON SCHEMA clearfield TO clearfield_player, moderator",
        // Who is asking: the player whose role is connected (a policy sees the querying role).
        """
        CREATE FUNCTION clearfield.current_player_id() RETURNS bigint
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
            SELECT id FROM clearfield.player WHERE role_name = session_user
        $$
        """,
        "GRANT EXECUTE ON FUNCTION clearfield.current_player_id() TO clearfield_player, moderator",
        """
        CREATE FUNCTION clearfield.is_moderator() RETURNS boolean
        LANGUAGE sql STABLE AS $$ SELECT pg_has_role(session_user, 'moderator', 'MEMBER') $$
        """,
        // Players: everyone reads; a player changes their own nickname; a moderator blanks or blocks.
        "ALTER TABLE clearfield.player ENABLE ROW LEVEL SECURITY",
        "GRANT SELECT ON clearfield.player TO clearfield_player, moderator",
        "GRANT UPDATE (nickname, nickname_blanked) ON clearfield.player TO clearfield_player",
        "GRANT UPDATE (nickname, nickname_blanked, blocked) ON clearfield.player TO moderator",
        "CREATE POLICY player_read ON clearfield.player FOR SELECT USING (true)",
        """
        CREATE POLICY player_own_name ON clearfield.player FOR UPDATE TO clearfield_player
            USING (role_name = session_user) WITH CHECK (role_name = session_user)
        """,
        "CREATE POLICY player_moderated ON clearfield.player FOR UPDATE TO moderator USING (true) WITH CHECK (true)",
        // The column grants and policies say who may touch a row; this says what each may do to it.
        """
        CREATE FUNCTION clearfield.guard_player() RETURNS trigger
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        BEGIN
            IF OLD.role_name = session_user THEN
                IF NEW.blocked IS DISTINCT FROM OLD.blocked THEN
                    RAISE EXCEPTION 'a player cannot block or unblock themselves' USING ERRCODE = '42501';
                END IF;
                IF NEW.nickname IS NOT NULL AND NEW.nickname IS DISTINCT FROM OLD.nickname THEN
                    NEW.nickname_blanked := false;  -- a name of their own choosing replaces "Player N"
                END IF;
            ELSIF clearfield.is_moderator() THEN
                IF NEW.nickname IS NOT NULL AND NEW.nickname IS DISTINCT FROM OLD.nickname THEN
                    RAISE EXCEPTION 'a moderator may blank a nickname, not choose one' USING ERRCODE = '42501';
                END IF;
                IF NEW.nickname IS NULL AND OLD.nickname IS NOT NULL THEN
                    NEW.nickname_blanked := true;
                END IF;
            ELSIF session_user <> OLD.role_name AND NOT pg_has_role(session_user, 'clearfield_player', 'MEMBER') THEN
                RETURN NEW;  -- the board's administrator (the tables' owner)
            ELSE
                RAISE EXCEPTION 'only a moderator may change another player' USING ERRCODE = '42501';
            END IF;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER player_guarded BEFORE UPDATE ON clearfield.player
            FOR EACH ROW EXECUTE FUNCTION clearfield.guard_player()
        """,
        """
        CREATE FUNCTION clearfield.log_player_moderation() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        DECLARE
            why text := nullif(current_setting('clearfield.reason', true), '');
        BEGIN
            IF OLD.role_name = session_user THEN
                RETURN NULL;  -- a player's own changes are not moderation
            END IF;
            IF NEW.nickname_blanked AND NOT OLD.nickname_blanked THEN
                INSERT INTO clearfield.moderation_log (actor, action, target_id, reason)
                VALUES (session_user, 'clear-name', NEW.id, why);
            END IF;
            IF NEW.blocked AND NOT OLD.blocked THEN
                INSERT INTO clearfield.moderation_log (actor, action, target_id, reason)
                VALUES (session_user, 'block', NEW.id, why);
            ELSIF OLD.blocked AND NOT NEW.blocked THEN
                INSERT INTO clearfield.moderation_log (actor, action, target_id, reason)
                VALUES (session_user, 'unblock', NEW.id, why);
            END IF;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER player_moderation_logged AFTER UPDATE ON clearfield.player
            FOR EACH ROW EXECUTE FUNCTION clearfield.log_player_moderation()
        """,
        // Avatars: everyone reads; a player sets and removes their own; a moderator removes any.
        "ALTER TABLE clearfield.avatar ENABLE ROW LEVEL SECURITY",
        "GRANT SELECT, INSERT, UPDATE, DELETE ON clearfield.avatar TO clearfield_player",
        "GRANT SELECT, DELETE ON clearfield.avatar TO moderator",
        "CREATE POLICY avatar_read ON clearfield.avatar FOR SELECT USING (true)",
        """
        CREATE POLICY avatar_own_insert ON clearfield.avatar FOR INSERT TO clearfield_player
            WITH CHECK (player_id = clearfield.current_player_id())
        """,
        """
        CREATE POLICY avatar_own_update ON clearfield.avatar FOR UPDATE TO clearfield_player
            USING (player_id = clearfield.current_player_id()) WITH CHECK (player_id = clearfield.current_player_id())
        """,
        """
        CREATE POLICY avatar_own_delete ON clearfield.avatar FOR DELETE TO clearfield_player
            USING (player_id = clearfield.current_player_id())
        """,
        "CREATE POLICY avatar_moderated ON clearfield.avatar FOR DELETE TO moderator USING (true)",
        """
        CREATE FUNCTION clearfield.log_avatar_removal() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        BEGIN
            IF OLD.player_id IS DISTINCT FROM clearfield.current_player_id() THEN
                INSERT INTO clearfield.moderation_log (actor, action, target_id, reason)
                VALUES (session_user, 'clear-avatar', OLD.player_id,
                        nullif(current_setting('clearfield.reason', true), ''));
            END IF;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER avatar_removal_logged AFTER DELETE ON clearfield.avatar
            FOR EACH ROW EXECUTE FUNCTION clearfield.log_avatar_removal()
        """,
        // Runs: everyone reads; a player inserts only as themselves; nobody changes or deletes one.
        "ALTER TABLE clearfield.run ENABLE ROW LEVEL SECURITY",
        "GRANT SELECT, INSERT ON clearfield.run TO clearfield_player",
        "GRANT SELECT ON clearfield.run TO moderator",
        "CREATE POLICY run_read ON clearfield.run FOR SELECT USING (true)",
        """
        CREATE POLICY run_own_insert ON clearfield.run FOR INSERT TO clearfield_player
            WITH CHECK (player_id = clearfield.current_player_id())
        """,
        """
        CREATE FUNCTION clearfield.refuse_run_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION 'a run is never changed or deleted' USING ERRCODE = '42501';
        END
        $$
        """,
        """
        CREATE TRIGGER run_never_changes BEFORE UPDATE OR DELETE ON clearfield.run
            FOR EACH ROW EXECUTE FUNCTION clearfield.refuse_run_change()
        """,
        "GRANT SELECT ON clearfield.board_best TO clearfield_player, moderator",
        "GRANT SELECT ON clearfield.moderation_log TO moderator",
        "GRANT SELECT ON clearfield.schema_version TO clearfield_player, moderator",
        // The administrator's way to add a player: a login role in the players' group and its row.
        // Names are quoted by format(%I), the password by %L: the caller binds both as parameters.
        """
        CREATE FUNCTION clearfield.add_player(login text, secret text) RETURNS bigint
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
            INSERT INTO clearfield.player (role_name) VALUES (login)
                ON CONFLICT (role_name) DO UPDATE SET role_name = EXCLUDED.role_name
                RETURNING id INTO new_id;
            RETURN new_id;
        END
        $$
        """,
        """
        CREATE FUNCTION clearfield.set_moderator(login text, appointed boolean) RETURNS void
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        BEGIN
            IF NOT EXISTS (SELECT FROM clearfield.player WHERE role_name = login) THEN
                RAISE EXCEPTION 'no player has the role %', login USING ERRCODE = '22023';
            END IF;
            IF appointed THEN
                EXECUTE format('GRANT moderator TO %I', login);
            ELSE
                EXECUTE format('REVOKE moderator FROM %I', login);
            END IF;
        END
        $$
        """,
        "REVOKE ALL ON FUNCTION clearfield.add_player(text, text) FROM PUBLIC",
        "REVOKE ALL ON FUNCTION clearfield.set_moderator(text, boolean) FROM PUBLIC",
    ])
}
