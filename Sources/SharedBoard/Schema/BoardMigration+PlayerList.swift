extension BoardMigration {
    /// Version 12: the board's list of players (issue 19). `players list` read every run to find
    /// who plays (a million rows on a big board) and showed everyone as a plain player. The view
    /// lists each player once with their avatar and whether they are a moderator (a member of the
    /// `moderator` role, read from the catalogue, which every role may read): one statement, as
    /// many rows as the board has players. It shows what the player table already shows to every
    /// player (its read policy is `true`), plus the role.
    static let playerListV12 = BoardMigration(version: 12, name: "player-list", statements: [
        """
        CREATE VIEW clearfield.player_list AS
        SELECT p.id, p.role_name, p.nickname, p.nickname_blanked, p.blocked, p.member_since, a.pixels,
               EXISTS (SELECT FROM pg_catalog.pg_auth_members m
                       JOIN pg_catalog.pg_roles g ON g.oid = m.roleid
                       JOIN pg_catalog.pg_roles r ON r.oid = m.member
                       WHERE g.rolname = 'moderator' AND r.rolname = p.role_name) AS moderator
        FROM clearfield.player p LEFT JOIN clearfield.avatar a ON a.player_id = p.id
        """,
        "GRANT SELECT ON clearfield.player_list TO clearfield_player, moderator",
    ])
}
