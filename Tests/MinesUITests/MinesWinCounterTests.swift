import Mines
import Terminal
import Testing
@testable import UITestSupport

/// After a win the game flags the mines itself, so every view of the counter reads 0.
@Suite struct MinesWinCounterTests {
    @Test(arguments: [(MinesMode.classic(.beginner), UInt64(21)), (.classic(.intermediate), 4), (.classic(.expert), 12)])
    func theStatusLineReadsNoMinesLeftAfterAWin(mode: MinesMode, seed: UInt64) throws {
        var harness = MinesScreenHarness(mode: mode, seed: seed, size: ScreenSize(columns: 120, rows: 40))
        harness.playHints()
        try #require(harness.board.outcome == .won)
        #expect(harness.board.minesLeft == 0)
        harness.press(.key(.tab))  // the board rather than the results, where the panel covers it
        let status = try #require(harness.frame.lines.first { $0.contains("Mines left") })
        #expect(status.contains("Mines left 0 "), "status: \(status)")
    }
}
