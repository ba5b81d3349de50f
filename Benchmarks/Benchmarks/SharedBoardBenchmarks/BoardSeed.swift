import BenchmarkSupport
import ClearfieldGames
import Foundation
import GameCore
import GameRules
import Leaderboards
import Players
import PostgresNIO
import SharedBoard
import Synchronization
import Tiles

/// A board of 1,000,000 runs by 10,000 players, plus 100,000 junk runs of one more player (logs
/// that never replay, spread over Mines: Expert and 50,000 Tiles level boards), made once per
/// benchmark process in a database of its own on the server CLEARFIELD_TEST_POSTGRES_URL names,
/// and a store connected as one of the players (a role of its own, so the row-level security, the
/// deals and the quota are in the measured path).
final class BoardSeed: Sendable {
    /// Made once per process, by the first benchmark's setup (the load takes minutes).
    private static let made = Mutex<BoardSeed?>(nil)

    let store: PostgresLeaderboardStore
    /// The player's own connection, for deals.
    let server: BoardServer
    let player: PlayerID
    let middlePlayer: PlayerID
    private let claim: VerifiedGame
    /// Runs submitted so far (each gets a sort key of its own).
    private let counter = Mutex(0)

    static func shared() throws -> BoardSeed {
        try made.withLock { made in
            if let made { return made }
            let seed = try BoardSeed()
            made = seed
            return seed
        }
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "CLEARFIELD_TEST_POSTGRES_URL is not set: run the benchmark under ../scripts/with-postgres.sh"
        }
    }

    private init() throws {
        guard let url = ProcessInfo.processInfo.environment["CLEARFIELD_TEST_POSTGRES_URL"] else { throw Missing() }
        var warnings: [String] = []
        guard var settings = try BoardConnectionSettings.resolve(option: url, environment: [:], setting: nil,
                                                                 homeDirectory: "/nonexistent", loginName: "postgres",
                                                                 warnings: &warnings) else { throw Missing() }
        settings.sslMode = .disable
        settings.timeoutSeconds = 600  // the load below takes a while
        let root = try BoardConnection.open(settings)
        let database = "bench_\(UInt32.random(in: 0...UInt32.max))"
        try root.rows(PostgresQuery(unsafeSQL: "CREATE DATABASE \(database)"))
        root.close()
        settings.database = database
        let admin = try BoardConnection.open(settings)
        try BoardAdministration(connection: admin).initialize()

        claim = VerifiedGame(kind: GameKind(rawValue: "mines"), status: .won, boardsCleared: 1, moves: 120,
                             threeBV: 140, hintsUsed: 0, undosUsed: 0, actionCount: 120,
                             timingStartOffset: 0, lastOffset: 60_000, playMilliseconds: 60_000)
        let claimJSON = String(decoding: try JSONEncoder().encode(ClaimRow(claimed: claim, figures: ["timeMs": 60_000])),
                               as: UTF8.self)
        // Players as rows (their roles are not needed to read), then the runs in one statement
        // with the trigger off, and the bests filled as the migration fills them.
        try admin.rows("INSERT INTO clearfield.player (role_name) SELECT 'bench_' || g FROM generate_series(1, 10000) g")
        // Every trigger off for the load (the administrator is exempt from deals, clock and quota
        // anyway); the bests are filled below as the migration fills them.
        try admin.rows("ALTER TABLE clearfield.run DISABLE TRIGGER USER")
        try admin.rows("""
            INSERT INTO clearfield.run (id, player_id, board, game, setup, log, claimed, sort_key1, sort_key2, sort_key3,
                                        finished_at, day, week)
            SELECT 'seed-' || g, p.first + (g % 10000), 'mines.expert.random', 'mines', '\\x7b7d'::bytea,
                   decode(repeat('01', 600), 'hex'), \(claimJSON), 30000 + (hashint4(g) & 1048575), -(g % 997), 0,
                   t, to_char(t, 'YYYY-MM-DD'), to_char(t, 'IYYY-"W"IW')
            FROM generate_series(1, 1000000) g
            CROSS JOIN (SELECT min(id) AS first FROM clearfield.player) p
            CROSS JOIN LATERAL (SELECT now() - (g % 60) * interval '1 day' AS t) moment
            """)
        // One more player's junk: 100,000 runs whose logs never replay, half on Mines: Expert and
        // half on as many made-up Tiles levels (under the shipped levels' prefix, which no known level has).
        try admin.rows("INSERT INTO clearfield.player (role_name) VALUES ('bench_junk')")
        try admin.rows("""
            INSERT INTO clearfield.run (id, player_id, board, game, setup, log, claimed, sort_key1, sort_key2, sort_key3,
                                        finished_at, day, week)
            SELECT 'junk-' || g, (SELECT id FROM clearfield.player WHERE role_name = 'bench_junk'),
                   CASE WHEN g % 2 = 0 THEN 'mines.expert.random' ELSE 'tiles.level.' || (g / 2 + 1) || '.0123abcd' END,
                   CASE WHEN g % 2 = 0 THEN 'mines' ELSE 'tiles' END, '\\x7b7d'::bytea, '\\x00'::bytea,
                   \(claimJSON), 1000 + g, 0, 0, now(), to_char(now(), 'YYYY-MM-DD'), to_char(now(), 'IYYY-"W"IW')
            FROM generate_series(1, 100000) g
            """)
        try admin.rows(PostgresQuery(unsafeSQL: BoardMigration.all[1].statements.last!))
        try admin.rows("ALTER TABLE clearfield.run ENABLE TRIGGER USER")
        // The benchmark submits far more than a person: the quota raised for it.
        try admin.rows("SELECT clearfield.set_run_quota(1000000, 1000000)")
        try admin.rows("ANALYZE")

        let role = "bench_player"
        _ = try? admin.rows(PostgresQuery(unsafeSQL: "DROP ROLE IF EXISTS \(role)"))
        player = try BoardAdministration(connection: admin).addPlayer(role: role, password: "bench")
        let firstID = try admin.rows("SELECT min(id) FROM clearfield.player")[0].decode(Int64.self)
        middlePlayer = firstID + 5_000
        admin.close()

        settings.user = role
        settings.password = "bench"
        settings.timeoutSeconds = 5
        readerSettings = settings
        // The game's own boards: the Tiles total sums the shipped levels' boards it knows.
        let registry = RankingRegistry.clearfield(levels: try Repository.shippedLevels().map(TilesRanking.Level.init))
        aggregates = registry.aggregates
        members = registry.knownMembers
        let connection = try BoardConnection.open(settings)
        server = BoardServer(connection: connection)
        let deals = DealLedger()
        self.deals = deals
        store = PostgresLeaderboardStore(connection: connection, periods: .fixed(secondsFromGMT: 0),
                                         aggregates: aggregates, members: members, verify: Self.verify,
                                         deal: { deals.take($0.id) })
    }

    private let readerSettings: BoardConnectionSettings
    private let aggregates: [BoardID: BoardAggregate]
    private let members: [BoardID: [BoardID]]

    /// Every real row verifies without a replay (the board's cost is measured); junk never does.
    @Sendable static func verify(_ run: RankedRun) -> VerificationState {
        run.log.count == 600 ? .verified : .unverified("junk")
    }

    /// A reader that has read nothing yet (a new connection and no verdicts): another player
    /// opening the game. Close its connection after use (a player role has 3 connections).
    func newReader() throws -> PostgresLeaderboardStore {
        PostgresLeaderboardStore(connection: try BoardConnection.open(readerSettings), periods: .fixed(secondsFromGMT: 0),
                                 aggregates: aggregates, members: members, verify: Self.verify)
    }

    /// The deals asked for, by the run that will name them.
    let deals: DealLedger

    /// A new run of the benchmark's player, dealt by the board first (an id never used, a time
    /// anywhere in the board; its claim within the moments since the deal).
    func freshRun() throws -> RankedRun {
        let count = counter.withLock { counter in
            counter += 1
            return counter
        }
        let deal = try server.issueDeal(game: "mines")
        let id = "bench-\(UUID().uuidString)"
        deals.put(id, deal.id)
        var quick = claim
        quick.playMilliseconds = 1
        quick.lastOffset = 1
        return RankedRun(id: id, board: BoardID("mines.expert.random"), playerID: player,
                         kind: GameKind(rawValue: "mines"), setup: Data(#"{"seed":\#(deal.seed)}"#.utf8),
                         log: Data(repeating: 1, count: 600), claimed: quick,
                         sortKey: [Int64(30_000 + count % 1_000_000), 0, 0],
                         figures: ["timeMs": 60_000], finishedAt: Date(), verification: .verified)
    }
}

/// Deal ids by run id, between asking for the deal and submitting the run.
final class DealLedger: Sendable {
    private let ids = Mutex<[String: Int64]>([:])

    func put(_ runID: String, _ dealID: Int64) {
        ids.withLock { $0[runID] = dealID }
    }

    func take(_ runID: String) -> Int64? {
        ids.withLock { $0.removeValue(forKey: runID) }
    }
}

/// The claim column's JSON, as the store writes it.
private struct ClaimRow: Codable {
    var claimed: VerifiedGame
    var figures: [String: Int64]
}
