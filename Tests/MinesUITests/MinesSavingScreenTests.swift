@testable import Shell
@testable import MinesUI
import Foundation
import GameCore
import Midend
import Mines
import SaveFiles
import Testing
@testable import UITestSupport

/// The Mines play screen's saving on its own: when autosave writes, and when the save goes.
@Suite struct MinesSavingScreenTests {
    /// A harness whose environment saves into a scratch folder.
    struct Setup {
        let folder: ScratchFolder
        let slot: SaveSlot
        var harness: MinesScreenHarness

        init(mode: MinesMode = .endless, seed: UInt64 = 7) throws {
            folder = try ScratchFolder()
            slot = folder.slot()
            harness = MinesScreenHarness(mode: mode, seed: seed, slot: slot)
        }

        var hasSave: Bool { FileManager.default.fileExists(atPath: slot.url.path) }

        func saved() throws -> SavedGame { try slot.load().get().payload }

        /// The saved log's plays (the cursor's traces left out: they are no actions).
        func savedLog() throws -> [SessionAction<MinesMove>] { try saved().minesSection().log.plays.actions }
    }

    @Test func autosaveWritesEveryFiveActionsAtEachClearAndAtEachNewLevel() throws {
        var setup = try Setup()
        #expect(try setup.savedLog().isEmpty, "saved as soon as the game starts")
        // A hint again on the same position is not an action: it counts once.
        setup.harness.press(.char(" "), .char("H"), .char("H"), .char(" "), .char("H"))
        setup.harness.press(.key(.right), .key(.left), .char("?"), .char("x"))   // not actions
        #expect(try setup.savedLog().isEmpty, "4 actions: not yet")
        setup.harness.press(.char(" "))
        #expect(try setup.savedLog().count == 5)
        #expect(try setup.savedLog() == setup.harness.screen.session.log)

        // Clearing the board saves at once (its time is kept), and so does the next level.
        setup.harness.playHints()
        #expect(setup.harness.state.canAdvance)
        let atClear = try setup.saved().minesSection()
        #expect(atClear.log.plays.actions == setup.harness.screen.session.log)
        #expect(atClear.log == setup.harness.screen.play.log, "the cursor's traces are saved too")
        #expect(atClear.clearedMilliseconds.count == 1 && atClear.level == 1)
        setup.harness.wait(milliseconds: 3_000)
        setup.harness.press(.key(.enter))
        let atLevelTwo = try setup.saved().minesSection()
        #expect(atLevelTwo.level == 2 && atLevelTwo.log.actions.last == .move(.nextBoard))
        #expect(atLevelTwo.boardStartMilliseconds == Int64(setup.harness.screen.boardStartMilliseconds))
    }

    @Test func pausingSavesAndTheSaveKeepsThePause() throws {
        var setup = try Setup(mode: .classic(.beginner), seed: 3)
        setup.harness.press(.char(" "))
        setup.harness.wait(milliseconds: 2_500)
        setup.harness.press(.char("p"))
        let saved = try setup.saved()
        #expect(saved.paused && saved.playMilliseconds == 2_500)
        #expect(try setup.savedLog().count == 1)
    }

    @Test func aMineHitRemovesTheSave() throws {
        var setup = try Setup(mode: .classic(.beginner), seed: 5)
        setup.harness.press(.char(" "))
        let layout = try #require(setup.harness.board.layout)
        let mine = try #require(MinesFixtures.mineNearCentre(layout))
        setup.harness.go(to: mine)
        #expect(setup.hasSave)
        setup.harness.press(.char(" "))
        #expect(setup.harness.board.outcome == .lost)
        #expect(!setup.hasSave, "the game ended: its save went")
        // A finished game is left without a question.
        guard case .pop = setup.harness.press(.char("q")).navigation else {
            Issue.record("q after the game did not leave")
            return
        }
        #expect(setup.harness.store.events.filter { $0 == .gameEnded(.mines, .lost) }.count == 1)
    }

    @Test func aWonClassicBoardRemovesTheSaveAndANewGameIsSavedAtOnce() throws {
        var setup = try Setup(mode: .classic(.beginner), seed: 2)
        setup.harness.playHints()
        #expect(setup.harness.board.outcome == .won)
        #expect(!setup.hasSave)
        guard case .replace(let next) = setup.harness.press(.key(.enter)).navigation,
              var game = next as? MinesPlayScreen else {
            Issue.record("Enter after a win starts a new game")
            return
        }
        game.activate(context: setup.harness.context)
        #expect(game.replacing == nil, "nothing saved to give up")
        #expect(try setup.saved().minesSection().setup.seed == game.setup.seed)
    }

    @Test func saveAndExitSavesAndQuitsAndTheStopThatFollowsEndsNothing() throws {
        var setup = try Setup()
        setup.harness.press(.char(" "))
        guard case .quit = setup.harness.press(.char("q"), .char("x")).navigation else {
            Issue.record("Save and exit did not quit")
            return
        }
        #expect(try setup.savedLog().count == 1)
        setup.harness.screen.appWillStop(context: setup.harness.context)
        #expect(try setup.savedLog().count == 1)
        #expect(!setup.harness.store.events.contains { $0.name == .gameEnded })
    }

    @Test func clickingQuitWithoutSavingInThePromptEndsTheGame() throws {
        var setup = try Setup()
        setup.harness.press(.char(" "), .char("q"))
        let frame = setup.harness.frame
        let row = try #require(frame.row(containing: "Quit without saving"))
        let column = try #require(frame.column(of: "Quit without saving", row: row))
        guard case .pop = setup.harness.press(.click(column: column, row: row)).navigation else {
            Issue.record("a click on Quit without saving did not leave")
            return
        }
        #expect(!setup.hasSave)
        #expect(setup.harness.store.events.last == .gameEnded(.mines, .abandoned))
    }

    @Test func withoutASaveSlotQLeavesAtOnceAndAStopEndsTheGame() {
        var harness = MinesScreenHarness(mode: .endless, seed: 7)
        harness.press(.char(" "))
        harness.screen.appWillStop(context: harness.context)
        #expect(harness.store.events.last == .gameEnded(.mines, .abandoned))
    }

    @Test func theSummaryNamesTheModeAndTheLevel() {
        #expect(MinesPlayScreen.summaryDetail(mode: .endless, level: 4) == "Endless level 4")
        #expect(MinesPlayScreen.summaryDetail(mode: .classic(.expert), level: 0) == "Expert")
        let summary = SaveSummary(game: "Mines", detail: "Endless level 4", playTimeMilliseconds: 151_000,
                                  savedAt: Date(timeIntervalSince1970: 1_800_000_000))
        let line = ContinueLine.describe(summary, now: Date(timeIntervalSince1970: 1_800_000_100),
                                         timeZone: .utc)
        #expect(line == "Mines endless level 4, 2:31 played, saved today 08:00")
    }
}
