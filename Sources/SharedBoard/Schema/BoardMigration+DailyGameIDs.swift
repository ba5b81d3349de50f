extension BoardMigration {
    /// Version 25: the daily of any registered game (issue 33). After version 24 the schema still
    /// named the dailies by a fixed list in three places, so a service given another game (the
    /// tests' lights-out) could deal its daily and rank its run, but not as Mines' and Tiles' are:
    ///
    /// - The index of ranked daily verdicts (22) held `^(mines|tiles)[.]daily[.]` boards only: the
    ///   streaks of another game's daily read every verdict. It now holds the daily boards of any
    ///   registry id (`dailyBoardPrefix`); the streak query names that condition word for word
    ///   (so the planner proves the index usable) beside its own games' (`BoardQueries`).
    /// - `daily_seed(game, day)` (14) drew a seed for 'mines' or 'tiles' only: it now takes a
    ///   registry id by its form, as its table does since 24 (whose game the service decides from
    ///   its registry before it writes: `Board.dailyDeal`).
    /// - The run triggers of the direct-login board, whose board forms listed the games
    ///   (`check_daily_run`, `limit_runs`; `check_deal` and `stamp_run`, which asked
    ///   `NEW.game = 'mines'`), were left behind by version 16, which made `run` again without
    ///   them: no table has fired them since. Their checks are the service's, for every game of its
    ///   registry (`RunJudge`: the deal's board, day, seed, ranked attempt and clock; `POST /deals`
    ///   deals only its games' boards; the rate windows). They are dropped (not cascaded, so this
    ///   version fails on a board where a trigger still used one).
    static let dailyGameIDsV25 = BoardMigration(version: 25, name: "daily-game-ids", statements: [
        "SET LOCAL statement_timeout = 0",
        "DROP INDEX clearfield.run_verdict_daily",
        """
        CREATE INDEX run_verdict_daily ON clearfield.run_verdict (player_id, board)
            WHERE status = 'ranked' AND board ~ '\(dailyBoardPrefix)'
        """,
        """
        CREATE OR REPLACE FUNCTION clearfield.daily_seed(game_name text, asked text)
        RETURNS TABLE (day text, seed bigint)
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = clearfield, pg_temp AS $$
        DECLARE
            today text := clearfield.board_today();
            wanted text := coalesce(asked, today);
        BEGIN
            IF clearfield.current_player_id() IS NULL AND NOT clearfield.is_administrator() THEN
                RAISE EXCEPTION 'the role % is not a player of this board', session_user USING ERRCODE = '42501';
            END IF;
            IF game_name IS NULL OR game_name !~ '\(gameIDForm)' THEN
                RAISE EXCEPTION 'there is no daily challenge of %: a game is named by its registry id (lowercase letters, digits and hyphens, 40 at most)',
                    quote_literal(left(coalesce(game_name, 'nothing'), 40)) USING ERRCODE = '22023';
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
        "DROP FUNCTION clearfield.check_daily_run()",
        "DROP FUNCTION clearfield.limit_runs()",
        "DROP FUNCTION clearfield.check_deal()",
        "DROP FUNCTION clearfield.stamp_run()",
    ])

    /// The start of a daily board's id of any game: its registry id (`gameIDForm`), then
    /// `.daily.` (`mines.daily.2026-11-24`, `lights-out.daily.2026-11-24`).
    public static let dailyBoardPrefix = "^[a-z][a-z0-9-]{0,39}[.]daily[.]"

    /// Whether `id` has the form the schema takes for a game's id (`gameIDForm`), checked before a
    /// request's text is written back or to the board. Scalar by scalar: a Foundation pattern's
    /// `$` also matches before a final line break, which PostgreSQL's does not.
    public static func isGameID(_ id: String) -> Bool {
        let scalars = id.unicodeScalars
        guard let first = scalars.first, ("a"..."z").contains(first), scalars.count <= 40 else { return false }
        return scalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
