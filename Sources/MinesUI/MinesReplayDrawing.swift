import Shell
import ReplayUI
import GameCore
import GameRules
import Mines
import Terminal

/// Mines in the replay viewer: the play screen's board with the way from the last action's cell
/// to the next one's underlined. Where the log keeps the cursor's moves (traces, issue 22) that
/// way is the one the player's cursor went, and the cursor moves along it as the replay plays;
/// a log written before them keeps only the cells acted on, so the way shown is the straight
/// line between the two and the cursor waits on the next action's cell. A board wider than the
/// terminal shows the part around the cursor.
package enum MinesReplayDrawing: ReplayDrawing {
    package static let helpNotes = [
        "Mines: the underlined cells are the way the player's cursor went from the last action's cell "
            + "to the next one's, and the cursor moves along it as the replay plays. "
            + "A game saved before cursor moves were kept has only the cells acted on: "
            + "its underlined cells are a straight line between the two, not the way the cursor went.",
    ]

    package typealias BackEnd = MinesBackEnd

    package static func boardTitle(of setup: GameSetup<MinesGameParams>) -> String { setup.params.mode.title }

    package static func figures(of state: MinesState, hintsUsed: Int) -> String {
        let level = state.setup.mode.isEndless ? "Level \(state.level)   " : ""
        return "\(level)Mines left \(state.board.minesLeft)   Hints \(hintsUsed)"
    }

    package static func drawBoard(_ state: MinesState, next: SessionAction<MinesMove>?, into frame: inout FrameBuffer,
                          context: ScreenContext) {
        drawBoard(state, previous: nil, next: next, into: &frame, context: context)
    }

    /// The board with the cursor on the coming action's cell and the straight way there from the
    /// last action's cell underlined (a log without the cursor's moves).
    package static func drawBoard(_ state: MinesState, previous: SessionAction<MinesMove>?, next: SessionAction<MinesMove>?,
                                  into frame: inout FrameBuffer, context: ScreenContext) {
        let board = state.board
        let focus = next.flatMap(cell(of:)).flatMap { board.contains($0) ? $0 : nil }
        let layout = MinesPlayLayout(size: context.size, boardWidth: board.width, boardHeight: board.height,
                                     cursor: focus ?? MinesPlayScreen.centre(of: board))
        MinesPlayScreen.drawBoard(board, cursor: focus, layout: layout, into: &frame, context: context)
        if let from = previous.flatMap(cell(of:)), let focus, board.contains(from) {
            MinesReplayPath(from: from, to: focus).draw(into: &frame, layout: layout)
        }
    }

    /// The board with the cursor where the player's was at `position` and its way from the last
    /// action's cell through every cell it went to, to the next action's cell, underlined. Without
    /// traces, as above.
    package static func drawBoard(_ state: MinesState, previous: SessionAction<MinesMove>?, next: SessionAction<MinesMove>?,
                                  traces: ArraySlice<TimedAction<MinesMove>>, position: Int,
                                  into frame: inout FrameBuffer, context: ScreenContext) {
        let board = state.board
        let way = MinesCursorWay(start: previous.flatMap(cell(of:)), traces: traces,
                                 end: next.flatMap(cell(of:)), board: board, isFirstWay: previous == nil)
        guard !way.stops.isEmpty else {
            drawBoard(state, previous: previous, next: next, into: &frame, context: context)
            return
        }
        let focus = way.cursor(at: position)
        let layout = MinesPlayLayout(size: context.size, boardWidth: board.width, boardHeight: board.height,
                                     cursor: focus)
        MinesPlayScreen.drawBoard(board, cursor: focus, layout: layout, into: &frame, context: context)
        way.path.draw(into: &frame, layout: layout)
    }

    /// A board bigger than the terminal scrolls, as in play.
    package static func minimumSize(of state: MinesState) -> ScreenSize { .compact }

    /// Scrolling, the board needs no more rows for the viewer's own lines.
    package static func minimumSize(of state: MinesState, reservingRows rows: Int) -> ScreenSize { .compact }

    private static func cell(of action: SessionAction<MinesMove>) -> Point? {
        guard case .move(let move) = action else { return nil }
        switch move {
        case .reveal(let point), .flag(let point), .chord(let point): return point
        case .nextBoard, .cursor: return nil
        }
    }
}
