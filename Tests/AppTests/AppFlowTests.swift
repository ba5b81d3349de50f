@testable import Shell
@testable import TilesUI
import GameCore
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// Whole flows through the main loop, driven by a scripted terminal.
@Suite struct AppFlowTests {
    struct Harness {
        let clock = ManualClock()
        let store: FakeStore
        let environment: AppEnvironment
        let terminal: ScriptedTerminal
        let controller: AppController

        init(steps: [ScriptStep], start: StartPoint = .mainMenu, size: ScreenSize = ScreenSize(columns: 80, rows: 24),
             store: FakeStore = FakeStore(), hint: @escaping (TilesState) -> TilesHint = { _ in .noneClearable },
             warnings: [String] = [], unicode: Bool = true, colors: Bool = true, options: AppOptions = AppOptions()) {
            self.store = store
            environment = Fixtures.environment(store: store, clock: clock, hint: hint, warnings: warnings)
            terminal = ScriptedTerminal(size: size, unicode: unicode, colors: colors, clock: clock, steps: steps)
            let screens = (try? start.screens(environment: environment)) ?? []
            controller = AppController(terminal: terminal, environment: environment, options: options, screens: screens)
        }

        init(events: [InputEvent], start: StartPoint = .mainMenu, size: ScreenSize = ScreenSize(columns: 80, rows: 24),
             store: FakeStore = FakeStore(), hint: @escaping (TilesState) -> TilesHint = { _ in .noneClearable },
             warnings: [String] = [], unicode: Bool = true, colors: Bool = true, options: AppOptions = AppOptions()) {
            self.init(steps: events.map { .event($0) }, start: start, size: size, store: store, hint: hint,
                      warnings: warnings, unicode: unicode, colors: colors, options: options)
        }

        var frames: [String] { terminal.presented.map(\.text) }
        var lastText: String { terminal.lastFrame?.text ?? "" }
        var playScreen: TilesPlayScreen? { controller.stack.last as? TilesPlayScreen }
    }

    @Test func menuToTilesToAClearedLevelAndOnToTheNext() throws {
        let harness = Harness(events: [
            .char("t"),            // level select, level 1 selected
            .key(.enter),          // play level 1
            .key(.enter),          // the red pair under the cursor
            .key(.enter),          // the green pair that closed up to the left: cleared
            .key(.enter),          // next level
            .char("q"),            // back to the level select
            .key(.escape),         // back to the menu
            .char("q"),            // quit
        ])
        let exit = harness.controller.run()
        #expect(exit == .quit)
        let frames = harness.frames
        let levelSelect = try #require(frames.first { $0.contains("choose a level") })
        #expect(levelSelect.contains("▸   1 First steps"))
        let cleared = try #require(frames.first { $0.contains("Level cleared") })
        #expect(cleared.contains("Score 1,000"))
        #expect(cleared.contains("★★★"))
        #expect(cleared.contains("Enter: next level"))
        #expect(frames.contains { $0.contains("Level 2 · Three colours") })
        // Back in the list, level 1 is passed and level 2 (now open) is selected.
        let afterwards = try #require(frames.last { $0.contains("choose a level") })
        #expect(afterwards.contains("1 First steps             ★★★     1,000  passed"))
        #expect(afterwards.contains("▸   2 Three colours"))
        #expect(harness.store.results.map(\.level) == [1])
        #expect(harness.store.results.first?.stars == 3)
        #expect(harness.store.events.contains(.levelCleared(level: 1, score: 1000, moves: 2, stars: 3, bonus: 1000)))
        #expect(harness.store.events.contains(.gameEnded(.tiles, .won)))
        #expect(harness.store.events.last == .gameStarted(.tiles), "level 2 was left before a move: not a game")
        #expect(!harness.store.events.contains(.gameEnded(.tiles, .abandoned)))
        // The context also carries the map's fingerprint (issue 21): the level is what is compared.
        let levelOne = harness.store.reports.filter { $0.context.kind == .tiles && $0.context.number("level") == 1 }
        #expect(levelOne.map { $0.moment } == [
            .started,
            .turn([.groupRemoved(size: 2, color: TileColor.red.rawValue, points: 0)]),
            .turn([.groupRemoved(size: 2, color: TileColor.green.rawValue, points: 0),
                   .levelCleared(level: 1, score: 1000, moves: 2, stars: 3, bonus: 1000)]),
            .ended(.won),
        ])
        #expect(levelOne.map { $0.turn } == [0, 1, 2, 2])
        #expect(harness.terminal.restoreCount == 1)
    }

    @Test func undoRedoAndRestartThroughTheLoop() throws {
        let harness = Harness(events: [
            .key(.enter),       // remove the green column: moves 1
            .char("u"),         // moves 0
            .char("r"),         // moves 1
            .char("R"),         // restart: moves 0
            .char("u"),         // undo the restart: moves 1
        ] + [.char("q"), .key(.escape), .char("q")], start: .tilesLevel(2))
        harness.controller.run()
        let moves = harness.frames.compactMap { frame in
            frame.split(separator: "\n").dropFirst().first.flatMap { line in
                line.range(of: "Moves ").map { line[$0.upperBound...].prefix(1) }
            }
        }.map(String.init)
        #expect(moves == ["0", "1", "0", "1", "0", "1"])
        #expect(harness.frames.contains { $0.contains("Restarted: u undoes the restart") })
    }

    @Test func hintMovesTheCursorAndIsCounted() throws {
        let blueGroup = Point(x: 1, y: 0)
        let harness = Harness(events: [.char("H"), .key(.enter), .key(.enter), .key(.enter)], start: .tilesLevel(2),
                              hint: { state in
                                  // A fake solver: the blue pair first, then whatever is left.
                                  state.board.group(at: blueGroup).count == 2
                                      ? .move(blueGroup) : .move(state.board.removableGroups()[0][0])
                              })
        harness.controller.run()
        let hinted = try #require(harness.frames.first { $0.contains("Hint: remove this group of 2 blue tiles") })
        #expect(hinted.contains("Hints 1"))
        // The cursor's mark right after the letter of tile (1, 0), the blue pair's first, at any zoom.
        let hintedFrame = try #require(harness.terminal.presented.first { $0.text.contains("Hint: remove this group") })
        let layout = TilesPlayLayout(size: hintedFrame.size, board: Fixtures.levels[1].board)
        let markRow = Array(hintedFrame.lines[layout.row(ofCell: 0) + (layout.zoom - 1) / 2])
        #expect(String(markRow[layout.column(ofCell: 1) + layout.zoom]) == "◂", "the cursor sits on the hinted group")
        let screen = try #require(harness.playScreen)
        #expect(screen.session.hintsUsed == 1)
        #expect(screen.state.moves == 3)
        #expect(screen.state.isCleared)
        #expect(harness.store.results.first?.hintsUsed == 1)
    }

    @Test func hintWithNoClearableMoveSaysSo() throws {
        let harness = Harness(events: [.char("H")], start: .tilesLevel(2), hint: { _ in .noneClearable })
        harness.controller.run()
        #expect(harness.lastText.contains("No clearable move from here — undo or restart"))
        #expect(harness.lastText.contains("Hints 0"))
        #expect(harness.store.events.contains(.hintUsed) == false)
    }

    @Test func resizeBelowTheMinimumWaitsAndComesBack() throws {
        let harness = Harness(events: [
            .resize(ScreenSize(columns: 60, rows: 19)),
            .key(.enter),                               // ignored while too small
            .resize(ScreenSize(columns: 100, rows: 30)),
        ], start: .tilesLevel(2))
        harness.controller.run()
        let presented = harness.terminal.presented
        let small = try #require(presented.first { $0.size == ScreenSize(columns: 60, rows: 19) })
        #expect(small.text.contains("Terminal too small: this screen needs 60×20 (now 60×19)."))
        #expect(!small.text.contains("Level 2"))
        #expect(small.text.contains("Press q or Esc to leave the game"), "in a game, q leaves it its own way")
        #expect(!small.text.contains("quit Clearfield"))
        let big = try #require(presented.last)
        #expect(big.size == ScreenSize(columns: 100, rows: 30))
        #expect(big.text.contains("Level 2 · Three colours"))
        #expect(big.text.contains("Moves 0"), "the Enter typed while too small did nothing")
        // The board drawn again at the new size: the cursor's mark after the bottom-left G.
        let layout = TilesPlayLayout(size: big.size, board: Fixtures.levels[1].board)
        let bottom = Array(big.lines[layout.row(ofCell: 1) + (layout.zoom - 1) / 2])
        #expect(String(bottom[layout.column(ofCell: 0) + layout.zoom - 1]) == "G")
        #expect(String(bottom[layout.column(ofCell: 0) + layout.zoom]) == "◂")
        // While too small the game is hidden, so its clock is stopped and the app waits for ever.
        #expect(harness.terminal.waits[1] == nil)
        #expect((harness.terminal.waits[0] ?? 0) > 0)
    }

    @Test(arguments: [ScreenSize(columns: 1, rows: 1), ScreenSize(columns: 0, rows: 0), ScreenSize(columns: 59, rows: 40),
                      ScreenSize(columns: 200, rows: 5), ScreenSize(columns: 12, rows: 3)])
    func anySizeIsDrawnWithoutCrashing(size: ScreenSize) throws {
        let harness = Harness(events: [.key(.enter), .click(column: 0, row: 0), .char("q")], start: .tilesLevel(3),
                              size: size)
        let exit = harness.controller.run()
        #expect(exit == .stopped(.hangup), "q left the game for the level list, still too small")
        #expect(harness.controller.stack.last is LevelSelectScreen)
        let frame = try #require(harness.terminal.lastFrame)
        #expect(frame.size == size)
        if size.columns >= 20 && size.rows >= 1 {
            #expect(frame.text.contains("Press q or"))
        }
    }

    @Test func qQuitsFromTheTooSmallScreenAtTheMainMenu() throws {
        let harness = Harness(events: [.key(.enter), .char("q")], size: ScreenSize(columns: 59, rows: 20))
        let exit = harness.controller.run()
        #expect(exit == .quit, "q quits, as the screen says")
        let frame = try #require(harness.terminal.lastFrame)
        #expect(frame.text.contains("Terminal too small") && frame.text.contains("Press q or Esc to quit Clearfield"))
        #expect(harness.controller.stack.count == 1, "Enter chose nothing while too small")
    }

    @Test func stopEventLeavesTheLoopRestoresOnceAndCallsOnStop() throws {
        let harness = Harness(events: [.key(.enter), .stop(.terminate), .char("q")], start: .tilesLevel(2))
        var stops: [StopReason] = []
        var clockRunningAtStop: Bool?
        harness.controller.onStop = { reason, controller in
            stops.append(reason)
            clockRunningAtStop = (controller.stack.last as? TilesPlayScreen)?.clock.isRunning
        }
        let exit = harness.controller.run()
        #expect(exit == .stopped(.terminate))
        #expect(stops == [.terminate])
        #expect(clockRunningAtStop == false, "the game is paused before it is handed over for saving")
        #expect(harness.terminal.restoreCount == 1)
        #expect(harness.playScreen?.state.moves == 1)
    }

    @Test func quitAlsoRestoresExactlyOnce() {
        let harness = Harness(events: [.char("q")])
        #expect(harness.controller.run() == .quit)
        #expect(harness.terminal.restoreCount == 1)
    }

    @Test func anIdleMenuWaitsForEverAndPresentsNothingNew() {
        let harness = Harness(events: [.timeout, .timeout, .key(.character("x")), .char("q")])
        harness.controller.run()
        #expect(harness.terminal.waits == [nil, nil, nil, nil])
        #expect(harness.terminal.presented.count == 1, "nothing changed, so nothing was presented again")
    }

    @Test func aRunningGameWakesOncePerSecondAndOnlyPresentsTheNewTime() throws {
        let harness = Harness(steps: [.pass(milliseconds: 300), .event(.timeout), .event(.timeout)],
                              start: .tilesLevel(2))
        harness.controller.run()
        let waits = harness.terminal.waits
        #expect(waits[0] == 1000)
        #expect(waits[1] == 700, "the wait ends on the next whole second of play")
        #expect(waits[2] == 1000)
        let frames = harness.frames
        #expect(frames.count == 3)
        #expect(frames[0].contains("Time 0:00") && frames[1].contains("Time 0:01") && frames[2].contains("Time 0:02"))
        let changed = harness.terminal.presented[1].changedRows(since: harness.terminal.presented[0])
        #expect(changed == [0], "only the time changed")
        let ticks = harness.store.reports.filter { $0.moment == .tick }
        // The first wake-up came 300 ms late (the scripted pause), the next one on the second.
        #expect(ticks.map(\.playMilliseconds) == [1300, 2000], "listeners hear each second of play")
    }

    @Test func playTimeSkipsHelpAndTheClearedPanel() throws {
        let harness = Harness(steps: [
            .pass(milliseconds: 4000),
            .event(.char("?")),
            .pass(milliseconds: 60_000),   // reading help: not counted
            .event(.key(.escape)),
            .pass(milliseconds: 2500),
            .event(.key(.enter)),
            .event(.key(.enter)),          // cleared at 6.5 s of play
            .pass(milliseconds: 30_000),
        ], start: .tilesLevel(1))
        harness.controller.run()
        let result = try #require(harness.store.results.first)
        #expect(result.playMilliseconds == 6500)
        #expect(harness.lastText.contains("Time 0:06"))
    }

    @Test func bannersExpireByThemselves() throws {
        let harness = Harness(events: [.char("m"), .timeout, .char("q")])
        let menu = MainMenuScreen(items: [
            MenuItem(shortcut: "m", title: "Mines", detail: "a banner") { _ in .banner("Mines: a banner") },
            MenuItem(shortcut: "q", title: "Quit", detail: "leave") { _ in .quit },
        ])
        let controller = AppController(terminal: harness.terminal, environment: harness.environment, screens: [menu])
        controller.run()
        let frames = harness.terminal.presented.map(\.lines)
        #expect(frames.count == 3, "the menu, the menu with the banner, the menu again")
        #expect(frames[1][22].trimmingCharacters(in: .whitespaces) == "Mines: a banner",
                "the banner has the message line, above the keys, to itself")
        #expect(frames[1][..<22] == frames[0][..<22] && frames[1][23] == frames[0][23], "nothing else is covered")
        #expect(!frames[0][22].contains("Mines") && !frames[2][22].contains("Mines"))
        #expect(harness.terminal.waits[0] == nil)
        #expect(harness.terminal.waits[1] == Int(BannerQueue.displayMilliseconds))
        #expect(harness.terminal.waits[2] == nil, "once the banner is gone the menu idles again")
    }

    @Test func aBurstOfBannersSharesOneLineAndClearsTogether() throws {
        // 35 columns each: two fit in the 78 a banner has at 80 columns, three do not.
        let burst = (1...5).map { "Achievement unlocked: Number \($0) (+5)" }
        let harness = Harness(events: [.char("m"), .timeout, .timeout, .timeout, .char("q")])
        let menu = MainMenuScreen(items: [
            MenuItem(shortcut: "m", title: "Mines", detail: "banners") { _ in ScreenCommand(banners: burst) },
            MenuItem(shortcut: "q", title: "Quit", detail: "leave") { _ in .quit },
        ])
        let controller = AppController(terminal: harness.terminal, environment: harness.environment, screens: [menu])
        controller.run()
        let tops = harness.terminal.presented.map { $0.lines[22].trimmingCharacters(in: .whitespaces) }
        #expect(tops.count == 5, "the menu, three banner lines, the menu again")
        #expect(Array(tops[1...3]) == ["\(burst[0]) · \(burst[1])", "\(burst[2]) · \(burst[3])", burst[4]])
        #expect(!tops[4].contains("Achievement"))
    }

    @Test func clickingAMenuItemChoosesIt() throws {
        // Help is the 7th item: title row 4 (one title line), box at row 8, items from row 9.
        let harness = Harness(events: [.click(column: 20, row: 15), .key(.escape), .click(column: 5, row: 15), .char("q")])
        harness.controller.run()
        #expect(harness.frames[1].contains("Clearfield help"))
        #expect(harness.frames.count == 3, "a click outside the menu box does nothing")
    }

    @Test func clickingATileRemovesItsGroup() throws {
        // Level 1 at 80×24: the green tile of the top row is at column 36 + 2 + 2 = 40, row 11.
        let harness = Harness(events: [.click(column: 41, row: 11)], start: .tilesLevel(1))
        harness.controller.run()
        let screen = try #require(harness.playScreen)
        #expect(screen.state.board.mapRows == ["R.", "R."])
        #expect(screen.state.moves == 1)
    }

    @Test func startupWarningsAreShownOnceThenTheMenu() throws {
        let harness = Harness(events: [.char("x"), .char("q")],
                              warnings: ["levels/002.sql line 4: row 2 has 5 cells but the first row has 6"])
        harness.controller.run()
        #expect(harness.frames[0].contains("A problem was found at start-up"))
        #expect(harness.frames[0].contains("levels/002.sql line 4: row 2 has 5 cells"))
        #expect(harness.frames[1].contains("Tiles and Mines for your terminal"))
    }

    @Test func theKeyThatDismissesAStartupNoticeStillWorksBeneathIt() throws {
        let harness = Harness(events: [.char("t")], warnings: ["config/settings.json was not used"])
        harness.controller.run()
        #expect(harness.frames[0].contains("A problem was found at start-up"))
        #expect(harness.controller.stack.last is LevelSelectScreen, "t opened Tiles as well as closing the notice")
        #expect(harness.controller.stack.count == 2, "the notice is gone")

        let back = Harness(events: [.char("q"), .char("q")], warnings: ["config/settings.json was not used"])
        #expect(back.controller.run() == .quit)
        #expect(back.frames.count == 2, "the first q only closed the notice, the second quit")
    }

    @Test func lockedLevelsCannotBeOpened() throws {
        let harness = Harness(events: [.char("t"), .key(.down), .key(.down), .key(.enter)])
        harness.controller.run()
        #expect(harness.lastText.contains("Level 3 is locked: pass level 2 first"))
        #expect(harness.controller.stack.last is LevelSelectScreen)
    }

    @Test func asciiAndMonochromeOptionsAreHonoured() throws {
        let harness = Harness(events: [], start: .tilesLevel(2), options: AppOptions(forceASCII: true, allowColor: false))
        harness.controller.run()
        let frame = try #require(harness.terminal.lastFrame)
        #expect(frame.text.allSatisfy { $0.isASCII })
        // Without colour a zoomed tile is a block of its letter; ASCII marks the cursor with `<`.
        let zoom = TilesPlayLayout(size: frame.size, board: Fixtures.levels[1].board).zoom
        #expect(zoom > 1, "a 3×2 level is zoomed at 80×24")
        func run(_ letter: String, _ tiles: Int) -> String { String(repeating: letter, count: 2 * zoom * tiles) }
        #expect(frame.text.contains(run("G", 1) + run("B", 2)))
        #expect(frame.text.contains(String(repeating: "G", count: zoom) + "<" + String(repeating: "G", count: zoom - 1)
                                    + run("R", 2)))
        #expect(frame.cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
    }
}
