@testable import Shell
@testable import TilesUI
@testable import Midend
import GameCore
import Terminal
import Testing
import Tiles
@testable import UITestSupport

@Suite struct TilesPlayTests {
    /// Removing the red pair leaves four single tiles: stuck.
    static let trap = Fixtures.level(9, "Trap", "RRG\nBGB", par: 1)

    struct Setup {
        let clock = ManualClock()
        let store = FakeStore()
        var context: ScreenContext
        var screen: TilesPlayScreen

        /// `screen` in place of the level's own (a daily); `configure` changes the environment first.
        init(level: Level, campaign: [Level] = Fixtures.levels, screen: TilesPlayScreen? = nil,
             size: ScreenSize = ScreenSize(columns: 80, rows: 24), configure: (inout AppEnvironment) -> Void = { _ in }) {
            var environment = Fixtures.environment(store: store, clock: clock)
            configure(&environment)
            context = Fixtures.context(environment, size: size)
            self.screen = screen ?? TilesPlayScreen(level: level, campaign: campaign)
            self.screen.activate(context: context)
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

        var text: String { screen.frame(context).text }
    }

    @Test func undoRedoAndRestartRestoreExactBoards() {
        var setup = Setup(level: Fixtures.levels[1])
        let start = setup.screen.state.board
        setup.press(.key(.enter))
        let afterMove = setup.screen.state.board
        #expect(afterMove.mapRows == ["BB.", "RR."])
        setup.press(.char("u"))
        #expect(setup.screen.state.board == start)
        setup.press(.char("r"))
        #expect(setup.screen.state.board == afterMove)
        setup.press(.char("R"))
        #expect(setup.screen.state.board == start && setup.screen.state.moves == 0)
        setup.press(.char("u"))
        #expect(setup.screen.state.board == afterMove, "a restart is itself undoable")
        setup.press(.char("r"), .char("r"))
        #expect(setup.text.contains("Nothing to redo"))
    }

    @Test func aTypedCountRepeatsMovesAndUndos() {
        var setup = Setup(level: Fixtures.levels[2])   // 6×4, cursor bottom left
        #expect(setup.screen.cursor == Point(x: 0, y: 3))
        setup.press(.char("3"))
        #expect(setup.text.contains("Repeat 3: now a move, u or r"))
        setup.press(.char("l"))
        #expect(setup.screen.cursor == Point(x: 3, y: 3))
        setup.press(.char("1"), .char("2"), .key(.up))
        #expect(setup.screen.cursor == Point(x: 3, y: 0), "moves stop at the edge")
        setup.press(.char("a"), .char("s"), .char("d"), .char("w"), .char("h"), .char("j"))
        #expect(setup.screen.cursor == Point(x: 2, y: 1))
        setup.press(.key(.enter))                       // the yellow group of 4
        #expect(setup.screen.state.score == 4)
        setup.press(.key(.down), .key(.down), .key(.left), .key(.left), .key(.enter))   // reds
        #expect(setup.screen.state.moves == 2)
        setup.press(.char("2"), .char("u"))
        #expect(setup.screen.state.moves == 0 && setup.screen.session.undosUsed == 2)
        setup.press(.char("0"))
        #expect(!setup.text.contains("Repeat"), "a count cannot start with 0")
    }

    /// Esc after a count takes the count back instead of leaving the level (issue 22).
    @Test func escAfterACountCancelsTheCount() {
        var setup = Setup(level: Fixtures.levels[2])   // 6×4, cursor bottom left
        setup.press(.char("3"), .key(.escape))
        #expect(setup.text.contains("Count cancelled"))
        setup.press(.char("l"))
        #expect(setup.screen.cursor == Point(x: 1, y: 3), "the count is gone: one step, not three")
    }

    @Test func stuckBoardSaysSoAndOffersUndo() {
        var setup = Setup(level: Self.trap)
        setup.press(.key(.up), .key(.enter))
        #expect(setup.screen.state.isStuck)
        #expect(setup.text.contains("Stuck: no group of 2 is left (4 tiles) — u undo, R restart"))
        #expect(!setup.screen.clock.isRunning, "the clock stops on a stuck board")
        #expect(setup.store.events.contains(.boardStuck))
        setup.press(.char("H"))
        #expect(setup.screen.session.hintsUsed == 0)
        setup.press(.char("u"))
        #expect(!setup.screen.state.isStuck && setup.screen.clock.isRunning)
        setup.press(.char("q"))
        #expect(setup.store.events.last == .gameEnded(.tiles, .abandoned))
    }

    @Test func leavingAStuckLevelCountsAsLost() {
        var setup = Setup(level: Self.trap)
        setup.press(.key(.up), .key(.enter))
        let command = setup.press(.key(.escape))
        guard case .pop = command.navigation else {
            Issue.record("Esc leaves the level")
            return
        }
        #expect(setup.store.events.last == .gameEnded(.tiles, .lost))
    }

    @Test func aSingleTileOrAnEmptyCellIsNotAMove() {
        var setup = Setup(level: Self.trap)
        setup.press(.key(.enter))                        // bottom left is a lone blue tile
        #expect(setup.screen.state.moves == 0)
        #expect(setup.text.contains("A single tile cannot be removed: it needs a neighbour of its colour"))
        #expect(setup.text.contains("Single blue tile: no move"))
    }

    @Test func theCursorMovesToTheNearestTileWhenItsCellEmpties() {
        var setup = Setup(level: Fixtures.levels[2])
        setup.press(.key(.up), .key(.up), .key(.up), .char("l"), .char("l"))   // the top yellow tile at (2, 0)
        #expect(setup.screen.cursor == Point(x: 2, y: 0))
        setup.press(.key(.enter))
        #expect(setup.screen.state.board.color(at: setup.screen.cursor) != nil)
        #expect(setup.screen.cursor == Point(x: 2, y: 2), "the nearest tile below the emptied top")
    }

    @Test func clearingRecordsTheResultOnceWithItsNumbers() throws {
        var setup = Setup(level: Fixtures.levels[0])
        setup.clock.advance(milliseconds: 1500)
        setup.press(.key(.enter), .key(.enter))
        let result = try #require(setup.store.results.first)
        #expect(setup.store.results.count == 1)
        #expect(result == LevelResult(level: 1, score: 1000, moves: 2, stars: 3, hintsUsed: 0, undosUsed: 0,
                                      playMilliseconds: 1500, finishedAt: setup.clock.wallTime()))
        #expect(!setup.screen.clock.isRunning)
        #expect(setup.store.events.suffix(1) == [.gameEnded(.tiles, .won)], "the clear ended the game")
        // Undo after the clear is another attempt (a game of its own); clearing again is recorded too.
        setup.press(.char("u"))
        #expect(setup.screen.clock.isRunning)
        #expect(setup.screen.state.moves == 1 && !setup.screen.state.isCleared)
        #expect(setup.store.events.suffix(1) == [.gameStarted(.tiles)])
        setup.press(.key(.enter))
        #expect(setup.store.results.count == 2)
    }

    @Test func aResultThatCannotBeWrittenBecomesABannerAndIsKeptForLater() throws {
        // The level's result is written with the rollover, in the end-of-game transaction.
        let fixture = try ProgressFixture()
        var setup = Setup(level: Fixtures.levels[0])
        setup.context = Fixtures.context(fixture.environment(clock: setup.clock))
        setup.screen = TilesPlayScreen(level: Fixtures.levels[0], campaign: Fixtures.levels)
        setup.screen.activate(context: setup.context)
        fixture.store.failing = true
        let answers = [setup.press(.key(.enter)), setup.press(.key(.enter))]
        #expect(setup.screen.state.isCleared)
        #expect(answers.flatMap(\.banners).contains("Database busy: results kept, will retry"))
        #expect(setup.screen.tick(context: setup.context).banners.isEmpty, "banners are handed over once")
        #expect(fixture.keeper.pending.count == 1, "the finished game waits to be written")
        #expect(try fixture.database.levelProgress(player: fixture.player.id, levelNumber: 1) == nil)
        fixture.store.failing = false
        #expect(fixture.keeper.close() == nil)
        let written = try #require(try fixture.database.levelProgress(player: fixture.player.id, levelNumber: 1))
        #expect(written.passed && written.bestScore == 1000 && written.bestStars == 3)
    }

    @Test func nextLevelReplacesTheScreenAndTheLastLevelGoesBack() throws {
        var first = Setup(level: Fixtures.levels[0])
        first.press(.key(.enter), .key(.enter))
        guard case .replace(let next) = first.press(.key(.enter)).navigation, let nextScreen = next as? TilesPlayScreen else {
            Issue.record("Enter after a clear opens the next level")
            return
        }
        #expect(nextScreen.level.number == 2)

        let lastCampaign = [Fixtures.levels[0]]
        var last = Setup(level: Fixtures.levels[0], campaign: lastCampaign)
        last.press(.key(.enter), .key(.enter))
        #expect(last.text.contains("Enter: back to the levels"))
        let command = last.press(.char("n"))
        guard case .pop = command.navigation else {
            Issue.record("after the last level the player goes back to the list")
            return
        }
        #expect(command.banners == ["You have cleared the last level. Well played!"])
    }

    @Test func theGameStartsOnceEvenWhenShownAgain() {
        var setup = Setup(level: Fixtures.levels[0])
        setup.screen.deactivate(context: setup.context)
        setup.screen.activate(context: setup.context)
        #expect(setup.store.events.filter { $0 == .gameStarted(.tiles) }.count == 1)
    }

    @Test func clicksOutsideTheBoardOrOnEmptyCellsDoNothing() {
        var setup = Setup(level: Fixtures.levels[2])
        // 6×4 at 80×24, zoomed; cell (0, 0) is empty; the frame's left border is left of cell (0, 3).
        let layout = TilesPlayLayout(size: setup.context.size, board: Fixtures.levels[2].board)
        let left = layout.column(ofCell: 0), bottom = layout.row(ofCell: 3)
        setup.press(.click(column: left, row: layout.row(ofCell: 0)), .click(column: 0, row: 0),
                    .click(column: left - 1, row: bottom))
        #expect(setup.screen.state.moves == 0)
        setup.press(.mouse(MouseEvent(position: ScreenPosition(column: left, row: bottom), button: .right)))
        #expect(setup.screen.state.moves == 0, "only the left button removes")
        // The last column and row of the red tile (0, 3)'s block.
        setup.press(.click(column: left + 2 * layout.zoom - 1, row: bottom + layout.zoom - 1))
        #expect(setup.screen.state.moves == 1)
    }

    @Test func aResumedGameKeepsItsHistoryClockAndCursorAndIsNotStartedAgain() {
        var setup = Setup(level: Fixtures.levels[1])
        setup.clock.advance(milliseconds: 4000)
        setup.press(.key(.enter), .char("u"), .char("r"), .key(.right))
        setup.screen.deactivate(context: setup.context)
        let saved = setup.screen

        let store = FakeStore()
        let context = Fixtures.context(Fixtures.environment(store: store, clock: setup.clock))
        // Rebuilt the way Continue rebuilds it: the timed log replayed through the back end.
        let play = GamePlay<TilesBackEnd>.resume(saved.play.setup, log: saved.play.log, interface: saved.play.interface,
                                                 playMilliseconds: saved.play.playMilliseconds(at: setup.clock.now()),
                                                 paused: false)
        guard case .success(let rebuilt) = play else {
            Issue.record("the game's own log does not replay: \(play)")
            return
        }
        var resumed = TilesPlayScreen(level: saved.level, campaign: saved.campaign, resuming: rebuilt)
        resumed.activate(context: context)
        #expect(resumed.state == saved.state)
        #expect(resumed.session.log == saved.session.log)
        #expect(resumed.cursor == saved.cursor)
        #expect(resumed.clock.elapsedMilliseconds(at: context.now) == 4000)
        #expect(resumed.play.log.entries.map(\.offset) == [4000, 4000, 4000], "every action has its play-clock time")
        #expect(store.reports.isEmpty, "resuming is not a new game")
        _ = resumed.handle(.char("u"), context: context)
        #expect(resumed.state.moves == 0, "the undo history came back too")
    }

    @Test func layoutFitsEveryBoardAtTheSizeItsScreenAsksFor() {
        for (width, height) in [(1, 1), (4, 4), (16, 12), (16, 14), (24, 15), (24, 16), (TileMap.maximumWidth, TileMap.maximumHeight)] {
            let board = TileBoard(grid: Grid(width: width, height: height, repeating: 1))
            let size = TilesPlayScreen.minimumSize(boardWidth: width, boardHeight: height)
            #expect(size.fits(.compact), "never less than the compact size")
            #expect(ScreenSize(columns: 80, rows: 24).fits(size), "no board a map may hold needs more than 80×24")
            #expect(size == .compact || height > 14, "\(width)×\(height): boards up to 14 rows play at 60×20")
            let layout = TilesPlayLayout(size: size, board: board)
            #expect(layout.frameLeft >= 1 && layout.frameLeft + layout.frameColumns <= size.columns - 1)
            #expect(layout.frameTop >= TilesPlayLayout.areaTop)
            #expect(layout.frameTop + layout.frameRows <= size.rows - TilesPlayLayout.bottomLines)
            #expect(layout.cell(at: ScreenPosition(column: layout.column(ofCell: width - 1) + 1,
                                                   row: layout.row(ofCell: height - 1))) == Point(x: width - 1, y: height - 1))
        }
    }
}
