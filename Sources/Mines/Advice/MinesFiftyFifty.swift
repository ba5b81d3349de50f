/// Forced 50/50s: two covered cells holding exactly one mine between them that no other
/// reveal can ever tell apart. Every cell that touches one of them, revealed or covered,
/// touches the other too (or is a proven mine), so every number, shown or revealed later,
/// counts both alike, and the count of mines left is the same either way: the guess can never be avoided and will never get better. Taken early,
/// the safe cell's number may still help its neighbours; taken last, it only decides a board
/// already played out, so the chooser takes it as soon as logic runs out.
///
/// Found from the engine's facts: a fact of two cells and one mine is the pair (the pair rule
/// derives it from the numbers around), and the cells touching only one of them must all be
/// proven mines.
enum MinesFiftyFifty {
    /// The two cells (board indices, in increasing order) of the first forced 50/50 among the
    /// engine's facts; nil when there is none.
    static func forcedPair(in core: SolverCore) -> (Int, Int)? {
        let board = Neighbourhood(width: core.width, height: core.height)
        for fact in core.liveFacts() where core.mines(ofFact: fact) == 1 {
            let cells = core.cells(ofFact: fact)
            guard cells.count == 2 else { continue }
            let (first, second) = (min(cells[0], cells[1]), max(cells[0], cells[1]))
            if onlyTouchedTogether(first, second, board: board, core: core) { return (first, second) }
        }
        return nil
    }

    /// True when every cell touching one of the two and not the other is a proven mine: no
    /// number, shown or still to come, counts one without the other.
    static func onlyTouchedTogether(_ first: Int, _ second: Int, board: Neighbourhood, core: SolverCore) -> Bool {
        func touches(_ a: Int, _ b: Int) -> Bool {
            let ax = a % board.width, ay = a / board.width, bx = b % board.width, by = b / board.width
            return a != b && abs(ax - bx) <= 1 && abs(ay - by) <= 1
        }
        var together = true
        for (cell, other) in [(first, second), (second, first)] {
            board.forEachNeighbour(of: cell) { neighbour in
                guard neighbour != other, !touches(neighbour, other) else { return }
                if core.state(of: neighbour) != SolverCore.mine { together = false }
            }
        }
        return together
    }
}
