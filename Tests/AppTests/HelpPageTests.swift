@testable import Shell
import Foundation
import Terminal
import Testing
@testable import UITestSupport

/// The help as a page that scrolls: two columns at 80, one above the other when narrower, and
/// marks that say which part shows.
@Suite struct HelpPageTests {
    static let compact = ScreenSize.compact

    /// Each page's two sides are apart at the column the narrow layout cuts it: the column
    /// before the cut is blank on every row, and both sides hold something.
    @Test(arguments: HelpLayoutTests.topicIDs)
    func everyPageSplitsCleanlyWhereItsRightSideStarts(id: String) throws {
        let context = Fixtures.context(Fixtures.environment())
        let topic = HelpLayoutTests.page(id, questionMarks: true)
        let full = HelpPage.drawFull(HelpScreen(topic: topic), context: context)
        let split = topic.splitColumn
        let rows = 0..<full.size.rows
        #expect(rows.allSatisfy { full[split - 1, $0].text == " " }, "\(id): column \(split - 1) is blank")
        #expect(HelpPage.usedRows(full, columns: 0..<split) > 0 && HelpPage.usedRows(full, columns: split..<80) > 0)
    }

    @Test func atEightyColumnsThePageKeepsItsTwoColumns() throws {
        let frame = HelpScreen().frame(Fixtures.context(Fixtures.environment(), size: ScreenSize(columns: 80, rows: 24)))
        let row = try #require(frame.row(containing: "Everywhere"))
        #expect(frame.lines[row].contains("Tiles: the rules"), "keys and rules side by side")
        #expect(!frame.text.contains("▲") && !frame.text.contains("▼"), "the Tiles page fits 80×24 whole")
    }

    @Test func atSixtyColumnsTheRulesComeUnderTheKeysAndThePageScrolls() throws {
        let context = Fixtures.context(Fixtures.environment(), size: Self.compact)
        var help = HelpScreen()
        var frame = help.frame(context)
        let keysRow = try #require(frame.row(containing: "Everywhere"))
        #expect(!frame.lines[keysRow].contains("rules"))
        #expect(frame.lines[1].contains("1–17 of") && frame.text.contains("▼") && !frame.text.contains("▲"))
        #expect(frame.lines.last?.contains("↑↓ scroll") == true)
        #expect(frame.lines.allSatisfy { DisplayWidth.of($0) <= 60 })
        _ = help.handle(.key(.end), context: context)
        frame = help.frame(context)
        #expect(frame.text.contains("Tiles: the rules") || frame.text.contains("undo or restart."))
        #expect(frame.text.contains("Stuck (tiles left, no group of 2):"), "the page's last words show at its end")
        #expect(frame.text.contains("▲") && !frame.text.contains("▼"))
        _ = help.handle(.key(.up), context: context)
        #expect(help.scroll > 0 && help.frame(context).text.contains("▼"))
        _ = help.handle(.key(.tab), context: context)
        #expect(help.topic == .mines && help.scroll == 0, "another page starts at its top")
        _ = help.handle(.mouse(MouseEvent(position: ScreenPosition(column: 0, row: 0), button: .scrollDown)),
                        context: context)
        #expect(help.scroll == 1)
    }

    @Test func aTallScreenShowsAWholePageWithNoMarks() {
        let frame = HelpScreen(topic: .endless).frame(Fixtures.context(Fixtures.environment(),
                                                                       size: ScreenSize(columns: 60, rows: 60)))
        #expect(!frame.text.contains("▲") && !frame.text.contains("▼") && !frame.text.contains("scroll"))
        #expect(frame.text.contains("Endless: the rules") && frame.text.contains("The levels"))
    }

    /// A saved game that cannot be used shows a notice over the menu: its key line replaces the
    /// menu's whole, with nothing of the menu's hints or version left around it.
    @Test func aNoticeOverTheMenuOwnsTheKeyLine() throws {
        let folder = try ScratchFolder()
        let slot = try SavingProblemTests.makeSave(in: folder)
        try Data("not a save".utf8).write(to: slot.url)
        let run = try SavingRun(events: [.char("x")], fixture: try ProgressFixture(), slot: slot)
        run.run()
        let notice = try #require(run.terminal.presented.first)
        let keys = try #require(notice.text.components(separatedBy: "\n").last)
        #expect(keys.trimmingCharacters(in: .whitespaces) == "Any key continue", "\(keys)")
        #expect(run.lastText.components(separatedBy: "\n").last?.contains("Enter open") == true)
    }
}
