extension BoardMigration {
    /// Version 1: players, avatars apart from them (seed 004), runs with what replays them, and
    /// the moderation log. Lengths are bounded here too: a row comes from players' own clients.
    static let tablesV1 = BoardMigration(version: 1, name: "tables", statements: [
        """
        CREATE TABLE clearfield.player (
            id bigserial PRIMARY KEY,
            role_name text NOT NULL UNIQUE CHECK (char_length(role_name) BETWEEN 1 AND 63),
            nickname text NULL CHECK (nickname IS NULL OR char_length(nickname) BETWEEN 1 AND 40),
            nickname_blanked boolean NOT NULL DEFAULT false,
            blocked boolean NOT NULL DEFAULT false,
            member_since timestamptz NOT NULL DEFAULT now()
        )
        """,
        """
        CREATE TABLE clearfield.avatar (
            player_id bigint PRIMARY KEY REFERENCES clearfield.player (id) ON DELETE CASCADE,
            pixels bytea NOT NULL CHECK (octet_length(pixels) <= 1024),
            updated_at timestamptz NOT NULL DEFAULT now()
        )
        """,
        """
        CREATE TABLE clearfield.run (
            id text PRIMARY KEY CHECK (char_length(id) BETWEEN 1 AND 64),
            player_id bigint NOT NULL REFERENCES clearfield.player (id),
            board text NOT NULL CHECK (char_length(board) BETWEEN 1 AND 100),
            game text NOT NULL CHECK (char_length(game) BETWEEN 1 AND 40),
            setup bytea NOT NULL CHECK (octet_length(setup) <= 65536),
            log bytea NOT NULL CHECK (octet_length(log) <= 4194304),
            claimed text NOT NULL CHECK (char_length(claimed) <= 4096),
            sort_key1 bigint NOT NULL,
            sort_key2 bigint NOT NULL,
            sort_key3 bigint NOT NULL,
            finished_at timestamptz NOT NULL,
            day text NOT NULL CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
            week text NOT NULL CHECK (week ~ '^[0-9]{4}-W[0-9]{2}$'),
            submitted_at timestamptz NOT NULL DEFAULT now()
        )
        """,
        "CREATE INDEX run_by_player ON clearfield.run (player_id, board, finished_at)",
        """
        CREATE TABLE clearfield.moderation_log (
            id bigserial PRIMARY KEY,
            actor text NOT NULL,
            action text NOT NULL,
            target_id bigint NOT NULL,
            reason text NULL,
            at timestamptz NOT NULL DEFAULT now()
        )
        """,
    ])

    /// Version 2: each player's best per board and period ('all', 'd:2026-11-24', 'w:2026-W48'),
    /// kept by the database on every insert, and indexed in ranking order so top N, a rank (a count
    /// of better keys) and around-me are index range scans. Filled from the runs already there.
    static let bestV2 = BoardMigration(version: 2, name: "board-best", statements: [
        """
        CREATE TABLE clearfield.board_best (
            board text NOT NULL,
            period text NOT NULL,
            player_id bigint NOT NULL REFERENCES clearfield.player (id),
            run_id text NOT NULL REFERENCES clearfield.run (id),
            sort_key1 bigint NOT NULL,
            sort_key2 bigint NOT NULL,
            sort_key3 bigint NOT NULL,
            finished_at timestamptz NOT NULL,
            PRIMARY KEY (board, period, player_id)
        )
        """,
        """
        CREATE INDEX board_best_order
            ON clearfield.board_best (board, period, sort_key1, sort_key2, sort_key3, player_id)
        """,
        // A player's better run: lower keys, then the earlier finish, then the lower run id (the same
        // choice as the SQLite boards' and the pure Ranking's).
        """
        CREATE FUNCTION clearfield.keep_best() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        DECLARE
            bucket text;
        BEGIN
            FOREACH bucket IN ARRAY ARRAY['all', 'd:' || NEW.day, 'w:' || NEW.week] LOOP
                INSERT INTO clearfield.board_best AS best
                    (board, period, player_id, run_id, sort_key1, sort_key2, sort_key3, finished_at)
                VALUES (NEW.board, bucket, NEW.player_id, NEW.id, NEW.sort_key1, NEW.sort_key2, NEW.sort_key3,
                        NEW.finished_at)
                ON CONFLICT (board, period, player_id) DO UPDATE
                    SET run_id = EXCLUDED.run_id, sort_key1 = EXCLUDED.sort_key1, sort_key2 = EXCLUDED.sort_key2,
                        sort_key3 = EXCLUDED.sort_key3, finished_at = EXCLUDED.finished_at
                    WHERE (EXCLUDED.sort_key1, EXCLUDED.sort_key2, EXCLUDED.sort_key3, EXCLUDED.finished_at,
                           EXCLUDED.run_id COLLATE "C")
                        < (best.sort_key1, best.sort_key2, best.sort_key3, best.finished_at, best.run_id COLLATE "C");
            END LOOP;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER run_keeps_best AFTER INSERT ON clearfield.run
            FOR EACH ROW EXECUTE FUNCTION clearfield.keep_best()
        """,
        """
        INSERT INTO clearfield.board_best (board, period, player_id, run_id, sort_key1, sort_key2, sort_key3, finished_at)
        SELECT DISTINCT ON (board, period, player_id)
               board, period, player_id, id, sort_key1, sort_key2, sort_key3, finished_at
        FROM clearfield.run
        CROSS JOIN LATERAL (VALUES ('all'), ('d:' || day), ('w:' || week)) AS buckets (period)
        ORDER BY board, period, player_id, sort_key1, sort_key2, sort_key3, finished_at, id COLLATE "C"
        """,
    ])
}
