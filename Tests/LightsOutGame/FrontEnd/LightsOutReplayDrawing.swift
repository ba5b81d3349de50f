import GameCore
import GameRules
import Shell
import Terminal

/// Lights-out in the replay viewer: the play screen's board, the cursor on the light the
/// player presses next.
package enum LightsOutReplayDrawing: ReplayDrawing {
    package typealias BackEnd = LightsOutBackEnd

    package static func boardTitle(of setup: GameSetup<LightsOutParams>) -> String {
        "Scrambled \(setup.params.scramble) times"
    }

    package static func figures(of state: LightsOutState, hintsUsed: Int) -> String {
        "Presses \(state.presses)   Lit \(state.lights.nonzeroBitCount)"
    }

    package static func drawBoard(_ state: LightsOutState, next: SessionAction<LightsOutMove>?,
                                  into frame: inout FrameBuffer, context: ScreenContext) {
        var cursor: Int?
        if case .move(let move)? = next { cursor = move.cell }
        LightsOutPlayScreen.drawBoard(state, cursor: cursor, top: LightsOutPlayScreen.boardTop(context.size),
                                      into: &frame, context: context)
    }

    package static func minimumSize(of state: LightsOutState) -> ScreenSize { .compact }
}
