@testable import ClearfieldGames
@testable import Shell
@testable import MinesUI
@testable import TilesUI
import Foundation
import GameCore
@testable import Progress
import Terminal
import Testing

/// A daily's results panel with a line to share and some ten achievements (a new player's first
/// daily) on the smallest terminal (issue 31: it ran over the message and key rows at 60×20).
/// The panel grows wider before taller, and lists as many whole achievements as fit and
/// "and N more (see Achievements)": the bottom two rows stay what they are with nothing earned,
/// and no achievement's name is cut.
@Suite struct CrowdedResultsPanelTests {
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)]
    static let titles = ["Toe in the Water", "All Clear", "Unassisted", "Nerves of Steel", "Daily Bread",
                         "Week In, Week Out", "Beginner's Minute", "No Safety Net", "First Light", "Clean Sweep"]

    static var unlocks: [AchievementUnlock] {
        titles.enumerated().map { index, title in
            AchievementUnlock(id: "test.\(index)", title: title, earnedDescription: "", points: 5 * (index + 1),
                              timesEarned: 1, date: Date(timeIntervalSince1970: 0))
        }
    }

    /// Checks `crowded` against `plain` (the same screen with nothing earned): the bottom two
    /// rows (message and keys) unchanged, no cut word, and the achievements listed whole, in
    /// order, with the rest counted.
    static func check(_ crowded: FrameBuffer, against plain: FrameBuffer, size: ScreenSize) {
        let rows = crowded.lines, plainRows = plain.lines
        #expect(Array(rows.suffix(2)) == Array(plainRows.suffix(2)),
                "message and key rows at \(size):\n\(crowded.text)")
        #expect(WordsOnScreenTests.cuts(in: crowded).isEmpty, "\(crowded.text)")
        let listed = unlocks.prefix { unlock in rows.contains { $0.contains("\(unlock.title) +\(unlock.points)") } }
        var hidden = 0
        if let row = rows.first(where: { $0.contains(" more (see Achievements)") }),
           let range = row.range(of: #"and (\d+) more"#, options: .regularExpression) {
            hidden = Int(row[range].split(separator: " ")[1]) ?? 0
        }
        #expect(listed.count >= 1 && listed.count + hidden == unlocks.count,
                "\(listed.count) listed, \(hidden) more at \(size):\n\(crowded.text)")
        // None of the rest shows even in part: a name is whole or not there.
        for unlock in unlocks.dropFirst(listed.count) {
            #expect(!rows.contains { $0.contains(unlock.title) }, "\(unlock.title) at \(size):\n\(crowded.text)")
        }
    }

    @Test(arguments: sizes)
    func theMinesDailyPanelFitsAboveTheKeyLine(size: ScreenSize) throws {
        var harness = DailyResultPanelTests.mines(origin: .dealt, size: size)
        let commands = RankingPanelTests.won(&harness)
        try RankingPanelTests.runJob(of: commands, on: &harness)
        #expect(harness.screen.ranking.shareLine != nil)
        harness.screen.runner.earned = []
        let plain = harness.frame
        harness.screen.runner.earned = Self.unlocks
        let crowded = harness.frame
        #expect(crowded.row(containing: "c: copy this line to share") != nil, "\(crowded.text)")
        Self.check(crowded, against: plain, size: size)
    }

    @Test(arguments: sizes)
    func theTilesDailyPanelFitsAboveTheKeyLine(size: ScreenSize) throws {
        var daily = DailyResultPanelTests.TilesDaily(size: size)
        try daily.clear()
        #expect(daily.screen.ranking.shareLine != nil)
        daily.screen.runner.earned = []
        let plain = daily.screen.frame(daily.context)
        daily.screen.runner.earned = Self.unlocks
        let crowded = daily.screen.frame(daily.context)
        #expect(crowded.row(containing: "c: copy this line to share") != nil, "\(crowded.text)")
        Self.check(crowded, against: plain, size: size)
    }
}
