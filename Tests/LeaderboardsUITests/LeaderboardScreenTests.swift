@testable import Shell
@testable import ReplayUI
@testable import LeaderboardsUI
import Foundation
import Terminal
import Testing
@testable import UITestSupport

/// The Leaderboards screen drawn into in-memory frames over a store built on the reference
/// `Ranking`: rows, marks, windows, boards, scrolling, around-me, the replay, hostile names.
@Suite struct LeaderboardScreenTests {
    @Test func openingNeverWaitsForTheStoreAndShowsTheRowsWhenTheyCome() throws {
        let store = LeaderboardFixtures.store(players: 3, names: [1: "Ann", 2: "Bob", 3: "Cy"])
        var harness = LeaderboardHarness(store: store, runJobs: false)
        #expect(store.reads == 0)
        #expect(harness.pendingJobs == 1)
        #expect(harness.text.contains("Reading the board"))
        harness.runWork()
        let ann = try #require(harness.line("Ann"))
        #expect(ann.contains("1.23 s"))
        #expect(ann.contains("2.000"))
        #expect(ann.contains("2027-01-15"))
        let rows = ["Ann", "Bob", "Cy"].compactMap { harness.frame.row(containing: $0) }
        #expect(rows == rows.sorted() && rows.count == 3)
        #expect(harness.line("Bob")?.trimmingCharacters(in: .whitespaces).hasPrefix("2") == true)
        #expect(harness.text.contains("Mines: Beginner, no guessing"))
        #expect(harness.text.contains("1–3 of 3"))
    }

    @Test(arguments: [(GlyphSet.unicode, "◆"), (GlyphSet.ascii, "*")])
    func theViewersRowIsMarkedByAGlyph(glyphs: GlyphSet, mark: String) throws {
        let store = LeaderboardFixtures.store(players: 3, names: [1: "Ann", 2: "Bob", 3: "Cy"])
        let harness = LeaderboardHarness(store: store, viewer: 2, glyphs: glyphs, theme: .monochrome)
        let bob = try #require(harness.line("Bob"))
        #expect(bob.contains(mark))
        #expect(harness.line("Cy")?.contains(mark) == false)
        #expect(harness.text.contains("\(mark) you"))
    }

    @Test func anEmptyBoardSaysHowToGetOnIt() {
        let harness = LeaderboardHarness(store: LeaderboardFixtures.store(players: 0))
        #expect(harness.text.contains("No one is on this board yet."))
        #expect(harness.text.contains("win a Beginner game without hints"))
    }

    @Test func windowsKeepOnlyTheirDaysRuns() throws {
        let store = LeaderboardFixtures.store(players: 0)
        _ = try store.submit(LeaderboardFixtures.run("old", player: 1, milliseconds: 900, daysAgo: 30))
        _ = try store.submit(LeaderboardFixtures.run("new", player: 2, milliseconds: 5000))
        store.names = [1: "Old timer", 2: "Today's"]
        var harness = LeaderboardHarness(store: store)
        #expect(harness.line("Old timer") != nil)
        harness.press(.char("d"))
        #expect(harness.screen.window == .today)
        #expect(harness.line("Old timer") == nil)
        #expect(harness.line("Today's") != nil)
        #expect(harness.line("[d Today]") != nil)
        harness.press(.char("w"))
        #expect(harness.line("Old timer") == nil)
        harness.press(.char("a"))
        #expect(harness.line("Old timer") != nil)
    }

    @Test func mWithoutARowSaysSoAndAnEmptyWindowNamesItself() {
        let store = LeaderboardFixtures.store(players: 0)
        _ = try? store.submit(LeaderboardFixtures.run("old", player: 2, milliseconds: 900, daysAgo: 30))
        var harness = LeaderboardHarness(store: store, viewer: 1)
        harness.press(.char("m"))
        #expect(harness.banners == ["You have no row on this board"])
        harness.press(.char("d"))
        #expect(harness.text.contains("No one is on this board today yet."))
    }

    @Test func tabAndArrowsGoThroughTheBoardsAroundAndAround() {
        var harness = LeaderboardHarness(store: LeaderboardFixtures.store(players: 2))
        #expect(harness.text.contains("Mines: Beginner"))
        harness.press(.key(.tab))
        #expect(harness.text.contains("Mines: Endless"))
        #expect(harness.text.contains("2/2"))
        #expect(harness.text.contains("clear a board of an endless run"))
        harness.press(.key(.right))
        #expect(harness.text.contains("Mines: Beginner"))
        harness.press(.key(.left))
        #expect(harness.text.contains("Mines: Endless"))
    }

    @Test func scrollingReadsMoreRowsOnlyWhenItLeavesThoseRead() throws {
        let store = LeaderboardFixtures.store(players: 260)
        var harness = LeaderboardHarness(store: store)
        let visible = LeaderboardScreen.visibleRows(harness.context.size)
        harness.press(.key(.down), .key(.down))
        #expect(harness.screen.selection == 2)
        let reads = store.reads
        harness.press(.key(.pageDown))
        #expect(harness.screen.selection == 2 + visible)
        #expect(store.reads == reads)
        for _ in 0..<8 { harness.press(.key(.pageDown)) }
        #expect(store.reads > reads)
        let selected = try #require(harness.frame.lines.first { $0.hasPrefix("▸") })
        #expect(selected.contains("Player \(harness.screen.selection + 1)"))
        harness.press(.char("g"))
        #expect(harness.screen.selection == 0)
        #expect(harness.line("Player 1 ") != nil)
        harness.press(.key(.up))
        #expect(harness.screen.selection == 0)
    }

    @Test func mGoesToTheViewersRowFarDownTheBoard() throws {
        let store = LeaderboardFixtures.store(players: 400)
        var harness = LeaderboardHarness(store: store, viewer: 333)
        #expect(harness.line("Player 333") == nil)
        harness.press(.char("m"))
        #expect(harness.screen.selection == 332)
        let row = try #require(harness.line("Player 333"))
        #expect(row.hasPrefix("▸"))
        #expect(row.contains("◆"))
        #expect(row.contains("333"))
    }

    @Test func aRunToFocusOpensTheBoardAtItsRow() throws {
        let store = LeaderboardFixtures.store(players: 200)
        let screen = LeaderboardScreen(board: LeaderboardFixtures.beginner.id, window: .allTime, focusRunID: "run-150")
        let harness = LeaderboardHarness(store: store, screen: screen, viewer: 150)
        #expect(harness.screen.selection == 149)
        #expect(harness.line("Player 150")?.hasPrefix("▸") == true)
    }

    @Test func aBoardAskedForByIdOpensOnIt() {
        let screen = LeaderboardScreen(board: LeaderboardFixtures.endless.id)
        let harness = LeaderboardHarness(store: LeaderboardFixtures.store(players: 1), screen: screen)
        #expect(harness.text.contains("Mines: Endless"))
    }

    @Test func enterPlaysTheSelectedRowsGameBack() throws {
        let game = ReplayFixtures.minesWin()
        let store = LeaderboardFixtures.store(players: 0)
        _ = try store.submit(LeaderboardFixtures.run("won", player: 7, milliseconds: 19_600, recording: game.recording))
        store.names = [7: "Winner"]
        var harness = LeaderboardHarness(store: store)
        harness.press(.key(.enter))
        guard case .push(let pushed) = harness.lastCommand.navigation, let replay = pushed as? ReplayScreen else {
            Issue.record("Enter did not open a replay: \(harness.banners)")
            return
        }
        #expect(replay.stepCount == game.log.count)
        let frame = replay.frame(harness.context)
        #expect(frame.text.contains("Winner, 2027-01-15"))
        #expect(frame.text.contains("Verified"))
    }

    @Test func aRowWhoseGameCannotBeReadSaysSo() throws {
        let store = LeaderboardFixtures.store(players: 1)
        var harness = LeaderboardHarness(store: store)
        harness.press(.key(.enter))
        #expect(harness.banners.contains { $0.hasPrefix("The game cannot be replayed: ") })
    }

    @Test func aBlockedPlayerSeesTheirOwnRowMarkedHiddenAndNobodyElseSeesIt() {
        let store = LeaderboardFixtures.store(players: 3, names: [1: "Ann", 2: "Bob", 3: "Cy"])
        store.blocked = [2]
        let own = LeaderboardHarness(store: store, viewer: 2)
        #expect(own.line("Bob")?.contains("(hidden)") == true)
        #expect(own.text.contains("blocked, only you see it"))
        let other = LeaderboardHarness(store: store, viewer: 1)
        #expect(other.line("Bob") == nil)
        #expect(other.text.contains("1–2 of 2"))
    }

    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func hostileNicknamesAreShownAsHarmlessTextInTheirColumn(size: ScreenSize) throws {
        let hostile = "\u{1B}[2J\u{1B}]0;owned\u{07}Eve\u{202E}lin\u{200B}" + String(repeating: "W", count: 500)
        let store = LeaderboardFixtures.store(players: 2, names: [1: hostile, 2: "Bob"])
        let harness = LeaderboardHarness(store: store, size: size, glyphs: .ascii, theme: .monochrome)
        let text = harness.text
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII && ($0.value >= 0x20 || $0 == "\n") })
        // The first row is the hostile one, its escapes written out as text and cut to its
        // column: the time and the date still follow it on its line.
        let eve = harness.frame.lines[LeaderboardScreen.firstRowLine]
        #expect(eve.contains("[2J"))
        #expect(eve.contains("1.23 s"))
        #expect(eve.contains("01-15"))
        #expect(harness.frame.lines.allSatisfy { $0.count <= size.columns })
        #expect(harness.line("Bob") != nil)
    }

    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func everyColumnFitsInASCIIWithoutColour(size: ScreenSize) throws {
        let harness = LeaderboardHarness(store: LeaderboardFixtures.store(players: 30), viewer: 3, size: size,
                                         glyphs: .ascii, theme: .monochrome)
        let header = try #require(harness.line("Rank"))
        for title in ["Player", "Time", "3BV/s", "Date"] { #expect(header.contains(title)) }
        #expect(harness.line("Player 3")?.contains("*") == true)
        #expect(harness.frame.row(containing: "Player 1 ") == LeaderboardScreen.firstRowLine)
        #expect(harness.text.contains("Enter replay"))
        #expect(harness.screen.minimumSize(context: harness.context).columns <= 60)
    }

    @Test func aStoreThatCannotBeReadSaysWhy() {
        let store = LeaderboardFixtures.store(players: 2)
        store.failure = "the database is locked"
        let harness = LeaderboardHarness(store: store)
        #expect(harness.text.contains("The board could not be read: the database is locked"))
    }

    @Test func questionMarkListsTheKeysAndAnyKeyClosesIt() {
        var harness = LeaderboardHarness(store: LeaderboardFixtures.store(players: 2))
        harness.press(.char("?"))
        #expect(harness.text.contains("another board"))
        #expect(harness.text.contains("block or unblock"))
        harness.press(.key(.escape))
        #expect(!harness.text.contains("another board"))
        guard case .stay = harness.lastCommand.navigation else { Issue.record("Esc over help left"); return }
        harness.press(.char("q"))
        guard case .pop = harness.lastCommand.navigation else { Issue.record("q did not go back"); return }
    }

    @Test func answersToAnOldQueryAreDropped() {
        let store = LeaderboardFixtures.store(players: 2, names: [1: "Ann"])
        var harness = LeaderboardHarness(store: store, runJobs: false)
        harness.press(.key(.tab), running: false)
        harness.runWork()
        #expect(harness.text.contains("Mines: Endless"))
        #expect(harness.line("Ann") == nil)
        #expect(harness.text.contains("No one is on this board"))
    }
}
