import Foundation
import Testing

/// `clearfield daily --json` on a shared board (issue 23): the seeds are the board's, the same
/// for two players on two computers, not the documented ones (which `--local` still shows).
/// Logged in with a password as player roles; needs `scripts/with-postgres.sh`.
@Suite(.tags(.postgres)) struct SharedDailyCommandTests {
    @Test func twoPlayersOfABoardGetTheBoardsSeedsOfTheDay() throws {
        let adminText = try #require(ProcessInfo.processInfo.environment["CLEARFIELD_TEST_POSTGRES_URL"],
                                     "run the tests with scripts/with-postgres.sh")
        let admin = try #require(URL(string: adminText))
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let databaseName = "cf_daily_\(suffix)"
        try SharedBoardCommandTests.psql(admin, database: "postgres", "CREATE DATABASE \(databaseName)")
        var boardAdmin = try #require(URLComponents(url: admin, resolvingAgainstBaseURL: false))
        boardAdmin.path = "/" + databaseName

        func run(_ scratch: ProgressCommandTests.Scratch, _ arguments: [String], board: URLComponents?) throws -> ProgressCommandResult {
            let shared = board.map { ["--shared-board", $0.url!.absoluteString] } ?? []
            return try runClearfieldForProgressTest(arguments + shared + ["--data-dir", scratch.dataDirectory.path],
                                                    environment: ["CLEARFIELD_RESOURCES": scratch.resources.path,
                                                                  "PGPASSFILE": "/nonexistent", "TZ": "UTC"])
        }
        let adminScratch = try ProgressCommandTests.Scratch()
        let initialized = try run(adminScratch, ["board", "init"], board: boardAdmin)
        #expect(initialized.status == 0, "\(initialized.errorOutput)")

        var outputs: [String] = []
        for name in ["ann", "bob"] {
            let role = "\(name)_\(suffix)", password = "pw-\(name)-\(suffix)"
            let added = try run(adminScratch, ["board", "add-player", role], board: boardAdmin)
            #expect(added.status == 0, "\(added.errorOutput)")
            try SharedBoardCommandTests.psql(admin, database: databaseName, "ALTER ROLE \(role) PASSWORD '\(password)'")
            var player = boardAdmin
            player.user = role
            player.password = password
            let listed = try run(try ProgressCommandTests.Scratch(), ["daily", "--json"], board: player)
            #expect(listed.status == 0, "\(listed.errorOutput)")
            outputs.append(listed.output)
        }
        let local = try run(try ProgressCommandTests.Scratch(), ["daily", "--json", "--local"], board: nil)
        #expect(local.status == 0, "\(local.errorOutput)")

        let ann = try #require(DailyCommandTests.challenge(outputs[0], "mines"))
        let bob = try #require(DailyCommandTests.challenge(outputs[1], "mines"))
        let documented = try #require(DailyCommandTests.challenge(local.output, "mines"))
        let annSeed = try #require((ann["seed"] as? NSNumber)?.uint64Value)
        #expect(annSeed == (bob["seed"] as? NSNumber)?.uint64Value)
        #expect(annSeed != (documented["seed"] as? NSNumber)?.uint64Value)
        #expect((1...999_999_999).contains(annSeed))
        let date = try #require(ProgressCommandTests.json(outputs[0])?["date"] as? String)
        #expect(documented["seed"] as? NSNumber == NSNumber(value: DailyCommandTests.documentedSeed("clearfield-daily-mines-\(date)")))
        let annTiles = try #require(DailyCommandTests.challenge(outputs[0], "tiles"))
        let bobTiles = try #require(DailyCommandTests.challenge(outputs[1], "tiles"))
        let localTiles = try #require(DailyCommandTests.challenge(local.output, "tiles"))
        #expect(annTiles["mapHash"] as? String == bobTiles["mapHash"] as? String)
        #expect(annTiles["mapHash"] as? String != localTiles["mapHash"] as? String)
        #expect(outputs[0].contains("\"board\":\"mines.daily.\(date)\"") || ann["board"] as? String == "mines.daily.\(date)")
    }
}
