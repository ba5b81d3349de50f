@testable import Shell
@testable import TilesUI
import Foundation
import GameCore
import Midend
import SaveFiles
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// The play screen's saving on its own: when autosave writes, what the pause keeps, and the
/// quit prompt's keys.
@Suite struct SavingScreenTests {
    struct Setup {
        let clock = ManualClock()
        let folder: ScratchFolder
        let slot: SaveSlot
        var context: ScreenContext
        var screen: TilesPlayScreen

        init(level: Level) throws {
            folder = try ScratchFolder()
            slot = folder.slot()
            var environment = Fixtures.environment(clock: clock, hint: SavingRun.firstGroupHint)
            environment.saveSlot = slot
            context = Fixtures.context(environment)
            screen = TilesPlayScreen(level: level, campaign: Fixtures.levels)
            screen.activate(context: context)
        }

        @discardableResult
        mutating func press(_ events: InputEvent...) -> ScreenCommand {
            var last = ScreenCommand.stay
            for event in events {
                context.now = clock.now()
                last = screen.handle(event, context: context)
            }
            return last
        }

        func saved() throws -> SavedGame { try slot.load().get().payload }

        func savedLog() throws -> [SessionAction<TilesMove>] {
            try saved().tilesSection().log.actions
        }
    }

    @Test func autosaveWritesEveryFiveActionsAndWhenALevelStarts() throws {
        var setup = try Setup(level: Fixtures.levels[2])
        #expect(try setup.savedLog().isEmpty, "saved as soon as the level starts")
        setup.press(.key(.enter), .char("u"), .char("r"), .char("u"))
        setup.press(.key(.right), .key(.left), .char("?"))   // not actions
        #expect(try setup.savedLog().isEmpty, "4 actions: not yet")
        setup.press(.char("r"))
        #expect(try setup.savedLog().count == 5)
        setup.press(.char("H"), .char("u"), .char("r"), .char("u"))
        #expect(try setup.savedLog().count == 5)
        setup.press(.char("r"))
        #expect(try setup.savedLog() == setup.screen.session.log)
        #expect(setup.screen.session.log.count == 10)

        // Clearing level 1 and going on: level 2 is saved the moment it starts.
        var first = try Setup(level: Fixtures.levels[0])
        first.press(.key(.enter), .key(.enter))
        #expect(first.screen.state.isCleared)
        guard case .replace(let next) = first.press(.key(.enter)).navigation, var second = next as? TilesPlayScreen else {
            Issue.record("no next level")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: first.slot.url.path), "level 1 ended: its save went")
        second.activate(context: first.context)
        let tiles = try first.saved().tilesSection()
        #expect(tiles.levelNumber == 2 && tiles.log.actions.isEmpty)
    }

    @Test func pauseHidesTheBoardStopsTheClockAndIsSaved() throws {
        var setup = try Setup(level: Fixtures.levels[2])
        setup.clock.advance(milliseconds: 1500)
        setup.press(.char("p"))
        #expect(setup.screen.paused)
        #expect(try setup.saved().paused, "pausing saves")
        #expect(try setup.saved().playMilliseconds == 1500)
        setup.clock.advance(milliseconds: 60_000)
        setup.context.now = setup.clock.now()
        let text = setup.screen.frame(setup.context).text
        #expect(text.contains("Paused") && text.contains("p resumes"))
        #expect(!text.contains("R B B Y C"), "the board is hidden")
        #expect(text.contains("Time 0:01"))
        #expect(setup.screen.nextChange(after: setup.context.now) == nil, "no clock to redraw")
        setup.press(.key(.enter), .char("u"))   // Enter resumes (it does not remove a group)
        #expect(!setup.screen.paused)
        #expect(setup.screen.state.moves == 0)
        #expect(setup.screen.clock.isRunning)
        #expect(setup.screen.clock.elapsedMilliseconds(at: setup.clock.now()) == 1500)
    }

    /// Before a choice nothing is saved, so the prompt promises nothing: it says what saving would do.
    @Test func thePromptClaimsNoSaveBeforeAChoice() {
        let context = Fixtures.context(Fixtures.environment(clock: ManualClock(), hint: SavingRun.firstGroupHint))
        var frame = FrameBuffer(size: context.size)
        QuitPrompt(destination: "the level list", outcome: "abandoned").draw(into: &frame, context: context, title: "Quit?")
        #expect(!frame.text.contains("waits"))
        #expect(frame.text.contains("Saving keeps it under Continue"))
    }

    @Test func thePromptsKeysChooseAndEscCancels() {
        var prompt = QuitPrompt(destination: "the level list", outcome: "abandoned")
        #expect(prompt.handle(.enter) == .saveAndQuit, "the default")
        #expect(prompt.handle(.escape) == .cancel)
        #expect(prompt.handle(.character("n")) == .quitWithoutSaving)
        #expect(prompt.handle(.character("x")) == .saveAndExit)
        #expect(prompt.handle(.character("z")) == nil)
        #expect(prompt.handle(.down) == nil && prompt.selection == .quitWithoutSaving)
        #expect(prompt.handle(.character(" ")) == .quitWithoutSaving)
        #expect(prompt.handle(.up) == nil && prompt.handle(.up) == nil && prompt.selection == .cancel,
                "up from the first wraps to the last")
    }

    @Test func clickingAChoiceInThePromptPicksIt() throws {
        var setup = try Setup(level: Fixtures.levels[2])
        setup.press(.char("q"))
        let frame = setup.screen.frame(setup.context)
        let row = try #require(frame.row(containing: "Quit without saving"))
        let column = try #require(frame.column(of: "Quit without saving", row: row))
        let command = setup.press(.click(column: column, row: row))
        guard case .pop = command.navigation else {
            Issue.record("a click on Quit without saving did not leave")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: setup.slot.url.path))
    }

    @Test func saveAndExitSavesAndQuitsTheProgram() throws {
        var setup = try Setup(level: Fixtures.levels[2])
        setup.press(.key(.enter))
        guard case .quit = setup.press(.char("q"), .char("x")).navigation else {
            Issue.record("Save and exit did not quit")
            return
        }
        #expect(try setup.savedLog().count == 1)
        // The app then stops every screen: the game was put away already, nothing is ended.
        setup.screen.appWillStop(context: setup.context)
        #expect(try setup.savedLog().count == 1)
    }

    @Test func aClearedLevelIsLeftWithoutAsking() throws {
        var setup = try Setup(level: Fixtures.levels[0])
        setup.press(.key(.enter), .key(.enter))
        guard case .pop = setup.press(.char("q")).navigation else {
            Issue.record("q on a cleared level did not leave")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: setup.slot.url.path))
    }

    @Test func theMapHashFollowsTheMapRows() {
        let tower = Fixtures.levels[2].board
        #expect(SavedTilesGame.mapHash(of: tower) == SavedTilesGame.mapHash(of: Fixtures.levels[2].board))
        #expect(SavedTilesGame.mapHash(of: tower) != SavedTilesGame.mapHash(of: Fixtures.levels[1].board))
        // FNV-1a of "RG\nRG", worked by hand from the published offset basis and prime.
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in Array("RG\nRG".utf8) {
            hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
        }
        #expect(SavedTilesGame.mapHash(of: Fixtures.levels[0].board) == hash)
    }
}
