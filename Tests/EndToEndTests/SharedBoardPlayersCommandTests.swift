import Foundation
import SharedBoard
import Testing

/// Issue 19: `players list|show|log` on the shared board show the board's own list of players —
/// those without a run too — with their roles, and the moderation log's times; the binary
/// against a real board, logged in with a password as a player and as a moderator.
@Suite(.tags(.postgres)) struct SharedBoardPlayersCommandTests {
    @Test func playersListShowAndLogReadTheBoardsListRolesAndTimes() throws {
        let adminText = try #require(ProcessInfo.processInfo.environment["CLEARFIELD_TEST_POSTGRES_URL"],
                                     "run the tests with scripts/with-postgres.sh")
        let admin = try #require(URL(string: adminText))
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let databaseName = "cf_players_\(suffix)"
        let ann = "ann_\(suffix)", mod = "mod_\(suffix)", password = "pw-\(suffix)"
        try SharedBoardCommandTests.psql(admin, database: "postgres", "CREATE DATABASE \(databaseName)")
        var boardAdmin = try #require(URLComponents(url: admin, resolvingAgainstBaseURL: false))
        boardAdmin.path = "/" + databaseName
        func login(_ role: String) -> URLComponents {
            var url = boardAdmin
            url.user = role
            url.password = password
            return url
        }

        let scratch = try ProgressCommandTests.Scratch()
        let home = scratch.dataDirectory.path
        func run(_ arguments: [String], board: URLComponents) throws -> ProgressCommandResult {
            try runClearfieldForProgressTest(arguments + ["--shared-board", board.url!.absoluteString, "--data-dir", home],
                                             environment: ["CLEARFIELD_RESOURCES": scratch.resources.path,
                                                           "USER": "viewer", "PGPASSFILE": "/nonexistent"])
        }
        for step in [["board", "init"], ["board", "add-player", ann], ["board", "add-player", mod],
                     ["board", "moderator", "add", mod]] {
            let done = try run(step, board: boardAdmin)
            #expect(done.status == 0, "\(step): \(done.errorOutput)")
        }
        for role in [ann, mod] {
            try SharedBoardCommandTests.psql(admin, database: databaseName, "ALTER ROLE \(role) PASSWORD '\(password)'")
        }

        // Nobody has a run: both players are listed all the same, the moderator as one.
        let listed = try run(["players", "list"], board: login(ann))
        #expect(listed.status == 0, "\(listed.errorOutput)")
        let lines = listed.output.split(separator: "\n").map(String.init)
        let modLine = lines.first { $0.contains(mod) }
        #expect(modLine?.hasSuffix("moderator") == true, "\(listed.output)")
        #expect(lines.first { $0.contains(ann) }?.hasSuffix("player") == true, "\(listed.output)")
        let json = try run(["players", "list", "--json"], board: login(ann))
        #expect(json.output.contains("\"role\" : \"moderator\"") || json.output.contains("\"role\":\"moderator\""),
                "\(json.output)")
        let shown = try run(["players", "show", mod], board: login(ann))
        #expect(shown.status == 0 && shown.output.contains("role          moderator"), "\(shown.output) \(shown.errorOutput)")

        // The moderator blocks ann: the log says when, as the database wrote it.
        try SharedBoardCommandTests.psql(
            admin, database: databaseName,
            "SET ROLE \(mod); UPDATE clearfield.player SET blocked = true WHERE role_name = '\(ann)'")
        let log = try run(["players", "log"], board: login(mod))
        #expect(log.status == 0, "\(log.errorOutput)")
        let blockLine = try #require(log.output.split(separator: "\n").first { $0.contains("blocked") },
                                     "\(log.output)")
        let stamp = String(blockLine.prefix { $0 != " " })
        let when = try #require(ISO8601DateFormatter().date(from: stamp), "no time first: \(blockLine)")
        #expect(abs(when.timeIntervalSinceNow) < 24 * 3600, "\(blockLine)")
        let logJSON = try run(["players", "log", "--json"], board: login(mod))
        #expect(logJSON.output.contains("\"at\""), "\(logJSON.output)")
    }
}
