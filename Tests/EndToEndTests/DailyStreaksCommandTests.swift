import Foundation
import Testing

/// `clearfield daily --streaks [--json]`: the board of current streaks, run as a player runs it.
@Suite struct DailyStreaksCommandTests {
    /// As `DailyCommandTests.run`, as the login name "ada" (the database's first player).
    static func run(_ scratch: ProgressCommandTests.Scratch, _ arguments: [String]) throws -> ProgressCommandResult {
        try runClearfieldForProgressTest(arguments + ["--data-dir", scratch.dataDirectory.path],
                                         environment: ["CLEARFIELD_RESOURCES": scratch.resources.path, "TZ": "UTC",
                                                       "USER": "ada", "LOGNAME": "ada"])
    }

    /// Four players: the owner (no clears), bob (a nickname; won yesterday and the day before:
    /// still current today), a name with a control sequence (won today), and a blocked player
    /// with the longest streak, who is left out.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/sqlite3")))
    func everyPlayerIsRankedTheBlockedLeftOutAndNamesEscaped() throws {
        let scratch = try ProgressCommandTests.Scratch()
        let fresh = try Self.run(scratch, ["stats", "--json"])
        #expect(fresh.status == 0, "\(fresh.errorOutput)")
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        func day(_ back: Int) -> String { formatter.string(from: Date().addingTimeInterval(Double(-back) * 86_400)) }
        var attempts: [String] = [], games: [String] = []
        for (player, back) in [(2, 1), (2, 2), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3)] {
            attempts.append("(\(player), 'mines', '\(day(back))', 1, '2026-01-01 10:00:00.000')")
            games.append("""
                ('\(player)-\(back)', \(player), 'mines', 'won', '2026-01-01 10:00:00.000',
                 '{"game":"mines","board":"intermediate","daily":"\(day(back))"}', 60000, '{}')
                """)
        }
        try LeaderboardCommandTests.sql(database: scratch, """
            INSERT INTO player (id, name, createdAt) VALUES (2, 'bob', '2026-01-01 10:00:00.000'),
              (3, 'mal' || char(27) || '[31mlory', '2026-01-01 10:00:00.000'), (4, 'eve', '2026-01-01 10:00:00.000');
            INSERT INTO playerProfile (playerId, nickname, blocked, memberSince) VALUES
              (2, 'Bobby', 0, '2026-01-01 10:00:00.000'), (4, NULL, 1, '2026-01-01 10:00:00.000');
            INSERT INTO dailyAttempt (playerId, game, date, ranked, startedAt) VALUES \(attempts.joined(separator: ", "));
            INSERT INTO finishedGame (gameId, playerId, game, outcome, finishedAt, context, playTimeMs, stats) VALUES
              \(games.joined(separator: ", "));
            """)
        let json = try Self.run(scratch, ["daily", "--streaks", "--json"])
        #expect(json.status == 0, "\(json.errorOutput)")
        #expect(!json.output.unicodeScalars.contains("\u{1B}"))
        let rows = try #require(ProgressCommandTests.json(json.output)?["streaks"] as? [[String: Any]])
        #expect(rows.map { $0["player"] as? String } == ["Bobby", "mal\u{1B}[31mlory", "ada"])
        #expect(rows.map { $0["current"] as? Int } == [2, 1, 0])
        #expect(rows.map { $0["longest"] as? Int } == [2, 1, 0])
        #expect(rows.map { $0["you"] as? Bool } == [nil, nil, true])

        let text = try Self.run(scratch, ["daily", "--streaks"])
        #expect(text.status == 0, "\(text.errorOutput)")
        #expect(!text.output.unicodeScalars.contains("\u{1B}"))
        let lines = text.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.contains(["1", "Bobby", "2", "2"]), "\(text.output)")
        #expect(lines.contains(["*", "3", "ada", "0", "0"]), "\(text.output)")
        #expect(!text.output.contains("eve"))

        let refused = try Self.run(scratch, ["daily", "--streaks", "--date", day(1)])
        #expect(refused.status != 0 && refused.errorOutput.contains("--streaks are today's"))
    }
}

