extension BoardMigration {
    /// Version 16: runs partitioned by the month they finished in (issue 30, point 3), so an old
    /// month can be detached and archived (docs/SCALING.md, "Growth") while the board stays whole.
    ///
    /// - `run` becomes `PARTITION BY RANGE (finished_at)`, one partition per calendar month in UTC
    ///   (`run_2026_11`), made by `clearfield.add_run_month`: here for every month that holds runs
    ///   and the next, then by the service's housekeeping and, for a month still missing, by the
    ///   submit itself. Existing rows are copied over in this migration's transaction.
    /// - A partitioned table's unique keys must contain its partition key, so the primary key is
    ///   `(id, finished_at)` and `deal_id` keeps a plain index. A run id stays unique on the board
    ///   through `run_verdict`'s primary key: the service files each run with its verdict in one
    ///   transaction. The references to `run (id)` from `board_best`, `run_verdict` and
    ///   `run_review` are dropped for the same reason (a detached month must leave them standing).
    /// - `board_best` keeps the best run's claimed figures itself: a board is read without the runs,
    ///   and a best whose month was archived still shows its figures.
    /// - The legacy per-session BEFORE INSERT triggers of the direct-login board (deal, quota,
    ///   daily and clock checks, each a no-op for the service's own connection since version 15)
    ///   are not made again; "a run is never changed" is.
    static let runMonthsV16 = BoardMigration(version: 16, name: "run-by-month", statements: [
        // Copying a big board's rows takes longer than a connection's statement time-out (5 s):
        // this migration's transaction alone may take what it needs.
        "SET LOCAL statement_timeout = 0",
        "ALTER TABLE clearfield.board_best DROP CONSTRAINT board_best_run_id_fkey",
        "ALTER TABLE clearfield.run_review DROP CONSTRAINT run_review_run_id_fkey",
        "ALTER TABLE clearfield.run_verdict DROP CONSTRAINT run_verdict_run_id_fkey",
        "ALTER TABLE clearfield.run RENAME TO run_before_months",
        """
        CREATE TABLE clearfield.run (LIKE clearfield.run_before_months INCLUDING DEFAULTS INCLUDING CONSTRAINTS)
            PARTITION BY RANGE (finished_at)
        """,
        // Month bounds are computed in UTC whatever the session's zone, so every instance and the
        // migration name and bound a month alike.
        """
        CREATE FUNCTION clearfield.add_run_month(moment timestamptz) RETURNS text
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        DECLARE
            first timestamp := date_trunc('month', moment AT TIME ZONE 'UTC');
            partition text := 'run_' || to_char(first, 'YYYY_MM');
        BEGIN
            IF to_regclass('clearfield.' || partition) IS NULL THEN
                EXECUTE format('CREATE TABLE clearfield.%I PARTITION OF clearfield.run FOR VALUES FROM (%L) TO (%L)',
                               partition, first AT TIME ZONE 'UTC', (first + interval '1 month') AT TIME ZONE 'UTC');
            END IF;
            RETURN partition;
        END
        $$
        """,
        """
        SELECT clearfield.add_run_month(month) FROM (
            SELECT DISTINCT date_trunc('month', finished_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS month
            FROM clearfield.run_before_months
            UNION SELECT now() UNION SELECT now() + interval '1 month') months
        """,
        "INSERT INTO clearfield.run SELECT * FROM clearfield.run_before_months",
        "DROP TABLE clearfield.run_before_months",
        "ALTER TABLE clearfield.run ADD PRIMARY KEY (id, finished_at)",
        "CREATE INDEX run_by_player ON clearfield.run (player_id, board, finished_at)",
        "CREATE INDEX run_by_submitter ON clearfield.run (player_id, submitted_at)",
        "CREATE INDEX run_deal ON clearfield.run (deal_id)",
        "ALTER TABLE clearfield.run ADD FOREIGN KEY (player_id) REFERENCES clearfield.player (id)",
        "ALTER TABLE clearfield.run ADD FOREIGN KEY (deal_id) REFERENCES clearfield.deal (id)",
        "ALTER TABLE clearfield.run ENABLE ROW LEVEL SECURITY",
        "GRANT SELECT ON clearfield.run TO clearfield_player, moderator",
        "CREATE POLICY run_read ON clearfield.run FOR SELECT USING (true)",
        """
        CREATE TRIGGER run_never_changes BEFORE UPDATE OR DELETE ON clearfield.run
            FOR EACH ROW EXECUTE FUNCTION clearfield.refuse_run_change()
        """,
        "ALTER TABLE clearfield.board_best ADD COLUMN claimed text NOT NULL DEFAULT '{}'",
        "UPDATE clearfield.board_best b SET claimed = r.claimed FROM clearfield.run r WHERE r.id = b.run_id",
        """
        CREATE OR REPLACE FUNCTION clearfield.keep_ranked_best() RETURNS trigger
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
                        (board, period, player_id, run_id, sort_key1, sort_key2, sort_key3, finished_at, claimed)
                    VALUES (r.board, bucket, r.player_id, r.id, r.sort_key1, r.sort_key2, r.sort_key3, r.finished_at, r.claimed)
                    ON CONFLICT (board, period, player_id) DO UPDATE
                        SET run_id = EXCLUDED.run_id, sort_key1 = EXCLUDED.sort_key1, sort_key2 = EXCLUDED.sort_key2,
                            sort_key3 = EXCLUDED.sort_key3, finished_at = EXCLUDED.finished_at, claimed = EXCLUDED.claimed
                        WHERE (EXCLUDED.sort_key1, EXCLUDED.sort_key2, EXCLUDED.sort_key3, EXCLUDED.finished_at,
                               EXCLUDED.run_id COLLATE "C")
                            < (best.sort_key1, best.sort_key2, best.sort_key3, best.finished_at, best.run_id COLLATE "C");
                ELSIF TG_OP = 'UPDATE' AND OLD.status = 'ranked' THEN
                    DELETE FROM clearfield.board_best
                        WHERE board = r.board AND period = bucket AND player_id = r.player_id AND run_id = r.id;
                    INSERT INTO clearfield.board_best
                        (board, period, player_id, run_id, sort_key1, sort_key2, sort_key3, finished_at, claimed)
                    SELECT o.board, bucket, o.player_id, o.id, o.sort_key1, o.sort_key2, o.sort_key3, o.finished_at, o.claimed
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
    ])
}
