@testable import ReplayUI
@testable import MinesUI
import Foundation
import GameCore
import GameRules
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// Issue 22: the Mines play screen keeps the cursor's way in the game's log (traces: a run of
/// moves one way as its end, nothing a play's own cell already says), as no play (no move, no
/// autosave, no count), and the replay viewer underlines that way and moves the cursor along it.
@Suite struct MinesCursorTraceTests {
    static func traces(_ log: TimedLog<MinesMove>) -> [Point] {
        log.entries.compactMap { if case .move(.cursor(let cell)) = $0.action { cell } else { nil } }
    }

    @Test func theCursorsWayIsKeptAsTracesAHeldKeysRunAsItsEnd() throws {
        var mines = MinesScreenHarness(seed: 11)
        mines.press(.char(" "))
        let revealed = mines.screen.cursor
        #expect(mines.state.board.isStarted)
        mines.wait(milliseconds: 1_000)
        for _ in 0..<3 {
            mines.press(.char("l"))
            mines.wait(milliseconds: 40)
        }
        mines.wait(milliseconds: 1_000)
        mines.press(.char("j"))
        mines.wait(milliseconds: 40)
        mines.press(.char("j"))
        let right = Point(x: revealed.x + 3, y: revealed.y)
        #expect(Self.traces(mines.screen.play.log) == [right, Point(x: right.x, y: right.y + 2)])
        #expect(mines.screen.play.playCount == 1)
        // Slow taps one way are kept one by one: the time between them is the player's.
        mines.wait(milliseconds: 1_000)
        mines.press(.char("h"))
        mines.wait(milliseconds: 500)
        mines.press(.char("h"))
        #expect(Self.traces(mines.screen.play.log).suffix(2) == [Point(x: right.x - 1, y: right.y + 2),
                                                                 Point(x: right.x - 2, y: right.y + 2)])
        let log = mines.screen.play.log
        #expect(MinesBackEnd.verify(mines.screen.play.setup, log: log, claimedPlayMilliseconds: nil)
                == MinesBackEnd.verify(mines.screen.play.setup, log: log.plays, claimedPlayMilliseconds: nil))
    }

    @Test func aPlayOnTheCursorsCellOrAClickAddsNoTrace() throws {
        var mines = MinesScreenHarness(seed: 11)
        mines.press(.char(" "))
        let layout = try #require(mines.board.layout)
        let covered = try #require((0..<81).lazy.map { Point(x: $0 % 9, y: $0 / 9) }
            .first { mines.board.mark(at: $0) == .covered && !layout.isMine(at: $0) })
        mines.wait(milliseconds: 500)
        mines.click(covered)
        #expect(Self.traces(mines.screen.play.log).isEmpty)
        #expect(mines.screen.play.log.entries.last?.action == .move(.reveal(covered)))
    }

    @Test func cursorMovesAloneAreNoMoveNoSaveAndNoCount() throws {
        var mines = MinesScreenHarness(seed: 11)
        let saved = mines.screen.play.savedAtCount
        // A staircase: every move turns, so none is joined to the one before.
        for key in Array("ljljljlj") {
            mines.press(.char(key))
            mines.wait(milliseconds: 400)
        }
        #expect(Self.traces(mines.screen.play.log).count == 8)
        #expect(mines.screen.play.playCount == 0)
        #expect(!mines.screen.play.hasMoved)
        #expect(mines.screen.play.savedAtCount == saved, "no autosave for the cursor's moves")
        // Left with no play: not counted (with a play it would end as abandoned).
        guard case .pop = mines.press(.char("q")).navigation else {
            Issue.record("q leaves the game")
            return
        }
        #expect(!mines.store.events.contains(.gameEnded(.mines, .abandoned)))
    }

    /// A won beginner game whose log keeps a detour between its second and third actions: up to
    /// the bottom row, along it, and up to the third action's cell.
    static func detour() throws -> (recording: ReplayRecording, from: Point, corners: [Point], to: Point, at: Int) {
        let game = ReplayFixtures.minesWin(gap: 4_000)
        guard case .move(.reveal(let from)) = game.log.entries[1].action,
              case .move(.reveal(let to)) = game.log.entries[2].action,
              let at = game.log.entries[1].offset else { throw ReplayProblem("the fixture's moves are reveals") }
        let corners = [Point(x: from.x, y: 8), Point(x: to.x, y: 8)]
        var entries = game.log.entries
        entries.insert(contentsOf: [TimedAction(.move(.cursor(corners[0])), at: at + 1_000),
                                    TimedAction(.move(.cursor(corners[1])), at: at + 2_000)], at: 2)
        let log = TimedLog(entries)
        let recording = ReplayFixtures.recording(kind: "mines", setup: try MinesBackEnd.encode(game.setup),
                                                 log: log.packed(), claimed: log.lastKnownOffset)
        return (recording, from, corners, to, at)
    }

    @Test func theReplayUnderlinesTheWayTheCursorWentAndMovesTheCursorAlongIt() throws {
        let game = try Self.detour()
        var harness = try ReplayHarness(game.recording, glyphs: .ascii, theme: .monochrome)
        #expect(harness.screen.stepCount == ReplayFixtures.minesWin(gap: 4_000).log.count, "traces are no steps")
        #expect(harness.screen.game.verdict.isVerified)
        harness.press(.char("."), .char("."))
        var boardSize = harness.context.size
        boardSize.rows -= 1
        let layout = MinesPlayLayout(size: boardSize, boardWidth: 9, boardHeight: 9, cursor: game.to)
        let way = MinesReplayPath(through: [game.from] + game.corners + [game.to])
        let straight = MinesReplayPath(from: game.from, to: game.to)
        #expect(Set(way.cells) != Set(straight.cells))
        var frame = harness.frame
        for y in 0..<9 {
            for x in 0..<9 {
                let point = Point(x: x, y: y)
                #expect(frame[layout.column(ofCell: x), layout.row(ofCell: y)].style.underline == way.cells.contains(point),
                        "\(point)")
            }
        }
        func cursor(_ cell: Point) -> ScreenPosition {
            ScreenPosition(column: layout.column(ofCell: cell.x), row: layout.row(ofCell: cell.y))
        }
        // Paused on the second action: the cursor is where the player's was then.
        #expect(frame.cursor == cursor(game.from))
        // Playing: past the second corner's time the cursor is there; at the action, on its cell.
        harness.press(.char(" "))
        harness.wait(2_100)
        frame = harness.frame
        #expect(harness.screen.step == 2)
        #expect(frame.cursor == cursor(game.corners[1]))
        harness.wait(2_000)
        #expect(harness.screen.step == 3)
    }

    @Test func theWayIsFollowedCellByCellAlongARunAndFromTheMiddleAtFirst() {
        let board = MinesState(setup: MinesGameParams(mode: .classic(.beginner)).setup(seed: 3)).board
        let way = MinesCursorWay(start: Point(x: 0, y: 0),
                                 traces: [TimedAction(.move(.cursor(Point(x: 4, y: 0))), at: 1_000)],
                                 end: Point(x: 4, y: 0), board: board)
        // A run of four cells kept as its end: shown one cell a step over its last 240 ms.
        #expect(way.cursor(at: 500) == Point(x: 0, y: 0))
        #expect(way.cursor(at: 820) == Point(x: 1, y: 0))
        #expect(way.cursor(at: 940) == Point(x: 3, y: 0))
        #expect(way.cursor(at: 1_000) == Point(x: 4, y: 0))
        let first = MinesCursorWay(start: nil, traces: [TimedAction(.move(.cursor(Point(x: 1, y: 1))), at: 0)],
                                   end: Point(x: 1, y: 1), board: board, isFirstWay: true)
        #expect(first.path.cells.first == Point(x: 4, y: 4))
    }
}
