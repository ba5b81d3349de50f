/// The exact rule: what every arrangement of the mines left agrees on, once the fast rules are
/// stuck.
///
/// The live facts are split into independent parts (`FrontierComponent`), each part's
/// arrangements are counted by how many mines they use, and the covered cells in no fact (the
/// *outside*) take whatever mines are left. A choice of mine count per part is possible when
/// the outside can hold the rest (between none and all of its cells). A cell is proven safe
/// when no possible choice has an arrangement with a mine on it, and a mine when none has an
/// arrangement without one: exactly the cells that are safe (or a mine) in every layout that
/// fits the facts and the mine count. Only whether a count is zero matters here, so no big
/// numbers are needed; the odds (`MineOdds`) weigh the counts.
///
/// The search is capped (`SolverCore.exactSearchBudget`) so a position with a huge part
/// cannot stall a frame; a part whose search ran out proves nothing and is treated as able to
/// hold any number of mines, which keeps every other verdict sound. What a player sees counts
/// a large part stage by stage instead (`FrontierStagedCount`, `SolverCore.stagedCountAbove`),
/// which gives up only past its own caps.
struct FrontierAnalysis {
    var components: [FrontierComponent]
    /// Covered cells in no fact.
    let outside: [Int]
    let minesLeft: Int

    init(core: SolverCore, stepsPerPart: Int = SolverCore.exactStepsPerPart,
         budget: Int = SolverCore.exactSearchBudget) {
        minesLeft = core.minesLeft
        let liveFacts = core.liveFacts()
        // Flat lists, no dictionaries: this runs at every stall of the generator. Each fact's
        // cells are entries factStart[f]..<factStart[f + 1]; each cell's entries are linked
        // from cellHead through nextEntry.
        var entryCell: [Int] = [], entryFact: [Int] = [], factStart = [0]
        entryCell.reserveCapacity(liveFacts.count * 4)
        for (index, fact) in liveFacts.enumerated() {
            core.forEachCell(ofFact: fact) { cell in
                entryCell.append(cell)
                entryFact.append(index)
            }
            factStart.append(entryCell.count)
        }
        var cellHead = [Int](repeating: -1, count: core.width * core.height)
        var nextEntry = [Int](repeating: -1, count: entryCell.count)
        for entry in entryCell.indices {
            nextEntry[entry] = cellHead[entryCell[entry]]
            cellHead[entryCell[entry]] = entry
        }
        var visited = [Bool](repeating: false, count: liveFacts.count)
        var localIndex = [Int](repeating: -1, count: core.width * core.height)
        var components: [FrontierComponent] = []
        var remaining = budget
        var queue: [Int] = []
        for start in liveFacts.indices where !visited[start] {
            // Breadth first from one fact through shared cells: one part, its facts in an
            // order where each one overlaps those before it.
            queue.removeAll(keepingCapacity: true)
            queue.append(start)
            visited[start] = true
            var head = 0
            while head < queue.count {
                let fact = queue[head]
                head += 1
                for entry in factStart[fact]..<factStart[fact + 1] {
                    var other = cellHead[entryCell[entry]]
                    while other >= 0 {
                        if !visited[entryFact[other]] {
                            visited[entryFact[other]] = true
                            queue.append(entryFact[other])
                        }
                        other = nextEntry[other]
                    }
                }
            }
            let facts = queue.map { fact in
                (cells: entryCell[factStart[fact]..<factStart[fact + 1]], mines: core.mines(ofFact: liveFacts[fact]))
            }
            var steps = min(stepsPerPart, max(remaining, 0))
            let before = steps
            // With the shared budget spent (none left), the part is left uncounted or counted
            // by stages: the search spends a step before its first arrangement.
            let component = FrontierComponent(facts: facts, localIndex: &localIndex, budget: &steps,
                                              stagedAbove: core.stagedCountAbove)
            remaining -= before - max(steps, 0)
            components.append(component)
        }
        self.components = components
        outside = (0..<core.unknownCount).map(core.unknownCell).filter { cellHead[$0] < 0 }
    }

    /// Every part counted, and few enough parts to weigh every total together.
    var isExact: Bool { isCombinable && components.allSatisfy(\.isExact) }

    /// The highest total of mines the parts can usefully hold: all of them, or the mines left.
    var totalLimit: Int { min(components.reduce(0) { $0 + $1.cells.count }, max(minesLeft, 0)) }

    /// Whether the parts' totals can be combined exactly (work: parts × totals). Beyond it (a
    /// hundred-by-hundred board of scattered reveals: a thousand parts, two thousand totals)
    /// each part's count is only checked against the others' lowest and highest totals,
    /// which is sound but may prove less, and no odds are given.
    var isCombinable: Bool { components.count * (totalLimit + 1) <= Self.combinationLimit }
    static let combinationLimit = 1_500_000

    /// The mine counts part `index` can take: those with arrangements, or any when unknown.
    func support(_ index: Int) -> [Bool] {
        let component = components[index]
        guard component.isExact else { return [Bool](repeating: true, count: component.cells.count + 1) }
        return component.arrangements.map { $0 > 0 }
    }

    /// The totals the parts can reach together, for every prefix of the parts (`result[c]`:
    /// parts 0..<c) or, reversed, every suffix.
    private func sumsets(reversed: Bool) -> [[Bool]] {
        var result: [[Bool]] = [[true]]
        for index in (reversed ? Array(components.indices.reversed()) : Array(components.indices)) {
            let last = result[result.count - 1]
            let support = self.support(index)
            // Totals above the mines left cannot happen: the lists stop there.
            var next = [Bool](repeating: false, count: min(last.count + support.count - 1, totalLimit + 1))
            for total in last.indices where last[total] {
                for mines in support.indices where support[mines] && total + mines < next.count {
                    next[total + mines] = true
                }
            }
            result.append(next)
        }
        return reversed ? result.reversed() : result
    }

    /// Which mine counts of each part fit some choice for the other parts and the outside:
    /// `result[c][m]`.
    func possibleCounts() -> [[Bool]] {
        guard isCombinable else { return boundedCounts() }
        let prefixes = sumsets(reversed: false)
        let suffixes = sumsets(reversed: true)
        let low = minesLeft - outside.count, high = minesLeft
        return components.indices.map { index in
            let before = prefixes[index], after = suffixes[index + 1]
            // Running counts of `after` answer "does it hold a total in this range" at once.
            var reached = [Int](repeating: 0, count: after.count + 1)
            for total in after.indices { reached[total + 1] = reached[total] + (after[total] ? 1 : 0) }
            func afterHolds(from lower: Int, to upper: Int) -> Bool {
                let from = max(lower, 0), to = min(upper, after.count - 1)
                return from <= to && reached[to + 1] > reached[from]
            }
            return support(index).enumerated().map { mines, isSupported in
                guard isSupported else { return false }
                return before.indices.contains { total in
                    before[total] && afterHolds(from: low - mines - total, to: high - mines - total)
                }
            }
        }
    }

    /// `possibleCounts` with the other parts' totals taken as the whole range between their
    /// lowest and highest: a superset of the possible counts, so every verdict stays true.
    private func boundedCounts() -> [[Bool]] {
        let supports = components.indices.map(support)
        let lowest = supports.map { $0.firstIndex(of: true) ?? 0 }
        let highest = supports.map { $0.lastIndex(of: true) ?? 0 }
        let allLowest = lowest.reduce(0, +), allHighest = highest.reduce(0, +)
        let low = minesLeft - outside.count, high = minesLeft
        return supports.enumerated().map { index, support in
            let othersLow = allLowest - lowest[index], othersHigh = allHighest - highest[index]
            return support.enumerated().map { mines, isSupported in
                isSupported && max(low - mines, othersLow) <= min(high - mines, othersHigh)
            }
        }
    }

    /// The totals all the parts can hold together (exact, or the bounded range).
    private func allTotals() -> [Bool] {
        if isCombinable { return sumsets(reversed: false)[components.count] }
        let supports = components.indices.map(support)
        let lowest = supports.reduce(0) { $0 + ($1.firstIndex(of: true) ?? 0) }
        let highest = supports.reduce(0) { $0 + ($1.lastIndex(of: true) ?? 0) }
        return (0...max(highest, 0)).map { $0 >= lowest }
    }

    /// The cells every fitting layout agrees on; empty lists when no layout fits.
    func verdicts() -> (safe: [Int], mines: [Int]) {
        var safe: [Int] = [], mines: [Int] = []
        let possible = possibleCounts()
        for (index, component) in components.enumerated() where component.isExact {
            for cell in component.cells.indices {
                var canBeMine = false, canBeSafe = false
                for count in possible[index].indices where possible[index][count] {
                    let withMine = component.mineArrangements(cell: cell, mines: count)
                    if withMine > 0 { canBeMine = true }
                    if component.arrangements[count] > withMine { canBeSafe = true }
                }
                if !canBeMine && !canBeSafe { return ([], []) }
                if !canBeMine { safe.append(component.cells[cell]) }
                if !canBeSafe { mines.append(component.cells[cell]) }
            }
        }
        guard !outside.isEmpty else { return (safe, mines) }
        let totals = allTotals()
        var canBeMine = false, canBeSafe = false
        for total in totals.indices where totals[total] {
            let rest = minesLeft - total
            guard rest >= 0 && rest <= outside.count else { continue }
            if rest >= 1 { canBeMine = true }
            if rest <= outside.count - 1 { canBeSafe = true }
        }
        if !canBeMine && !canBeSafe { return ([], []) }
        if !canBeMine { safe += outside }
        if !canBeSafe { mines += outside }
        return (safe, mines)
    }
}

extension SolverCore {
    /// Search steps one part may take, and all parts together, in one exact pass: a few
    /// milliseconds at most, so a hint on the largest board still answers within a frame.
    static let exactStepsPerPart = 60_000
    static let exactSearchBudget = 400_000
    /// What a player sees counts parts of more cells than this stage by stage: beyond it the
    /// stages are quicker than the arrangements, and a long edge of an expert board (34 to 57
    /// cells) has more arrangements than the search's budget (docs/PERFORMANCE.md, #32).
    static let stagedCountAbove = 24

    /// Settles what the exact rule proves; false when it proves nothing.
    mutating func applyExactRule() -> Bool {
        let found = FrontierAnalysis(core: self, stepsPerPart: exactBudget.perPart, budget: exactBudget.total).verdicts()
        guard !found.safe.isEmpty || !found.mines.isEmpty else { return false }
        exactDeductions += 1
        for cell in found.safe { settle(cell, isMine: false) }
        for cell in found.mines { settle(cell, isMine: true) }
        return true
    }
}
