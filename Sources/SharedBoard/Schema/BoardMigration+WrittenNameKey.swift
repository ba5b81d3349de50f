extension BoardMigration {
    /// Names that look alike only in capitals (issue 29): a second key per nickname, the skeleton
    /// of the name as written (`NicknameRules.writtenKey`: Greek "Μallory" and "MaIIory" read as
    /// "Mallory" there, though not once lower-cased), unique like the first. The service fills it
    /// (`clearfield-board migrate` re-keys every nickname, clearing a later one that now reads as
    /// an earlier player's) and checks both keys at every change; a blanked name's keys are both
    /// refused (`refused_name` holds one row per key).
    static let writtenNameKey = BoardMigration(version: 19, name: "names-written-key", statements: [
        "ALTER TABLE clearfield.player ADD COLUMN nickname_written_key text NULL",
        """
        CREATE UNIQUE INDEX player_nickname_written_unique ON clearfield.player (nickname_written_key)
            WHERE nickname_written_key IS NOT NULL
        """,
    ])
}
