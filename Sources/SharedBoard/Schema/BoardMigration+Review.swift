extension BoardMigration {
    /// Version 11: held runs and their review (issue 19, the database's half). A run faster than
    /// people play is held by every reader (the human envelope, applied to each row read) until a
    /// moderator approves it; a rejected run is never ranked. The verdicts live here, written only
    /// through `review_run` (moderators), which logs each one in the moderation log with the run.
    static let reviewV11 = BoardMigration(version: 11, name: "run-review", statements: [
        """
        CREATE TABLE clearfield.run_review (
            run_id text PRIMARY KEY REFERENCES clearfield.run (id),
            approved boolean NOT NULL,
            moderator text NOT NULL,
            reason text NULL CHECK (reason IS NULL OR char_length(reason) <= 500),
            at timestamptz NOT NULL DEFAULT now()
        )
        """,
        "GRANT SELECT ON clearfield.run_review TO clearfield_player, moderator",
        "ALTER TABLE clearfield.moderation_log ADD COLUMN run_id text NULL",
        """
        CREATE FUNCTION clearfield.review_run(reviewed text, approve boolean, why text) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        DECLARE
            owner bigint;
        BEGIN
            IF NOT clearfield.is_moderator() THEN
                RAISE EXCEPTION 'only a moderator may review a run' USING ERRCODE = '42501';
            END IF;
            SELECT player_id INTO owner FROM clearfield.run WHERE id = reviewed;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'there is no run %', left(reviewed, 64) USING ERRCODE = '22023';
            END IF;
            IF owner = clearfield.current_player_id() THEN
                RAISE EXCEPTION 'a moderator does not review their own runs' USING ERRCODE = '42501';
            END IF;
            INSERT INTO clearfield.run_review (run_id, approved, moderator, reason, at)
            VALUES (reviewed, approve, session_user, why, now())
            ON CONFLICT (run_id) DO UPDATE
                SET approved = EXCLUDED.approved, moderator = EXCLUDED.moderator, reason = EXCLUDED.reason, at = now();
            INSERT INTO clearfield.moderation_log (actor, action, target_id, reason, run_id)
            VALUES (session_user, CASE WHEN approve THEN 'approve-run' ELSE 'reject-run' END, owner, why, reviewed);
        END
        $$
        """,
        "REVOKE ALL ON FUNCTION clearfield.review_run(text, boolean, text) FROM PUBLIC",
        "GRANT EXECUTE ON FUNCTION clearfield.review_run(text, boolean, text) TO moderator",
    ])
}
