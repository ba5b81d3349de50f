@testable import App
import Foundation
import GameCore
import Leaderboards
import LightsOutGame
@testable import Midend
import Mines
import Terminal
import Testing

/// The results panel after a decided game says whether it was ranked, and if not why; the
/// ranking (verify, the rules, submit) runs as the screen's background job, once per game.
@Suite struct RankingPanelTests {
    static let board = BoardID("mines.test")
    static let player = PlayerIdentity(id: 5, name: "ann")

    static func access(_ store: MemoryLeaderboardStore) -> LeaderboardAccess {
        LeaderboardAccess(store: store, rules: [DealtWinRankingRules(kind: .mines, board: board)])
    }

    /// A beginner board swept to a win without hints; the command of every key press, in order.
    static func won(_ harness: inout MinesScreenHarness) -> [ScreenCommand] {
        let keys = MinesFlowTests.sweep(MinesBoard(params: .beginner, seed: 21))
        return keys.map { key in
            harness.wait(milliseconds: 40)
            return harness.press(key)
        }
    }

    /// Runs the job a command carries, as the main loop would, and hands its answer back.
    static func runJob(of commands: [ScreenCommand], on harness: inout MinesScreenHarness) throws {
        let jobs = commands.compactMap(\.work)
        #expect(jobs.count == 1, "one ranking job per game")
        let job = try #require(jobs.first)
        #expect(job.title == MinesPlayScreen.rankingJobTitle)
        _ = harness.screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: harness.context)
    }

    @Test func aDealtUnhintedWinIsRankedOnceAndLOpensItsRow() throws {
        let store = MemoryLeaderboardStore()
        var harness = MinesScreenHarness(seed: 21, origin: .dealt, leaderboards: Self.access(store), player: Self.player)
        let commands = Self.won(&harness)
        #expect(harness.board.outcome == .won)
        #expect(harness.text.contains("Ranking: checking the replay..."))
        try Self.runJob(of: commands, on: &harness)
        let text = harness.text
        #expect(text.contains("Ranked: 1st of all time, personal"), "\(text)")
        #expect(text.contains("l: leaderboard"))
        #expect(store.submissions.count == 1 && store.runs.first?.playerID == 5 && store.runs.first?.board == Self.board)

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
        #expect(opened.count == 1 && opened.first?.0 == Self.board && opened.first?.1 == .allTime)
        #expect(opened.first?.2 == store.runs.first?.id)

        // Leaving the finished game ends nothing again and submits nothing more.
        _ = harness.screen.leave(context: harness.context)
        #expect(store.submissions.count == 1)
    }

    @Test func aChosenSeedSaysWhyItIsNotRankedAndSubmitsNothing() throws {
        let store = MemoryLeaderboardStore()
        var harness = MinesScreenHarness(seed: 21, origin: .chosen, leaderboards: Self.access(store), player: Self.player)
        let commands = Self.won(&harness)
        try Self.runJob(of: commands, on: &harness)
        let text = harness.text
        #expect(text.contains("Not ranked: a chosen seed (--seed)") && text.contains("is never ranked"), "\(text)")
        #expect(!text.contains("l: leaderboard"))
        #expect(store.submissions.isEmpty)
        _ = harness.press(.char("l"))
        #expect(harness.text.contains("This game is not on a board"))
    }

    @Test func aHintedWinIsAssisted() throws {
        let store = MemoryLeaderboardStore()
        var harness = MinesScreenHarness(seed: 21, origin: .dealt, leaderboards: Self.access(store), player: Self.player)
        var commands: [ScreenCommand] = []
        while harness.board.outcome == .playing {
            commands.append(harness.press(.char("H")))
            commands.append(harness.press(.char(" ")))
        }
        try Self.runJob(of: commands, on: &harness)
        #expect(harness.text.contains("Not ranked: a hint was used"))
        #expect(store.submissions.isEmpty)
    }

    @Test func aStoreThatFailsKeepsTheResultAndSaysSo() throws {
        let store = MemoryLeaderboardStore()
        store.failure = LeaderboardStoreError("disk full")
        var harness = MinesScreenHarness(seed: 21, origin: .dealt, leaderboards: Self.access(store), player: Self.player)
        let commands = Self.won(&harness)
        try Self.runJob(of: commands, on: &harness)
        let text = harness.text
        #expect(text.contains("Board cleared") && text.contains("Not ranked: the board could not be"), "\(text)")
    }

    @Test func withoutLeaderboardsEveryResultStillSaysSo() {
        var harness = MinesScreenHarness(seed: 21, origin: .dealt)
        let commands = Self.won(&harness)
        #expect(commands.allSatisfy { $0.work == nil })
        #expect(harness.text.contains("Not ranked: no leaderboards are kept"))
    }
}
