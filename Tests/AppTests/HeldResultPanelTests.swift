@testable import Shell
import Foundation
import Leaderboards
import LocalDatabase
import Midend
import Testing
@testable import UITestSupport

/// The results panel of a game faster than people play (issue 19): kept, not ranked, and its
/// player told it waits for review.
@Suite struct HeldResultPanelTests {
    @Test func aWinFasterThanAnyRecordedGameIsHeldForReview() throws {
        let database = try AppDatabase.inMemory()
        for index in 1...5 { _ = try database.currentPlayer(named: "p\(index)") }
        let registry = RankingRegistry.clearfield(levels: [])
        let store = database.leaderboards(periods: .fixed(secondsFromGMT: 0), aggregates: registry.aggregates,
                                          envelope: registry.envelopeCheck)
        var harness = MinesScreenHarness(seed: 21, origin: .dealt,
                                         leaderboards: LeaderboardAccess(store: store, registry: registry),
                                         player: RankingPanelFixtures.player)
        // Every key a millisecond after the one before: the board cleared in a few milliseconds.
        let commands = MinesFixtures.sweep(harness.board).map { key in
            harness.wait(milliseconds: 1)
            return harness.press(key)
        }
        #expect(harness.board.outcome == .won)
        try RankingPanelFixtures.runJob(of: commands, on: &harness)
        let text = harness.text
        #expect(text.contains("Not ranked yet: held for review:") && text.contains("faster than any recorded game"), "\(text)")
        #expect(!text.contains("l: leaderboard"))
        let held = try store.heldRuns(board: nil)
        #expect(held.count == 1 && held.first?.run.playerID == 5)
        #expect(try store.top(board: RankingPanelFixtures.board, window: .allTime, now: Date(), limit: 5, viewer: nil).isEmpty)
    }
}
