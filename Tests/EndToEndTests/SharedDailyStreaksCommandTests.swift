import Foundation
import GameCore
import GameRules
import Leaderboards
import SharedBoard
import Testing

/// `clearfield daily --streaks` with a shared board configured (issue 23): the board's players'
/// streaks, from their rows on the daily boards, read as a player role; `--local` reads this
/// computer's. Needs `scripts/with-postgres.sh`: without its server the test fails.
@Suite(.tags(.postgres)) struct SharedDailyStreaksCommandTests {
    @Test func theSharedBoardsPlayersAreRankedAndLocalReadsThisComputer() throws {
        let adminText = try #require(ProcessInfo.processInfo.environment["CLEARFIELD_TEST_POSTGRES_URL"],
                                     "run the tests with scripts/with-postgres.sh")
        let admin = try #require(URL(string: adminText))
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let databaseName = "cf_streaks_\(suffix)", role = "ann_\(suffix)", password = "pw-\(suffix)"
        try SharedBoardCommandTests.psql(admin, database: "postgres", "CREATE DATABASE \(databaseName)")
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
                                                                  "USER": "viewer", "PGPASSFILE": "/nonexistent", "TZ": "UTC"])
        }
        #expect(try run(["board", "init"], board: boardAdmin).status == 0)
        #expect(try run(["board", "add-player", role], board: boardAdmin).status == 0)
        try SharedBoardCommandTests.psql(admin, database: databaseName, "ALTER ROLE \(role) PASSWORD '\(password)'")

        // Ann's wins on yesterday's and the day before's daily boards, filed by the administrator.
        var warnings: [String] = []
        let adminSettings = try #require(try BoardConnectionSettings.resolve(
            option: boardAdmin.url!.absoluteString, environment: [:], setting: nil, homeDirectory: home,
            loginName: "postgres", warnings: &warnings))
        let adminConnection = try BoardConnection.open(adminSettings)
        defer { adminConnection.close() }
        let ann = try #require(try adminConnection.rows("SELECT id FROM clearfield.player WHERE role_name = \(role)")
            .first?.decode(Int64.self))
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        for back in [1, 2] {
            let day = formatter.string(from: Date().addingTimeInterval(Double(-back) * 86_400))
            let claim = VerifiedGame(kind: GameKind(rawValue: "mines"), status: .won, boardsCleared: 1, moves: 1, hintsUsed: 0,
                                     undosUsed: 0, actionCount: 1, timingStartOffset: 0, lastOffset: 1, playMilliseconds: 1)
            let game = RankedRun(id: "daily-\(back)", board: BoardID("mines.daily.\(day)"), playerID: ann,
                                 kind: GameKind(rawValue: "mines"), setup: Data("{}".utf8), log: Data("1".utf8), claimed: claim,
                                 sortKey: [60_000, 0, 0], figures: ["timeMs": 60_000], finishedAt: Date(), verification: .verified)
            #expect(try BoardServer(connection: adminConnection).file(
                try ServerRowCheck.serverRun(from: game, periods: .fixed(secondsFromGMT: 0))))
        }

        let shared = try run(["daily", "--streaks", "--json"], board: playerURL)
        #expect(shared.status == 0, "\(shared.errorOutput)")
        let json = try #require(ProgressCommandTests.json(shared.output))
        #expect(json["source"] as? String == "shared board")
        let rows = try #require(json["streaks"] as? [[String: Any]])
        #expect(rows.map { $0["player"] as? String } == [role])
        #expect(rows.first?["current"] as? Int == 2 && rows.first?["longest"] as? Int == 2 && rows.first?["you"] as? Bool == true)

        let local = try run(["daily", "--streaks", "--json", "--local"], board: playerURL)
        let localJSON = try #require(ProgressCommandTests.json(local.output))
        #expect(localJSON["source"] as? String == "this computer")
        #expect((localJSON["streaks"] as? [[String: Any]])?.map { $0["player"] as? String } == ["viewer"])

        // A board that cannot be reached: exit 2, saying how to read this computer's streaks.
        var unreachable = playerURL
        unreachable.port = 1
        let refused = try run(["daily", "--streaks"], board: unreachable)
        #expect(refused.status == 2 && refused.errorOutput.contains("--local"), "\(refused.errorOutput)")
    }
}
