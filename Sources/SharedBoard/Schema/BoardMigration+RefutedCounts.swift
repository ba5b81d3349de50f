extension BoardMigration {
    /// Version 13: the bests by their run. A reader that has refuted runs (their replay failed
    /// here) counts a board's bests on the ranking index, as version 4 made it, and takes away the
    /// refuted ones, found here by run id, and the rows of the players it no longer trusts, found
    /// by the primary key, instead of looking at each counted row's run id (issue 19: a mid-board
    /// around-me with one junk best refuted took 11 ms at load 12, most of it that count).
    static let boardBestByRunV13 = BoardMigration(version: 13, name: "board-best-by-run", statements: [
        "CREATE INDEX board_best_by_run ON clearfield.board_best (run_id)",
    ])
}
