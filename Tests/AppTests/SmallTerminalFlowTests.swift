@testable import Shell
@testable import TilesUI
import Foundation
import GameCore
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// A terminal too small for the screen on top: the message says what the screen needs and how
/// to leave, q and Esc leave the way the screen would (a game through its own quit path, which
/// saves), and nothing else reaches the hidden screen.
@Suite struct SmallTerminalFlowTests {
    static let small = ScreenSize(columns: 50, rows: 15)

    /// A level whose board (24×16, the largest a map may be) needs more than 60×20.
    static let tallLevel: Level = {
        let rows = (0..<16).map { row in String(repeating: row % 2 == 0 ? "RR" : "GG", count: 12) }
        return Fixtures.level(4, "Tall", rows.joined(separator: "\n"), par: 40)
    }()

    @Test func qInAGameSavesItAndLeavesForTheLevelListThenEscGoesOnBack() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        let run = try SavingRun(steps: [
            .event(.key(.enter)),             // one move in level 3
            .event(.resize(Self.small)),
            .event(.key(.enter)),             // not played: the board cannot be seen
            .event(.char("q")),               // save and leave, as the quit prompt's default does
            .event(.timeout),                 // the achievement's banner goes, the save's shows
            .event(.key(.escape)),            // the level list goes back to the menu
        ], start: .tilesLevel(3), fixture: fixture, slot: slot)
        #expect(run.run() == .stopped(.hangup))
        let inGame = try #require(run.terminal.presented.first { $0.size == Self.small })
        #expect(SavingProblemTests.squeezed(inGame.text).contains("Terminaltoosmall:thisscreenneeds60×20(now50×15)."))
        #expect(SavingProblemTests.squeezed(inGame.text).contains(
            SavingProblemTests.squeezed("Press q or Esc to save the game and leave it, or enlarge the terminal")))
        // Saved with its one move, put away (not counted as abandoned), and the list is next.
        let tiles = try run.savedTiles()
        #expect(tiles.log.actions == [.move(TilesMove(Point(x: 0, y: 3)))])
        #expect(try fixture.totals()["tiles.gamesAbandoned"] == nil)
        #expect(run.controller.stack.count == 1 && run.controller.stack.last is MainMenuScreen)
        let atList = run.terminal.presented.filter {
            $0.size == Self.small && SavingProblemTests.squeezed($0.text).contains("PressqorEsctogoback,")
        }
        #expect(atList.contains { $0.text.contains("Game saved") }, "the save's banner shows even while too small")
        let atMenu = try #require(run.terminal.lastFrame)
        #expect(SavingProblemTests.squeezed(atMenu.text).contains(SavingProblemTests.squeezed("Press q or Esc to quit Clearfield")))
        // Back at a size that fits, Continue offers the game.
        let resumed = try SavingRun(events: [.char("c")], fixture: fixture, slot: slot)
        resumed.run()
        #expect(resumed.playScreen?.state.moves == 1)
    }

    @Test func escInAPausedGameSavesItToo() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let run = try SavingRun(events: [.key(.enter), .char("p"), .resize(Self.small), .key(.escape)],
                                start: .tilesLevel(3), fixture: try ProgressFixture(), slot: slot)
        run.run()
        #expect(run.controller.stack.last is LevelSelectScreen)
        let saved = try run.loadSave()
        #expect(saved.paused)
        #expect(try run.savedTiles().log.actions.count == 1)
    }

    @Test func withNowhereToSaveQLeavesTheGameAsAbandoned() throws {
        let store = FakeStore()
        let clock = ManualClock()
        let environment = Fixtures.environment(store: store, clock: clock)
        let terminal = ScriptedTerminal(clock: clock, events: [.key(.enter), .resize(Self.small), .char("q")])
        let controller = AppController(terminal: terminal, environment: environment,
                                       screens: try StartPoint.tilesLevel(3).screens(environment: environment))
        controller.run()
        let tooSmall = try #require(terminal.presented.first { $0.size == Self.small })
        #expect(SavingProblemTests.squeezed(tooSmall.text).contains("PressqorEsctoleavethegame,"))
        #expect(controller.stack.last is LevelSelectScreen)
        #expect(store.reports.last?.moment == .ended(.abandoned))
    }

    @Test func otherKeysAndClicksWaitForABiggerTerminal() throws {
        let harness = AppFlowTests.Harness(events: [
            .key(.enter), .char("t"), .click(column: 3, row: 3), .char("x"),
            .resize(ScreenSize(columns: 60, rows: 20)),
        ], size: Self.small)
        harness.controller.run()
        #expect(harness.controller.stack.count == 1, "nothing was chosen while the menu could not be seen")
        #expect(harness.lastText.contains("▸ Tiles"))
    }

    @Test(arguments: [GameKey.q, GameKey.escape])
    func atTheMainMenuQAndEscQuit(key: GameKey) throws {
        let harness = AppFlowTests.Harness(events: [key.event], size: Self.small)
        #expect(harness.controller.run() == .quit)
    }

    enum GameKey: CaseIterable {
        case q, escape
        var event: InputEvent { self == .q ? .char("q") : .key(.escape) }
    }

    @Test func aTallBoardAsksForTheRowsItNeedsAndPlaysOnceItHasThem() throws {
        let levels = Fixtures.levels + [Self.tallLevel]
        let clock = ManualClock()
        let environment = Fixtures.environment(levels: levels, clock: clock)
        let screen = TilesPlayScreen(level: Self.tallLevel, campaign: levels)
        let needed = screen.minimumSize(context: Fixtures.context(environment))
        // Two status lines, the board and its frame (18), the message and key lines.
        #expect(needed == ScreenSize(columns: 60, rows: 22))
        let terminal = ScriptedTerminal(size: .compact, clock: clock, events: [
            .key(.enter), .resize(needed), .key(.enter),
        ])
        let controller = AppController(terminal: terminal, environment: environment, screens: [screen])
        controller.run()
        let tooSmall = try #require(terminal.presented.first)
        #expect(tooSmall.text.contains("this screen needs 60×22 (now 60×20)"))
        let game = try #require(controller.stack.last as? TilesPlayScreen)
        #expect(game.state.moves == 1, "only the Enter pressed once the board showed was played")
        let shown = try #require(terminal.lastFrame)
        #expect(shown.text.contains("Level 4 · Tall") && !shown.text.contains("too small"))
    }

    @Test func theMessageFitsAnySizeAndAlwaysSaysWhichKeyLeaves() {
        for columns in [12, 20, 40, 59] {
            for rows in [1, 2, 3, 5, 19] {
                let notice = TooSmallNotice(needed: .compact, size: ScreenSize(columns: columns, rows: rows),
                                            leaving: "save the game and leave it")
                let lines = notice.lines(glyphs: .unicode)
                #expect(lines.count <= rows, "\(columns)×\(rows)")
                #expect(lines.allSatisfy { DisplayWidth.of($0) <= columns })
                #expect(lines.joined(separator: " ").contains("q or"), "\(columns)×\(rows): \(lines)")
            }
        }
    }
}
