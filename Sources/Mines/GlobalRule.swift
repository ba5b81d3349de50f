/// The global rule: what the count of mines still to find proves, once local reasoning is
/// stuck.
///
/// If some facts cover disjoint cells, their mines add up exactly. When such a packing holds
/// every mine still to find, every covered cell outside it is safe; when it holds every safe
/// cell still to find, every covered cell outside it is a mine. (With no facts at all this is
/// the plain case: no mines left, or as many mines as covered cells.)
///
/// Finding the best packing is a search; it runs only when cheap checks say it could succeed,
/// and stops after a fixed number of steps so a pathological position cannot stall a frame.
/// The limit is a constant, so the answer is still the same every time for the same position.
extension SolverCore {
    static let packingSearchBudget = 20_000

    mutating func applyGlobalRule() -> Bool {
        let minesLeft = self.minesLeft
        let unknown = unknownCount
        guard unknown > 0, minesLeft >= 0, minesLeft <= unknown else { return false }
        if minesLeft == 0 || minesLeft == unknown {
            settleAllUnknown(except: nil, isMine: minesLeft != 0)
            return true
        }
        let facts = liveFacts()
        guard !facts.isEmpty else { return false }

        var search = PackingSearch(core: self, facts: facts, minesLeft: minesLeft, safeLeft: unknown - minesLeft,
                                   unknown: unknown)
        guard search.couldSucceed, let (covered, restIsMines) = search.find() else { return false }
        settleAllUnknown(except: covered, isMine: restIsMines)
        return true
    }

    private mutating func settleAllUnknown(except covered: [Bool]?, isMine: Bool) {
        globalDeductions += 1
        // Settling changes the covered list, so read it first.
        let rest = (0..<unknownCount).map(unknownCell).filter { !(covered?[$0] ?? false) }
        for cell in rest { settle(cell, isMine: isMine) }
    }
}

/// A depth-first search for a set of pairwise disjoint facts whose mines (or safe cells) add
/// up to all those still to find, while leaving at least one covered cell outside.
private struct PackingSearch {
    let cellStart: [Int]
    let cellList: [Int]
    let mines: [Int]
    let safes: [Int]
    /// Mines (and safe cells) of facts i..< count, an upper bound on what they can still add.
    let minesAfter: [Int]
    let safesAfter: [Int]
    let minesLeft: Int
    let safeLeft: Int
    let unknown: Int
    /// Whether a packing could reach all the mines left, or all the safe cells left.
    let mayHoldAllMines: Bool
    let mayHoldAllSafes: Bool
    var covered: [Bool]
    var coveredCount = 0
    var budget = SolverCore.packingSearchBudget

    init(core: SolverCore, facts: [Int], minesLeft: Int, safeLeft: Int, unknown: Int) {
        var cellStart: [Int] = [0]
        var cellList: [Int] = []
        var mines: [Int] = []
        var safes: [Int] = []
        // Upper bounds on what any packing can hold: a packing's facts are disjoint, so its
        // mines are at most the sum over cells of the highest mine density of a fact holding
        // that cell (and likewise for safe cells). Densities are kept in 2520ths, a multiple
        // of every fact size from 1 to 9, so the sums are exact.
        let scale = 2520
        var mineDensity = [Int](repeating: 0, count: core.width * core.height)
        var safeDensity = [Int](repeating: 0, count: core.width * core.height)
        for fact in facts {
            let cells = core.cells(ofFact: fact)
            let factMines = core.mines(ofFact: fact)
            for cell in cells {
                mineDensity[cell] = max(mineDensity[cell], factMines * scale / cells.count)
                safeDensity[cell] = max(safeDensity[cell], (cells.count - factMines) * scale / cells.count)
            }
            cellList.append(contentsOf: cells)
            cellStart.append(cellList.count)
            mines.append(core.mines(ofFact: fact))
            safes.append(cells.count - core.mines(ofFact: fact))
        }
        var minesAfter = [Int](repeating: 0, count: facts.count + 1)
        var safesAfter = [Int](repeating: 0, count: facts.count + 1)
        for index in facts.indices.reversed() {
            minesAfter[index] = minesAfter[index + 1] + mines[index]
            safesAfter[index] = safesAfter[index + 1] + safes[index]
        }
        self.cellStart = cellStart
        self.cellList = cellList
        self.mines = mines
        self.safes = safes
        self.minesAfter = minesAfter
        self.safesAfter = safesAfter
        self.minesLeft = minesLeft
        self.safeLeft = safeLeft
        self.unknown = unknown
        mayHoldAllMines = mineDensity.reduce(0, +) >= minesLeft * scale
        mayHoldAllSafes = safeDensity.reduce(0, +) >= safeLeft * scale
        self.covered = [Bool](repeating: false, count: core.width * core.height)
    }

    /// Mid-game the bounds are far below what is left, and the search is skipped.
    var couldSucceed: Bool { mayHoldAllMines || mayHoldAllSafes }

    /// The cells of a packing that settles the rest, and whether the rest are mines.
    mutating func find() -> ([Bool], Bool)? {
        guard let restIsMines = search(from: 0, mines: 0, safes: 0) else { return nil }
        return (covered, restIsMines)
    }

    private mutating func search(from index: Int, mines packedMines: Int, safes packedSafes: Int) -> Bool? {
        if coveredCount < unknown {
            if packedMines == minesLeft { return false }
            if packedSafes == safeLeft { return true }
        }
        guard index < mines.count, budget > 0 else { return nil }
        budget -= 1
        let mayReachMines = mayHoldAllMines && packedMines + minesAfter[index] >= minesLeft
        let mayReachSafes = mayHoldAllSafes && packedSafes + safesAfter[index] >= safeLeft
        guard mayReachMines || mayReachSafes else { return nil }

        let cells = cellList[cellStart[index]..<cellStart[index + 1]]
        if cells.allSatisfy({ !covered[$0] }) {
            for cell in cells { covered[cell] = true }
            coveredCount += cells.count
            if let found = search(from: index + 1, mines: packedMines + mines[index],
                                  safes: packedSafes + safes[index]) {
                return found
            }
            for cell in cells { covered[cell] = false }
            coveredCount -= cells.count
        }
        return search(from: index + 1, mines: packedMines, safes: packedSafes)
    }
}

