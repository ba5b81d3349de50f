/// The short exact look-ahead for the end of a board: when few covered cells and few layouts
/// are left, every way of playing them out is searched and the cell that wins most often is
/// chosen (a guess that loses a little more now can settle the rest for sure).
///
/// The layouts that fit are listed outright. A position is the set of layouts still possible:
/// revealing a cell keeps the layouts where it is safe, split by the number it shows, so the
/// chance of winning from a set S is 1 for a single layout, and otherwise the best over cells
/// of Σ |S_v| / |S| · win(S_v) over the numbers v the cell can show. A cell already revealed
/// shows one number in every layout of its set and splits nothing, so sets alone are the
/// positions, and they are remembered. The search is capped; past the cap it gives up and the
/// ordinary rating chooses.
struct MinesEndgame {
    /// Covered cells beyond which the layouts are not listed.
    static let coveredLimit = 16
    /// Layouts beyond which the search is not tried.
    static let layoutLimit = 400
    /// Work (cells examined times layouts) beyond which the search gives up.
    static let workLimit = 400_000

    /// The cell to reveal (a board index) and the chance of winning with best play.
    struct Choice {
        let cell: Int
        let winChance: Double
    }

    private let cells: [Int]
    /// Per layout, per covered cell: the number it would show, or -1 for a mine.
    private var shown: [[Int8]] = []
    private var memo: [[Int16]: Double] = [:]
    private var work = 0

    /// Nil when the position is too large to list.
    init?(core: SolverCore) {
        let count = core.unknownCount
        guard count >= 2, count <= Self.coveredLimit, !core.contradiction else { return nil }
        cells = (0..<count).map(core.unknownCell).sorted()
        var local = [Int: Int]()
        for (index, cell) in cells.enumerated() { local[cell] = index }
        // Each live fact as a mask over the covered cells.
        let facts = core.liveFacts().map { fact -> (mask: UInt32, mines: Int) in
            var mask: UInt32 = 0
            core.forEachCell(ofFact: fact) { cell in
                if let index = local[cell] { mask |= 1 << UInt32(index) }
            }
            return (mask, core.mines(ofFact: fact))
        }
        let board = Neighbourhood(width: core.width, height: core.height)
        var knownAround = [Int](repeating: 0, count: count)
        var neighbourMask = [UInt32](repeating: 0, count: count)
        for (index, cell) in cells.enumerated() {
            board.forEachNeighbour(of: cell) { neighbour in
                if let other = local[neighbour] {
                    neighbourMask[index] |= 1 << UInt32(other)
                } else if core.state(of: neighbour) == SolverCore.mine {
                    knownAround[index] += 1
                }
            }
        }
        let mines = core.minesLeft
        guard mines >= 0, mines <= count else { return nil }
        // Every set of `mines` cells, in increasing order (Gosper's step), kept when it meets every fact.
        var layouts: [UInt32] = []
        if mines == 0 {
            layouts = facts.allSatisfy { $0.mines == 0 } ? [0] : []
        } else {
            var mask: UInt32 = (1 << UInt32(mines)) - 1
            let end: UInt32 = 1 << UInt32(count)
            while mask < end {
                if facts.allSatisfy({ ($0.mask & mask).nonzeroBitCount == $0.mines }) {
                    layouts.append(mask)
                    guard layouts.count <= Self.layoutLimit else { return nil }
                }
                let lowest = mask & (~mask &+ 1)
                let ripple = mask &+ lowest
                mask = (((ripple ^ mask) >> 2) / lowest) | ripple
            }
        }
        guard layouts.count >= 2 else { return nil }
        shown = layouts.map { layout in
            (0..<count).map { index in
                layout & (1 << UInt32(index)) != 0 ? -1
                    : Int8(knownAround[index] + (layout & neighbourMask[index]).nonzeroBitCount)
            }
        }
    }

    /// The best cell to reveal now; nil when the search ran past its cap.
    mutating func bestChoice() -> Choice? {
        let all = (0..<shown.count).map(Int16.init)
        guard let (index, chance) = best(all) else { return nil }
        return Choice(cell: cells[index], winChance: chance)
    }

    /// The best cell for the layouts `set` and its chance of winning; nil past the cap.
    private mutating func best(_ set: [Int16]) -> (cell: Int, chance: Double)? {
        var bestCell = -1, bestChance = -1.0, bestSafety = -1.0
        var groups = [[Int16]](repeating: [], count: 9)
        for cell in cells.indices {
            work += set.count
            guard work <= Self.workLimit else { return nil }
            for value in groups.indices { groups[value].removeAll(keepingCapacity: true) }
            var safe = 0
            for layout in set where shown[Int(layout)][cell] >= 0 {
                groups[Int(shown[Int(layout)][cell])].append(layout)
                safe += 1
            }
            let safety = Double(safe) / Double(set.count)
            // Splits nothing (a mine everywhere, or safe with one number): no move.
            guard safe > 0, safe < set.count || groups.filter({ !$0.isEmpty }).count > 1 else { continue }
            // Winning can never beat surviving.
            guard safety > bestChance + 1e-12 || (safety >= bestChance - 1e-12 && safety > bestSafety) else { continue }
            var chance = 0.0
            for group in groups where !group.isEmpty {
                guard let win = winChance(group) else { return nil }
                chance += Double(group.count) / Double(set.count) * win
            }
            if chance > bestChance + 1e-12 || (chance >= bestChance - 1e-12 && safety > bestSafety) {
                (bestCell, bestChance, bestSafety) = (cell, chance, safety)
            }
        }
        return bestCell < 0 ? nil : (bestCell, bestChance)
    }

    private mutating func winChance(_ set: [Int16]) -> Double? {
        if set.count == 1 { return 1 }
        if let known = memo[set] { return known }
        guard let found = best(set) else { return nil }
        memo[set] = found.chance
        return found.chance
    }
}
