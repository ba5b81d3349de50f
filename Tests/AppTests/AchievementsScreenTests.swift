@testable import Shell
@testable import StatsUI
import Foundation
import GameCore
import Progress
import Terminal
import Testing
@testable import UITestSupport

/// The Achievements screen drawn from a keeper that has seen one cleared level and one undo.
@Suite struct AchievementsScreenTests {
    static let small = ScreenSize(columns: 80, rows: 24)
    static let large = ScreenSize(columns: 100, rows: 30)

    /// Level 1 cleared in 2 s of play (First Pop and Clean Slate earned), then a second game of
    /// 1 s with one pair removed and undone: 6 of 10 tiles, 3 of 5 seconds played, and the hidden
    /// "3 undos" has progress, so it shows; the hidden "2 restarts" has none and stays masked.
    static func playedFixture() throws -> ProgressFixture {
        let fixture = try ProgressFixture()
        _ = ProgressKeeperTests.clearLevelOne(fixture.keeper)
        let keeper = fixture.keeper
        _ = keeper.report(ProgressKeeperTests.report(.started, turn: 0))
        _ = keeper.report(ProgressKeeperTests.report(.turn([.groupRemoved(size: 2, color: 0, points: 0)]), turn: 1))
        _ = keeper.report(ProgressKeeperTests.report(.turn([.undone]), turn: 2, seconds: 1))
        _ = keeper.report(ProgressKeeperTests.report(.ended(.abandoned), turn: 2, seconds: 1))
        return fixture
    }

    static func context(_ fixture: ProgressFixture, size: ScreenSize = small, glyphs: GlyphSet = .unicode) -> ScreenContext {
        Fixtures.context(fixture.environment(clock: ManualClock()), size: size, glyphs: glyphs)
    }

    /// The two lines of the entry whose first line contains `title`.
    static func entry(_ frame: FrameBuffer, _ title: String) -> (String, String)? {
        guard let row = frame.row(containing: title), row + 1 < frame.lines.count else { return nil }
        return (frame.lines[row], frame.lines[row + 1])
    }

    @Test(arguments: [small, large])
    func earnedInProgressAndHiddenAchievementsAreDrawn(size: ScreenSize) throws {
        let fixture = try Self.playedFixture()
        let frame = AchievementsScreen().frame(Self.context(fixture, size: size))
        let text = frame.text
        // The real total of the catalog, not the 1,000 cap every file must stay under.
        let total = TestAchievements.catalog().totalPoints
        #expect(total > 15 && total < AchievementCatalog.maximumTotalPoints)
        #expect(text.contains("Earned 2 / 6   Points 15 / \(total)"), "\(text)")
        let (warmLine, _) = try #require(Self.entry(frame, "Warming Up"))
        #expect(warmLine.hasSuffix(" 0:03 / 0:05"), "times read m:ss")
        #expect(text.contains("1 All (6)") && text.contains("2 Earned (2)") && text.contains("3 In progress (3)"))

        // Earned: checked, full bar, the date (1_800_000_000 s is 15 January 2027, UTC) and the
        // description for after earning.
        let (firstLine, firstDetail) = try #require(Self.entry(frame, "First Pop"))
        #expect(firstLine.contains("✓ First Pop") && firstLine.contains("5 pts"))
        #expect(firstLine.contains("  " + String(repeating: "█", count: 12) + " ") && firstLine.hasSuffix(" 1 / 1"))
        #expect(firstDetail.contains("Your first group is gone.") && firstDetail.hasSuffix("earned 2027-01-15"))

        // In progress: exact numbers and a partial bar, the description before earning.
        let (tidyLine, tidyDetail) = try #require(Self.entry(frame, "Tidy Up"))
        #expect(tidyLine.hasSuffix(" 6 / 10"))
        // 6 of 10 over 12 cells: 7.2 cells, drawn as 7 (a bar is only full when complete).
        #expect(tidyLine.contains(" " + String(repeating: "█", count: 7) + String(repeating: "░", count: 5) + " "))
        #expect(tidyDetail.contains("Clear 10 tiles in total.") && !tidyDetail.contains("earned"))

        // Hidden with progress shows itself; hidden without stays masked, title and description.
        let (undoLine, _) = try #require(Self.entry(frame, "Second Thoughts"))
        #expect(undoLine.contains("1 / 3"))
        #expect(!text.contains("Secret Garden") && !text.contains("Restart a level twice"))
        let (hiddenLine, hiddenDetail) = try #require(Self.entry(frame, "Hidden achievement"))
        #expect(hiddenLine.contains("? Hidden achievement") && hiddenLine.contains("20 pts"))
        #expect(!hiddenLine.contains("/"), "no numbers give a hidden target away")
        #expect(hiddenDetail.contains(AchievementStatus.maskedDescription))
    }

    @Test func theSelectedAchievementIsDetailedWithItsFullDateAndPercent() throws {
        let fixture = try Self.playedFixture()
        let context = Self.context(fixture)
        var screen = AchievementsScreen()
        let first = screen.frame(context)
        #expect(first.text.contains("First Pop · 5 points · Earned 2027-01-15 08:00"))
        _ = screen.handle(.key(.down), context: context)
        _ = screen.handle(.key(.down), context: context)
        #expect(screen.frame(context).text.contains("Tidy Up · 10 points · 6 / 10 tiles (60%)"))
    }

    @Test func filtersShowEarnedOrInProgressOnly() throws {
        let fixture = try Self.playedFixture()
        let context = Self.context(fixture)
        var screen = AchievementsScreen()
        _ = screen.handle(.char("2"), context: context)
        var text = screen.frame(context).text
        #expect(screen.filter == .earned)
        #expect(text.contains("First Pop") && text.contains("Clean Slate") && !text.contains("Tidy Up"))
        _ = screen.handle(.key(.tab), context: context)
        text = screen.frame(context).text
        #expect(screen.filter == .inProgress)
        #expect(text.contains("Tidy Up") && text.contains("Second Thoughts") && text.contains("Warming Up"))
        #expect(!text.contains("First Pop") && !text.contains("Hidden achievement"))
        _ = screen.handle(.key(.tab), context: context)
        #expect(screen.filter == .all)
        _ = screen.handle(.char("3"), context: context)
        #expect(screen.filter == .inProgress)
    }

    @Test func theListScrollsToKeepTheSelectionInView() throws {
        let fixture = try ProgressFixture(catalog: TestAchievements.tiers(20))
        #expect(fixture.keeper.achievementStatuses.count == 20)
        let context = Self.context(fixture)
        var screen = AchievementsScreen()
        let top = screen.frame(context)
        #expect(top.text.contains("1–7 of 20"), "the range is shown when the list scrolls")
        #expect(!top.text.contains("▲") && top.text.contains("▼"), "more below, nothing above")
        _ = screen.handle(.key(.end), context: context)
        #expect(screen.selection == 19)
        var frame = screen.frame(context)
        // 7 entries fit at 80×24: the last seven, the selected one last.
        #expect(frame.text.contains("14–20 of 20") && frame.text.contains("Tier 14") && !frame.text.contains("Tier 13 "))
        #expect(frame.text.contains("▲") && !frame.text.contains("▼"), "more above, nothing below")
        #expect(frame.line(containing: "Tier 20")?.contains("▸") == true)
        _ = screen.handle(.key(.pageUp), context: context)
        #expect(screen.selection == 12)
        frame = screen.frame(context)
        #expect(frame.text.contains("10–16 of 20") && frame.line(containing: "Tier 13 ")?.contains("▸") == true)
        #expect(frame.text.contains("▲") && frame.text.contains("▼"), "more on both sides")
        _ = screen.handle(.key(.home), context: context)
        _ = screen.handle(.key(.up), context: context)
        #expect(screen.selection == 0)
    }

    @Test func resetNeedsBothConfirmationsAndLeavesTheStats() throws {
        let fixture = try Self.playedFixture()
        let context = Self.context(fixture)
        let statsBefore = try fixture.totals()
        var screen = AchievementsScreen()

        // First confirmation refused.
        _ = screen.handle(.char("R"), context: context)
        #expect(screen.confirmation == .askFirst)
        #expect(screen.frame(context).text.contains("Your stats (games, scores, play time) are kept."))
        _ = screen.handle(.char("n"), context: context)
        #expect(screen.confirmation == nil)
        #expect(fixture.keeper.achievementSummary.earned == 2)

        // Second confirmation with the wrong word.
        _ = screen.handle(.char("R"), context: context)
        _ = screen.handle(.char("y"), context: context)
        for event in InputEvent.typing("RESE") { _ = screen.handle(event, context: context) }
        #expect(screen.frame(context).text.contains("> RESE_"))
        let refused = screen.handle(.key(.enter), context: context)
        #expect(refused.banners == ["Not reset: the word typed was not RESET"])
        #expect(fixture.keeper.achievementSummary.earned == 2)

        // Escape at the second step keeps everything too.
        _ = screen.handle(.char("R"), context: context)
        _ = screen.handle(.char("y"), context: context)
        _ = screen.handle(.key(.escape), context: context)
        #expect(screen.confirmation == nil && fixture.keeper.achievementSummary.earned == 2)

        // Both confirmations: reset, stats untouched.
        _ = screen.handle(.char("R"), context: context)
        _ = screen.handle(.char("y"), context: context)
        for event in InputEvent.typing("RESEX") { _ = screen.handle(event, context: context) }
        _ = screen.handle(.key(.backspace), context: context)
        _ = screen.handle(.char("T"), context: context)
        let done = screen.handle(.key(.enter), context: context)
        #expect(done.banners == ["All achievements were reset; your stats are kept"])
        #expect(fixture.keeper.achievementSummary.earned == 0)
        #expect(try fixture.totals() == statsBefore)
        let stored = try fixture.database.achievementStates(player: fixture.player.id)
        #expect(stored.allSatisfy { $0.earnedCount == 0 && $0.firstEarnedAt == nil })
        let text = screen.frame(context).text
        #expect(text.contains("Earned 0 / 6   Points 0 / \(TestAchievements.catalog().totalPoints)"))
        #expect(text.contains("Hidden achievement") && !text.contains("Second Thoughts"),
                "progress is gone, so the hidden one hides again")
    }

    @Test func asciiAndNoProgressVariantsDraw() throws {
        let fixture = try Self.playedFixture()
        let ascii = AchievementsScreen().frame(Self.context(fixture, glyphs: .ascii)).text
        #expect(ascii.allSatisfy { $0.isASCII })
        #expect(ascii.contains("+ First Pop") && ascii.contains("####........"))
        let stats = StatsScreen().frame(Self.context(fixture, glyphs: .ascii)).text
        #expect(stats.allSatisfy { $0.isASCII } && stats.contains("Stats - ada"))

        let bare = Fixtures.context(Fixtures.environment())
        #expect(AchievementsScreen().frame(bare).text.contains("Achievements are not kept in this run"))
        #expect(StatsScreen().frame(bare).text.contains("Stats are not kept in this run"))
    }
}

/// The list's scroll arrows stand apart from the entries' numbers (issue 31: "2 / 2▲").
@Suite struct AchievementsScrollMarkTests {
    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func anArrowNeverTouchesAnEntrysNumbers(size: ScreenSize) throws {
        let fixture = try AchievementsScreenTests.playedFixture()
        let context = AchievementsScreenTests.context(fixture, size: ScreenSize(columns: size.columns, rows: 12))
        var screen = AchievementsScreen()
        for _ in 0..<3 { _ = screen.handle(.key(.down), context: context) }
        let frame = screen.frame(context)
        var arrows = 0
        for line in frame.lines {
            for arrow in ["▲", "▼"] {
                guard let range = line.range(of: arrow), range.lowerBound > line.startIndex else { continue }
                arrows += 1
                #expect(line[line.index(before: range.lowerBound)] == " ", "\(line)")
            }
        }
        #expect(arrows > 0, "\(frame.text)")
    }
}
