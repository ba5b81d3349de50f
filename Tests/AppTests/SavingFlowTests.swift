@testable import Shell
@testable import TilesUI
import Foundation
import GameCore
import Testing
import Tiles
@testable import UITestSupport

/// Saving and continuing through the main loop: two runs of the game share a database and a
/// save slot, as two launches do.
@Suite struct SavingFlowTests {
    static let tower = Fixtures.levels[2]

    /// A game mid-level, with undo and redo history, a hint and a pause, stopped by a hang-up and
    /// continued in another run: everything that matters comes back equal.
    @Test func aStoppedGameComesBackEqualInEveryFieldThatMatters() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        let first = try SavingRun(steps: ScriptStep.wait(seconds: 2) + [
            .key(.enter),        // the red group of 3
            .char("u"), .char("r"),
            .char("H"),          // a hint: the cursor goes to the first removable group
            .key(.enter),        // removes it
            .char("u"),          // and takes it back: redo is possible
        ] + ScriptStep.wait(seconds: 3) + [.char("p")], start: .tilesLevel(3), fixture: fixture, slot: slot)
        #expect(first.run() == .stopped(.hangup), "the script ends with the terminal gone")
        let before = try #require(first.playScreen)
        #expect(before.paused && before.session.canRedo && before.session.canUndo)
        #expect(before.session.hintsUsed == 1 && before.state.moves == 1)
        #expect(first.lastText.contains("Paused") && !first.lastText.contains("│ B Y Y"), "the board is hidden")
        #expect(try fixture.totals().isEmpty, "a saved game is suspended, not rolled over")
        #expect(fixture.keeper.gameInProgress == nil)
        let saved = try first.loadSave()
        let savedProgress = try #require(saved.progress)
        #expect(savedProgress.game.stats.value(of: "tiles.hints") == 1)
        #expect(savedProgress.game.stats.value(of: "tiles.undos") == 2)

        let later = try ProgressFixture(database: fixture.database, seed: 99)
        let second = try SavingRun(events: [.char("c")], fixture: later, slot: slot)
        second.run()
        let after = try #require(second.playScreen)
        #expect(after.session == before.session, "board, score, moves, undo and redo history, hints")
        #expect(after.state == before.state)
        #expect(after.session.canUndo == before.session.canUndo && after.session.canRedo == before.session.canRedo)
        #expect(after.cursor == before.cursor)
        #expect(after.paused)
        let elapsed = before.clock.elapsedMilliseconds(at: first.clock.now())
        #expect(elapsed == 5000)
        #expect(after.clock.elapsedMilliseconds(at: second.clock.now()) == elapsed)
        // The stats came back under the game's id (and went into the next save unchanged).
        let resaved = try #require(try second.loadSave().progress)
        #expect(resaved.gameID == savedProgress.gameID)
        #expect(resaved.game.tracker == savedProgress.game.tracker, "the per-game stats")
        let direct = try ProgressFixture(database: fixture.database, seed: 7)
        var environment = second.environment
        environment.progress = direct.keeper
        guard case .resumed = GameResumer.resume(environment: environment, now: second.clock.now()) else {
            Issue.record("the save did not resume")
            return
        }
        #expect(direct.keeper.gameToSave?.id == savedProgress.gameID)
        #expect(direct.keeper.gameToSave?.progress.tracker == savedProgress.game.tracker)
        // The same screen as when it stopped (drawn without the banners the first run still showed).
        #expect(after.frame(Fixtures.context(second.environment)).text
                == before.frame(Fixtures.context(first.environment)).text)
        #expect(second.lastText.contains("Paused: the clock stands still"))
        #expect(second.controller.stack.count == 3, "the level list under the game, the menu under that")

        // Undo works across the resume, and play goes on from the same clock.
        let third = try SavingRun(events: [.char("c"), .char("p"), .char("u"), .char("u"), .char("u")],
                                  fixture: try ProgressFixture(database: fixture.database, seed: 5), slot: slot)
        third.run()
        let undone = try #require(third.playScreen)
        #expect(undone.state == Self.tower.startState, "undone back to the start")
        #expect(!undone.paused)
    }

    /// Save and quit in one run, continue and finish in the next: the game is counted once, and
    /// nothing earned before the save is granted again.
    @Test func aResumedGameIsCountedOnceAndGrantsNothingTwice() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        let first = try SavingRun(steps: ScriptStep.wait(seconds: 3) + [
            .key(.enter),        // the red pair: First Pop
            .char("q"),          // the prompt
            .key(.enter),        // Save and quit (the default)
        ] + ScriptStep.wait(seconds: 2), start: .tilesLevel(1), fixture: fixture, slot: slot)
        first.run()
        #expect(first.frames.contains { $0.contains("Save and quit") && $0.contains("Quit without saving") })
        #expect(first.frames.contains { $0.contains("Game saved: Continue in the main menu picks it up") })
        #expect(first.controller.stack.last is LevelSelectScreen, "quitting leads to the level list")
        #expect(try fixture.totals().isEmpty)
        #expect(first.store.events.contains { $0.name == .gameEnded } == false)
        #expect(fixture.keeper.achievementStatuses.first { $0.id == "org.example.first-group" }?.timesEarned == 1)
        let savedID = try #require(try first.loadSave().progress?.gameID)

        let later = try ProgressFixture(database: fixture.database, seed: 99)
        let second = try SavingRun(events: [
            .char("c"),
            .key(.enter),        // the green pair: cleared, Clean Slate
            .key(.enter),        // next level: level 1 ends, won
            .char("q"), .char("n"),  // level 2: left before a move, not a game
            .key(.escape),       // back to the menu
        ], fixture: later, slot: slot)
        second.run()
        let menu = try #require(second.frames.first)
        #expect(menu.contains("▸ Continue      c   Tiles level 1, 0:03 played, saved today 08:00"))
        #expect(!second.frames.contains { $0.contains("First Pop") }, "not granted again")
        let totals = try later.totals()
        #expect(totals["tiles.gamesStarted"] == 1, "level 2 was left before a move")
        #expect(totals["tiles.gamesWon"] == 1)
        #expect(totals["tiles.gamesAbandoned"] == 0)
        #expect(totals["tiles.tilesCleared"] == 4)
        #expect(totals["tiles.groupsRemoved"] == 2)
        #expect(try later.database.isFinished(gameID: savedID))
        let statuses = later.keeper.achievementStatuses
        #expect(statuses.first { $0.id == "org.example.first-group" }?.timesEarned == 1)
        #expect(statuses.first { $0.id == "org.example.first-clear" }?.timesEarned == 1)
        #expect(folder.files(beside: slot).isEmpty, "the game ended: its save is gone")
        #expect(!second.lastText.contains("Continue      c"), "nothing left to continue")
        #expect(second.lastText.contains("▸ Tiles"))
    }

    @Test func theContinueLineComesAndGoesWithTheSave() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        let run = try SavingRun(events: [
            .char("t"), .key(.enter),     // level 1
            .char("q"), .char("s"),       // save and quit
            .key(.escape),                // the menu: Continue
            .char("t"), .key(.enter),     // level 1 again: its saved game waits, so it is asked
            .key(.escape),                // no: back to the list
            .key(.enter), .char("r"), .key(.enter),   // start over: a new game, the saved one is given up
            .key(.enter), .key(.enter),   // cleared
            .char("q"),                   // a cleared level is left without asking: won
            .key(.escape),                // the menu: no Continue
        ], fixture: fixture, slot: slot)
        run.run()
        let menus = run.frames.filter { $0.contains("Tiles and Mines for your terminal") }
        #expect(menus.count >= 3)
        #expect(!menus[0].contains("Continue      c"))
        // Back from the game, the selection stays where it was (on Tiles), under the new line.
        #expect(menus.contains { $0.contains("│   Continue      c   Tiles level 1, 0:00 played, saved today 08:00") })
        #expect(menus.last?.contains("Continue      c") == false)
        let asked = try #require(run.frames.first { $0.contains("Level 1 has a saved game") })
        #expect(asked.contains("Your saved game: Tiles level 1, 0:00 played, saved today 08:00"))
        #expect(asked.contains("Enter continue  r start over  Esc back"))
        let confirmed = try #require(run.frames.first { $0.contains("Start level 1 over?") })
        #expect(confirmed.contains("Starting over ends it, counted as abandoned."))
        #expect(confirmed.contains("Enter start over  Esc keep the saved game"))
        #expect(menus.last?.contains("▸ Tiles") == true)
        #expect(folder.files(beside: slot).isEmpty)
        let totals = try fixture.totals()
        #expect(totals["tiles.gamesAbandoned"] == 1, "the saved game, given up for a new one, counted once")
        #expect(totals["tiles.gamesWon"] == 1)
        #expect(totals["tiles.gamesStarted"] == 2)
    }

    @Test func startingAnotherLevelEndsTheSavedGameOnce() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        try SavingRun(events: [.key(.enter)], start: .tilesLevel(3), fixture: fixture, slot: slot).run()
        #expect(try fixture.totals().isEmpty)

        let later = try ProgressFixture(database: fixture.database, seed: 3)
        // `play tiles --level 2` with a game saved: the level list asks first.
        let kept = try SavingRun(events: [.key(.escape)], start: .tilesLevel(2), fixture: later, slot: slot)
        kept.run()
        #expect(kept.frames.first?.contains("Start level 2?") == true)
        let list = try #require(kept.controller.stack.last as? LevelSelectScreen, "Esc keeps the saved game")
        #expect(list.confirming == nil && list.selection == 1, "level 2 stays selected")
        #expect(try kept.savedTiles().levelNumber == 3)
        #expect(try later.totals().isEmpty)

        let second = try SavingRun(events: [.key(.enter)], start: .tilesLevel(2), fixture: later, slot: slot)
        second.run()
        #expect(second.playScreen?.level.number == 2)
        let totals = try later.totals()
        #expect(totals["tiles.gamesAbandoned"] == 1)
        #expect(totals["tiles.tilesCleared"] == 3, "the saved game's stats, rolled over")
        #expect(try second.savedTiles().levelNumber == 2, "the slot now holds the new game")
    }

    @Test func aStopEventWithAnotherScreenOnTopStillSavesTheGame() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        let run = try SavingRun(events: [.key(.enter), .char("?"), .stop(.terminate), .char("q")],
                                start: .tilesLevel(3), fixture: fixture, slot: slot)
        #expect(run.run() == .stopped(.terminate))
        #expect(run.controller.stack.last is HelpScreen)
        let tiles = try run.savedTiles()
        #expect(tiles.log.actions == [.move(TilesMove(Point(x: 0, y: 3)))])
        #expect(try fixture.totals().isEmpty)
        #expect(slot.stopFailure == nil)
        #expect(run.terminal.restoreCount == 1)
    }

    @Test func quittingWithoutSavingEndsTheGameAndRemovesItsSave() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        let run = try SavingRun(events: [.key(.enter), .key(.escape), .key(.down), .key(.enter)],
                                start: .tilesLevel(3), fixture: fixture, slot: slot)
        run.run()
        #expect(run.controller.stack.last is LevelSelectScreen)
        #expect(folder.files(beside: slot).isEmpty)
        #expect(try fixture.totals()["tiles.gamesAbandoned"] == 1)
    }

    @Test func cancelGoesBackToTheGameAndTheClockStandsStillMeanwhile() throws {
        let folder = try ScratchFolder()
        let run = try SavingRun(steps: [.char("q"), .pass(milliseconds: 60_000), .key(.escape)],
                                start: .tilesLevel(3), fixture: try ProgressFixture(), slot: folder.slot())
        run.run()
        let screen = try #require(run.playScreen)
        #expect(screen.prompt == nil)
        #expect(screen.clock.elapsedMilliseconds(at: run.clock.now()) == 0)
        #expect(run.frames.contains { $0.contains("Quit level 3?") && $0.contains("Quitting takes you back to the level list.") })
    }
}
