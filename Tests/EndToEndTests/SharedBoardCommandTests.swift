import Foundation
import GameCore
import GameRules
import Leaderboards
import Mines
import SharedBoard
import Storage
import Testing

/// The command line reads the shared board when one is configured (issue 19): `leaderboard`,
/// `leaderboard verify`, `players list|show|log` and `profile` against a real PostgreSQL board,
/// logged in with a password as a player role; `--local` reads this computer's database.
/// Needs `scripts/with-postgres.sh`: without its server the test fails.
@Suite(.tags(.postgres)) struct SharedBoardCommandTests {
    /// Runs psql as the cluster's superuser on `database`.
    static func psql(_ admin: URL, database: String, _ statement: String) throws {
        var components = try #require(URLComponents(url: admin, resolvingAgainstBaseURL: false))
        components.path = "/" + database
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = [try #require(components.url).absoluteString, "-v", "ON_ERROR_STOP=1", "-qc", statement]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "psql: \(statement)")
    }

    @Test func theCommandsReadTheSharedBoardAndLocalReadsThisComputer() throws {
        let adminText = try #require(ProcessInfo.processInfo.environment["CLEARFIELD_TEST_POSTGRES_URL"],
                                     "run the tests with scripts/with-postgres.sh")
        let admin = try #require(URL(string: adminText))
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let databaseName = "cf_cli_\(suffix)", role = "ann_\(suffix)", password = "pw-\(suffix)"
        try Self.psql(admin, database: "postgres", "CREATE DATABASE \(databaseName)")
        var boardAdmin = try #require(URLComponents(url: admin, resolvingAgainstBaseURL: false))
        boardAdmin.path = "/" + databaseName
        var playerURL = boardAdmin
        playerURL.user = role
        playerURL.password = password

        let scratch = try ProgressCommandTests.Scratch()
        let home = scratch.dataDirectory.path
        func run(_ arguments: [String], board: URLComponents? = nil) throws -> ProgressCommandResult {
            let shared = board.map { ["--shared-board", $0.url!.absoluteString] } ?? []
            return try runClearfieldForProgressTest(arguments + shared + ["--data-dir", home],
                                                    environment: ["CLEARFIELD_RESOURCES": scratch.resources.path,
                                                                  "USER": "viewer", "PGPASSFILE": "/nonexistent"])
        }
        let initialized = try run(["board", "init"], board: boardAdmin)
        #expect(initialized.status == 0, "\(initialized.errorOutput)")
        let added = try run(["board", "add-player", role], board: boardAdmin)
        #expect(added.status == 0, "\(added.errorOutput)")
        try Self.psql(admin, database: databaseName, "ALTER ROLE \(role) PASSWORD '\(password)'")

        // On this computer: the viewer's own beginner win (the first command makes the database).
        _ = try run(["leaderboard", "--local"])
        let database = try AppDatabase.open(at: scratch.dataDirectory.appendingPathComponent("data/clearfield.sqlite"))
        let viewer = try database.currentPlayer(named: "viewer")
        var seed: UInt64 = 80
        func game(id: String, player: Int64) -> RankedRun {
            while true {
                seed += 1
                if let run = try? LeaderboardCommandTests.wonBeginnerGame(seed: seed, pace: 2, id: id, player: player) { return run }
            }
        }
        try database.leaderboards(periods: .fixed(secondsFromGMT: 0)).submit(game(id: "local-run", player: viewer.id))
        // On the shared board: ann's, sent as ann (logged in with her password).
        var warnings: [String] = []
        let settings = try #require(try BoardConnectionSettings.resolve(
            option: playerURL.url!.absoluteString, environment: [:], setting: nil, homeDirectory: home, loginName: role,
            warnings: &warnings))
        let board = PostgresLeaderboardStore(connection: try BoardConnection.open(settings), periods: .fixed(secondsFromGMT: 0),
                                             verify: { LeaderboardCommandTests.registry.reverify($0) })
        let ann = try board.currentPlayer()
        board.server.connection.close()
        // Filed by the board's administrator under ann's id (exempt from deals and the server's
        // clock, as when loading a board's history): this test is about reading the board.
        var adminWarnings: [String] = []
        let adminSettings = try #require(try BoardConnectionSettings.resolve(
            option: boardAdmin.url!.absoluteString, environment: [:], setting: nil, homeDirectory: home,
            loginName: "postgres", warnings: &adminWarnings))
        let adminConnection = try BoardConnection.open(adminSettings)
        defer { adminConnection.close() }
        let shared = try ServerRowCheck.serverRun(from: game(id: "shared-run", player: ann), periods: .fixed(secondsFromGMT: 0))
        #expect(try BoardServer(connection: adminConnection).file(shared))

        let sharedBoard = try run(["leaderboard", LeaderboardCommandTests.board.rawValue, "--json"], board: playerURL)
        #expect(sharedBoard.status == 0, "\(sharedBoard.errorOutput)")
        #expect(sharedBoard.output.contains("\"shared-run\""), "\(sharedBoard.output)")
        #expect(!sharedBoard.output.contains("\"local-run\""))
        let local = try run(["leaderboard", LeaderboardCommandTests.board.rawValue, "--json", "--local"], board: playerURL)
        #expect(local.output.contains("\"local-run\"") && !local.output.contains("\"shared-run\""), "\(local.output)")

        let verified = try run(["leaderboard", "verify"], board: playerURL)
        #expect(verified.status == 0, "\(verified.output) \(verified.errorOutput)")
        #expect(verified.output.contains("1 ranked game checked, all verified"), "\(verified.output)")

        let players = try run(["players", "list"], board: playerURL)
        #expect(players.status == 0, "\(players.errorOutput)")
        #expect(players.output.contains(role) && !players.output.contains("viewer"), "\(players.output)")
        let localPlayers = try run(["players", "list", "--local"], board: playerURL)
        #expect(localPlayers.output.contains("viewer") && !localPlayers.output.contains(role), "\(localPlayers.output)")
        let shown = try run(["players", "show", role], board: playerURL)
        #expect(shown.status == 0 && shown.output.contains(role), "\(shown.output) \(shown.errorOutput)")

        let profile = try run(["profile", "--json"], board: playerURL)
        #expect(profile.status == 0, "\(profile.errorOutput)")
        #expect(profile.output.contains(role) && !profile.output.contains("\"viewer\""), "\(profile.output)")

        // The board's moderation log is its moderators' only: a player is refused by the board.
        let log = try run(["players", "log"], board: playerURL)
        #expect(log.status == 1 && log.errorOutput.contains("shared board"), "\(log.output) \(log.errorOutput)")
        let localLog = try run(["players", "log", "--local"], board: playerURL)
        #expect(localLog.status == 0 && localLog.output.contains("No moderation yet."), "\(localLog.errorOutput)")
    }
}
