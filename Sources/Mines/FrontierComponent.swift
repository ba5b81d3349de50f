/// One independent part of the frontier: covered cells linked by facts, and every way of
/// placing mines in them that satisfies all those facts, counted by how many mines it uses.
///
/// Parts share no cell and no fact, so an arrangement of the whole frontier is one arrangement
/// of each part, and the parts only meet through the total mine count (`FrontierAnalysis`).
/// Counts, not the arrangements themselves, are kept: how many arrangements use m mines, and
/// for each cell how many of those have a mine there.
struct FrontierComponent {
    /// Board indices of the part's cells, in the order the search assigns them.
    let cells: [Int]
    /// `arrangements[m]`: arrangements that put m mines in the part.
    private(set) var arrangements: [Int]
    /// `mineArrangements[cell * (cells.count + 1) + m]`: of those, the ones with a mine on the
    /// part's `cell`th cell.
    private(set) var mineArrangements: [Int]
    /// False when the search ran out of steps: the counts are then partial and worth nothing.
    private(set) var isExact = true

    /// Counts the arrangements of the cells of `facts` (each a list of board cells and its
    /// mine count), stopping after `budget` search steps; `budget` is decreased by the steps
    /// taken, so one budget can be shared by several parts. `localIndex` is scratch space, one
    /// entry per board cell, all -1 (and left so). `stagedAbove`: a part of more cells, or
    /// one the search could not finish, is counted stage by stage (`FrontierStagedCount`),
    /// which takes none of the budget; nil: never.
    init(facts: [(cells: ArraySlice<Int>, mines: Int)], localIndex: inout [Int], budget: inout Int,
         stagedAbove: Int? = nil) {
        // Cells in the order they are first met walking the facts (breadth first), so each
        // fact's cells come close together and a fact is complete (and checked) early.
        var order: [Int] = []
        var factsOfCell: [[Int]] = []
        for (index, fact) in facts.enumerated() {
            for cell in fact.cells {
                if localIndex[cell] < 0 {
                    localIndex[cell] = order.count
                    order.append(cell)
                    factsOfCell.append([])
                }
                factsOfCell[localIndex[cell]].append(index)
            }
        }
        for cell in order { localIndex[cell] = -1 }
        cells = order
        let count = order.count
        arrangements = [Int](repeating: 0, count: count + 1)
        mineArrangements = [Int](repeating: 0, count: count * (count + 1))
        if let stagedAbove, count > stagedAbove {
            countByStages(factsOfCell: factsOfCell, mines: facts.map(\.mines))
            return
        }
        var search = ArrangementSearch(cellFacts: factsOfCell,
                                       need: facts.map(\.mines), free: facts.map(\.cells.count), budget: budget)
        search.run(into: &self)
        budget = search.budget
        guard search.budget < 0 else { return }
        // The search ran out: its counts are partial.
        if stagedAbove != nil {
            countByStages(factsOfCell: factsOfCell, mines: facts.map(\.mines))
        } else {
            isExact = false
        }
    }

    /// Counts the part stage by stage (`FrontierStagedCount`); inexact when that gives up.
    private mutating func countByStages(factsOfCell: [[Int]], mines: [Int]) {
        guard let counted = FrontierStagedCount(factsOfCell: factsOfCell, mines: mines) else {
            isExact = false
            return
        }
        arrangements = counted.arrangements
        mineArrangements = counted.mineArrangements
        isExact = true
    }

    /// Records one arrangement: `mineCells` are the local indices of its mines.
    fileprivate mutating func record(mineCells: ArraySlice<Int>) {
        let mines = mineCells.count
        arrangements[mines] += 1
        let stride = cells.count + 1
        for cell in mineCells { mineArrangements[cell * stride + mines] += 1 }
    }

    /// Arrangements with `mines` mines that have a mine on the `cell`th cell.
    func mineArrangements(cell: Int, mines: Int) -> Int {
        mineArrangements[cell * (cells.count + 1) + mines]
    }
}

/// The depth-first search behind `FrontierComponent`: cells are set to safe or mine in turn,
/// and a branch is cut as soon as some fact can no longer be met (it needs more mines than it
/// has cells left, or fewer than none).
private struct ArrangementSearch {
    let cellFacts: [[Int]]
    /// Per fact: mines still to place, and cells still unassigned.
    var need: [Int]
    var free: [Int]
    var budget: Int
    var mineStack: [Int] = []

    init(cellFacts: [[Int]], need: [Int], free: [Int], budget: Int) {
        self.cellFacts = cellFacts
        self.need = need
        self.free = free
        self.budget = budget
        mineStack.reserveCapacity(cellFacts.count)
    }

    mutating func run(into component: inout FrontierComponent) {
        guard budget >= 0 else { return }
        assign(0, into: &component)
    }

    private mutating func assign(_ cell: Int, into component: inout FrontierComponent) {
        if cell == cellFacts.count {
            component.record(mineCells: mineStack[...])
            return
        }
        budget -= 1
        guard budget >= 0 else { return }
        let holding = cellFacts[cell]
        // Safe here: every fact holding the cell loses a free cell.
        var fits = true
        for fact in holding {
            free[fact] -= 1
            if need[fact] > free[fact] { fits = false }
        }
        if fits { assign(cell + 1, into: &component) }
        // A mine here: every fact holding it also needs one mine fewer.
        fits = true
        for fact in holding {
            need[fact] -= 1
            if need[fact] < 0 { fits = false }
        }
        if fits {
            mineStack.append(cell)
            assign(cell + 1, into: &component)
            mineStack.removeLast()
        }
        for fact in holding {
            need[fact] += 1
            free[fact] += 1
        }
    }
}
