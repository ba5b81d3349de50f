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
        // Whatever writes a best (the verdict trigger, an administrator), its run's figures go with it.
        """
        CREATE FUNCTION clearfield.best_keeps_claim() RETURNS trigger
        LANGUAGE plpgsql SET search_path = clearfield, pg_temp AS $$
        BEGIN
            IF TG_OP = 'INSERT' OR NEW.run_id IS DISTINCT FROM OLD.run_id THEN
                NEW.claimed := coalesce((SELECT claimed FROM clearfield.run WHERE id = NEW.run_id), NEW.claimed, '{}');
            END IF;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER best_keeps_claim BEFORE INSERT OR UPDATE OF run_id ON clearfield.board_best
            FOR EACH ROW EXECUTE FUNCTION clearfield.best_keeps_claim()
        """,
    ])
}
