import GameCore

extension MinesMove {
    /// The cell the move is on (the cursor's, for a trace); nil for `nextBoard`.
    public var cell: Point? {
        switch self {
        case .reveal(let point), .flag(let point), .chord(let point), .cursor(let point): point
        case .nextBoard: nil
        }
    }
}
