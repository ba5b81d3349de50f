extension BoardMigration {
    /// Version 4: the blocked players by themselves. A rank or a row count counts a board's bests
    /// on the ranking index alone and takes away the few blocked players' rows, found here, instead
    /// of looking up each counted row's player (1M runs / 10k players: a mid-board rank went from
    /// 12 ms to about 1 ms, a row count from 10 ms to about 1.5 ms; docs/PERFORMANCE.md).
    static let blockedIndexV4 = BoardMigration(version: 4, name: "blocked-players-index", statements: [
        "CREATE INDEX player_blocked ON clearfield.player (id) WHERE blocked",
    ])
}
