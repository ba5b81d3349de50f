@testable import Shell
import Foundation
import LightsOutGame
import Midend
import Terminal
import Testing
@testable import UITestSupport

/// A run sent to the shared board (issue 19): its results panel says "sending…" while it waits in
/// the outbox and the shared board's rank once it is sent; the send wakes the input loop.
@Suite struct SharedStandingTests {
    @Test func aTrackedRunIsSendingUntilItLeavesTheOutboxThenPlacedAndTheLoopIsWoken() throws {
        let store = MemoryLeaderboardStore()
        let standings = SharedRunStandings(wake: WakeSignal())
        standings.track(runID: "r1", board: "mines.beginner.noguess")
        #expect(standings.standing(runID: "r1") == .sending)
        #expect(standings.standing(runID: "other") == nil)
        standings.refresh(outboxRunIDs: ["r1"], store: store, player: 5, now: Date())
        #expect(standings.standing(runID: "r1") == .sending)
        #expect(standings.wake.isPending, "every pass wakes the loop: the header may have changed")
        _ = standings.wake.drain()

        var harness = MinesScreenHarness(seed: 21, origin: .dealt, leaderboards: RankingPanelFixtures.access(store),
                                         player: RankingPanelFixtures.player)
        try RankingPanelFixtures.runJob(of: RankingPanelFixtures.won(&harness), on: &harness)
        let run = try #require(store.runs.first)
        standings.track(runID: run.id, board: run.board)
        standings.refresh(outboxRunIDs: [], store: store, player: 5, now: Date())
        #expect(standings.wake.isPending)
        guard case .placed(let placement, _) = standings.standing(runID: run.id) else {
            Issue.record("not placed: \(String(describing: standings.standing(runID: run.id)))")
            return
        }
        #expect(placement.summary == "1st of all time, personal best")
    }

    @Test func theResultsPanelSaysSendingThenTheSharedRank() throws {
        let store = MemoryLeaderboardStore()
        let standings = SharedRunStandings(wake: WakeSignal())
        var access = RankingPanelFixtures.access(store)
        access.shared = SharedBoardLink(statusLine: { "shared board" }, moderate: { _, _, _ in "" },
                                        standing: { standings.standing(runID: $0) },
                                        track: { standings.track(runID: $0, board: $1) })
        var harness = MinesScreenHarness(seed: 21, origin: .dealt, leaderboards: access, player: RankingPanelFixtures.player)
        let commands = RankingPanelFixtures.won(&harness)
        try RankingPanelFixtures.runJob(of: commands, on: &harness)
        #expect(harness.text.contains("Ranked: sending\u{2026}"), "\(harness.text)")
        #expect(!harness.text.contains("Ranked: 1st"))
        // The outbox sent it: the panel shows the shared board's rank at the next draw.
        standings.refresh(outboxRunIDs: [], store: store, player: 5, now: Date())
        #expect(harness.text.contains("Ranked: 1st of all time, personal") && !harness.text.contains("sending"),
                "\(harness.text)")
    }
}
