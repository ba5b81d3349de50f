/// Every layout of the mines left that fits what the engine knows, listed outright for the
/// endgame search (`MinesEndgame`): at most 64 covered cells, one bit each.
///
/// The covered cells are assigned depth first, the cells of the live facts first (in the
/// facts' order, so a fact is complete, and checked, early) and the cells in no fact last;
/// the count of mines left is one more fact over all of them. A branch is cut as soon as a
/// fact needs more mines than it has cells left, or fewer than none.
struct MinesLayoutList {
    /// Board indices of the covered cells; bit i of a layout is `cells[i]`.
    let cells: [Int]
    /// Each layout: a set bit for a mine.
    private(set) var layouts: [UInt64] = []
    /// Per covered cell: the proven mines around it, and its covered neighbours as a mask.
    let knownAround: [Int]
    let neighbourMask: [UInt64]

    /// Search steps beyond which the listing gives up (dead branches cost steps too).
    static let stepLimit = 400_000

    /// Nil when there are more than 64 covered cells, more than `limit` layouts, the search
    /// ran out of steps, or the engine found a contradiction.
    init?(core: SolverCore, limit: Int) {
        let covered = (0..<core.unknownCount).map(core.unknownCell)
        self.init(core: core, part: covered, mines: core.minesLeft, limit: limit)
    }

    /// The layouts of `part` alone, `mines` mines among its cells: the live facts over its
    /// cells must hold and every covered neighbour of a cell of `part` must be in `part`
    /// (an *enclosed* part, `MinesIsolatedPart`), so each cell's number is known from the
    /// layout. Nil as above, or when the part is not enclosed.
    init?(core: SolverCore, part: [Int], mines: Int, limit: Int) {
        let count = part.count
        guard count >= 1, count <= 64, !core.contradiction, mines >= 0, mines <= count else { return nil }
        let inPart = Set(part)
        // Facts over cells of the part only; a fact reaching out of it would be ignored, so
        // such a part is refused.
        var facts: [Int] = []
        for fact in core.liveFacts() {
            var inside = 0, outside = 0
            core.forEachCell(ofFact: fact) { cell in
                guard core.state(of: cell) == SolverCore.unknown else { return }
                if inPart.contains(cell) { inside += 1 } else { outside += 1 }
            }
            if inside > 0 && outside > 0 { return nil }
            if inside > 0 { facts.append(fact) }
        }
        var local = [Int: Int]()
        var order: [Int] = []
        for fact in facts {
            core.forEachCell(ofFact: fact) { cell in
                if local[cell] == nil && core.state(of: cell) == SolverCore.unknown {
                    local[cell] = order.count
                    order.append(cell)
                }
            }
        }
        for cell in part where local[cell] == nil {
            guard core.state(of: cell) == SolverCore.unknown else { return nil }
            local[cell] = order.count
            order.append(cell)
        }
        guard order.count == count else { return nil }
        cells = order
        // Facts as lists of fact indices per cell; the last fact is the count of mines (left, or the part's).
        var factsOfCell = [[Int]](repeating: [], count: count)
        var need: [Int] = [], free: [Int] = []
        for (index, fact) in facts.enumerated() {
            var size = 0
            core.forEachCell(ofFact: fact) { cell in
                if let position = local[cell] {
                    factsOfCell[position].append(index)
                    size += 1
                }
            }
            need.append(core.mines(ofFact: fact))
            free.append(size)
        }
        for position in 0..<count { factsOfCell[position].append(facts.count) }
        need.append(mines)
        free.append(count)

        let board = Neighbourhood(width: core.width, height: core.height)
        var knownAround = [Int](repeating: 0, count: count)
        var neighbourMask = [UInt64](repeating: 0, count: count)
        var enclosed = true
        for (index, cell) in order.enumerated() {
            board.forEachNeighbour(of: cell) { neighbour in
                if let other = local[neighbour] {
                    neighbourMask[index] |= 1 << UInt64(other)
                } else if core.state(of: neighbour) == SolverCore.mine {
                    knownAround[index] += 1
                } else if core.state(of: neighbour) == SolverCore.unknown {
                    enclosed = false
                }
            }
        }
        guard enclosed else { return nil }
        self.knownAround = knownAround
        self.neighbourMask = neighbourMask

        var search = Search(factsOfCell: factsOfCell, need: need, free: free, limit: limit)
        search.assign(0, mask: 0)
        guard !search.overrun else { return nil }
        layouts = search.layouts
    }

    private struct Search {
        let factsOfCell: [[Int]]
        var need: [Int]
        var free: [Int]
        let limit: Int
        var steps = 0
        var overrun = false
        var layouts: [UInt64] = []

        init(factsOfCell: [[Int]], need: [Int], free: [Int], limit: Int) {
            self.factsOfCell = factsOfCell
            self.need = need
            self.free = free
            self.limit = limit
        }

        mutating func assign(_ cell: Int, mask: UInt64) {
            guard !overrun else { return }
            if cell == factsOfCell.count {
                layouts.append(mask)
                if layouts.count > limit { overrun = true }
                return
            }
            steps += 1
            guard steps <= MinesLayoutList.stepLimit else {
                overrun = true
                return
            }
            let holding = factsOfCell[cell]
            var fits = true
            for fact in holding {
                free[fact] -= 1
                if need[fact] > free[fact] { fits = false }
            }
            if fits { assign(cell + 1, mask: mask) }
            fits = true
            for fact in holding {
                need[fact] -= 1
                if need[fact] < 0 { fits = false }
            }
            if fits { assign(cell + 1, mask: mask | (1 << UInt64(cell))) }
            for fact in holding {
                need[fact] += 1
                free[fact] += 1
            }
        }
    }
}
