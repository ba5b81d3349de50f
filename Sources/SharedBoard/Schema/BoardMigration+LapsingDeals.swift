extension BoardMigration {
    /// Version 23: the deals still waiting for their game's start, by expiry (issue 29). Every
    /// minute the service's housekeeping closes the deals that lapsed before they started; it found
    /// them by a sequential scan of every deal ever made (one per ranked game: a million rows on a
    /// board of a million runs), seen while profiling a submit statement by statement
    /// (docs/PERFORMANCE.md). The partial index holds only the deals not started and not closed.
    static let lapsingDealsV23 = BoardMigration(version: 23, name: "lapsing-deals-index", statements: [
        "SET LOCAL statement_timeout = 0",
        """
        CREATE INDEX deal_unstarted_expiry ON clearfield.deal (expires_at)
            WHERE closed_at IS NULL AND started_at IS NULL
        """,
    ])
}
