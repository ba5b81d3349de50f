extension BoardMigration {
    /// Version 22: the ranked daily verdicts indexed on their own (issue 29). The streak board
    /// (GET /v1/streaks) is computed from each player's ranked daily runs; it found them by a
    /// sequential scan of every verdict of every board (1,000,000 rows on a busy board, where a
    /// daily verdict is one in hundreds). This partial index holds the ranked daily verdicts only,
    /// with the player and the board (whose name ends with the day), so the streaks read it alone,
    /// index only. Its predicate is the streak query's own condition, word for word: the planner
    /// proves a partial index usable from the query's text.
    static let dailyVerdictsV22 = BoardMigration(version: 22, name: "daily-verdicts-index", statements: [
        "SET LOCAL statement_timeout = 0",
        """
        CREATE INDEX run_verdict_daily ON clearfield.run_verdict (player_id, board)
            WHERE status = 'ranked' AND board ~ '^(mines|tiles)[.]daily[.]'
        """,
    ])
}
