import GameCore
import Leaderboards
import Testing
@testable import UITestSupport

/// `r` after a decided board plays the same board again as practice; `u` after a loss in a
/// practice game takes the losing reveal back, counted as assisted.
@Suite struct MinesRetryTests {
    /// A beginner board opened at its centre, then a mine revealed: lost.
    private func lost(origin: SeedOrigin, seed: UInt64 = 4) throws -> MinesScreenHarness {
        var harness = MinesScreenHarness(seed: seed, origin: origin)
        harness.go(to: Point(x: 4, y: 4))
        harness.press(.char(" "))
        let layout = try #require(harness.board.layout)
        let mine = try #require(layout.minePoints.first { harness.board.appearance(at: $0) == .covered })
        harness.go(to: mine)
        harness.press(.char(" "))
        #expect(harness.board.outcome == .lost)
        return harness
    }

    @Test func rAfterALossPlaysTheSameBoardAgainAsPractice() throws {
        var harness = try lost(origin: .dealt)
        let layout = harness.board.layout
        let opened = harness.board.revealedCount
        harness.press(.char("r"))
        #expect(harness.board.outcome == .playing)
        #expect(harness.board.layout == layout, "the same mines")
        #expect(harness.board.revealedCount == opened, "from just after its first reveal")
        #expect(harness.screen.play.origin == .chosen, "practice: the board is known")
        #expect(harness.text.contains("Retry: the same board again, as practice"))
    }

    @Test func rAfterAWinRetriesToo() {
        var harness = MinesScreenHarness(seed: 2, origin: .dealt)
        harness.playHints()
        #expect(harness.board.outcome == .won)
        let layout = harness.board.layout
        harness.press(.char("r"))
        #expect(harness.board.outcome == .playing && harness.board.layout == layout)
    }

    @Test func uAfterALossInPracticeTakesTheRevealBackAsAssisted() throws {
        var harness = try lost(origin: .chosen)
        let moves = harness.screen.play.log.entries.count
        harness.press(.char("u"))
        #expect(harness.board.outcome == .playing)
        #expect(harness.screen.session.hintsUsed == 1, "assisted")
        #expect(harness.screen.play.log.entries.count == moves, "the losing reveal gone, the help counted")
        #expect(harness.text.contains("assisted, practice"))
    }

    @Test func uAfterALossOnADealtBoardDoesNothing() throws {
        var harness = try lost(origin: .dealt)
        harness.press(.char("u"))
        #expect(harness.board.outcome == .lost, "a ranked game's loss stands")
    }
}
