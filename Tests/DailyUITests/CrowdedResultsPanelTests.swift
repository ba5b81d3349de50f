@testable import Shell
import Foundation
import Tiles
@testable import Progress
import Terminal
import PropertyBased
@testable import Midend
import Testing
@testable import UITestSupport

/// A daily's results panel with a line to share and some ten achievements (a new player's first
/// daily) on the smallest terminal (issue 31: it ran over the message and key rows at 60×20).
/// The panel grows wider before taller, and lists as many whole achievements as fit and
/// "and N more (see Achievements)": the bottom two rows stay what they are with nothing earned,
/// and no achievement's name is cut.
@Suite struct CrowdedResultsPanelTests {
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)]
    static let titles = ["Toe in the Water", "All Clear", "Unassisted", "Nerves of Steel", "Daily Bread",
                         "Week In, Week Out", "Beginner's Minute", "No Safety Net", "First Light", "Clean Sweep",
                         "Night Owl", "Early Bird", "Chain Reaction", "Steady Hands", "Full House", "Marathon"]
    /// Ten (a new player's first daily), and sixteen, more than fit even the widest panel at 60×20.
    static let cases = [(sizes[0], 10), (sizes[1], 10), (sizes[0], 16), (sizes[1], 16)]

    static func unlocks(_ count: Int) -> [AchievementUnlock] {
        titles.prefix(count).enumerated().map { index, title in
            AchievementUnlock(id: "test.\(index)", title: title, earnedDescription: "", points: 5 * (index + 1),
                              timesEarned: 1, date: Date(timeIntervalSince1970: 0))
        }
    }

    /// Checks `crowded` against `plain` (the same screen with nothing earned): the bottom two
    /// rows (message and keys) unchanged, no cut word, and the achievements listed whole, in
    /// order, with the rest counted.
    static func check(_ crowded: FrameBuffer, against plain: FrameBuffer, size: ScreenSize, count: Int) {
        let unlocks = unlocks(count)
        let rows = crowded.lines, plainRows = plain.lines
        #expect(Array(rows.suffix(2)) == Array(plainRows.suffix(2)),
                "message and key rows at \(size):\n\(crowded.text)")
        #expect(ScreenWords.cuts(in: crowded).isEmpty, "\(crowded.text)")
        let listed = unlocks.prefix { unlock in rows.contains { $0.contains("\(unlock.title) +\(unlock.points)") } }
        var hidden = 0
        if let row = rows.first(where: { $0.contains(" more (see Achievements)") }),
           let range = row.range(of: #"and (\d+) more"#, options: .regularExpression) {
            hidden = Int(row[range].split(separator: " ")[1]) ?? 0
        }
        #expect(listed.count >= 1 && listed.count + hidden == unlocks.count,
                "\(listed.count) listed, \(hidden) more at \(size):\n\(crowded.text)")
        // Sixteen do not fit at 60×20 even at the widest: the case of "and N more" is met.
        if count == 16 && size.rows == 20 { #expect(hidden > 0, "\(crowded.text)") }
        // None of the rest shows even in part: a name is whole or not there.
        for unlock in unlocks.dropFirst(listed.count) {
            #expect(!rows.contains { $0.contains(unlock.title) }, "\(unlock.title) at \(size):\n\(crowded.text)")
        }
    }

    @Test(arguments: cases)
    func theMinesDailyPanelFitsAboveTheKeyLine(size: ScreenSize, count: Int) throws {
        var harness = DailyResultPanelTests.mines(origin: .dealt, size: size)
        let commands = RankingPanelFixtures.won(&harness)
        try RankingPanelFixtures.runJob(of: commands, on: &harness)
        #expect(harness.screen.ranking.shareLine != nil)
        harness.screen.runner.earned = []
        let plain = harness.frame
        harness.screen.runner.earned = Self.unlocks(count)
        let crowded = harness.frame
        #expect(crowded.row(containing: "c: copy this line to share") != nil, "\(crowded.text)")
        Self.check(crowded, against: plain, size: size, count: count)
    }

    @Test(arguments: cases)
    func theTilesDailyPanelFitsAboveTheKeyLine(size: ScreenSize, count: Int) throws {
        var daily = DailyResultPanelTests.TilesDaily(size: size)
        try daily.clear()
        #expect(daily.screen.ranking.shareLine != nil)
        daily.screen.runner.earned = []
        let plain = daily.screen.frame(daily.context)
        daily.screen.runner.earned = Self.unlocks(count)
        let crowded = daily.screen.frame(daily.context)
        #expect(crowded.row(containing: "c: copy this line to share") != nil, "\(crowded.text)")
        Self.check(crowded, against: plain, size: size, count: count)
    }

    /// Whatever the lines, the fitted panel has at most `rows` of them and a width between its
    /// own and the widest allowed, and it takes its own width when its lines fit there.
    @Test func theFitNeverExceedsItsRows() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...30), Gen.int(in: 1...40), Gen.int(in: 0...30)) {
            words, rows, extra in
            let text = (0..<words).map { "word\($0)" }.joined(separator: " ")
            let fit = ResultsPanelFit.fit(width: 20, maxWidth: 20 + extra, rows: rows, padding: 4,
                                          isBlank: { $0.isEmpty }, isRepeated: { _ in false }) { inner, earnedRows in
                ["Title", ""] + Array(TextLayout.wrap(text, width: inner).prefix(earnedRows)) + ["", "Enter: next"]
            }
            #expect(fit.lines.count <= rows && (20...20 + extra).contains(fit.width), "\(fit)")
            let own = TextLayout.fitted(["Title", ""] + TextLayout.wrap(text, width: 16) + ["", "Enter: next"], rows: rows,
                                        isBlank: { $0.isEmpty })
            if own.count <= rows { #expect(fit.width == 20 && fit.lines == own) }
        }
    }
}
