import Foundation
import Testing

/// `clearfield stats` prints the Mines game history: per board and the latest games, in JSON
/// and as text, from the finished-game rows of the database.
@Suite struct StatsHistoryCommandTests {
    /// Writes finished games straight into the database the way a rollover does (sqlite3).
    static func insertGames(_ scratch: ProgressCommandTests.Scratch) throws {
        let database = scratch.dataDirectory.appendingPathComponent("data/clearfield.sqlite").path
        var rows: [String] = []
        for (index, outcome) in ["won", "won", "lost", "won"].enumerated() {
            let threeBV = outcome == "won" ? 30 : 0
            rows.append("""
                ('g\(index)', (SELECT id FROM player LIMIT 1), 'mines', '\(outcome)', '2027-01-0\(index + 1) 10:00:00.000',
                 '{"board":"beginner","game":"mines"}', \(12_345 + index * 1_000),
                 '{"mines.threeBVCleared":\(threeBV),"mines.boardsCleared":\(threeBV > 0 ? 1 : 0),"mines.hints":0}')
                """)
        }
        let sql = "INSERT INTO finishedGame (gameId, playerId, game, outcome, finishedAt, context, playTimeMs, stats) VALUES "
            + rows.joined(separator: ",") + ";"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [database, sql]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func statsListsTheMinesHistoryInJSONAndText() throws {
        let scratch = try ProgressCommandTests.Scratch()
        let home = scratch.dataDirectory.path
        let fresh = try scratch.run(["stats", "--json", "--data-dir", home])
        #expect(fresh.status == 0, "\(fresh.errorOutput)")
        let empty = ProgressCommandTests.json(fresh.output)?["history"] as? [String: [String: Any]]
        #expect((empty?["mines"]?["boards"] as? [Any])?.isEmpty == true, "no game finished yet")
        guard FileManager.default.fileExists(atPath: "/usr/bin/sqlite3") else { return }
        try Self.insertGames(scratch)

        let result = try scratch.run(["stats", "--json", "--game", "mines", "--data-dir", home])
        #expect(result.status == 0, "\(result.errorOutput)")
        let mines = try #require((ProgressCommandTests.json(result.output)?["history"] as? [String: [String: Any]])?["mines"])
        let boards = try #require(mines["boards"] as? [[String: Any]])
        #expect(boards.count == 1)
        #expect(boards.first?["board"] as? String == "beginner")
        #expect(boards.first?["games"] as? Int == 4 && boards.first?["wins"] as? Int == 3)
        #expect(boards.first?["winPercent"] as? Double == 75)
        #expect(boards.first?["currentStreak"] as? Int == 1 && boards.first?["longestStreak"] as? Int == 2)
        #expect(boards.first?["bestTimeMs"] as? Int == 12_345)
        let recent = try #require(mines["recent"] as? [[String: Any]])
        #expect(recent.map { $0["result"] as? String } == ["won", "lost", "won", "won"], "newest first")
        #expect(recent.first?["timeMs"] as? Int == 15_345)
        #expect(recent.first?["finishedAt"] as? String == "2027-01-04T10:00:00.000Z")
        #expect(recent[1]["threeBVPerSecond"] is NSNull, "a lost game cleared nothing: null, as the totals write it")
        #expect(recent.allSatisfy { $0["style"] as? String == "unrecorded" },
                "these games did not record their style: said so, never null")
        #expect(boards.first?["style"] as? String == "unrecorded")

        let text = try scratch.run(["stats", "--game", "mines", "--data-dir", home])
        #expect(text.status == 0)
        #expect(text.output.contains("Mines games"))
        #expect(text.output.contains("Beginner ?            4     3    75%      1       2  12.34 s"), "\(text.output)")
        #expect(text.output.contains("Latest 4 games"))
        #expect(text.output.contains("won  15.34 s"), "times with hundredths: \(text.output)")
    }
}
