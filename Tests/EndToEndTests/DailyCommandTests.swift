import Foundation
import Testing

/// `clearfield daily` and the daily streaks of `stats --json`, run as a player runs them.
@Suite struct DailyCommandTests {
    static func run(_ scratch: ProgressCommandTests.Scratch, _ arguments: [String]) throws -> ProgressCommandResult {
        try runClearfieldForProgressTest(arguments + ["--data-dir", scratch.dataDirectory.path],
                                         environment: ["CLEARFIELD_RESOURCES": scratch.resources.path, "TZ": "UTC"])
    }

    static func challenge(_ output: String, _ game: String) -> [String: Any]? {
        (ProgressCommandTests.json(output)?["challenges"] as? [[String: Any]])?.first { $0["game"] as? String == game }
    }

    @Test func twoDataDirectoriesGetTheSameChallengesAndAnotherDateOthers() throws {
        let first = try ProgressCommandTests.Scratch(), second = try ProgressCommandTests.Scratch()
        let a = try Self.run(first, ["daily", "--json", "--date", "2026-11-20"])
        let b = try Self.run(second, ["daily", "--json", "--date", "2026-11-20"])
        let other = try Self.run(first, ["daily", "--json", "--date", "2026-11-21"])
        for result in [a, b, other] { #expect(result.status == 0, "\(result.errorOutput)") }
        let mines = try #require(Self.challenge(a.output, "mines")), tiles = try #require(Self.challenge(a.output, "tiles"))
        #expect(mines["board"] as? String == "mines.daily.2026-11-20")
        // The documented seed (README, "Daily"): FNV-1a 64 of "clearfield-daily-mines-2026-11-20",
        // worked out once outside the game (Python, the FNV-1a definition), not again by the test.
        #expect((mines["seed"] as? NSNumber)?.uint64Value == 0xd89d_8532_cfff_c512)
        #expect(mines["width"] as? Int == 16 && mines["height"] as? Int == 16 && mines["mines"] as? Int == 40)
        #expect(tiles["board"] as? String == "tiles.daily.2026-11-20" && (tiles["par"] as? Int ?? 0) >= 1)
        #expect((tiles["mapHash"] as? String)?.count == 16)
        #expect(mines["result"] == nil && tiles["result"] == nil)
        for game in ["mines", "tiles"] {
            let one = try #require(Self.challenge(a.output, game)), two = try #require(Self.challenge(b.output, game))
            let next = try #require(Self.challenge(other.output, game))
            #expect(NSDictionary(dictionary: one).isEqual(to: two), "\(game)")
            #expect(!NSDictionary(dictionary: one).isEqual(to: next), "\(game)")
        }
        let json = try #require(ProgressCommandTests.json(a.output))
        #expect(json["date"] as? String == "2026-11-20")
        #expect((json["streak"] as? [String: [String: Int]])?["either"] == ["current": 0, "longest": 0])
    }

    @Test func aBadOrFutureDateIsRefusedWithASentence() throws {
        let scratch = try ProgressCommandTests.Scratch()
        let bad = try Self.run(scratch, ["daily", "--date", "2026-13-01"])
        #expect(bad.status != 0 && bad.errorOutput.contains("is not a date: write YYYY-MM-DD"))
        let future = try Self.run(scratch, ["daily", "--date", "2999-01-01"])
        #expect(future.status != 0 && future.errorOutput.contains("has not begun yet"))
        let play = try Self.run(scratch, ["play", "daily", "mines", "--date", "2999-01-01"])
        #expect(play.status != 0 && play.errorOutput.contains("has not begun yet"))
    }

    /// A ranked daily won (as the game writes it) shows as the day's result, in the share line
    /// and in the streaks of `daily --json` and `stats --json`; a practice win changes nothing.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/sqlite3")))
    func aWonDailyIsTheResultTheShareLineAndTheStreak() throws {
        let scratch = try ProgressCommandTests.Scratch()
        let fresh = try Self.run(scratch, ["stats", "--json"])
        #expect(fresh.status == 0, "\(fresh.errorOutput)")
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        let today = formatter.string(from: Date())
        let yesterday = formatter.string(from: Date().addingTimeInterval(-86_400))
        let noShare = try Self.run(scratch, ["daily", "--share"])
        #expect(noShare.status == 1 && noShare.errorOutput.contains("no ranked daily was played on \(today)"))
        try LeaderboardCommandTests.sql(database: scratch, """
            INSERT INTO dailyAttempt (playerId, game, date, ranked, startedAt) VALUES
              ((SELECT id FROM player LIMIT 1), 'mines', '\(yesterday)', 1, '2026-01-01 10:00:00.000'),
              ((SELECT id FROM player LIMIT 1), 'mines', '\(today)', 1, '2026-01-01 10:00:00.000'),
              ((SELECT id FROM player LIMIT 1), 'tiles', '\(today)', 0, '2026-01-01 10:00:00.000');
            INSERT INTO finishedGame (gameId, playerId, game, outcome, finishedAt, context, playTimeMs, stats) VALUES
              ('y', (SELECT id FROM player LIMIT 1), 'mines', 'won', '2026-01-01 10:00:00.000',
               '{"game":"mines","board":"intermediate","daily":"\(yesterday)"}', 70000, '{}'),
              ('t', (SELECT id FROM player LIMIT 1), 'mines', 'won', '2026-01-01 10:00:00.000',
               '{"game":"mines","board":"intermediate","daily":"\(today)"}', 62500, '{}'),
              ('p', (SELECT id FROM player LIMIT 1), 'tiles', 'won', '2026-01-01 10:00:00.000',
               '{"game":"tiles","level":4,"pack":"daily","daily":"\(today)","practice":1}', 30000, '{}');
            """)
        let listed = try Self.run(scratch, ["daily", "--json"])
        #expect(listed.status == 0, "\(listed.errorOutput)")
        let mines = try #require(Self.challenge(listed.output, "mines")?["result"] as? [String: Any])
        #expect(mines["outcome"] as? String == "won" && mines["timeMs"] as? Int == 62_500)
        let tiles = try #require(Self.challenge(listed.output, "tiles")?["result"] as? [String: Any])
        #expect(tiles["outcome"] == nil && tiles["practiceAttempts"] as? Int == 1)
        let streak = (ProgressCommandTests.json(listed.output)?["streak"] as? [String: [String: Int]])
        #expect(streak?["mines"] == ["current": 2, "longest": 2] && streak?["tiles"] == ["current": 0, "longest": 0])
        let share = try Self.run(scratch, ["daily", "--share"])
        #expect(share.status == 0 && share.output == "Clearfield daily \(today) · Mines 1:02.50\n", "\(share.output)")
        let text = try Self.run(scratch, ["daily"])
        #expect(text.output.contains("won in 1:02.50") && text.output.contains("Streaks: Mines 2 (longest 2)"))
        let stats = try Self.run(scratch, ["stats", "--json"])
        let daily = ProgressCommandTests.json(stats.output)?["daily"] as? [String: [String: Int]]
        #expect(daily?["either"] == ["current": 2, "longest": 2])
    }
}
