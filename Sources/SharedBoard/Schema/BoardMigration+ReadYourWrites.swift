extension BoardMigration {
    /// Version 18: each player's last write's WAL position on the primary (issue 30, point 2), set
    /// by the service after a submit or a profile change and read with the request's key. An
    /// instance reading from a streaming standby sends that player's reads to the primary until
    /// the standby has replayed it, so a player always sees their own run on any instance.
    static let readYourWritesV18 = BoardMigration(version: 18, name: "read-your-writes", statements: [
        "ALTER TABLE clearfield.player ADD COLUMN last_write_lsn bigint",
    ])
}
