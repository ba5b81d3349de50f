@testable import Shell
@testable import MinesUI
import Foundation
import GameCore
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// Mines through the whole app: the main loop, the menus, the play screen, and the stats kept
/// by a real keeper over an in-memory database.
@Suite struct MinesFlowTests {
    /// The main loop over the fake store, with a preferences store the test can look into.
    struct Harness {
        let clock = ManualClock()
        let store = FakeStore()
        let preferences: PreferencesStore
        let terminal: ScriptedTerminal
        let controller: AppController

        init(steps: [ScriptStep], start: StartPoint = .mainMenu, size: ScreenSize = ScreenSize(columns: 80, rows: 24),
             preferences: PreferencesStore = PreferencesStore(), seeds: [UInt64] = [41, 42, 43]) {
            self.preferences = preferences
            var environment = Fixtures.environment(store: store, clock: clock)
            environment.preferences = preferences
            let queue = SeedQueue(seeds)
            environment.makeSeed = { queue.next() }
            terminal = ScriptedTerminal(size: size, clock: clock, steps: steps)
            controller = AppController(terminal: terminal, environment: environment,
                                       screens: (try? start.screens(environment: environment)) ?? [])
        }

        init(events: [InputEvent], start: StartPoint = .mainMenu, preferences: PreferencesStore = PreferencesStore(),
             seeds: [UInt64] = [41, 42, 43]) {
            self.init(steps: events.map { .event($0) }, start: start, preferences: preferences, seeds: seeds)
        }

        var frames: [String] { terminal.presented.map(\.text) }
        var lastText: String { terminal.lastFrame?.text ?? "" }
        var game: MinesPlayScreen? { controller.stack.last as? MinesPlayScreen }
    }

    /// Seeds handed out in order (then the last one again).
    final class SeedQueue {
        private var seeds: [UInt64]
        init(_ seeds: [UInt64]) { self.seeds = seeds }
        func next() -> UInt64 { seeds.count > 1 ? seeds.removeFirst() : seeds.first ?? 1 }
    }

    @Test func fromTheMenuAnEndlessRunClearsLevelOneWithHintsAndReachesLevelTwo() throws {
        let harness = Harness(events: [.char("m"), .char("e")] + MinesFixtures.hints(64) + [
            .key(.enter),           // on to level 2
            .char("q"),             // back to the Mines menu: the run ends, abandoned
            .key(.escape),          // the main menu
            .char("q"),
        ])
        #expect(harness.controller.run() == .quit)
        let frames = harness.frames
        #expect(frames.contains { $0.contains("Mines · Endless · Level 1") && $0.contains("Seed 41") })
        let cleared = try #require(frames.first { $0.contains("Board cleared") })
        #expect(cleared.contains("Level 1 cleared") && cleared.contains("Enter: on to Level 2"))
        #expect(frames.contains { $0.contains("Mines · Endless · Level 2") && $0.contains("10 mines") })
        #expect(frames.last { $0.contains("Level 2") }?.contains("Board cleared") == false)
        let reports = harness.store.minesReports
        #expect(reports.allSatisfy { $0.context == .mines(board: .endless) })
        #expect(reports.first?.moment == .started)
        #expect(reports.last?.moment == .ended(.abandoned))
        #expect(harness.store.events.contains { $0.boardCleared?.level == 1 })
        #expect(harness.terminal.restoreCount == 1)
    }

    @Test func clickingAMineShowsGameOverAndQGoesBackToTheMinesMenu() throws {
        let layout = try #require(MinesFixtures.centreLayout(MinesBoard(params: .beginner, seed: 5)))
        let mine = try #require(MinesFixtures.mineNearCentre(layout))
        let view = MinesPlayLayout(size: ScreenSize(columns: 80, rows: 24), boardWidth: 9, boardHeight: 9,
                                   cursor: Point(x: 4, y: 4))
        let harness = Harness(events: [
            .char(" "),
            .click(column: view.column(ofCell: mine.x), row: view.row(ofCell: mine.y)),
            .char("q"),
        ], start: .minesGame(.classic(.beginner), seed: 5))
        harness.controller.run()
        let over = try #require(harness.frames.first { $0.contains("Game over") })
        #expect(over.contains("✸") && over.contains("You hit a mine after 0.00 s"))
        #expect(harness.lastText.contains("Boards that never need a guess"), "back in the Mines menu")
        #expect(harness.store.events.filter { $0 == .gameEnded(.mines, .lost) }.count == 1)
    }

    @Test func theTimerWakesTheLoopOnceASecondAndNeverWhilePaused() throws {
        let harness = Harness(steps: [
            .event(.char(" ")),
            .event(.timeout), .event(.timeout), .event(.timeout),
            .event(.char("p")),
            .pass(milliseconds: 10_000),
            .event(.timeout),        // a stray wake-up while paused: no tick, no time
            .event(.char("p")),
            .event(.timeout),
        ], start: .minesGame(.endless, seed: 7))
        harness.controller.run()
        let waits = harness.terminal.waits
        #expect(waits.first == Optional<Int>.none, "a board not revealed yet has no clock to wake for")
        #expect(Array(waits[1..<5]) == [1000, 1000, 1000, 1000])
        #expect(waits[5] == nil && waits[6] == nil, "paused: the loop sleeps until a key")
        #expect(waits[7] == 1000)
        #expect(harness.store.ticks == 4)
        let firstLines = harness.frames.compactMap { $0.split(separator: "\n").first.map(String.init) }
        #expect(firstLines.map { $0.hasSuffix("Time 0:03") }.contains(true))
        #expect(firstLines.last?.hasSuffix("Time 0:04") == true, "the 10 s paused were not counted")
        #expect(harness.frames.contains { $0.contains("Paused") })
    }

    @Test func resizingBelowTheMinimumAndBackKeepsTheGame() throws {
        let harness = Harness(steps: [
            .event(.char(" ")),
            .event(.resize(ScreenSize(columns: 59, rows: 20))),
            .pass(milliseconds: 5_000),
            .event(.char("f")),                                    // ignored while too small
            .event(.resize(ScreenSize(columns: 100, rows: 30))),
        ], start: .minesGame(.classic(.intermediate), seed: 9))
        harness.controller.run()
        let small = try #require(harness.terminal.presented.first { $0.size.columns == 59 })
        #expect(small.text.contains("Terminal too small: this screen needs 60×20 (now 59×20)."))
        #expect(small.text.contains("Press q or Esc to leave the game"), "nowhere to save in this run")
        let game = try #require(harness.game)
        #expect(game.state.board.isStarted && game.state.board.flagCount == 0)
        #expect(game.clock.elapsedMilliseconds(at: harness.clock.now()) == 0, "no time counted while too small")
        let big = try #require(harness.terminal.lastFrame)
        #expect(big.size.columns == 100 && big.text.contains("Mines · Intermediate") && big.text.contains("16×16"))
    }

    @Test func theMenuTogglesSettingsThatTheNextGameUsesAndThatAreWritten() throws {
        var written: [Data] = []
        let preferences = PreferencesStore(data: nil) { written.append($0) }
        let harness = Harness(events: [.char("m"), .char("n"), .char("m"), .char("b")], preferences: preferences)
        harness.controller.run()
        #expect(!preferences.mines.noGuess && preferences.mines.questionMarks)
        #expect(harness.frames.contains { $0.contains("off: boards may need a guess") })
        #expect(harness.frames.contains { $0.contains("on: f cycles flag, ?, nothing") })
        let game = try #require(harness.game)
        #expect(game.setup.settings == MinesSettings(style: .random, questionMarks: true))
        #expect(game.mode == .classic(.beginner))
        #expect(harness.lastText.contains("may need a guess"))
        let last = try #require(written.last)
        let reread = PreferencesStore(data: last) { _ in }
        #expect(reread.preferences == preferences.preferences && reread.loadProblem == nil)
    }

    @Test func aSettingThatCannotBeWrittenHoldsForTheRunAndSaysSo() throws {
        struct Full: Error, CustomStringConvertible { var description: String { "disk full" } }
        let preferences = PreferencesStore(data: nil) { _ in throw Full() }
        let harness = Harness(events: [.char("m"), .char("n")], preferences: preferences)
        harness.controller.run()
        #expect(!preferences.mines.noGuess)
        #expect(harness.lastText.contains("Setting kept for this run only: it could not be saved (disk full)"))
    }

    @Test func preferencesFilesThatCannotBeReadGiveTheDefaults() throws {
        let broken = PreferencesStore(data: Data("{not json".utf8)) { _ in }
        #expect(broken.preferences == Preferences() && broken.loadProblem != nil)
        let text = #"{"mines": {"questionMarks": true, "noGuess": "yes", "customBoard": {"width": 3, "height": 9, "mines": 5}}}"#
        let partial = PreferencesStore(data: Data(text.utf8)) { _ in }
        // A value of the wrong type is reported (the launcher keeps the file aside), not dropped
        // silently and then overwritten with the defaults.
        #expect(partial.loadProblem == "the setting mines.noGuess has a value of the wrong type")
        #expect(partial.mines == MinesPreferences())
    }

    @Test func theSharedBoardSettingSurvivesAMinesSettingBeingWritten() throws {
        let text = #"{"mines": {"questionMarks": false, "noGuess": true}, "sharedBoard": "postgres://ann@db/club"}"#
        var written = Data()
        let store = PreferencesStore(data: Data(text.utf8)) { written = $0 }
        #expect(store.preferences.sharedBoard == "postgres://ann@db/club")
        #expect(store.update { $0.mines.questionMarks = true } == nil)
        let reread = try JSONDecoder().decode(Preferences.self, from: written)
        #expect(reread.sharedBoard == "postgres://ann@db/club" && reread.mines.questionMarks)
    }

    @Test func theCustomFormShowsTheLimitsAndErrorsAndStartsTheBoard() throws {
        let preferences = PreferencesStore()
        let harness = Harness(events: [
            .char("m"), .char("c"),
            .key(.backspace), .key(.backspace), .char("3"), .key(.enter),      // width 3
            .key(.backspace), .char("4"), .char("0"),                          // width 40
            .key(.tab), .key(.backspace), .key(.backspace), .char("2"), .char("0"),
            .key(.tab), .key(.backspace), .key(.backspace), .char("9"), .char("9"), .char("9"), .key(.enter),
            .key(.backspace), .key(.backspace), .key(.enter),                  // 9 mines
        ], preferences: preferences)
        harness.controller.run()
        let frames = harness.frames
        #expect(frames.contains { $0.contains("Width 3 is out of range: a board is 5 to 100 cells wide.") })
        #expect(frames.contains { $0.contains("1 to 791") }, "the mine limit follows the size typed")
        #expect(frames.contains {
            $0.contains("999 mines is out of range: this board takes 1 to 791")
                && $0.contains("mines (the first cell and its neighbours stay clear)")
        })
        let game = try #require(harness.game)
        let params = try MinesParams(width: 40, height: 20, mines: 9)
        #expect(game.mode == .custom(params))
        #expect(preferences.mines.customBoard == params)
        #expect(harness.lastText.contains("Mines · Custom 40×20/9"))
        #expect(MinesCustomScreen(preferences: preferences.mines).values == ["40", "20", "9"], "offered again")
    }

    @Test func playMinesStartsOnTheMenuWithAFreshSeedWhenNoneIsGiven() throws {
        let harness = Harness(events: [.key(.escape)], start: .minesGame(.classic(.expert), seed: nil), seeds: [777])
        harness.controller.run()
        #expect(harness.frames.first?.contains("Seed 777") == true)
        #expect(harness.frames.first?.contains("30×16, 99 mines") == true)
        #expect(harness.lastText.contains("Boards that never need a guess"), "Esc leaves for the Mines menu")
        let menu = try StartPoint.minesMenu.screens(environment: Fixtures.environment())
        #expect(menu.count == 2 && menu.last is MinesMenuScreen)
    }

    @Test func helpFromAGameOpensTheMinesPageAndStopsTheClock() throws {
        let harness = Harness(steps: [
            .event(.char(" ")),
            .pass(milliseconds: 1_500),
            .event(.char("?")),
            .pass(milliseconds: 60_000),
            .event(.key(.escape)),
        ], start: .minesGame(.classic(.beginner), seed: 3))
        harness.controller.run()
        #expect(harness.frames.contains { $0.contains("Clearfield help · Mines") })
        let game = try #require(harness.game)
        #expect(game.clock.elapsedMilliseconds(at: harness.clock.now()) == 1_500)
    }

    // MARK: Stats

    @Test func aWonClassicBoardRecordsABestTimeAndAMineHitDoesNot() throws {
        // Looking at the board first costs nothing: the clock starts at the first reveal.
        let won = try ProgressHarness(steps: [.pass(milliseconds: 60_000)]
                                      + MinesFixtures.sweep(MinesBoard(params: .beginner, seed: 21), playing: 4_200)
                                      + [.event(.char("q"))],
                                      start: .minesDealtGame(.classic(.beginner), seed: 21))
        won.controller.run()
        let totals = try won.fixture.totals(.mines)
        #expect(totals["mines.bestTime.beginner"] == 4_200)
        #expect(totals["mines.gamesWon"] == 1 && totals["mines.boardsCleared"] == 1)
        #expect(totals["mines.hints"] == 0, "won without a hint: the time counts")
        #expect(totals["mines.bestTime.intermediate"] == nil)

        let layout = try #require(MinesFixtures.centreLayout(MinesBoard(params: .beginner, seed: 5)))
        let mine = try #require(MinesFixtures.mineNearCentre(layout))
        let lost = try ProgressHarness(steps: [.pass(milliseconds: 3_000), .event(.char(" "))]
                                       + MinesFixtures.moves(from: Point(x: 4, y: 4), to: mine).map { .event($0) }
                                       + [.event(.char(" ")), .event(.char("q"))],
                                       start: .minesGame(.classic(.beginner), seed: 5))
        lost.controller.run()
        let lostTotals = try lost.fixture.totals(.mines)
        #expect(lostTotals["mines.bestTime.beginner"] == nil, "a lost game sets no best time")
        #expect(lostTotals["mines.minesHit"] == 1 && lostTotals["mines.gamesLost"] == 1)
        #expect(lostTotals["mines.gamesWon"] == 0)
    }

    @Test func theClearedPanelComparesWithTheBestTimeBeforeTheGame() throws {
        let hints = MinesFixtures.hints(81).map { ScriptStep.event($0) }
        let sweep = MinesFixtures.sweep(MinesBoard(params: .beginner, seed: 21), playing: 4_200)
        // H then Space: the first reveal, then 9 s of play.
        let harness = try ProgressHarness(steps: sweep + [
            .event(.key(.enter)),              // a new game on a new seed
        ] + hints.prefix(2) + [.pass(milliseconds: 9_000)] + hints.dropFirst(2),
                                          start: .minesDealtGame(.classic(.beginner), seed: 21))
        harness.controller.run()
        let panels = harness.frames.filter { $0.contains("Board cleared") }
        #expect(panels.first?.contains("New best time!") == true)
        #expect(panels.last?.contains("Best time 4.20 s") == true && panels.last?.contains("Time 9.00 s") == true)
        #expect(try harness.fixture.totals(.mines)["mines.bestTime.beginner"] == 4_200)

        let params = try MinesParams(width: 9, height: 9, mines: 10)
        let custom = try ProgressHarness(steps: hints, start: .minesGame(.custom(params), seed: 21))
        custom.controller.run()
        let panel = try #require(custom.frames.last { $0.contains("Board cleared") })
        #expect(!panel.lowercased().contains("best time"), "custom boards keep no best time")
    }

    @Test func anEndlessRunRecordsItsBestLevelAndTimeAndTheRunsBestFigures() throws {
        let layout = try #require(MinesFixtures.centreLayout(MinesFixtures.endlessBoard(seed: 7, level: 2)))
        let mine = try #require(MinesFixtures.mineNearCentre(layout))
        let steps: [ScriptStep] = MinesFixtures.sweep(MinesFixtures.endlessBoard(seed: 7, level: 1), playing: 2_000) + [
            .pass(milliseconds: 9_000),        // reading the results: not counted
            .event(.key(.enter)),
            .pass(milliseconds: 4_000),        // looking at the next board: not counted either
            .event(.char(" ")),
            .pass(milliseconds: 1_000),
        ] + MinesFixtures.moves(from: Point(x: 4, y: 4), to: mine).map { .event($0) } + [.event(.char(" "))]
        let run = try ProgressHarness(steps: steps, start: .minesDealtGame(.endless, seed: 7))
        run.controller.run()
        let totals = try run.fixture.totals(.mines)
        #expect(totals["mines.bestEndlessLevel"] == 1)
        #expect(totals["mines.bestEndlessLevelTime"] == 2_000)
        #expect(totals["mines.endlessRuns"] == 1 && totals["mines.gamesLost"] == 1)
        #expect(totals["mines.bestThreeBVPerSecond"] ?? 0 > 0)
        let over = try #require(run.frames.last { $0.contains("Game over") })
        #expect(over.contains("Run: 1 level cleared in 2.00 s"), "the failed board's second is not the run's")
        #expect(over.contains("New best run!"))
    }

    @Test func aChordCountsEachCellItOpensOnce() throws {
        let board = try #require(MinesBoard(params: .beginner, seed: 8).revealing(Point(x: 4, y: 4))?.board)
        let chord = try #require(MinesFixtures.chordableNumber(in: board))
        var events: [InputEvent] = [.char(" ")]
        var cursor = Point(x: 4, y: 4)
        for target in chord.mines + [chord.number] {
            events += MinesFixtures.moves(from: cursor, to: target) + [.char(target == chord.number ? " " : "f")]
            cursor = target
        }
        let harness = try ProgressHarness(events: events + [.char("q")], start: .minesGame(.classic(.beginner), seed: 8))
        harness.controller.run()
        let totals = try harness.fixture.totals(.mines)
        #expect(totals["mines.chords"] == 1)
        let opened = harness.store.events.compactMap(\.chorded)
        #expect(opened.count == 1 && opened[0] >= chord.safe.count)
        #expect(totals["mines.cellsRevealed"] == Int64(board.revealedCount + opened[0]))
    }
}
