@testable import Shell
@testable import TilesUI
@testable import MinesUI
import Foundation
import GameCore
import Leaderboards
import LightsOutGame
@testable import Midend
import Mines
import Progress
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// The results panel after a decided game says whether it was ranked, and if not why; the
/// ranking (verify, the rules, submit) runs as the screen's background job, once per game.
@Suite struct RankingPanelTests {
    @Test func aDealtUnhintedWinIsRankedOnceAndLOpensItsRow() throws {
        let store = MemoryLeaderboardStore()
        var harness = MinesScreenHarness(seed: 21, origin: .dealt, leaderboards: RankingPanelFixtures.access(store), player: RankingPanelFixtures.player)
        let commands = RankingPanelFixtures.won(&harness)
        #expect(harness.board.outcome == .won)
        #expect(harness.text.contains("Ranking: checking the replay..."))
        try RankingPanelFixtures.runJob(of: commands, on: &harness)
        let text = harness.text
        // One line inside the panel, a space from its frame (issue 31: "best" went on the next).
        #expect(harness.frame.row(containing: "Ranked: 1st of all time, personal best") != nil, "\(text)")
        #expect(text.contains("l: leaderboard"))
        #expect(store.submissions.count == 1 && store.runs.first?.playerID == 5 && store.runs.first?.board == RankingPanelFixtures.board)
        // One clock: the time ranked (verify's, from the first reveal) is the time the panel shows.
        let shown = try #require(harness.screen.clearedBoards.first?.milliseconds)
        #expect(store.runs.first?.figures[MinesRanking.Figure.time] == Int64(shown))
        #expect(text.contains("Time \(StatFormat.preciseDuration(milliseconds: Int64(shown)))"))

        // `l` opens the board at the run's row, through the hook the Leaderboards screen fills.
        var opened: [(BoardID, RankWindow, String)] = []
        harness.context.environment.openLeaderboard = { board, window, runID in
            opened.append((board, window, runID))
            return NoticeScreen(title: "board", paragraphs: [])
        }
        let command = harness.press(.char("l"))
        guard case .push = command.navigation else {
            Issue.record("l did not open the board")
            return
        }
        #expect(opened.count == 1 && opened.first?.0 == RankingPanelFixtures.board && opened.first?.1 == .allTime)
        #expect(opened.first?.2 == store.runs.first?.id)

        // Leaving the finished game ends nothing again and submits nothing more.
        _ = harness.screen.leave(context: harness.context)
        #expect(store.submissions.count == 1)
    }

    @Test func aChosenSeedSaysWhyItIsNotRankedAndSubmitsNothing() throws {
        let store = MemoryLeaderboardStore()
        var harness = MinesScreenHarness(seed: 21, origin: .chosen, leaderboards: RankingPanelFixtures.access(store), player: RankingPanelFixtures.player)
        let commands = RankingPanelFixtures.won(&harness)
        try RankingPanelFixtures.runJob(of: commands, on: &harness)
        let text = harness.text
        #expect(text.contains("Not ranked: a chosen seed (--seed)") && text.contains("never ranked"), "\(text)")
        #expect(!text.contains("l: leaderboard"))
        #expect(store.submissions.isEmpty)
        _ = harness.press(.char("l"))
        #expect(harness.text.contains("This game is not on a board"))
    }

    @Test func aHintedWinIsAssisted() throws {
        let store = MemoryLeaderboardStore()
        var harness = MinesScreenHarness(seed: 21, origin: .dealt, leaderboards: RankingPanelFixtures.access(store), player: RankingPanelFixtures.player)
        var commands: [ScreenCommand] = []
        while harness.board.outcome == .playing {
            commands.append(harness.press(.char("H")))
            commands.append(harness.press(.char(" ")))
        }
        try RankingPanelFixtures.runJob(of: commands, on: &harness)
        #expect(harness.text.contains("Not ranked: a hint was used"))
        #expect(store.submissions.isEmpty)
    }

    @Test func aStoreThatFailsKeepsTheResultAndSaysSo() throws {
        let store = MemoryLeaderboardStore()
        store.failure = LeaderboardStoreError("disk full")
        var harness = MinesScreenHarness(seed: 21, origin: .dealt, leaderboards: RankingPanelFixtures.access(store), player: RankingPanelFixtures.player)
        let commands = RankingPanelFixtures.won(&harness)
        try RankingPanelFixtures.runJob(of: commands, on: &harness)
        let text = harness.text
        #expect(text.contains("Board cleared") && text.contains("Not ranked: the board could not be"), "\(text)")
    }

    @Test func withoutLeaderboardsEveryResultStillSaysSo() {
        var harness = MinesScreenHarness(seed: 21, origin: .dealt)
        let commands = RankingPanelFixtures.won(&harness)
        #expect(commands.allSatisfy { $0.work == nil })
        #expect(harness.text.contains("Not ranked: no leaderboards are kept"))
    }
}

/// The fair-play rules with the shipped Mines rules, on the results panel.
@Suite struct FairPlayPanelTests {
    static func panel(mode: MinesMode = .classic(.beginner), seed: UInt64, origin: SeedOrigin,
                      settings: MinesSettings = MinesSettings()) throws -> (text: String, store: MemoryLeaderboardStore) {
        let store = MemoryLeaderboardStore()
        var harness = MinesScreenHarness(mode: mode, seed: seed, settings: settings, size: ScreenSize(columns: 100, rows: 30),
                                         origin: origin, leaderboards: RankingPanelFixtures.access(store),
                                         player: RankingPanelFixtures.player)
        let commands = RankingPanelFixtures.won(&harness)
        #expect(harness.board.outcome == .won)
        try RankingPanelFixtures.runJob(of: commands, on: &harness)
        // The panel's lines joined, so a reason wrapped to the panel reads whole.
        return (harness.screen.panelLines(context: harness.context).map(\.text).joined(separator: " "), store)
    }

    @Test func aSeededGameIsNotRankedWithItsReason() throws {
        let (text, store) = try Self.panel(seed: 21, origin: .chosen)
        #expect(text.contains("Not ranked: a chosen seed (--seed) is never ranked"), "\(text)")
        #expect(store.submissions.isEmpty)
    }

    @Test func aCustomBoardIsNotRankedWithItsReason() throws {
        let params = try MinesParams(width: 12, height: 10, mines: 14)
        let (text, store) = try Self.panel(mode: .custom(params), seed: 21, origin: .dealt)
        #expect(text.contains("Not ranked: custom boards are not ranked"), "\(text)")
        #expect(store.submissions.isEmpty)
    }

    @Test func aBoardBelowTheThreeBVFloorIsNotRankedWithItsReason() throws {
        // A beginner board whose first reveal clears it (3BV 1, below the floor of 2).
        let settings = MinesSettings()
        let seed = try #require((1...50_000).first { seed in
            let board = MinesBoard(params: .beginner, seed: UInt64(seed), style: settings.style)
            return board.revealing(Point(x: 4, y: 4))?.board.outcome == .won
        })
        let (text, store) = try Self.panel(seed: UInt64(seed), origin: .dealt, settings: settings)
        #expect(text.contains("Not ranked: the board was too easy to rank (3BV 1, below 2)"), "\(text)")
        #expect(store.submissions.isEmpty)
    }

    @Test func theCommandLinesSeedIsChosenAndTheGamesOwnIsDealt() throws {
        let environment = Fixtures.environment()
        let seeded = try StartPoint.minesGame(.classic(.beginner), seed: 21).screens(environment: environment)
        let dealt = try StartPoint.minesGame(.classic(.beginner), seed: nil).screens(environment: environment)
        #expect((seeded.last as? MinesPlayScreen)?.play.origin == .chosen)
        #expect((dealt.last as? MinesPlayScreen)?.play.origin == .dealt)
    }
}

/// A cleared Tiles level says whether it was ranked, on its level's board.
@Suite struct TilesRankingPanelTests {
    /// `level` cleared with its one move in a play screen over a memory store: the screen, its
    /// context and the store, after the ranking job's answer came back.
    static func clear(_ level: Level) throws -> (screen: TilesPlayScreen, context: ScreenContext, store: MemoryLeaderboardStore) {
        let store = MemoryLeaderboardStore()
        var environment = Fixtures.environment(clock: ManualClock())
        environment.leaderboards = RankingPanelFixtures.access(store)
        environment.player = CurrentPlayer(identity: RankingPanelFixtures.player, keeper: nil)
        let context = Fixtures.context(environment)
        var screen = TilesPlayScreen(level: level, campaign: [level])
        screen.activate(context: context)
        let command = screen.handle(.key(.enter), context: context)
        #expect(screen.state.isCleared)
        let job = try #require(command.work)
        _ = screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: context)
        return (screen, context, store)
    }

    @Test func aClearedLevelIsRankedOnItsBoardAndAnotherAttemptStartsWithoutALine() throws {
        let level = Fixtures.level(4, "Pair", "RR", par: 1)
        var (screen, context, store) = try Self.clear(level)
        let text = screen.frame(context).text
        #expect(text.contains("Ranked: 1st of all time, personal best") && text.contains("l: leaderboard"), "\(text)")
        #expect(store.runs.map(\.board) == [TilesParams(level: level).levelBoard.id])

        _ = screen.handle(.char("u"), context: context)
        #expect(!screen.frame(context).text.contains("Ranked:"), "another attempt is another game")
    }
}
