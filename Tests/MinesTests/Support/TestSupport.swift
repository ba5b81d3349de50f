import Testing
import GameCore
@testable import Mines

/// A layout drawn as rows of `*` (mine) and `.` (safe), top row first.
func layout(_ rows: String...) -> MineLayout {
    let width = rows.first?.count ?? 0
    precondition(rows.allSatisfy { $0.count == width }, "test layouts must be rectangular")
    let mines = rows.flatMap { row in row.map { $0 == "*" } }
    guard let layout = MineLayout(width: width, height: rows.count, isMine: mines) else {
        preconditionFailure("test layout has no cells")
    }
    return layout
}

/// Applies a board move that the test expects to be legal.
func applied(_ step: (board: MinesBoard, events: [GameEvent])?,
             sourceLocation: SourceLocation = #_sourceLocation) throws -> (MinesBoard, [GameEvent]) {
    let unwrapped = try #require(step, sourceLocation: sourceLocation)
    return (unwrapped.board, unwrapped.events)
}

/// Plays one state move that the test expects to be legal.
func playing(_ state: MinesState, _ move: MinesMove,
             sourceLocation: SourceLocation = #_sourceLocation) throws -> (MinesState, [GameEvent]) {
    let unwrapped = try #require(state.applying(move), sourceLocation: sourceLocation)
    return (unwrapped.state, unwrapped.events)
}

/// The cells a board shows as revealed, as rows: the number, `#` covered, `F` flagged.
func shown(_ board: MinesBoard) -> [String] {
    (0..<board.height).map { y in
        String((0..<board.width).map { x -> Character in
            switch board.appearance(at: Point(x: x, y: y)) {
            case .covered: "#"
            case .flagged: "F"
            case .questioned: "?"
            case .revealed(let number): Character(String(number))
            case .mine: "*"
            case .explodedMine: "X"
            case .wrongFlag: "W"
            }
        })
    }
}
