import Foundation
import GameCore
import Mines
import Testing
@testable import UITestSupport

/// Flags before the first reveal in the play screen (issue 22): they go down, the clock waits for
/// the first reveal, and the game's own log (what a save, a replay and the leaderboards keep)
/// verifies.
@Suite struct MinesEarlyFlagsPlayTests {
    @Test func earlyFlagsGoDownTheClockWaitsAndTheLogVerifies() throws {
        let centre = Point(x: 4, y: 4)
        let layout = try #require(MinesBoard(params: .beginner, seed: 21).revealing(centre)?.board.layout)
        let mine = try #require(layout.minePoints.first)
        var harness = MinesScreenHarness(mode: .classic(.beginner), seed: 21)
        harness.go(to: mine)
        harness.press(.char("f"))
        #expect(harness.board.mark(at: mine) == .flagged)
        harness.wait(milliseconds: 5_000)
        harness.go(to: centre)
        harness.press(.char(" "))
        #expect(harness.board.isStarted)
        harness.wait(milliseconds: 2_000)
        harness.playHints()
        #expect(harness.board.outcome == .won)
        #expect(harness.board.mark(at: mine) == .flagged, "the early flag stayed")
        let played = harness.screen.play.playMilliseconds(at: harness.clock.now())
        #expect(played == 2_000, "the clock ran from the first reveal only, not the 5 s before it")
        let verified = try MinesBackEnd.verify(harness.screen.play.setup, log: harness.screen.play.log,
                                               claimedPlayMilliseconds: played).get()
        #expect(verified.status == .won)
        #expect(verified.playMilliseconds == played)
    }
}
