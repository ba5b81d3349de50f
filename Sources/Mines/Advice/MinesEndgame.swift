import Foundation

/// The exact look-ahead for the end of a board: when few layouts are left, every way of
/// playing them out is searched and the cell that wins most often is chosen (a guess that
/// loses a little more now can settle the rest for sure).
///
/// The layouts that fit are listed outright (`MinesLayoutList`). A position is the set of
/// layouts still possible: revealing a cell keeps the layouts where it is safe, split by the
/// number it shows, so the chance of winning from a set S is 1 for a single layout, and
/// otherwise the best over cells of Σ |S_v| / |S| · win(S_v) over the numbers v the cell can
/// show. A cell already revealed shows one number in every layout of its set and splits
/// nothing, so sets alone are the positions, and they are remembered. Cells are tried safest
/// first, and one no safer than the best chance found so far is not tried (winning can never
/// beat surviving), nor one that splits its set exactly as a cell tried before. The search
/// is capped by its work; past the cap it gives up and the ordinary rating chooses.
struct MinesEndgame {
    /// Layouts beyond which the search is not tried (the count is known before listing them).
    static let layoutLimit = 1_000
    /// Work (cells examined times layouts) beyond which the search gives up: a few tens of
    /// milliseconds at most.
    static let workLimit = 3_000_000

    /// The cell to reveal (a board index) and the chance of winning with best play.
    struct Choice {
        let cell: Int
        let winChance: Double
    }

    private let cells: [Int]
    private let cellCount: Int
    /// Layout by layout, cell by cell: the number it would show, or -1 for a mine.
    private let shown: [Int8]
    private var memo: [[Int16]: Double] = [:]
    private var work = 0

    /// Nil when the position has more than `layoutLimit` layouts (or more than 64 covered
    /// cells, or fewer than two layouts). `logLayoutCount`, when known (`MinesOdds`), skips
    /// the listing of a position plainly too large.
    init?(core: SolverCore, logLayoutCount: Double? = nil) {
        if let logLayoutCount, logLayoutCount > log(Double(Self.layoutLimit) + 0.5) { return nil }
        guard let list = MinesLayoutList(core: core, limit: Self.layoutLimit) else { return nil }
        self.init(list: list)
    }

    /// The search over the layouts `list` names (the whole board's, or an enclosed part's:
    /// `MinesIsolatedPart`); nil with fewer than two.
    init?(list: MinesLayoutList) {
        guard list.layouts.count >= 2 else { return nil }
        cells = list.cells
        cellCount = list.cells.count
        var shown: [Int8] = []
        shown.reserveCapacity(list.layouts.count * cellCount)
        for layout in list.layouts {
            for index in 0..<cellCount {
                shown.append(layout & (1 << UInt64(index)) != 0 ? -1
                    : Int8(list.knownAround[index] + (layout & list.neighbourMask[index]).nonzeroBitCount))
            }
        }
        self.shown = shown
    }

    /// The best cell to reveal now; nil when the search ran past its cap.
    mutating func bestChoice() -> Choice? {
        let all = (0..<(shown.count / cellCount)).map(Int16.init)
        guard let (index, chance) = best(all) else { return nil }
        return Choice(cell: cells[index], winChance: chance)
    }

    /// The best cell for the layouts `set` and its chance of winning; nil past the cap.
    private mutating func best(_ set: [Int16]) -> (cell: Int, chance: Double)? {
        // Each cell's safety over the set, and the order to try them in: safest first.
        var safeCount = [Int](repeating: 0, count: cellCount)
        for layout in set {
            let row = Int(layout) * cellCount
            for cell in 0..<cellCount where shown[row + cell] >= 0 { safeCount[cell] += 1 }
        }
        work += set.count * cellCount
        guard work <= Self.workLimit else { return nil }
        // Among equals the lower board index first: the choice does not depend on the listing's order.
        let order = (0..<cellCount).filter { safeCount[$0] > 0 }.sorted { (safeCount[$0], -cells[$0]) > (safeCount[$1], -cells[$1]) }
        var bestCell = -1, bestChance = -1.0, bestSafety = -1.0
        var groups = [[Int16]](repeating: [], count: 9)
        var splitsSeen = Set<[Int8]>()
        for cell in order {
            let safety = Double(safeCount[cell]) / Double(set.count)
            // Winning can never beat surviving; the order is by safety, so no later cell can.
            guard safety > bestChance + 1e-12 else { break }
            work += set.count
            guard work <= Self.workLimit else { return nil }
            var split = [Int8]()
            split.reserveCapacity(set.count)
            for value in groups.indices { groups[value].removeAll(keepingCapacity: true) }
            for layout in set {
                let value = shown[Int(layout) * cellCount + cell]
                split.append(value)
                if value >= 0 { groups[Int(value)].append(layout) }
            }
            // Safe with one number everywhere: revealing it changes nothing.
            if safeCount[cell] == set.count && groups.filter({ !$0.isEmpty }).count == 1 { continue }
            // A cell that splits the set as one tried before is the same move.
            guard splitsSeen.insert(split).inserted else { continue }
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
