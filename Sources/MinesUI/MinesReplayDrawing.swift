import Shell
import ReplayUI
import GameCore
import GameRules
import Mines
import Terminal

/// Mines in the replay viewer: the play screen's board, the terminal's cursor on the cell the
/// player acts on next, the way to it from the last action's cell underlined. A board wider
/// than the terminal shows the part around that cell.
package enum MinesReplayDrawing: ReplayDrawing {
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

    /// The board with the terminal's cursor on the coming action's cell and the way there from
    /// the last action's cell underlined (MinesReplayPath: the log keeps no cursor moves).
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

    /// A board bigger than the terminal scrolls, as in play.
    package static func minimumSize(of state: MinesState) -> ScreenSize { .compact }

    /// Scrolling, the board needs no more rows for the viewer's own lines.
    package static func minimumSize(of state: MinesState, reservingRows rows: Int) -> ScreenSize { .compact }

    private static func cell(of action: SessionAction<MinesMove>) -> Point? {
        guard case .move(let move) = action else { return nil }
        switch move {
        case .reveal(let point), .flag(let point), .chord(let point): return point
        case .nextBoard: return nil
        }
    }
}
