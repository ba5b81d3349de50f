@testable import Shell
@testable import StatsUI
import Foundation
import Progress
import Testing
@testable import UITestSupport

/// Stats and achievements through the whole app: the main loop, the play screen's reports, the
/// keeper and an in-memory database.
@Suite struct ProgressFlowTests {
    /// A value in the Stats screen's row for a label: the label, then the values that follow it.
    static func row(_ text: String, _ label: String, _ values: String...) -> Bool {
        let pattern = NSRegularExpression.escapedPattern(for: label)
            + values.map { "\\s+" + NSRegularExpression.escapedPattern(for: $0) }.joined() + "(\\s|$)"
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    @Test func clearingASmallLevelShowsInTheTotalsAndTheStatsScreen() throws {
        let harness = try ProgressHarness(events: [
            .char("t"), .key(.enter),      // level 1
            .key(.enter), .key(.enter),    // two pairs: cleared
            .char("q"),                    // back to the list: the game ends, won
            .key(.escape), .char("s"),     // the Stats screen
            .timeout, .timeout,            // the unlock banners over its title go
        ])
        harness.controller.run()
        let totals = try harness.fixture.totals()
        #expect(totals["tiles.levelsPassed"] == 1)
        #expect(totals["tiles.tilesCleared"] == 4)
        #expect(totals["tiles.gamesWon"] == 1)
        #expect(totals["tiles.gamesStarted"] == 1 && totals["tiles.gamesFinished"] == 1)
        #expect(totals["tiles.bestScore"] == 1000)
        let level = try harness.fixture.database.levelProgress(player: harness.fixture.player.id, levelNumber: 1)
        #expect(level?.passed == true && level?.bestScore == 1000 && level?.bestStars == 3 && level?.fewestMoves == 2,
                "the level result is written with the totals")

        let stats = harness.lastText
        #expect(stats.contains("Stats · ada"))
        #expect(stats.contains("Last game: Tiles level 1, won after 0:00"))
        #expect(Self.row(stats, "Levels passed", "1", "1"), "the last game beside the lifetime total")
        #expect(Self.row(stats, "Tiles cleared", "4", "4"))
        #expect(Self.row(stats, "Games won", "1"))
        #expect(Self.row(stats, "Score", "1,000", "1,000"))
    }

    @Test func theStatsScreenShowsTheGameInProgressBesideTheTotals() throws {
        let harness = try ProgressHarness(steps: [
            .pass(milliseconds: 65_000),
            .event(.key(.enter)),          // one pair of level 1
            .event(.char("S")),
            .event(.timeout),              // the unlock banner over its title goes
        ], start: .tilesLevel(1))
        harness.controller.run()
        let stats = try #require(harness.frames.last { $0.contains("Stats · ada") })
        #expect(stats.contains("This game: Tiles level 1, 1:05 played"))
        #expect(stats.contains("This game joins the lifetime totals when it ends."))
        #expect(Self.row(stats, "Best level cleared", "–"), "labels fit at 80 columns")
        #expect(stats.contains("This game") && stats.contains("Lifetime"))
        #expect(Self.row(stats, "Groups removed", "1", "0"), "the game's count beside a total it is not in yet")
        #expect(Self.row(stats, "Play time", "1:05", "0:00"))
        #expect(Self.row(stats, "Level cleared", "–"), "a stat only a game has")
        // Both games: Tab shows Mines, with no Mines game in progress.
        var screen = StatsScreen(kind: .tiles)
        let context = Fixtures.context(harness.fixture.environment(clock: harness.clock))
        _ = screen.handle(.key(.tab), context: context)
        #expect(screen.kind == .mines)
        let mines = screen.frame(context).text
        #expect(mines.contains("No Mines game in progress: lifetime totals"))
        #expect(Self.row(mines, "Best 3BV/s", "–") && Self.row(mines, "Cells revealed", "0"))
    }

    @Test func anUnlockShowsABannerThatGoesAwayByItselfWithoutBlockingInput() throws {
        let harness = try ProgressHarness(events: [
            .key(.enter),                  // First Pop
            .key(.enter),                  // handled while the banner shows: cleared, Clean Slate queued
            .timeout,                      // 3 s later: the first banner goes, the second shows
            .timeout,                      // 3 s later: gone too
        ], start: .tilesLevel(1))
        harness.controller.run()
        let frames = harness.terminal.presented.map(\.lines)
        #expect(frames.count == 5)
        // The banner has the message line, above the keys: the level line and its clock stay.
        #expect(frames[1][22].trimmingCharacters(in: .whitespaces) == "Achievement unlocked: First Pop (+5)",
                "the banner fills the message line: nothing under it shows through")
        #expect(frames[1][0] == frames[0][0] && frames[1][0].contains("Level 1") && frames[1][0].contains("Time 0:00"),
                "the title and the clock are untouched")
        #expect(frames[1][23] == frames[0][23], "the keys under it are untouched")
        #expect(frames[2].joined().contains("Level cleared"), "the key pressed during the banner was played")
        #expect(frames[2][22].contains("First Pop"))
        #expect(frames[3][22].contains("Achievement unlocked: Clean Slate (+10)") && !frames[3][22].contains("First Pop"))
        #expect(frames[3][0].contains("Level 1"), "over the cleared panel too, the title stays")
        #expect(!frames[4][22].contains("Achievement"), "no banner is left")
        #expect(frames[4].contains { $0.contains("Achievements: First Pop +5,") }
                && frames[4].contains { $0.contains("Clean Slate +10") }, "the cleared panel still lists both (issue 31)")
        #expect(harness.terminal.waits[2] == Int(BannerQueue.displayMilliseconds))
        #expect(BannerQueue.displayMilliseconds == 3000)
        #expect(harness.terminal.waits[4] == nil, "once the banners are gone the app idles")
    }

    @Test func leavingTheAppMidGameCountsTheGameAsAbandoned() throws {
        let harness = try ProgressHarness(events: [.key(.enter)], start: .tilesLevel(1))
        harness.controller.run()   // the script runs out: a hang-up
        let totals = try harness.fixture.totals()
        #expect(totals["tiles.gamesAbandoned"] == 1)
        #expect(totals["tiles.groupsRemoved"] == 1)
        #expect(totals["tiles.gamesWon"] == 0 && totals["tiles.gamesFinished"] == 0)
        #expect(harness.store.reports.filter { if case .ended = $0.moment { true } else { false } }.count == 1)
    }

    @Test func theMenuOpensStatsAndAchievements() throws {
        let harness = try ProgressHarness(events: [.char("s"), .key(.escape), .char("a"), .key(.escape), .char("q")])
        #expect(harness.controller.run() == .quit)
        #expect(harness.frames[1].contains("Stats · ada"))
        #expect(harness.frames[3].contains("Achievements · ada"))
        #expect(harness.frames[3].contains("Earned 0 / 6   Points 0 / \(TestAchievements.catalog().totalPoints)"))
    }
}
