extension BoardMigration {
    /// The first version the board service (`clearfield-board`) runs on; the game's direct
    /// PostgreSQL client knows the board up to the version before.
    public static let serviceVersion = 15

    /// Version 15: the board as a service (issue 29). Players no longer log in to the database:
    /// `clearfield-board` holds the only connections (as the tables' owner or a superuser, which
    /// the earlier migrations' per-session triggers let through) and decides every verdict once.
    ///
    /// - Players are known by their request-signing public keys (`player_key`): nothing here lets a
    ///   reader of the database act as a player. Link and invitation codes are kept as SHA-256.
    /// - Nonces (`request_nonce`) refuse a replayed request; `rate_window` counts requests per
    ///   player and address for every instance serving the board.
    /// - Deals get their board, their expiry and the server's clock at start and finish; the seed
    ///   is drawn at start (the deal holds none before). One open deal per player and board.
    /// - `run_verdict` is the service's verdict on a run (ranked, held, refused with a reason), and
    ///   `board_best` is kept from ranked verdicts only (it is rebuilt: `clearfield-board migrate`
    ///   judges the runs filed before, by replay).
    /// - Roles are a column (player, moderator, owner); moderation is logged with the acting player.
    /// - The per-session triggers that guarded, named and logged players are dropped (the service
    ///   does this itself, with the Players module's nickname checks); a nickname's skeleton is unique.
    static let serviceV15 = BoardMigration(version: serviceVersion, name: "board-service", statements: [
        "ALTER TABLE clearfield.player ALTER COLUMN role_name DROP NOT NULL",
        """
        ALTER TABLE clearfield.player ADD COLUMN role text NOT NULL DEFAULT 'player'
            CHECK (role IN ('player', 'moderator', 'owner'))
        """,
        """
        UPDATE clearfield.player p SET role = 'moderator'
        WHERE EXISTS (SELECT FROM pg_catalog.pg_auth_members m
                      JOIN pg_catalog.pg_roles g ON g.oid = m.roleid
                      JOIN pg_catalog.pg_roles r ON r.oid = m.member
                      WHERE g.rolname = 'moderator' AND r.rolname = p.role_name)
        """,
        "DROP TRIGGER IF EXISTS player_guarded ON clearfield.player",
        "DROP TRIGGER IF EXISTS player_named ON clearfield.player",
        "DROP TRIGGER IF EXISTS player_moderation_logged ON clearfield.player",
        "DROP TRIGGER IF EXISTS avatar_removal_logged ON clearfield.avatar",
        // The old login names are never shown again: a player without a nickname takes their login
        // name as one when no other player's nickname reads the same (else "Player N"), so a
        // nickname and a login name can no longer show as two players of one name.
        """
        UPDATE clearfield.player p SET nickname = p.role_name, nickname_skeleton = s.skeleton
        FROM (SELECT DISTINCT ON (clearfield.name_skeleton(role_name)) id, clearfield.name_skeleton(role_name) AS skeleton
              FROM clearfield.player
              WHERE nickname IS NULL AND NOT nickname_blanked AND role_name IS NOT NULL
              ORDER BY clearfield.name_skeleton(role_name), id) s
        WHERE p.id = s.id AND char_length(p.role_name) <= 40 AND s.skeleton <> ''
          AND NOT EXISTS (SELECT FROM clearfield.player o WHERE o.nickname_skeleton = s.skeleton)
        """,
        """
        CREATE UNIQUE INDEX player_nickname_unique ON clearfield.player (nickname_skeleton)
            WHERE nickname_skeleton IS NOT NULL
        """,
        // Names a moderator blanked: nobody takes them again.
        """
        CREATE TABLE clearfield.refused_name (
            skeleton text PRIMARY KEY CHECK (char_length(skeleton) <= 200),
            player_id bigint NOT NULL REFERENCES clearfield.player (id),
            at timestamptz NOT NULL DEFAULT now()
        )
        """,
        """
        CREATE TABLE clearfield.player_key (
            key_id text PRIMARY KEY CHECK (char_length(key_id) BETWEEN 1 AND 64),
            player_id bigint NOT NULL REFERENCES clearfield.player (id),
            public_key bytea NOT NULL CHECK (octet_length(public_key) = 32),
            added_at timestamptz NOT NULL DEFAULT now()
        )
        """,
        "CREATE INDEX player_key_by_player ON clearfield.player_key (player_id)",
        """
        CREATE TABLE clearfield.request_nonce (
            nonce text PRIMARY KEY CHECK (char_length(nonce) <= 64),
            expires_at timestamptz NOT NULL
        )
        """,
        "CREATE INDEX request_nonce_expiry ON clearfield.request_nonce (expires_at)",
        """
        CREATE TABLE clearfield.invite (
            code_hash text PRIMARY KEY CHECK (char_length(code_hash) = 64),
            uses_left integer NOT NULL CHECK (uses_left >= 0),
            created_at timestamptz NOT NULL DEFAULT now()
        )
        """,
        """
        CREATE TABLE clearfield.link_code (
            code_hash text PRIMARY KEY CHECK (char_length(code_hash) = 64),
            player_id bigint NOT NULL REFERENCES clearfield.player (id),
            expires_at timestamptz NOT NULL
        )
        """,
        // The accounts of the board made for logins, each claimable once with its old password
        // (checked against the SCRAM verifier kept here at migration; no password is stored).
        """
        CREATE TABLE clearfield.legacy_login (
            player_id bigint PRIMARY KEY REFERENCES clearfield.player (id),
            role_name text NOT NULL UNIQUE,
            verifier text NULL CHECK (verifier IS NULL OR char_length(verifier) <= 512),
            claimed_at timestamptz NULL
        )
        """,
        """
        INSERT INTO clearfield.legacy_login (player_id, role_name)
        SELECT id, role_name FROM clearfield.player WHERE role_name IS NOT NULL
        """,
        """
        CREATE TABLE clearfield.rate_window (
            scope text NOT NULL CHECK (char_length(scope) <= 32),
            subject text NOT NULL CHECK (char_length(subject) <= 128),
            window_start timestamptz NOT NULL,
            hits integer NOT NULL,
            PRIMARY KEY (scope, subject, window_start)
        )
        """,
        "CREATE INDEX rate_window_age ON clearfield.rate_window (window_start)",
        "ALTER TABLE clearfield.deal ALTER COLUMN seed DROP NOT NULL",
        """
        ALTER TABLE clearfield.deal
            ADD COLUMN board text NULL CHECK (board IS NULL OR char_length(board) BETWEEN 1 AND 100),
            ADD COLUMN expires_at timestamptz NULL,
            ADD COLUMN started_at timestamptz NULL,
            ADD COLUMN first_action bytea NULL CHECK (first_action IS NULL OR octet_length(first_action) <= 4096),
            ADD COLUMN finished_at timestamptz NULL,
            ADD COLUMN log_digest text NULL CHECK (log_digest IS NULL OR char_length(log_digest) = 64),
            ADD COLUMN claimed_ms bigint NULL,
            ADD COLUMN closed_at timestamptz NULL,
            ADD COLUMN closed_why text NULL CHECK (closed_why IS NULL OR char_length(closed_why) <= 200)
        """,
        // Deals issued before the service are closed: they were dealt with their seed in view.
        "UPDATE clearfield.deal SET closed_at = now(), closed_why = 'issued before the board service' WHERE closed_at IS NULL",
        """
        CREATE UNIQUE INDEX deal_open_per_board ON clearfield.deal (player_id, board)
            WHERE closed_at IS NULL AND daily_day IS NULL
        """,
        "CREATE INDEX deal_started_by_player ON clearfield.deal (player_id) WHERE started_at IS NOT NULL",
        """
        CREATE TABLE clearfield.run_verdict (
            run_id text PRIMARY KEY REFERENCES clearfield.run (id),
            board text NOT NULL,
            player_id bigint NOT NULL REFERENCES clearfield.player (id),
            status text NOT NULL CHECK (status IN ('ranked', 'held', 'refused')),
            reason text NULL CHECK (reason IS NULL OR char_length(reason) <= 500),
            moves_digest text NULL CHECK (moves_digest IS NULL OR char_length(moves_digest) = 64),
            decided_at timestamptz NOT NULL DEFAULT now()
        )
        """,
        "CREATE INDEX run_verdict_copy ON clearfield.run_verdict (board, moves_digest) WHERE moves_digest IS NOT NULL",
        "CREATE INDEX run_verdict_held ON clearfield.run_verdict (decided_at, run_id) WHERE status = 'held'",
        "CREATE INDEX run_verdict_by_player ON clearfield.run_verdict (player_id, status)",
        // The bests come from ranked verdicts only: a held or refused run never replaces one.
        "DROP TRIGGER IF EXISTS run_keeps_best ON clearfield.run",
        "DELETE FROM clearfield.board_best",
        """
        CREATE FUNCTION clearfield.keep_ranked_best() RETURNS trigger
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        DECLARE
            r clearfield.run;
            bucket text;
        BEGIN
            IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN
                RETURN NULL;
            END IF;
            SELECT * INTO r FROM clearfield.run WHERE id = NEW.run_id;
            FOREACH bucket IN ARRAY ARRAY['all', 'd:' || r.day, 'w:' || r.week] LOOP
                IF NEW.status = 'ranked' THEN
                    INSERT INTO clearfield.board_best AS best
                        (board, period, player_id, run_id, sort_key1, sort_key2, sort_key3, finished_at)
                    VALUES (r.board, bucket, r.player_id, r.id, r.sort_key1, r.sort_key2, r.sort_key3, r.finished_at)
                    ON CONFLICT (board, period, player_id) DO UPDATE
                        SET run_id = EXCLUDED.run_id, sort_key1 = EXCLUDED.sort_key1, sort_key2 = EXCLUDED.sort_key2,
                            sort_key3 = EXCLUDED.sort_key3, finished_at = EXCLUDED.finished_at
                        WHERE (EXCLUDED.sort_key1, EXCLUDED.sort_key2, EXCLUDED.sort_key3, EXCLUDED.finished_at,
                               EXCLUDED.run_id COLLATE "C")
                            < (best.sort_key1, best.sort_key2, best.sort_key3, best.finished_at, best.run_id COLLATE "C");
                ELSIF TG_OP = 'UPDATE' AND OLD.status = 'ranked' THEN
                    DELETE FROM clearfield.board_best
                        WHERE board = r.board AND period = bucket AND player_id = r.player_id AND run_id = r.id;
                    INSERT INTO clearfield.board_best
                        (board, period, player_id, run_id, sort_key1, sort_key2, sort_key3, finished_at)
                    SELECT o.board, bucket, o.player_id, o.id, o.sort_key1, o.sort_key2, o.sort_key3, o.finished_at
                    FROM clearfield.run o JOIN clearfield.run_verdict v ON v.run_id = o.id AND v.status = 'ranked'
                    WHERE o.board = r.board AND o.player_id = r.player_id
                      AND (bucket = 'all' OR bucket = 'd:' || o.day OR bucket = 'w:' || o.week)
                    ORDER BY o.sort_key1, o.sort_key2, o.sort_key3, o.finished_at, o.id COLLATE "C"
                    LIMIT 1
                    ON CONFLICT (board, period, player_id) DO NOTHING;
                END IF;
            END LOOP;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER verdict_keeps_best AFTER INSERT OR UPDATE ON clearfield.run_verdict
            FOR EACH ROW EXECUTE FUNCTION clearfield.keep_ranked_best()
        """,
        "ALTER TABLE clearfield.moderation_log ADD COLUMN actor_id bigint NULL REFERENCES clearfield.player (id)",
        "UPDATE clearfield.moderation_log l SET actor_id = p.id FROM clearfield.player p WHERE p.role_name = l.actor",
        "CREATE INDEX moderation_log_order ON clearfield.moderation_log (at DESC, id DESC)",
    ] + sessionChecksByIndex)
}
