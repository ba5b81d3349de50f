@testable import Shell
@testable import ReplayUI
@testable import MinesUI
import GameCore
import GameRules
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// The replay viewer's clock, seeking by time, the position bar, the Mines path between actions,
/// its help page, and banners held while it is on top (issue 22, "The replay viewer"), with a
/// manual clock.
@Suite struct ReplaySeekingTests {
    /// A beginner win, an action every 4 s from 1 s on: long enough to seek 30 s in.
    let game = ReplayFixtures.minesWin(gap: 4000)

    var end: Int { game.log.lastKnownOffset ?? 0 }

    /// Whether the title line's clock shows `milliseconds` ("1.50 s / 1:25.00").
    func shows(_ harness: ReplayHarness, _ milliseconds: Int) -> Bool {
        harness.frame.lines.first?.contains(" \(ReplayScreen.time(milliseconds)) / ") == true
    }

    @Test func theClockRunsBetweenMovesAtTheReplaysSpeed() throws {
        var harness = try ReplayHarness(game.recording)
        harness.wait(500)
        #expect(harness.screen.step == 0)
        #expect(shows(harness, 500))
        harness.press(.char("+"))
        harness.wait(200)
        #expect(shows(harness, 900), "twice as fast: 200 ms show 400 more")
    }

    @Test func playingWakesTenTimesASecondAndPausedNever() throws {
        var harness = try ReplayHarness(game.recording)
        harness.wait(1000)
        // 100, 200 ... 1000 ms: the last is also the first move's.
        #expect(harness.wakes == 10)
        #expect(harness.screen.step == 1)
        harness.press(.char(" "))
        #expect(harness.screen.nextChange(after: harness.clock.now()) == nil)
        harness.wait(60_000)
        #expect(harness.wakes == 10)
    }

    @Test func arrowsSeekFiveSecondsAndKeepPlaying() throws {
        var harness = try ReplayHarness(game.recording)
        harness.press(.key(.right))
        #expect(harness.screen.isPlaying)
        #expect(shows(harness, 5000))
        // Actions at 1 s and 5 s are made by 5 s.
        #expect(harness.screen.step == 2)
        harness.press(.char("l"))
        #expect(harness.screen.step == 3)
        harness.press(.key(.left), .key(.left))
        #expect(shows(harness, 0))
        #expect(harness.screen.step == 0)
        harness.press(.key(.left))
        #expect(shows(harness, 0))
    }

    @Test func pageKeysSeekThirtySecondsAndACountMultiplies() throws {
        try #require(end > 70_000 && end < 120_000)
        var harness = try ReplayHarness(game.recording)
        harness.press(.key(.pageDown))
        #expect(shows(harness, 30_000))
        #expect(harness.screen.step == harness.screen.game.step(atTime: 30_000))
        harness.press(.char("3"), .key(.pageDown))
        #expect(shows(harness, end), "a count past the end stops there")
        #expect(harness.screen.step == harness.screen.stepCount)
        #expect(!harness.screen.isPlaying)
        harness.press(.key(.pageUp))
        #expect(shows(harness, end - 30_000))
        harness.press(.key(.home), .char("1"), .char("2"), .key(.right))
        #expect(shows(harness, 60_000))
        harness.press(.char("3"), .char("."))
        #expect(harness.screen.step == harness.screen.game.step(atTime: 60_000) + 3, "a count of moves")
    }

    /// Seeking back to 0.00 s is the start Home shows (issue 31: Home said "Move 0/14", PgUp
    /// back to 0.00 s "Move 1/14", the first reveal being made at 0.00 s).
    @Test func seekingBackToTheStartShowsTheStartAsHomeDoes() throws {
        let atZero = ReplayFixtures.minesWin(start: 0, gap: 4000)
        var harness = try ReplayHarness(atZero.recording)
        // Paused, as the player looking at the start is: playing, the move made at 0.00 s is
        // shown at once after either key.
        harness.press(.char(" "))
        #expect(!harness.screen.isPlaying)
        harness.press(.key(.pageDown))
        #expect(harness.screen.step > 1)
        harness.press(.key(.pageUp))
        #expect(shows(harness, 0))
        let afterSeek = harness.screen.step
        harness.press(.key(.home))
        #expect(afterSeek == 0, "PgUp back to 0.00 s shows move 0")
        #expect(harness.screen.step == 0, "as Home does")
    }

    @Test func aCountShowsAndEscTakesItBackWithoutLeaving() throws {
        var harness = try ReplayHarness(game.recording)
        harness.press(.char("4"))
        #expect(harness.text.contains("Count 4"))
        guard case .stay = harness.press(.key(.escape)).navigation else {
            Issue.record("Esc after a count left the viewer")
            return
        }
        #expect(!harness.text.contains("Count"))
        harness.press(.key(.right))
        #expect(shows(harness, 5000), "the count was forgotten")
        guard case .pop = harness.press(.key(.escape)).navigation else {
            Issue.record("Esc did not leave")
            return
        }
    }

    @Test func commaAndPeriodStepOneMoveAndPause() throws {
        var harness = try ReplayHarness(game.recording)
        harness.press(.char("."))
        #expect(harness.screen.step == 1)
        #expect(!harness.screen.isPlaying)
        #expect(shows(harness, 1000))
        harness.press(.char("."), .char(","))
        #expect(harness.screen.step == 1)
    }

    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func thePositionBarFillsAsTheReplayGoes(size: ScreenSize) throws {
        var harness = try ReplayHarness(game.recording, size: size)
        let row = ReplayScreen.barRow(in: size)
        let width = size.columns - 2
        let bar = { (harness: ReplayHarness) in harness.frame.lines[row].trimmingCharacters(in: .whitespaces) }
        #expect(bar(harness) == String(repeating: "░", count: width))
        harness.wait(end / 2)
        let half = bar(harness)
        let full = half.filter { $0 == "█" }.count
        #expect(half.count == width)
        #expect(abs(full - width / 2) <= 1)
        harness.press(.key(.end))
        #expect(bar(harness) == String(repeating: "█", count: width))
    }

    @Test func aClickOnTheBarSeeksThere() throws {
        var harness = try ReplayHarness(game.recording)
        let size = harness.context.size
        let columns = ReplayScreen.barColumns(in: size)
        harness.press(.click(column: columns.upperBound - 1, row: ReplayScreen.barRow(in: size)))
        #expect(harness.screen.step == harness.screen.stepCount)
        harness.press(.click(column: columns.lowerBound, row: ReplayScreen.barRow(in: size)))
        #expect(harness.screen.step == 0)
    }

    @Test func thePathFromTheLastActionToTheNextIsUnderlined() throws {
        var harness = try ReplayHarness(game.recording, glyphs: .ascii, theme: .monochrome)
        harness.press(.char("."), .char("."))
        guard case .move(.reveal(let from)) = game.log.entries[1].action,
              case .move(.reveal(let to)) = game.log.entries[2].action else {
            Issue.record("the fixture's moves are reveals")
            return
        }
        try #require(from != to)
        let state = try MinesBackEnd.replay(game.setup, log: TimedLog(Array(game.log.entries.prefix(2))),
                                            claimedPlayMilliseconds: nil).get().session.current
        var boardSize = harness.context.size
        boardSize.rows -= 1
        let layout = MinesPlayLayout(size: boardSize, boardWidth: state.board.width, boardHeight: state.board.height,
                                     cursor: to)
        let path = MinesReplayPath(from: from, to: to)
        let frame = harness.frame
        for y in 0..<state.board.height {
            for x in 0..<state.board.width {
                let point = Point(x: x, y: y)
                let cell = frame[layout.column(ofCell: x), layout.row(ofCell: y)]
                #expect(cell.style.underline == path.cells.contains(point), "\(point)")
            }
        }
        #expect(frame.cursor == ScreenPosition(column: layout.column(ofCell: to.x), row: layout.row(ofCell: to.y)))
    }

    @Test func thePathIsAStraightLineOfTouchingCells() {
        let path = MinesReplayPath(from: Point(x: 1, y: 1), to: Point(x: 6, y: 3))
        #expect(path.cells.first == Point(x: 1, y: 1))
        #expect(path.cells.last == Point(x: 6, y: 3))
        #expect(path.cells.count == 6)
        for (a, b) in zip(path.cells, path.cells.dropFirst()) {
            #expect(max(abs(a.x - b.x), abs(a.y - b.y)) == 1)
        }
        #expect(MinesReplayPath(from: Point(x: 2, y: 2), to: Point(x: 2, y: 2)).cells == [Point(x: 2, y: 2)])
    }

    @Test func questionMarkOpensAHelpPageThatSaysWhatThePathIsNot() throws {
        var harness = try ReplayHarness(game.recording)
        guard case .push(let screen) = harness.press(.char("?")).navigation, let help = screen as? HelpScreen else {
            Issue.record("? did not open the help")
            return
        }
        #expect(help.topic == .replay)
        var context = harness.context
        for size in [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)] {
            context.size = size
            let page = HelpPage(help, width: size.columns, context: context).lines.text
                .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            #expect(page.contains("the way the player's cursor went from the last action's cell to the next one's"))
            #expect(page.contains("saved before cursor moves were kept"))
            #expect(page.contains("a straight line between the two, not the way the cursor went"))
            #expect(page.contains("PgUp PgDn"))
        }
    }

    @Test func noBannerPlaysOverTheViewerAndItShowsOnceTheViewerIsLeft() throws {
        let clock = ManualClock()
        let environment = Fixtures.environment(clock: clock)
        let terminal = ScriptedTerminal(clock: clock, steps: [
            .event(.char("r")), .pass(milliseconds: 1000), .event(.timeout), .event(.char(" ")),
            .pass(milliseconds: 5000), .event(.char("q")), .event(.char("x")),
        ])
        let recording = game.recording
        let menu = MainMenuScreen(items: [
            MenuItem(shortcut: "r", title: "Replay", detail: "a game just won") { _ in
                guard let viewer = try? ReplayScreen.open(recording, games: AppEnvironment.clearfieldGames).get() else {
                    return .stay
                }
                return ScreenCommand(.push(viewer), banners: ["Achievement unlocked: Watcher (+5)"])
            },
            MenuItem(shortcut: "x", title: "Quit", detail: "leave") { _ in .quit },
        ])
        let controller = AppController(terminal: terminal, environment: environment, screens: [menu])
        controller.run()
        let frames = terminal.presented.map(\.text)
        let viewerFrames = frames.filter { $0.contains("Replay") && $0.contains("Move ") }
        #expect(!viewerFrames.isEmpty)
        #expect(viewerFrames.allSatisfy { !$0.contains("Achievement unlocked") })
        let afterViewer = frames.drop { !($0.contains("Replay") && $0.contains("Move ")) }
            .drop { $0.contains("Move ") }
        #expect(afterViewer.contains { $0.contains("Achievement unlocked: Watcher") }, "held, not lost")
    }
}
