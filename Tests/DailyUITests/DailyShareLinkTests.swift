@testable import DailyUI
@testable import MinesUI
@testable import Shell
import Foundation
import Midend
import Mines
import GameCore
import Leaderboards
import LightsOutGame
import Players
import Terminal
import Testing
@testable import UITestSupport

/// With a board service configured, the results panel's daily line carries the day's page on it
/// (issue 30); a board without web pages (this computer's) adds nothing.
@Suite struct DailyShareLinkTests {
    /// A memory store that says its boards are on the web at `webAddress`.
    final class WebStore: LeaderboardStore, BoardWebPages, Sendable {
        let base = MemoryLeaderboardStore()
        let webAddress: String
        init(webAddress: String) { self.webAddress = webAddress }

        func submit(_ run: RankedRun) throws -> Placement { try base.submit(run) }
        func rows(board: BoardID, window: RankWindow, now: Date, offset: Int, limit: Int, viewer: PlayerID?) throws -> [BoardRow] {
            try base.rows(board: board, window: window, now: now, offset: offset, limit: limit, viewer: viewer)
        }
        func rowCount(board: BoardID, window: RankWindow, now: Date, viewer: PlayerID?) throws -> Int {
            try base.rowCount(board: board, window: window, now: now, viewer: viewer)
        }
        func rank(of player: PlayerID, board: BoardID, window: RankWindow, now: Date) throws -> BoardRow? {
            try base.rank(of: player, board: board, window: window, now: now)
        }
        func around(player: PlayerID, board: BoardID, window: RankWindow, now: Date, radius: Int) throws -> [BoardRow] {
            try base.around(player: player, board: board, window: window, now: now, radius: radius)
        }
        func run(id: String) throws -> RankedRun? { try base.run(id: id) }
        func allRuns() throws -> [RankedRun] { try base.allRuns() }
        func runIDs() throws -> [String] { try base.runIDs() }
        func markVerification(runID: String, state: VerificationState) throws { try base.markVerification(runID: runID, state: state) }
        func repairBoardRows() throws -> BoardRowRepair { try base.repairBoardRows() }
    }

    @Test func aBoardServiceAddsTheDaysPageToTheLine() throws {
        let store = WebStore(webAddress: "https://board.example.org")
        var harness = MinesScreenHarness(size: ScreenSize(columns: 80, rows: 24), clock: ManualClock(wall: DailyResultPanelTests.wall),
                                         origin: .dealt, leaderboards: LeaderboardAccess(store: store, registry: .clearfield(levels: [])),
                                         player: RankingPanelFixtures.player)
        harness.context.environment.timeZone = .utc
        harness.context.environment.resultSharing = DailyResultShare.sharing(games: .clearfield)
        harness.screen = MinesPlayScreen(daily: DailyMinesChallenge(date: DailyResultPanelTests.date).setup(), origin: .dealt)
        harness.screen.activate(context: harness.context)
        let commands = RankingPanelFixtures.won(&harness)
        try RankingPanelFixtures.runJob(of: commands, on: &harness)
        let line = try #require(harness.screen.ranking.shareLine)
        #expect(line.hasPrefix("Clearfield daily 2026-11-26 · Mines "), "\(line)")
        #expect(line.hasSuffix(" · 1st of 1 · https://board.example.org/daily/2026-11-26"), "\(line)")
    }

    @Test func aLocalBoardAddsNoLink() throws {
        var harness = DailyResultPanelTests.mines(origin: .dealt, size: ScreenSize(columns: 80, rows: 24))
        let commands = RankingPanelFixtures.won(&harness)
        try RankingPanelFixtures.runJob(of: commands, on: &harness)
        let line = try #require(harness.screen.ranking.shareLine)
        #expect(!line.contains("http"), "\(line)")
    }

    /// The Daily screen's `c` line carries the day's page too, drawn whole (packed over lines, not
    /// cut) at 80x24 and 60x20; without a board service it has none.
    @Test(arguments: DailyWorld.sizes)
    func theDailyScreensLineCarriesTheDaysPageOnABoardService(size: ScreenSize) throws {
        var world = try DailyWorld()
        try world.played(.mines, "2026-11-26", "won", ms: 62_500)
        var (local, localContext) = world.opened(size: size)
        #expect(local.handle(.char("c"), context: localContext).clipboard == "Clearfield daily 2026-11-26 · Mines 1:02.50")

        world.environment.leaderboards = LeaderboardAccess(store: WebStore(webAddress: "https://board.example.org"),
                                                           registry: .clearfield(levels: []))
        var (screen, context) = world.opened(size: size)
        let line = "Clearfield daily 2026-11-26 · Mines 1:02.50 · https://board.example.org/daily/2026-11-26"
        #expect(screen.handle(.char("c"), context: context).clipboard == line)
        let text = screen.frame(context).text
        #expect(text.replacingOccurrences(of: "\n", with: " ").contains("https://board.example.org/daily/2026-11-26"), "\(text)")
    }
}
