@testable import Shell
@testable import MinesUI
import Foundation
import Terminal
import Testing
@testable import UITestSupport

/// `n`: a new game of the same board, at once when nothing would be given up, after a yes/no
/// question while a game is in progress.
@Suite struct MinesNewGameTests {
    /// The screen `n` (or the answer) replaced this one with, activated as the controller would.
    static func next(_ command: ScreenCommand, context: ScreenContext) -> MinesPlayScreen? {
        guard case .replace(let screen) = command.navigation, var game = screen as? MinesPlayScreen else { return nil }
        game.activate(context: context)
        return game
    }

    @Test func onAFreshBoardNStartsANewOneAtOnce() throws {
        var harness = MinesScreenHarness(mode: .classic(.intermediate), seed: 5)
        let game = try #require(Self.next(harness.press(.char("n")), context: harness.context))
        #expect(game.mode == .classic(.intermediate) && game.setup.seed != 5)
        #expect(game.play.lifecycle == .playing, "the new game starts as every game starts")
        #expect(harness.screen.newGameQuestion == nil)
    }

    @Test func aDecidedGameIsReplacedAtOnceAndCountedOnlyAsDecided() throws {
        var harness = MinesScreenHarness(seed: 2)
        harness.playHints()
        #expect(harness.board.outcome == .won)
        let game = try #require(Self.next(harness.press(.char("n")), context: harness.context))
        #expect(game.mode == .classic(.beginner) && game.setup.seed != 2 && !game.state.board.isStarted)
        #expect(harness.store.events.filter { $0.name == .gameEnded } == [.gameEnded(.mines, .won)])
    }

    @Test func inAGameNAsksAndNoOrEscGoesBackToTheSameGameWithTheClockStoppedMeanwhile() throws {
        var harness = MinesScreenHarness(mode: .classic(.expert), seed: 7)
        harness.press(.char(" "))
        harness.wait(milliseconds: 1_000)
        let board = harness.board
        for answer in [InputEvent.char("n"), .key(.escape), .char("q")] {
            #expect(harness.press(.char("n")).navigation.isStay)
            let frame = harness.frame
            #expect(frame.text.contains("New game?") && frame.text.contains("This game ends, counted as abandoned."))
            #expect(frame.lines[harness.context.size.rows - 1].contains("y Enter new game  n Esc keep playing"))
            #expect(frame.cursor == nil, "the terminal's cursor does not blink inside the box")
            #expect(!harness.screen.clock.isRunning)
            let before = harness.screen.clock.elapsedMilliseconds(at: harness.context.now)
            harness.wait(milliseconds: 60_000)
            harness.press(.char("x"), .char(" "))   // no answer: the question stays, nothing is played
            #expect(harness.screen.newGameQuestion != nil && harness.board == board)
            #expect(harness.press(answer).navigation.isStay, "\(answer) keeps the game")
            #expect(harness.screen.newGameQuestion == nil && !harness.text.contains("New game?"))
            #expect(harness.screen.clock.isRunning)
            #expect(harness.screen.clock.elapsedMilliseconds(at: harness.context.now) == before,
                    "the minute the question was open was not played")
        }
        #expect(harness.board == board)
        #expect(!harness.store.events.contains { $0.name == .gameEnded })
    }

    @Test(arguments: [InputEvent.char("y"), .key(.enter)])
    func yesEndsTheGameAsAbandonedAndStartsTheSameBoardAnew(answer: InputEvent) throws {
        var harness = MinesScreenHarness(mode: .classic(.expert), seed: 7)
        harness.press(.char(" "))
        harness.press(.char("n"))
        let game = try #require(Self.next(harness.press(answer), context: harness.context))
        #expect(harness.store.events.filter { $0.name == .gameEnded } == [.gameEnded(.mines, .abandoned)])
        #expect(harness.screen.play.lifecycle == .ended)
        #expect(game.mode == .classic(.expert) && game.setup.seed != 7 && game.play.lifecycle == .playing)
        #expect(harness.store.minesReports.filter { $0.moment == .started }.count == 2)
    }

    @Test func anEndlessRunBetweenLevelsAsksForANewRunAndEnterStillGoesOn() throws {
        var harness = MinesScreenHarness(mode: .endless, seed: 7)
        harness.playHints()
        #expect(harness.state.canAdvance)
        harness.press(.char("n"))
        #expect(harness.text.contains("New run?") && harness.text.contains("This run ends, counted as abandoned."))
        harness.press(.char("n"))
        #expect(harness.state.level == 1 && !harness.text.contains("New run?"))
        harness.press(.key(.enter))
        #expect(harness.state.level == 2, "Enter is still the next level")
    }

    /// The whole app with a save slot: the given-up game is counted once as abandoned, its save
    /// goes, the new one is saved at once, and no "give up the saved game?" question comes
    /// between them (the save it would ask about is the game just given up).
    @Test func inTheAppTheNewGameTakesTheSlotWithoutAskingTwice() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        let run = try SavingRun(events: [.char(" "), .char("n"), .char("y"), .char(" ")],
                                start: .minesGame(.classic(.beginner), seed: 3), fixture: fixture, slot: slot)
        run.run()
        #expect(run.frames.contains { $0.contains("New game?") })
        #expect(!run.frames.contains { $0.contains("Start a new game?") })
        let game = try #require(run.minesScreen)
        #expect(game.mode == .classic(.beginner) && game.setup.seed != 3 && game.state.board.isStarted)
        #expect(try fixture.totals(.mines)["mines.gamesAbandoned"] == 1)
        let saved = try run.savedMines()
        #expect(saved.setup.seed == game.setup.seed && saved.log.actions.count == 1)
    }
}
