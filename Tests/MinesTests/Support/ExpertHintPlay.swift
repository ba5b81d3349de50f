import GameCore
import Testing
@testable import Mines

/// Plays the expert board (30×16, 99 mines, first reveal at 3,3) of `seed` as `mines autoplay`
/// does, by the hint alone, handing every advice and the board it was given for to `inspect`:
/// the hint's rules checked where they apply in real games.
func playExpertBoardByTheHint(seed: UInt64, inspect: (MinesAdvice, MinesBoard) throws -> Void) throws {
    let params = try MinesParams(width: 30, height: 16, mines: 99)
    let setup = MinesAutoplay.setup(params, seed: seed)
    var state = MinesState(setup: setup.params.setup(seed: seed))
    state = try #require(state.applying(.reveal(Point(x: 3, y: 3)))).state
    while state.board.outcome == .playing, let advice = MinesMoveChooser.advice(for: state.board.visible) {
        try inspect(advice, state.board)
        let points = advice.guess == nil ? advice.provenSafe : [advice.point]
        for point in points where state.board.outcome == .playing && state.board.mark(at: point) != .revealed {
            guard let next = state.applying(.reveal(point)) else { break }
            state = next.state
        }
    }
}
