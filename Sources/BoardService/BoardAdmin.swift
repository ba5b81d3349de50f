import BoardAPI
import Daily
import Foundation
import GameRules
import Leaderboards
import PostgresNIO
import SharedBoard

/// What the administrator's commands do (`clearfield-board migrate|invite|moderator|status|verify`),
/// over one connection of their own.
public struct BoardAdmin: Sendable {
    public let connection: BoardConnection
    let rankings: RankingRegistry
    let dailies: DailyGames
    let dailySeeds: SharedDailySeeds

    public init(connection: BoardConnection, games: ServiceGames) {
        self.connection = connection
        let seeds = SharedDailySeeds.service()
        dailySeeds = seeds
        rankings = games.rankings(dailySeeds: seeds)
        dailies = games.dailies
    }

    /// The day seeds the board drew: a daily run on one is that day's challenge.
    func learnDailySeeds() throws {
        for row in try connection.rows("SELECT day, game, seed FROM clearfield.daily_seed") {
            let (day, game, seed) = try row.decode((String, String, Int64).self)
            if let date = DailyDate(day), let daily = dailies.game(id: game) {
                dailySeeds.record(UInt64(bitPattern: seed), game: daily, date: date)
            }
        }
    }

    /// What `migrate` did, for its report.
    public struct MigrationReport: Sendable {
        public var applied: [String] = []
        public var verifiersKept = 0
        public var loginsClosed: [String] = []
        /// Nicknames cleared because they now read as an earlier player's (`rekeyNicknames`).
        public var nicknamesCleared: [String] = []
        public var judged = Judged()
    }

    /// Runs judged by replay at migration (or checked by `verify`).
    public struct Judged: Sendable {
        public var ranked = 0
        public var held = 0
        public var refused = 0
        /// Why runs were not checked, with how many.
        public var skipped: [String: Int] = [:]
        public var failures: [String] = []
    }

    /// The schema up to the service's version; then, on a board made for logins: each player's
    /// password verifier kept for a claim and every player role closed to logins (both need a
    /// superuser); then the runs filed before judged by replay, their verdicts stored.
    public func migrate(timeZone: String? = nil) throws -> MigrationReport {
        var report = MigrationReport()
        report.applied = try BoardAdministration(connection: connection)
            .initialize(upTo: BoardMigration.latestVersion, timeZone: timeZone).map(\.name)
        let superuser = try connection.rows("SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user")
            .first?.decode(Bool.self) ?? false
        if superuser {
            let kept = try connection.rows("""
                UPDATE clearfield.legacy_login l SET verifier = a.rolpassword
                FROM pg_catalog.pg_authid a
                WHERE a.rolname = l.role_name AND l.verifier IS NULL AND l.claimed_at IS NULL
                  AND a.rolpassword LIKE 'SCRAM-SHA-256$%'
                RETURNING l.player_id
                """)
            report.verifiersKept = kept.count
            let logins = try connection.rows("""
                SELECT r.rolname::text FROM pg_catalog.pg_roles r JOIN clearfield.player p ON p.role_name = r.rolname
                WHERE r.rolcanlogin AND NOT r.rolsuper
                """).map { try $0.decode(String.self) }
            for role in logins {
                // A role name cannot be a bound parameter; the database quotes it (format %I).
                guard let statement = try connection.rows("SELECT format('ALTER ROLE %I NOLOGIN', \(role))").first?
                    .decode(String.self) else { continue }
                try connection.rows(PostgresQuery(unsafeSQL: statement))
                report.loginsClosed.append(role)
            }
        }
        report.nicknamesCleared = try rekeyNicknames()
        report.judged = try judgeUnjudged()
        return report
    }

    /// The runs with no verdict (filed before the service), judged by replay: verified ones are
    /// ranked unless the envelope holds them (a moderator's earlier review decides those).
    func judgeUnjudged() throws -> Judged {
        var judged = Judged()
        try learnDailySeeds()
        while true {
            let rows = try connection.rows("""
                SELECT r.id, r.player_id, r.board, r.game, r.setup, r.log, r.claimed, r.sort_key1, r.sort_key2, r.sort_key3,
                       r.finished_at, r.day, r.week, rv.approved
                FROM clearfield.run r LEFT JOIN clearfield.run_verdict v ON v.run_id = r.id
                LEFT JOIN clearfield.run_review rv ON rv.run_id = r.id
                WHERE v.run_id IS NULL ORDER BY r.id LIMIT 500
                """)
            if rows.isEmpty { break }
            for row in rows {
                let (status, reason, moves) = try judge(row)
                switch status {
                case "ranked": judged.ranked += 1
                case "held": judged.held += 1
                default: judged.refused += 1
                }
                let cells = row.makeRandomAccess()
                try connection.rows("""
                    INSERT INTO clearfield.run_verdict (run_id, board, player_id, status, reason, moves_digest)
                    VALUES (\(try cells["id"].decode(String.self)), \(try cells["board"].decode(String.self)),
                            \(try cells["player_id"].decode(Int64.self)), \(status), \(reason), \(moves))
                    """)
            }
        }
        return judged
    }

    func serverRun(_ row: PostgresRow) throws -> ServerRun {
        let c = row.makeRandomAccess()
        return ServerRun(id: try c["id"].decode(String.self), playerID: try c["player_id"].decode(Int64.self),
                         board: try c["board"].decode(String.self), game: try c["game"].decode(String.self),
                         setup: try c["setup"].decode(Data.self), log: try c["log"].decode(Data.self),
                         claimed: try c["claimed"].decode(String.self),
                         sortKey: [try c["sort_key1"].decode(Int64.self), try c["sort_key2"].decode(Int64.self),
                                   try c["sort_key3"].decode(Int64.self)],
                         finishedAt: try c["finished_at"].decode(Date.self), day: try c["day"].decode(String.self),
                         week: try c["week"].decode(String.self))
    }

    /// A stored run checked again: (status, reason, moves digest).
    private func judge(_ row: PostgresRow) throws -> (String, String?, String?) {
        let server = try serverRun(row)
        let approved = try row.makeRandomAccess()["approved"].decode(Bool?.self)
        let moves = rankings.games.backEnd(forKind: server.game).flatMap { GameLogs.movesDigest(server.log, backEnd: $0) }
        if approved == false { return ("refused", "rejected by a moderator", moves) }
        guard let run = ServerRowCheck.rankedRun(from: server) else { return ("refused", "the board's row is not well formed", moves) }
        if case .unverified(let why) = rankings.reverify(run) { return ("refused", why, moves) }
        if approved != true, case .held(let reason) = rankings.envelopeVerdict(of: run) {
            return ("held", "held for review: " + reason.description, moves)
        }
        return ("ranked", nil, moves)
    }
}
