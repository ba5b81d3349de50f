@testable import Shell
@testable import TilesUI
import Foundation
import GameCore
import Midend
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// The level list and the saved game: the saved level is marked, and picking it offers to
/// continue it or (confirmed) to start over; the save is never given up silently.
@Suite struct LevelListSavedGameTests {
    /// A save on level 3 (one move made) and the fixture that played it.
    static func savedOnLevel3() throws -> (ScratchFolder, SaveSlot, ProgressFixture, String) {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        try SavingRun(events: [.key(.enter)], start: .tilesLevel(3), fixture: fixture, slot: slot).run()
        let gameID = try #require(try slot.load().get().payload.progress?.gameID)
        return (folder, slot, fixture, gameID)
    }

    /// The list from the main menu with level 3 selected (it opens on level 1, the first unpassed).
    static let toLevel3: [InputEvent] = [.char("t"), .key(.down), .key(.down)]

    @Test func theSavedLevelIsMarkedInTheListAndItsPanel() throws {
        let (folder, slot, fixture, _) = try Self.savedOnLevel3()
        defer { withExtendedLifetime(folder) {} }
        var environment = fixture.environment(clock: ManualClock())
        environment.levels = { Fixtures.levels }
        environment.saveSlot = slot
        // Narrower than the panel, so each list line ends with its state.
        let narrow = Fixtures.context(environment, size: ScreenSize(columns: 60, rows: 20))
        var list = LevelSelectScreen()
        list.activate(context: narrow)
        #expect(list.savedLevel == 3)
        var frame = list.frame(narrow)
        func state(_ name: String) -> String? {
            frame.line(containing: name)?.trimmingCharacters(in: .whitespaces).split(separator: " ").last.map(String.init)
        }
        #expect(state("Tower") == "saved", "level 3 is marked")
        #expect(state("First steps") == "open" && state("Three colours") == "locked")
        #expect(frame.line(containing: "Enter play") != nil, "level 1 selected: Enter plays it")
        _ = list.handle(.key(.end), context: narrow)
        frame = list.frame(narrow)
        #expect(frame.line(containing: "Enter continue") != nil)
        #expect(frame.text.contains("a saved game waits"), "the line under the list says it")

        // Wide enough for the panel: the panel says it.
        let wide = Fixtures.context(environment)
        frame = list.frame(wide)
        #expect(frame.text.contains("A saved game waits:") && frame.text.contains("Enter continues it"))
    }

    @Test func enterOnTheSavedLevelContinuesItsGame() throws {
        let (folder, slot, fixture, gameID) = try Self.savedOnLevel3()
        defer { withExtendedLifetime(folder) {} }
        let run = try SavingRun(events: Self.toLevel3 + [.key(.enter), .key(.enter)],
                                fixture: try ProgressFixture(database: fixture.database, seed: 5), slot: slot)
        run.run()
        let asked = try #require(run.frames.first { $0.contains("Level 3 has a saved game") })
        #expect(asked.contains("Your saved game: Tiles level 3"))
        let game = try #require(run.playScreen)
        #expect(game.level.number == 3 && game.state.moves == 1, "the saved game, not a new one")
        #expect(run.controller.stack.count == 3, "main menu, level list, game: the list is not doubled")
        #expect(try run.loadSave().progress?.gameID == gameID)
        #expect(try fixture.totals()["tiles.gamesAbandoned"] == nil)
    }

    @Test func startingOverIsConfirmedAndGivesTheSavedGameUpOnce() throws {
        let (folder, slot, fixture, gameID) = try Self.savedOnLevel3()
        defer { withExtendedLifetime(folder) {} }
        let later = try ProgressFixture(database: fixture.database, seed: 5)
        // r, then Esc: back to the choice; Esc again: back to the list, nothing given up.
        let kept = try SavingRun(events: Self.toLevel3 + [.key(.enter), .char("r"), .key(.escape), .key(.escape)],
                                 fixture: later, slot: slot)
        kept.run()
        #expect(kept.frames.contains { $0.contains("Start level 3 over?") && $0.contains("counted as abandoned") })
        let list = try #require(kept.controller.stack.last as? LevelSelectScreen)
        #expect(list.choosingSaved == nil)
        #expect(try kept.loadSave().progress?.gameID == gameID)
        #expect(try later.totals().isEmpty)

        let over = try SavingRun(events: Self.toLevel3 + [.key(.enter), .char("r"), .key(.enter)],
                                 fixture: later, slot: slot)
        over.run()
        let game = try #require(over.playScreen)
        #expect(game.level.number == 3 && game.state.moves == 0, "a new game of the level")
        #expect(try over.loadSave().progress?.gameID != gameID)
        #expect(try later.totals()["tiles.gamesAbandoned"] == 1, "the saved game, counted once")
    }

    @Test func otherLevelsStillAskBeforeGivingTheSaveUp() throws {
        let (folder, slot, fixture, _) = try Self.savedOnLevel3()
        defer { withExtendedLifetime(folder) {} }
        let run = try SavingRun(events: [.char("t"), .key(.enter)],
                                fixture: try ProgressFixture(database: fixture.database, seed: 5), slot: slot)
        run.run()
        #expect(run.lastText.contains("Start level 1?"))
        #expect(!run.lastText.contains("has a saved game"))
    }
}
