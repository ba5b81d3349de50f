import Shell
import ReplayUI
import Mines

extension MinesPlayScreen {
    /// Why a move did nothing, in the player's terms.
    package static func whyNot(_ move: MinesMove, board: MinesBoard) -> String {
        switch move {
        case .reveal(let point):
            board.mark(at: point) == .flagged ? "Flagged: f takes the flag off first" : "Already open"
        case .flag(let point):
            if board.mark(at: point) == .revealed { "This cell is open: there is nothing to flag" }
            else { "This cell cannot be flagged" }
        case .chord(let point):
            switch board.appearance(at: point) {
            case .revealed(let number) where number > 0:
                "To chord, flag exactly \(number) of its neighbours first"
            case .revealed:
                "Nothing to chord: no mine is next to this cell"
            default:
                "Chord works on a revealed number"
            }
        case .nextBoard:
            "The board is not cleared yet"
        case .cursor:
            ""
        }
    }
}
