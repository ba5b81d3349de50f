@testable import Shell
@testable import MinesUI
import Foundation
import GameCore
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// One best per board (issue 31): a game a hint helped sets no best, so its results panel never
/// says "New best time!" (it used to, right above "Not ranked: a hint was used").
@Suite struct OneBestPerBoardTests {
    @Test func aHintedWinNeverSaysNewBest() throws {
        let hints = MinesFixtures.hints(81).map { ScriptStep.event($0) }
        let harness = try ProgressHarness(steps: hints + [.event(.char("q"))],
                                          start: .minesDealtGame(.classic(.beginner), seed: 21))
        harness.controller.run()
        let panel = try #require(harness.frames.last { $0.contains("Board cleared") })
        #expect(!panel.contains("New best"))
        #expect(try harness.fixture.totals(.mines)["mines.bestTime.beginner"] == nil, "and no best is kept")
    }

    @Test func aHintedWinAfterABestShowsTheBestItDidNotBeat() throws {
        let sweep = MinesFixtures.sweep(MinesBoard(params: .beginner, seed: 21), playing: 60_000)
        let hints = MinesFixtures.hints(81).map { ScriptStep.event($0) }
        let harness = try ProgressHarness(steps: sweep + [.event(.key(.enter))] + hints + [.event(.char("q"))],
                                          start: .minesDealtGame(.classic(.beginner), seed: 21))
        harness.controller.run()
        let panels = harness.frames.filter { $0.contains("Board cleared") }
        #expect(panels.first?.contains("New best time!") == true, "the unassisted win is a best")
        let hinted = try #require(panels.last)
        #expect(!hinted.contains("New best"))
        #expect(hinted.contains("Best time 1:00.00"))
    }
}

/// The results panel is wide enough for its longest ranking sentence (issue 31: "Ranked: 1st of
/// all time, personal" / "best").
@Suite struct ResultsPanelWidthTests {
    @Test func theLongestRankingSentenceIsOneLineOnThePanel() {
        let sentence = "Ranked: 1st of all time, personal best"
        #expect(TextLayout.wrap(sentence, width: MinesPlayLayout.panelColumns - 4) == [sentence])
    }

    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func aBeginnerAndAnIntermediateBoardKeepThePanelBesideAt80(size: ScreenSize) {
        for (width, height) in [(9, 9), (16, 16)] {
            let layout = MinesPlayLayout(size: size, boardWidth: width, boardHeight: height, cursor: Point(x: 0, y: 0),
                                         withPanel: true)
            #expect((layout.sidePanelLeft != nil) == (size.columns >= 80), "\(width)×\(height) at \(size)")
        }
    }
}
