import GameCore
import GameRules
import Terminal

/// One game's side of the replay viewer: its board drawn with its play screen's drawing.
/// Each game names one in its `GameFrontEnd`, beside its play screen.
package protocol ReplayDrawing {
    associatedtype BackEnd: GameBackEnd
    typealias State = BackEnd.State

    /// The game this draws (by default its back end's).
    static var kind: GameKind { get }
    /// What the help's replay page says of this game's boards in the viewer (Mines: the cursor's
    /// path), as paragraphs; by default nothing.
    static var helpNotes: [String] { get }
    /// The board or level of the setup ("Expert", "Level 3").
    static func boardTitle(of setup: GameSetup<BackEnd.Params>) -> String
    /// The game's own figures after a step, one line (`hintsUsed`: the hints counted so far).
    static func figures(of state: State, hintsUsed: Int) -> String
    /// Draws `state` with the cell of the coming action (`next`, nil at the end) marked, so the
    /// viewer sees where the player is about to act.
    static func drawBoard(_ state: State, next: SessionAction<State.Move>?, into frame: inout FrameBuffer,
                          context: ScreenContext)
    static func minimumSize(of state: State) -> ScreenSize
    /// The terminal the board needs when the viewer keeps `rows` more lines for itself under
    /// the board; by default the play screen's minimum that much taller. A board that scrolls
    /// says less.
    static func minimumSize(of state: State, reservingRows rows: Int) -> ScreenSize
    /// Draws `state` as `drawBoard(_:next:into:context:)` does, with the way from the cell of the
    /// action just shown (`previous`) to the coming one's; by default without it.
    static func drawBoard(_ state: State, previous: SessionAction<State.Move>?, next: SessionAction<State.Move>?,
                          into frame: inout FrameBuffer, context: ScreenContext)
    /// As `drawBoard(_:previous:next:into:context:)`, with the traces the log kept between the two
    /// actions (`PackableMove.isTrace`: Mines' cursor moves, each with its time) and the replay's
    /// position on the play clock. By default the traces are not drawn.
    static func drawBoard(_ state: State, previous: SessionAction<State.Move>?, next: SessionAction<State.Move>?,
                          traces: ArraySlice<TimedAction<State.Move>>, position: Int,
                          into frame: inout FrameBuffer, context: ScreenContext)
}

extension ReplayDrawing {
    package static var kind: GameKind { BackEnd.kind }
    package static var helpNotes: [String] { [] }

    package static func minimumSize(of state: State, reservingRows rows: Int) -> ScreenSize {
        let size = minimumSize(of: state)
        return ScreenSize(columns: size.columns, rows: size.rows + rows)
    }

    package static func drawBoard(_ state: State, previous: SessionAction<State.Move>?, next: SessionAction<State.Move>?,
                                  into frame: inout FrameBuffer, context: ScreenContext) {
        drawBoard(state, next: next, into: &frame, context: context)
    }

    package static func drawBoard(_ state: State, previous: SessionAction<State.Move>?, next: SessionAction<State.Move>?,
                                  traces: ArraySlice<TimedAction<State.Move>>, position: Int,
                                  into frame: inout FrameBuffer, context: ScreenContext) {
        drawBoard(state, previous: previous, next: next, into: &frame, context: context)
    }
}
