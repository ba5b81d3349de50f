import GameCore
import GameRules

/// A Mines run as the board service's replay page draws it.
extension MinesBackEnd: GameTextReplay {
    /// `#` covered, `F` a flag, `?` a question mark, `.` an opened empty cell, its count
    /// otherwise; after a loss `*` a mine, `X` the one that went off, `x` a wrong flag.
    public static func textRows(of state: MinesState) -> [String] {
        let board = state.board
        return (0..<board.height).map { y in
            String((0..<board.width).map { x -> Character in
                switch board.appearance(at: Point(x: x, y: y)) {
                case .covered: "#"
                case .flagged: "F"
                case .questioned: "?"
                case .revealed(let count): count == 0 ? "." : Character(String(count))
                case .mine: "*"
                case .explodedMine: "X"
                case .wrongFlag: "x"
                }
            })
        }
    }

    public static func words(for move: MinesMove) -> String {
        switch move {
        case .reveal(let point): "reveal \(cell(point))"
        case .flag(let point): "flag \(cell(point))"
        case .chord(let point): "chord \(cell(point))"
        case .nextBoard: "the next board"
        case .cursor(let point): "cursor to \(cell(point))"
        }
    }

    private static func cell(_ point: Point) -> String { cellWords(x: point.x, y: point.y) }
}
