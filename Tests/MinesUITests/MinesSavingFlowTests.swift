@testable import Shell
@testable import MinesUI
import Foundation
import GameCore
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// Saving and continuing Mines through the main loop: two runs of the game share a database and
/// a save slot, as two launches do.
@Suite struct MinesSavingFlowTests {
    static let questionMarks = Preferences(mines: MinesPreferences(noGuess: true, questionMarks: true))

    /// `H` then Space, enough times to clear any board of `cells` cells.
    static func hints(_ cells: Int) -> [ScriptStep] {
        MinesFixtures.hints(cells).map { .event($0) }
    }

    static func keys(_ events: [InputEvent]) -> [ScriptStep] {
        events.map { .event($0) }
    }

    /// The mines nearest the centre of a board whose centre is revealed first, nearest first.
    static func minesNearCentre(_ board: MinesBoard, count: Int) throws -> [Point] {
        let layout = try #require(MinesFixtures.centreLayout(board))
        let centre = Point(x: board.width / 2, y: board.height / 2)
        let sorted = layout.minePoints.sorted {
            (MinesFixtures.distance($0, centre), $0.y, $0.x) < (MinesFixtures.distance($1, centre), $1.y, $1.x)
        }
        return Array(sorted.prefix(count))
    }

    /// Checks that a resumed game is the game that was stopped, in every field that matters.
    static func expectSameGame(_ after: MinesPlayScreen, at afterNow: Instant, as before: MinesPlayScreen,
                               at beforeNow: Instant, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(after.state == before.state, "the boards (layout, marks, counts), level and setup",
                sourceLocation: sourceLocation)
        let board = before.state.board
        let cells = (0..<board.height).flatMap { y in (0..<board.width).map { Point(x: $0, y: y) } }
        #expect(cells.allSatisfy { after.state.board.appearance(at: $0) == board.appearance(at: $0) },
                "every cell looks the same", sourceLocation: sourceLocation)
        #expect(after.state.board.minesLeft == board.minesLeft, sourceLocation: sourceLocation)
        #expect(after.state.level == before.state.level, sourceLocation: sourceLocation)
        #expect(after.session.log == before.session.log, sourceLocation: sourceLocation)
        #expect(after.session.hintsUsed == before.session.hintsUsed, sourceLocation: sourceLocation)
        #expect(after.cursor == before.cursor, sourceLocation: sourceLocation)
        #expect(after.isPaused == before.isPaused, sourceLocation: sourceLocation)
        #expect(after.clock.elapsedMilliseconds(at: afterNow) == before.clock.elapsedMilliseconds(at: beforeNow),
                sourceLocation: sourceLocation)
        #expect(after.boardStartMilliseconds == before.boardStartMilliseconds, sourceLocation: sourceLocation)
        #expect(after.clearedBoards == before.clearedBoards, sourceLocation: sourceLocation)
    }

    // MARK: Round trips

    /// A classic board mid-game with a flag, a question mark and a hint, stopped by a hang-up and
    /// continued in another run.
    @Test func aClassicBoardWithFlagsAndQuestionMarksComesBackEqual() throws {
        let board = MinesBoard(params: .intermediate, seed: 5, style: .noGuess, questionMarks: true)
        let mines = try Self.minesNearCentre(board, count: 2)
        let centre = Point(x: 8, y: 8)
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        // The clock starts at the first reveal.
        let steps: [ScriptStep] = Self.keys([.char(" ")]) + ScriptStep.wait(seconds: 2) + Self.keys(
            MinesFixtures.moves(from: centre, to: mines[0]) + [.char("f")]
            + MinesFixtures.moves(from: mines[0], to: mines[1]) + [.char("f"), .char("f")]
            + [.char("H"), .char(" ")]) + ScriptStep.wait(seconds: 3)
        let first = try SavingRun(steps: steps, start: .minesGame(.classic(.intermediate), seed: 5), fixture: fixture,
                                  slot: slot, preferences: Self.questionMarks)
        #expect(first.run() == .stopped(.hangup))
        let before = try #require(first.minesScreen)
        #expect(before.state.board.mark(at: mines[0]) == .flagged)
        #expect(before.state.board.mark(at: mines[1]) == .questioned)
        #expect(before.state.board.minesLeft == 39 && before.session.hintsUsed == 1)
        #expect(try fixture.totals(.mines).isEmpty, "a saved game is suspended, not rolled over")
        let saved = try first.loadSave()
        let section = try saved.minesSection()
        #expect(section.setup == MinesSetup(mode: .classic(.intermediate), seed: 5,
                                            settings: MinesSettings(style: .noGuess, questionMarks: true)))
        #expect(section.level == 0 && section.clearedMilliseconds.isEmpty)
        let savedProgress = try #require(saved.progress)
        #expect(savedProgress.game.context == .mines(board: .intermediate, style: .noGuess).practice(), "a chosen seed: practice")

        let later = try ProgressFixture(database: fixture.database, seed: 99)
        let second = try SavingRun(events: [.char("c")], fixture: later, slot: slot)
        second.run()
        #expect(second.frames.first?.contains("▸ Continue      c   Mines intermediate, 0:05 played, saved today 08:00")
                == true)
        let after = try #require(second.minesScreen)
        Self.expectSameGame(after, at: second.clock.now(), as: before, at: first.clock.now())
        #expect(after.clock.elapsedMilliseconds(at: second.clock.now()) == 5_000)
        #expect(after.frame(Fixtures.context(second.environment)).text
                == before.frame(Fixtures.context(first.environment)).text, "the same screen")
        #expect(second.controller.stack.count == 3 && second.controller.stack[1] is MinesMenuScreen,
                "the Mines menu under the game, the main menu under that")
        // The stats came back under the game's id and went into the next save unchanged.
        let resaved = try #require(try second.loadSave().progress)
        #expect(resaved.gameID == savedProgress.gameID)
        #expect(resaved.game.tracker == savedProgress.game.tracker)
        #expect(resaved.game.stats.value(of: "mines.flagsPlaced") == savedProgress.game.stats.value(of: "mines.flagsPlaced"))
    }

    static let endlessBeforeStop: [ScriptStep] = Array(hints(64).prefix(2)) + ScriptStep.wait(seconds: 2)
        + hints(64).dropFirst(2) + keys([.key(.enter), .char(" ")]) + ScriptStep.wait(seconds: 1)

    /// The keys after the first reveal of level 2: a flag on its nearest mine, then a pause.
    static func endlessLevelTwoFlagAndPause() throws -> [ScriptStep] {
        let mine = try #require(try minesNearCentre(MinesFixtures.endlessBoard(seed: 7, level: 2), count: 1).first)
        return keys(MinesFixtures.moves(from: Point(x: 4, y: 4), to: mine) + [.char("f")]) + ScriptStep.wait(seconds: 2)
            + keys([.char("p")])
    }

    /// After the pause: level 2 cleared with hints, level 3 begun and its first cell revealed.
    static let endlessAfterStop: [ScriptStep] = keys([.char("p")]) + ScriptStep.wait(seconds: 1) + hints(81)
        + keys([.key(.enter), .char(" ")])

    /// An endless run paused on level 2: it comes back equal, and goes on to the same level 3
    /// board as the same run played without a stop.
    @Test func anEndlessRunPausedOnLevelTwoComesBackEqualAndMakesTheSameNextBoards() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        let first = try SavingRun(steps: Self.endlessBeforeStop + (try Self.endlessLevelTwoFlagAndPause()),
                                  start: .minesGame(.endless, seed: 7), fixture: fixture, slot: slot)
        #expect(first.run() == .stopped(.hangup))
        let before = try #require(first.minesScreen)
        #expect(before.state.level == 2 && before.isPaused && before.state.board.flagCount == 1)
        #expect(before.clearedBoards.count == 1 && before.clearedBoards[0].milliseconds == 2_000)
        #expect(before.boardStartMilliseconds == 2_000)
        let section = try first.savedMines()
        #expect(section.level == 2 && section.clearedMilliseconds == [2_000] && section.boardStartMilliseconds == 2_000)
        #expect(try first.loadSave().paused)

        let second = try SavingRun(steps: Self.keys([.char("c")]) + Self.endlessAfterStop,
                                   fixture: try ProgressFixture(database: fixture.database, seed: 3), slot: slot)
        second.run()
        #expect(second.frames.first?.contains("▸ Continue      c   Mines endless level 2, 0:05 played, saved today 08:00")
                == true)
        let paused = try #require(second.frames.first { $0.contains("Mines · Endless · Level 2") })
        #expect(paused.contains("Paused") && paused.contains("p resumes"), "it comes back paused")
        let resumed = try #require(second.minesScreen)
        #expect(resumed.state.level == 3)

        // The same run without a stop.
        let straight = try SavingRun(steps: Self.endlessBeforeStop + (try Self.endlessLevelTwoFlagAndPause())
                                     + Self.endlessAfterStop,
                                     start: .minesGame(.endless, seed: 7), fixture: try ProgressFixture(),
                                     slot: folder.slot("straight"))
        straight.run()
        let unbroken = try #require(straight.minesScreen)
        #expect(unbroken.state.level == 3 && unbroken.state.board.isStarted)
        Self.expectSameGame(resumed, at: second.clock.now(), as: unbroken, at: straight.clock.now())
        #expect(resumed.state.board.layout == unbroken.state.board.layout, "the same level 3 mines")
    }

    /// Stopped on the cleared panel of level 1: it comes back there, and Enter goes on to level 2
    /// with the run's clock where it was.
    @Test func anEndlessRunStoppedBetweenLevelsGoesOnToTheNextOne() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        let first = try SavingRun(steps: Array(Self.hints(64).prefix(2)) + ScriptStep.wait(seconds: 2)
                                      + Self.hints(64).dropFirst(2) + [.pass(milliseconds: 9_000)],
                                  start: .minesGame(.endless, seed: 7), fixture: fixture, slot: slot)
        first.run()
        let before = try #require(first.minesScreen)
        #expect(before.state.canAdvance && before.clearedBoards.count == 1)
        let second = try SavingRun(events: [.char("c"), .key(.enter)],
                                   fixture: try ProgressFixture(database: fixture.database, seed: 8), slot: slot)
        second.run()
        let panel = try #require(second.frames.first { $0.contains("Board cleared") })
        #expect(panel.contains("Level 1 cleared") && panel.contains("Enter: on to Level 2"))
        let after = try #require(second.minesScreen)
        #expect(after.state.level == 2 && after.clearedBoards == before.clearedBoards)
        #expect(after.boardStartMilliseconds == 2_000, "level 2 begins where level 1 was cleared")
        #expect(try second.savedMines().level == 2, "saved as the new level began")
    }

    /// Checked on the screen the resumer builds: everything equal to the stopped run.
    @Test func anEndlessRunResumedDirectlyIsTheStoppedOne() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        let first = try SavingRun(steps: Self.endlessBeforeStop + (try Self.endlessLevelTwoFlagAndPause()),
                                  start: .minesGame(.endless, seed: 7), fixture: fixture, slot: slot)
        first.run()
        let before = try #require(first.minesScreen)
        let direct = try ProgressFixture(database: fixture.database, seed: 4)
        var environment = first.environment
        environment.progress = direct.keeper
        guard case .resumed(let screens) = GameResumer.resume(environment: environment, now: first.clock.now()) else {
            Issue.record("the save did not resume")
            return
        }
        #expect(screens.count == 2 && screens.first is MinesMenuScreen)
        let after = try #require(screens.last as? MinesPlayScreen)
        Self.expectSameGame(after, at: first.clock.now(), as: before, at: first.clock.now())
        let saved = try #require(try first.loadSave().progress)
        #expect(direct.keeper.gameToSave?.id == saved.gameID)
        #expect(direct.keeper.gameToSave?.progress.tracker == saved.game.tracker)
    }

    /// The golden Mines save of format 1 (Tests/StorageTests/Golden), resumed by the game: the
    /// generator must still lay out the same boards for it, or old saves stop resuming.
    @Test func theGoldenMinesSaveStillResumesToTheSameGame() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("StorageTests/Golden/mines-game-format1.clearfield-save")
        let folder = try ScratchFolder()
        let slot = folder.slot()
        try FileManager.default.createDirectory(at: slot.url.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: golden, to: slot.url)
        let environment = SavingRun.plainEnvironment(slot: slot)
        guard case .resumed(let screens) = GameResumer.resume(environment: environment, now: environment.clock.now()),
              let game = screens.last as? MinesPlayScreen else {
            Issue.record("the golden Mines save no longer resumes")
            return
        }
        #expect(game.mode == .endless && game.setup.seed == 0xC0FF_EE00_0000_0007)
        #expect(game.state.level == 2 && game.isPaused)
        #expect(game.clearedBoards == [ClearedBoard(level: 1, milliseconds: 41_250, threeBV: 4, clicks: 4)])
        #expect(game.boardStartMilliseconds == 41_250)
        #expect(game.clock.elapsedMilliseconds(at: environment.clock.now()) == 63_500)
        #expect(game.cursor == Point(x: 5, y: 3) && game.session.hintsUsed == 2)
        let board = game.state.board
        #expect(board.mark(at: Point(x: 6, y: 4)) == .flagged && board.mark(at: Point(x: 4, y: 1)) == .questioned)
        #expect(board.minesLeft == 9 && board.revealedCount == 40 && board.outcome == .playing)
        #expect(board.layout?.isMine(at: Point(x: 6, y: 4)) == true)
    }

    // MARK: Counted once

    /// Saved mid-game in one run (after an achievement), continued and won in the next: the game
    /// is counted once and the achievement is not granted again.
    @Test func aResumedGameIsCountedOnceAndGrantsNothingTwice() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        let first = try SavingRun(steps: Self.keys([.char(" ")]) + ScriptStep.wait(seconds: 6)
                                  + Self.keys([.char("q"), .key(.enter)]),
                                  start: .minesGame(.classic(.beginner), seed: 21), fixture: fixture, slot: slot)
        first.run()
        #expect(first.frames.contains { $0.contains("Quit this game?") && $0.contains("Quitting takes you back to the Mines menu.") })
        #expect(first.frames.contains { $0.contains("Achievement unlocked: Warming Up") })
        #expect(first.controller.stack.last is MinesMenuScreen)
        #expect(try fixture.totals(.mines).isEmpty)
        let savedID = try #require(try first.loadSave().progress?.gameID)

        let later = try ProgressFixture(database: fixture.database, seed: 99)
        let second = try SavingRun(steps: Self.keys([.char("c")]) + ScriptStep.wait(seconds: 2) + Self.hints(81)
                                   + Self.keys([.char("q"), .key(.escape)]),
                                   fixture: later, slot: slot)
        second.run()
        #expect(second.frames.contains { $0.contains("Board cleared") })
        #expect(!second.frames.contains { $0.contains("Warming Up") }, "not granted again")
        let totals = try later.totals(.mines)
        #expect(totals["mines.gamesStarted"] == 1)
        #expect(totals["mines.gamesWon"] == 1)
        #expect(totals["mines.boardsCleared"] == 1)
        #expect(totals["mines.hints"] ?? 0 > 0)
        #expect(totals["mines.bestTime.beginner"] == nil, "won with hints: an assisted game keeps no best time")
        #expect(try later.database.isFinished(gameID: savedID))
        #expect(later.keeper.achievementStatuses.first { $0.id == "org.example.warm-up" }?.timesEarned == 1)
        #expect(folder.files(beside: slot).isEmpty, "the game ended: its save is gone")
        #expect(!second.lastText.contains("Continue      c"))
    }

    @Test func aMineHitAfterContinuingEndsTheRunOnceAndRemovesTheSave() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        try SavingRun(steps: Self.endlessBeforeStop, start: .minesDealtGame(.endless, seed: 7), fixture: fixture,
                      slot: slot).run()
        let mine = try #require(try Self.minesNearCentre(MinesFixtures.endlessBoard(seed: 7, level: 2), count: 1).first)
        let later = try ProgressFixture(database: fixture.database, seed: 5)
        let second = try SavingRun(events: [.char("c")] + MinesFixtures.moves(from: Point(x: 4, y: 4), to: mine)
                                   + [.char(" ")], fixture: later, slot: slot)
        second.run()
        #expect(second.frames.contains { $0.contains("You hit a mine on Level 2") })
        let totals = try later.totals(.mines)
        #expect(totals["mines.endlessRuns"] == 1 && totals["mines.gamesLost"] == 1 && totals["mines.gamesStarted"] == 1)
        // Level 1 was cleared with hints: the run's level counts, an assisted run's time does not.
        #expect(totals["mines.bestEndlessLevel"] == 1 && totals["mines.bestEndlessLevelTime"] == nil)
        #expect(folder.files(beside: slot).isEmpty)
    }

    // MARK: One slot

    /// A new Mines game while a Tiles game is saved asks first; Esc keeps the saved game, Enter
    /// gives it up (counted once, as abandoned) and the slot then holds the Mines game.
    @Test func aNewMinesGameAsksBeforeGivingUpTheSavedGame() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        try SavingRun(events: [.key(.enter)], start: .tilesLevel(3), fixture: fixture, slot: slot).run()

        let later = try ProgressFixture(database: fixture.database, seed: 3)
        let run = try SavingRun(events: [
            .char("m"), .char("e"),     // the question
            .key(.escape),              // keep the saved game: back in the Mines menu
            .char("x"), .key(.enter),   // expert: yes, start it
            .char(" "),
        ], fixture: later, slot: slot)
        run.run()
        let asked = try #require(run.frames.first { $0.contains("Start a new game?") })
        #expect(asked.contains("Your saved game: Tiles level 3, 0:00 played, saved today 08:00"))
        #expect(asked.contains("Starting a new game ends it (counted as abandoned)."))
        #expect(asked.contains("Enter start the new game  Esc keep the saved game"))
        #expect(run.frames.contains { $0.contains("Boards that never need a guess") && !$0.contains("Start a new game?") })
        let game = try #require(run.minesScreen)
        #expect(game.mode == .classic(.expert) && game.state.board.isStarted)
        let totals = try later.totals(.tiles)
        #expect(totals["tiles.gamesAbandoned"] == 1, "the saved Tiles game, given up, counted once")
        let mines = try run.savedMines()
        #expect(mines.setup.mode == .classic(.expert) && mines.log.actions.count == 1)
        #expect(try later.totals(.mines).isEmpty, "the expert game is saved, not counted")
        #expect(run.store.reports.filter { $0.kind == .mines && $0.moment == .started }.count == 1)
    }

    @Test func aStopWithHelpOnTopSavesTheRunAndEndsNothing() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        let run = try SavingRun(events: [.char(" "), .char("?"), .stop(.terminate), .char("q")],
                                start: .minesGame(.endless, seed: 7), fixture: fixture, slot: slot)
        #expect(run.run() == .stopped(.terminate))
        #expect(run.controller.stack.last is HelpScreen)
        #expect(try run.savedMines().log.actions == [.move(.reveal(Point(x: 4, y: 4)))])
        #expect(try fixture.totals(.mines).isEmpty)
        #expect(slot.stopFailure == nil && run.terminal.restoreCount == 1)
    }

    @Test func saveAndQuitGoesBackToTheMinesMenuAndCancelKeepsTheClockStill() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture(catalog: .empty(games: .clearfield))
        let run = try SavingRun(steps: Self.keys([.char(" "), .char("q")]) + [.pass(milliseconds: 60_000)]
                                + Self.keys([.key(.escape), .char("p"), .char("q"), .key(.enter)]),
                                start: .minesGame(.endless, seed: 7), fixture: fixture, slot: slot)
        run.run()
        let prompt = try #require(run.frames.first { $0.contains("Quit this run?") })
        #expect(prompt.contains("Quitting takes you back to the Mines menu."))
        #expect(prompt.contains("Save and quit") && prompt.contains("Quit without saving") && prompt.contains("Cancel"))
        #expect(run.frames.contains { $0.contains("Game saved: Continue in the main menu picks it up") })
        #expect(run.controller.stack.last is MinesMenuScreen)
        let saved = try run.loadSave()
        #expect(saved.playMilliseconds == 0, "the minute with the prompt open was not played")
        #expect(saved.paused, "paused, then quit from the pause")
        #expect(try saved.minesSection().log.actions.count == 1)
        #expect(try fixture.totals(.mines).isEmpty)
        #expect(fixture.keeper.gameInProgress == nil, "put away, not ended")
    }

    @Test func quittingWithoutSavingEndsTheGameAsAbandonedAndRemovesItsSave() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        let run = try SavingRun(events: [.char(" "), .key(.escape), .char("n")],
                                start: .minesGame(.classic(.beginner), seed: 3), fixture: fixture, slot: slot)
        run.run()
        #expect(run.controller.stack.last is MinesMenuScreen)
        #expect(folder.files(beside: slot).isEmpty)
        #expect(try fixture.totals(.mines)["mines.gamesAbandoned"] == 1)
    }

    @Test func continueFromTheCommandLineOpensTheRunOverTheMinesMenu() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        try SavingRun(steps: Self.endlessBeforeStop, start: .minesGame(.endless, seed: 7),
                      fixture: try ProgressFixture(), slot: slot).run()
        let run = try SavingRun(events: [], start: .continueSavedGame, fixture: try ProgressFixture(), slot: slot)
        let stack = run.controller.stack
        #expect(stack.count == 3 && stack[0] is MainMenuScreen && stack[1] is MinesMenuScreen)
        let screen = try #require(stack.last as? MinesPlayScreen)
        #expect(screen.state.level == 2 && screen.state.board.isStarted)
    }
}
