import Mines
@testable import MinesUI
import Terminal
import Testing
@testable import UITestSupport

/// The hint says why it chose its guess (issue 32): the risk, and what the reveal likely opens.
@Suite struct MinesHintReasonTests {
    private static func guess(_ chance: Double, least: Double, opens: Double,
                              method: MinesGuess.Method = .rated) -> MinesGuess {
        MinesGuess(mineChance: chance, leastMineChance: least, expectedOpened: opens, progressChance: 0.5,
                   secondarySafety: 0.5, isOffFrontier: false, method: method)
    }

    @Test func theSentenceGivesTheRiskAndWhatTheRevealLikelyOpens() {
        #expect(MinesPlayScreen.guessText(Self.guess(0.18, least: 0.18, opens: 3.2))
                == "Least risky: 18% a mine, and it likely opens 3 cells")
        #expect(MinesPlayScreen.guessText(Self.guess(0.1, least: 0.1, opens: 1.2))
                == "Least risky: 10% a mine, and it likely opens 1 cell")
        #expect(MinesPlayScreen.guessText(Self.guess(0.2, least: 0.18, opens: 6))
                == "Best guess: 20% a mine (least 18%), and it likely opens 6 cells")
        #expect(MinesPlayScreen.guessText(Self.guess(0.5, least: 0.5, opens: 1, method: .endgame(winChance: 0.5)))
                == "Best guess: 50% a mine; with best play 50% to win from here")
        #expect(MinesPlayScreen.guessText(Self.guess(0.25, least: 0.25, opens: 1, method: .isolatedPart(clearChance: 0.75)))
                == "Best guess: 25% a mine; a closed pocket, 75% to clear it with best play")
        #expect(MinesPlayScreen.guessText(Self.guess(0.3, least: 0.2, opens: 1, method: .fiftyFiftyOrSafe))
                == "50/50 or safe (30% a mine): a mine here could never be told apart, so guess it now")
    }


    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func theHintMovesToTheChoosersCellAndSaysWhy(size: ScreenSize) throws {
        var harness = MinesScreenHarness(seed: try beginnerSeedStuckAfterTheFirstReveal(), settings: MinesSettings(style: .random), size: size)
        harness.press(.char(" "))
        let advice = try #require(MinesMoveChooser.advice(for: harness.board.visible, near: harness.screen.cursor))
        let guess = try #require(advice.guess)
        harness.press(.char("H"))
        #expect(harness.screen.cursor == advice.point)
        let percent = MinesPlayScreen.percentText(guess.mineChance)
        #expect(harness.text.contains("\(percent) a mine"), "\(harness.text)")
        #expect(harness.text.contains("Least risky: ") || harness.text.contains("Best guess: "), "\(harness.text)")
    }
}
