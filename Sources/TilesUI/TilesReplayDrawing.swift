import Shell
import ReplayUI
import TilesPacksUI
import GameCore
import GameRules
import Terminal
import Tiles

/// Tiles in the replay viewer: the play screen's board, with the coming move's group lit and
/// the cursor's mark on the tile the player is about to take.
package enum TilesReplayDrawing: ReplayDrawing {
    package typealias BackEnd = TilesBackEnd

    package static func boardTitle(of setup: GameSetup<TilesParams>) -> String { "Level \(setup.params.level)" }

    package static func figures(of state: TilesState, hintsUsed: Int) -> String {
        return "Score \(TextLayout.number(state.score))   Moves \(state.moves) (par \(state.par))"
            + "   Hints \(hintsUsed)"
    }

    package static func drawBoard(_ state: TilesState, next: SessionAction<TilesMove>?, into frame: inout FrameBuffer,
                          context: ScreenContext) {
        let layout = TilesPlayLayout(size: context.size, board: state.board)
        var cursor: Point?
        var group: [Point] = []
        if case .move(let move) = next {
            cursor = move.point
            group = state.board.group(at: move.point)
        }
        TilesPlayScreen.drawBoard(state.board, cursor: cursor,
                                  highlighted: group.count >= TilesScoring.minimumGroup ? Set(group) : [],
                                  layout: layout, into: &frame, context: context)
    }

    package static func minimumSize(of state: TilesState) -> ScreenSize {
        TilesPlayScreen.minimumSize(boardWidth: state.board.width, boardHeight: state.board.height)
    }

    /// The board's rows and the viewer's own: a board that fits with room to spare needs no more.
    package static func minimumSize(of state: TilesState, reservingRows rows: Int) -> ScreenSize {
        TilesPlayScreen.minimumSize(boardWidth: state.board.width, boardHeight: state.board.height + rows)
    }
}
