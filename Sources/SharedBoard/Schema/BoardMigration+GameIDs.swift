extension BoardMigration {
    /// Version 24: a deal and a day's seed name their game by its registry id, not from a fixed
    /// list (issue 33). Versions 6 and 14 checked `game IN ('mines', 'tiles')`, so a service given
    /// another game (the tests' lights-out) could not deal it; the checks now ask for the form of
    /// a registry id (lowercase letters, digits, hyphens; 40 at most). The service refuses a game
    /// its registry lacks before it writes. A player of a direct board may now be dealt
    /// (`issue_deal`) a game of any such id: a deal no run can use (a run's board keeps its form,
    /// `limit_runs`; a day's seed its list, `daily_seed`), under the deals' quota.
    static let gameIDsV24 = BoardMigration(version: 24, name: "game-ids", statements: [
        "SET LOCAL statement_timeout = 0",
        "ALTER TABLE clearfield.deal DROP CONSTRAINT deal_game_check",
        "ALTER TABLE clearfield.deal ADD CONSTRAINT deal_game_id CHECK (game ~ '\(gameIDForm)')",
        "ALTER TABLE clearfield.daily_seed DROP CONSTRAINT daily_seed_game_check",
        "ALTER TABLE clearfield.daily_seed ADD CONSTRAINT daily_seed_game_id CHECK (game ~ '\(gameIDForm)')",
    ])

    /// A game's registry id as the schema takes it (`GameKind.rawValue`: "mines", "lights-out").
    static let gameIDForm = "^[a-z][a-z0-9-]{0,39}$"
}
