/// One step of the board's schema: a version number, a name, and its statements (one statement
/// each: the extended protocol, which binds parameters, runs one at a time). Versions are only
/// ever appended; a shipped one is never edited, as with the SQLite migrations.
public struct BoardMigration: Sendable {
    public var version: Int
    public var name: String
    public var statements: [String]

    /// Every version, oldest first.
    public static let all: [BoardMigration] = [tablesV1, bestV2, securityV3, blockedIndexV4, serverClockV5, dealsV6, moderationLogV7, privilegesV8, namesV9, quotasV10, reviewV11,
                                               playerListV12, boardBestByRunV13, dailyV14, serviceV15, runMonthsV16, bandsV17,
                                               readYourWritesV18, writtenNameKey, unloggedCountersV20, boardPlayersV21,
                                               dailyVerdictsV22, lapsingDealsV23, gameIDsV24, dailyGameIDsV25]

    public static var latestVersion: Int { all.last?.version ?? 0 }

    /// The schema this game reads and writes, and the table of applied versions.
    public static let schemaName = "clearfield"
    /// Group roles: every player's login role is a member of `playerRole`; moderators are also
    /// members of `moderatorRole`.
    public static let playerRole = "clearfield_player"
    public static let moderatorRole = "moderator"
}
