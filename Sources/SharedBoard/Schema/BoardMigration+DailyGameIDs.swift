extension BoardMigration {
    /// Version 25: the daily of any registered game (issue 33). After version 24 the schema still
    /// named the dailies by a fixed list in three places, so a service given another game (the
    /// tests' lights-out) could deal its daily and rank its run, but not as Mines' and Tiles' are:
    ///
    /// - The index of ranked daily verdicts (22) held `^(mines|tiles)[.]daily[.]` boards only: the
    ///   streaks of another game's daily read every verdict. It now holds the daily boards of any
    ///   registry id (`dailyBoardPrefix`); the streak query names that condition word for word
    ///   (so the planner proves the index usable) beside its own games' (`BoardQueries`).
    /// - `daily_seed(game, day)` (14) drew a seed for 'mines' or 'tiles' only. It and
    ///   `issue_daily_deal(game)`, which called it, were the direct-login players' way to the daily;
    ///   since the service (15) no player logs in (`clearfield-board migrate` closes the logins) and
    ///   the service draws a day's seed into `daily_seed` itself, whose check takes any registry id
    ///   since 24 (the game decided from its registry before it writes: `Board.dailyDeal`). Both
    ///   are dropped rather than written again with a wider check for nobody to call.
    /// - The run triggers of the direct-login board, whose board forms listed the games
    ///   (`check_daily_run`, `limit_runs`; `check_deal` and `stamp_run`, which asked
    ///   `NEW.game = 'mines'`), were left behind by version 16, which made `run` again without
    ///   them: no table has fired them since. Their checks are the service's, for every game of its
    ///   registry (`RunJudge`: the deal's board, day, seed, ranked attempt and clock; `POST /deals`
    ///   deals only its games' boards; the rate windows). They are dropped too (not cascaded, so
    ///   this version fails on a board where a trigger still used one).
    static let dailyGameIDsV25 = BoardMigration(version: 25, name: "daily-game-ids", statements: [
        "SET LOCAL statement_timeout = 0",
        "DROP INDEX clearfield.run_verdict_daily",
        """
        CREATE INDEX run_verdict_daily ON clearfield.run_verdict (player_id, board)
            WHERE status = 'ranked' AND board ~ '\(dailyBoardPrefix)'
        """,
        "DROP FUNCTION clearfield.issue_daily_deal(text)",
        "DROP FUNCTION clearfield.daily_seed(text, text)",
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
