extension BoardMigration {
    /// Version 20: the spent nonces and the request counters are unlogged (issue 29, point 6).
    /// Every signed request writes both, and a commit that wrote to logged tables waits for its WAL
    /// to reach the disk: under a flood that wait was most of an honest read's time. Unlogged
    /// tables write no WAL, so their commits do not wait. What that gives up, on purpose: after a
    /// crash of the database (not a clean stop) both tables start empty, so the counters start
    /// again and a request captured in the last `RequestSignature.allowedSkew` could be replayed
    /// once; and a standby holds neither (the service reads them on the primary only).
    static let unloggedCountersV20 = BoardMigration(version: 20, name: "unlogged-request-counters", statements: [
        "ALTER TABLE clearfield.request_nonce SET UNLOGGED",
        "ALTER TABLE clearfield.rate_window SET UNLOGGED",
    ])
}
