import GameCore

/// What the hint key tells the player.
public enum TilesHint: Equatable, Sendable {
    /// A cell of a group whose removal keeps the board clearable.
    case move(Point)
    /// No sequence of moves clears the board from here (also said of a board already
    /// cleared: there is no move left to suggest).
    case noneClearable
    /// The search hit its limit before finding a clearing or proving there is none.
    case unknown
}

extension TilesSolver {
    /// A move that keeps the position clearable: the first move of a clearing sequence.
    /// Following hints one after another therefore clears any clearable position, as long as
    /// each search stays within the node limit.
    public func hint(for state: TilesState) -> TilesHint {
        guard !state.board.isEmpty else { return .noneClearable }
        let solution = solve(state.board)
        switch solution.verdict {
        case .clearable:
            guard let first = solution.moves.first else { return .noneClearable }
            return .move(first.point)
        case .unclearable:
            return .noneClearable
        case .undecided:
            return .unknown
        }
    }
}
