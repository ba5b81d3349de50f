import Foundation
import Testing

extension EndToEndSuite {
    /// A level cleared in the real game, in tmux, then read back through the commands: the
    /// banners, the Achievements screen, `stats --json` and `achievements --json` agree.
    @Suite struct ProgressTmuxTests {
        /// Today in UTC (the pane has no TZ), as the game writes dates.
        static func utcDay(_ date: Date) -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        }

        @Test func clearingLevelOneShowsInBannersAchievementsAndStats() throws {
            let scratch = try ProgressCommandTests.Scratch()
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 100, rows: 30,
                                          extraEnvironment: ["CLEARFIELD_RESOURCES": scratch.resources.path])
            defer { session.kill(); session.removeFiles() }
            try session.run("\(TmuxSession.shellQuoted(binary.path)) play tiles --level 1; echo \"exit:$?\"")
            let home = session.file("data").path
            let dayBefore = Self.utcDay(Date())

            try session.waitFor("Level 1")
            try session.sendKeys("Enter")                      // the red pair under the cursor
            try session.waitFor("Achievement unlocked: First Pop")
            try session.sendKeys("Enter")                      // the blue pair: cleared
            try session.waitFor("Level cleared")
            try session.waitFor("Achievement unlocked: Clean Slate", timeout: 15)  // queued behind the first

            try session.sendKeys("A")
            // The screen reaches tmux in pieces (the game's banner line may still be there): wait for
            // the list's own line, earned.
            var achievements = ""
            try session.waitUntil("Clean Slate earned in the list") {
                achievements = try session.capture()
                return achievements.contains("Achievements ·") && achievements.split(separator: "\n").contains {
                    $0.contains("Clean Slate") && $0.contains("✓")
                }
            } lastScreen: { achievements }
            let dayAfter = Self.utcDay(Date())
            #expect(achievements.contains("earned \(dayBefore)") || achievements.contains("earned \(dayAfter)"))

            try session.sendKeys("Escape")
            try session.waitFor("Level cleared")
            try session.sendKeys("q")                          // back to the list: the game ends, won
            try session.waitFor("choose a level")
            try session.sendKeys("Escape")
            try session.waitFor("Tiles and Mines for your terminal")
            try session.sendKeys("q")
            #expect(try session.waitForExitStatus() == 0, "the game quits normally and restores the terminal")

            let stats = try runClearfieldForProgressTest(["stats", "--json", "--data-dir", home], environment: [:])
            #expect(stats.status == 0, "\(stats.errorOutput)")
            let totals = ProgressCommandTests.json(stats.output)?["totals"] as? [String: [String: Any]]
            #expect(totals?["tiles"]?["tiles.levelsPassed"] as? Int == 1)
            #expect(totals?["tiles"]?["tiles.tilesCleared"] as? Int == 4)
            #expect(totals?["tiles"]?["tiles.gamesWon"] as? Int == 1)

            let listed = try runClearfieldForProgressTest(["achievements", "--json", "--data-dir", home],
                                                          environment: ["CLEARFIELD_RESOURCES": scratch.resources.path])
            let entries = ProgressCommandTests.json(listed.output)?["achievements"] as? [[String: Any]]
            let cleanSlate = entries?.first { $0["id"] as? String == "net.clearfield.tiles.first-clear" }
            #expect(cleanSlate?["earned"] as? Bool == true)
            #expect((cleanSlate?["firstEarned"] as? String)?.hasPrefix(dayBefore) == true
                    || (cleanSlate?["firstEarned"] as? String)?.hasPrefix(dayAfter) == true)
        }
    }
}
