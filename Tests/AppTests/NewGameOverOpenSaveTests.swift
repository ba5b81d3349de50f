@testable import Shell
@testable import TilesUI
@testable import MinesUI
import Foundation
import Midend
import Terminal
import Testing
@testable import UITestSupport

/// A second copy of the game on the same data directory may not start a new game over a save
/// whose game is open in the first: every way to a new game says which process has it and
/// leaves the player at the menu, the save untouched.
@Suite(.serialized) struct NewGameOverOpenSaveTests {
    static func savedGameID(_ slot: SaveSlot) throws -> String? {
        try slot.load().get().payload.progress?.gameID
    }

    /// Runs `events` from `start` with the save open in another process; checks the notice,
    /// that Esc goes back to a screen of type `menu`, and that the save is still the same game.
    static func expectRefused<Menu: Screen>(_ events: [InputEvent], start: StartPoint = .mainMenu,
                                            backTo menu: Menu.Type) throws {
        let folder = try ScratchFolder()
        defer { withExtendedLifetime(folder) {} }
        let slot = try SavingProblemTests.makeSave(in: folder)
        let gameID = try savedGameID(slot)
        var holder = try OpenSaveHolder(slot: slot)
        defer { holder.end() }
        let copyB = folder.slot()
        let refused = try SavingRun(events: events, start: start, fixture: try ProgressFixture(), slot: copyB)
        refused.run()
        let sentence = "The saved game is open in another Clearfield (process \(holder.pid))."
        #expect(refused.controller.stack.last is NoticeScreen)
        #expect(refused.lastText.contains(sentence))
        #expect(refused.lastText.contains("so none was started"))
        #expect(try savedGameID(copyB) == gameID, "the other copy's save is left as it was")

        let back = try SavingRun(events: events + [.key(.escape)], start: start, fixture: try ProgressFixture(),
                                 slot: folder.slot())
        back.run()
        #expect(back.controller.stack.last is Menu, "the player stays at the menu")
        #expect(!back.controller.stack.contains { $0 is TilesPlayScreen || $0 is MinesPlayScreen })
    }

    @Test func aTilesLevelIsNotStartedOverASaveOpenElsewhere() throws {
        try Self.expectRefused([InputEvent.char("t"), .key(.enter)], backTo: LevelSelectScreen.self)
    }

    @Test func aMinesBoardIsNotStartedOverASaveOpenElsewhere() throws {
        try Self.expectRefused([InputEvent.char("m"), InputEvent.char("b")], backTo: MinesMenuScreen.self)
    }

    @Test func theCommandLineOpensOnTheMenuWithTheNotice() throws {
        try Self.expectRefused([], start: .minesGame(.classic(.beginner), seed: 3), backTo: MinesMenuScreen.self)
        try Self.expectRefused([], start: .tilesLevel(1), backTo: LevelSelectScreen.self)
    }

    /// The question over a fresh Mines board (the last check before it starts) turns into a
    /// refusal that only goes back.
    @Test func theReplaceQuestionBecomesARefusal() throws {
        let folder = try ScratchFolder()
        defer { withExtendedLifetime(folder) {} }
        let slot = try SavingProblemTests.makeSave(in: folder)
        var holder = try OpenSaveHolder(slot: slot)
        defer { holder.end() }
        var environment = SavingRun.plainEnvironment(slot: folder.slot())
        environment.saveSlot = folder.slot()
        let context = Fixtures.context(environment)
        let question = try #require(ReplaceSavedGameQuestion.ifNeeded(title: "Start a new game?",
                                                                       startAction: "start", context: context))
        #expect(question.refusal == "The saved game is open in another Clearfield (process \(holder.pid)).")
        #expect(question.answer(to: .enter) == .keep && question.answer(to: .escape) == .keep)
        holder.end(waitingFor: context.environment.saveSlot!)
        let free = try #require(ReplaceSavedGameQuestion.ifNeeded(title: "Start a new game?", startAction: "start",
                                                                   context: context))
        #expect(free.refusal == nil && free.answer(to: .enter) == .start, "once the other copy is gone, it asks")
    }
}
