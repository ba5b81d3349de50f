/// The counts of `FrontierComponent` for a part too large to list arrangement by arrangement:
/// the cells are settled one at a time, and arrangements that leave the same facts needing the
/// same mines are counted together.
///
/// A long frontier has millions of arrangements, but at any point of a walk along it only the
/// few facts that have some cells settled and some still open matter for what can come next:
/// a fact not yet reached still needs its full count, and a finished one must have needed
/// exactly its mines. So the *stage* before cell i is the mines each open fact still needs,
/// and for each stage the count of ways to reach it, by mines used (the forward sweep). The
/// same walked backwards gives, for each stage, the ways to finish from it (the backward
/// sweep). The arrangements by mines are the forward counts at the end; the ones with a mine
/// on cell i are, for each stage before it, its forward counts times the backward counts of
/// the stage a mine there leads to. Work grows with the number of stages, not arrangements.
///
/// Counts are exact integers. It gives up (nil, and the part stays uncounted) on a count that
/// would overflow, more than 16 facts open at once, more stages than `stageLimit` at one point
/// or more work than `workLimit`: a hint on a huge custom board must still answer.
struct FrontierStagedCount {
    /// Per mine total m: the arrangements with m mines.
    let arrangements: [Int]
    /// `mineArrangements[cell * (cells + 1) + m]`: of those, the ones with a mine on `cell`.
    let mineArrangements: [Int]

    /// Stages kept at any one point of the walk at most.
    static let stageLimit = 20_000
    /// Open facts at once at most: each needs 4 bits of a stage's key.
    static let openFactLimit = 16
    /// Counts added up at most (stages times the mine totals they carry, over the sweeps): a
    /// few tens of milliseconds. An expert board's longest edges take well under a million.
    static let workLimit = 20_000_000

    /// `factsOfCell[i]`: the facts holding local cell i (cells in the order to settle them);
    /// `mines[f]`: the mines fact f needs among its cells.
    init?(factsOfCell: [[Int]], mines: [Int]) {
        let cellCount = factsOfCell.count
        let factCount = mines.count
        // A need is kept in 4 bits (a number's fact needs at most 8).
        guard mines.allSatisfy({ (0...15).contains($0) }) else { return nil }
        // Where each fact opens and closes along the walk.
        var first = [Int](repeating: Int.max, count: factCount)
        var last = [Int](repeating: -1, count: factCount)
        for (cell, facts) in factsOfCell.enumerated() {
            for fact in facts {
                first[fact] = min(first[fact], cell)
                last[fact] = max(last[fact], cell)
            }
        }
        // The facts open before cell i (some cells settled, some not), in a fixed order:
        // the key of a stage holds their needs, 4 bits each, in that order.
        var open: [[Int]] = []
        for cell in 0...cellCount {
            let here = (0..<factCount).filter { first[$0] < cell && cell <= last[$0] }
            guard here.count <= Self.openFactLimit else { return nil }
            open.append(here)
        }
        // Cells of each fact still to settle (for the cut: a fact cannot need more mines).
        var remaining = [Int](repeating: 0, count: factCount)
        for facts in factsOfCell { for fact in facts { remaining[fact] += 1 } }

        // How each stage's key is rewritten at each cell: for each slot of the key after it,
        // where its need comes from (a slot before, or a fact's full count when it opens
        // here), whether this cell is in the fact, and how many of its cells come after;
        // and the facts that close at this cell (they must need nothing more after it).
        struct Slot {
            let from: Int
            let full: Int
            let holdsCell: Bool
            let cellsAfter: Int
        }
        var slots: [[Slot]] = []
        var closing: [[(from: Int, full: Int)]] = []
        for cell in 0..<cellCount {
            for fact in factsOfCell[cell] { remaining[fact] -= 1 }
            let holding = Set(factsOfCell[cell])
            slots.append(open[cell + 1].map { fact in
                Slot(from: open[cell].firstIndex(of: fact) ?? -1, full: mines[fact], holdsCell: holding.contains(fact),
                     cellsAfter: remaining[fact])
            })
            closing.append(factsOfCell[cell].filter { last[$0] == cell }.map { fact in
                (open[cell].firstIndex(of: fact) ?? -1, mines[fact])
            })
        }

        /// The stage after settling `cell` (a mine or not) from the stage `key`, or nil when a
        /// fact can no longer be met.
        func step(_ key: UInt64, cell: Int, mine: Bool) -> UInt64? {
            let settled = mine ? 1 : 0
            for fact in closing[cell] {
                let need = fact.from < 0 ? fact.full : Int((key >> UInt64(4 * fact.from)) & 0xF)
                guard need == settled else { return nil }
            }
            var next: UInt64 = 0
            for (index, slot) in slots[cell].enumerated() {
                var need = slot.from < 0 ? slot.full : Int((key >> UInt64(4 * slot.from)) & 0xF)
                if slot.holdsCell {
                    need -= settled
                    guard need >= 0, need <= slot.cellsAfter else { return nil }
                }
                next |= UInt64(need) << UInt64(4 * index)
            }
            return next
        }

        var work = 0
        // Forward: ways to reach each stage before cell i, by mines used; and the moves
        // between stages, kept for the backward sweep.
        var forward: [[UInt64: [Int]]] = [[0: [1]]]
        var moves: [[UInt64: (safe: UInt64?, mine: UInt64?)]] = []
        for cell in 0..<cellCount {
            var next: [UInt64: [Int]] = [:]
            var here: [UInt64: (safe: UInt64?, mine: UInt64?)] = [:]
            for (key, ways) in forward[cell] {
                work += 2 * ways.count
                let safe = step(key, cell: cell, mine: false)
                let mine = step(key, cell: cell, mine: true)
                here[key] = (safe, mine)
                if let safe { guard Self.add(ways, shift: 0, into: &next[safe, default: []]) else { return nil } }
                if let mine { guard Self.add(ways, shift: 1, into: &next[mine, default: []]) else { return nil } }
            }
            guard next.count <= Self.stageLimit, work <= Self.workLimit else { return nil }
            forward.append(next)
            moves.append(here)
        }
        // Every fact closes by the end, so one stage is left: the empty one.
        let total = forward[cellCount][0] ?? []

        // Backward: ways to finish from each stage before cell i, by mines used.
        var backward = [[UInt64: [Int]]](repeating: [:], count: cellCount + 1)
        backward[cellCount] = [0: [1]]
        for cell in stride(from: cellCount - 1, through: 0, by: -1) {
            var stages: [UInt64: [Int]] = [:]
            for (key, move) in moves[cell] {
                work += cellCount - cell + 1
                var ways: [Int] = []
                if let safe = move.safe, let after = backward[cell + 1][safe] {
                    guard Self.add(after, shift: 0, into: &ways) else { return nil }
                }
                if let mine = move.mine, let after = backward[cell + 1][mine] {
                    guard Self.add(after, shift: 1, into: &ways) else { return nil }
                }
                if !ways.isEmpty { stages[key] = ways }
            }
            backward[cell] = stages
            guard work <= Self.workLimit else { return nil }
        }

        var arrangements = [Int](repeating: 0, count: cellCount + 1)
        for (mines, ways) in total.enumerated() { arrangements[mines] = ways }
        var mineArrangements = [Int](repeating: 0, count: cellCount * (cellCount + 1))
        for cell in 0..<cellCount {
            let row = cell * (cellCount + 1)
            for (key, before) in forward[cell] {
                guard let mine = moves[cell][key]?.mine, let after = backward[cell + 1][mine] else { continue }
                work += before.count * after.count
                guard work <= Self.workLimit else { return nil }
                for (usedBefore, waysBefore) in before.enumerated() where waysBefore > 0 {
                    for (usedAfter, waysAfter) in after.enumerated() where waysAfter > 0 {
                        let (product, overflow) = waysBefore.multipliedReportingOverflow(by: waysAfter)
                        guard !overflow else { return nil }
                        let index = row + usedBefore + 1 + usedAfter
                        let (sum, overflowed) = mineArrangements[index].addingReportingOverflow(product)
                        guard !overflowed else { return nil }
                        mineArrangements[index] = sum
                    }
                }
            }
        }
        self.arrangements = arrangements
        self.mineArrangements = mineArrangements
    }

    /// Adds `ways`, each moved up `shift` mines, into `target`; false on overflow.
    private static func add(_ ways: [Int], shift: Int, into target: inout [Int]) -> Bool {
        if target.count < ways.count + shift { target += [Int](repeating: 0, count: ways.count + shift - target.count) }
        for (index, count) in ways.enumerated() where count > 0 {
            let (sum, overflow) = target[index + shift].addingReportingOverflow(count)
            guard !overflow else { return false }
            target[index + shift] = sum
        }
        return true
    }
}
