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
/// beat surviving), nor one that splits its set exactly as a cell tried before, and a cell
/// whose numbers searched so far, plus all its numbers still to search, cannot beat the best
/// cell is dropped half way. Two layouts are settled without a search (sure when a cell safe
/// in both tells them apart, a half otherwise). None of these cuts changes the result: the
/// tests compare it with a plain search of every cell. The search is capped by its work; past
/// the cap it gives up and the ordinary rating chooses.
struct MinesEndgame {
    /// Layouts beyond which the search is not tried (the count is known before listing them;
    /// a layout's index must fit an `Int16`).
    static let layoutLimit = 2_000
    /// Work (cells examined times layouts) beyond which the search gives up: a few tens of
    /// milliseconds at most (docs/PERFORMANCE.md, #32: the hint's p99 on expert guesses).
    static let workLimit = 6_000_000

    /// The cell to reveal (a board index) and the chance of winning with best play.
    struct Choice {
        let cell: Int
        let winChance: Double
    }

    private let cells: [Int]
    private let cellCount: Int
    /// Layout by layout, cell by cell: the number it would show, or -1 for a mine.
    private let shown: [Int8]
    private var memo: [LayoutSet: Double] = [:]
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

    /// The chance of winning when `boardCell` is revealed now, with best play after; nil when
    /// it is not a covered cell of the search or the search ran past its cap.
    mutating func winChance(revealing boardCell: Int) -> Double? {
        guard let cell = cells.firstIndex(of: boardCell) else { return nil }
        let set = (0..<(shown.count / cellCount)).map(Int16.init)
        var chance = 0.0
        for group in groups(of: cell, over: set, counts: column(cell, over: set).counts) {
            guard let win = winChance(group) else { return nil }
            chance += Double(group.layouts.count) / Double(set.count) * win
        }
        return chance
    }

    /// The best cell for the layouts `set` and its chance of winning; nil past the cap.
    private mutating func best(_ set: [Int16]) -> (cell: Int, chance: Double)? {
        let cellCount = cellCount
        let total = Double(set.count)
        // Each cell's safety over the set, and the order to try them in: safest first.
        var safeCount = [Int](repeating: 0, count: cellCount)
        shown.withUnsafeBufferPointer { shown in
            safeCount.withUnsafeMutableBufferPointer { safeCount in
                for layout in set {
                    let row = Int(layout) * cellCount
                    for cell in 0..<cellCount where shown[row + cell] >= 0 { safeCount[cell] += 1 }
                }
            }
        }
        work += set.count * cellCount
        guard work <= Self.workLimit else { return nil }
        // Among equals the lower board index first: the choice does not depend on the listing's order.
        let order = (0..<cellCount).filter { safeCount[$0] > 0 }.sorted { (safeCount[$0], -cells[$0]) > (safeCount[$1], -cells[$1]) }
        var bestCell = -1, bestChance = -1.0, bestSafety = -1.0
        // The cells tried so far by the fingerprint of their split: a cell that splits the set
        // exactly as one of them (checked layout by layout) is the same move.
        var triedSplits: [UInt64: [Int]] = [:]
        for cell in order {
            let safety = Double(safeCount[cell]) / total
            // Winning can never beat surviving; the order is by safety, so no later cell can.
            guard safety > bestChance + 1e-12 else { break }
            work += set.count
            guard work <= Self.workLimit else { return nil }
            let (counts, fingerprint) = column(cell, over: set)
            // Safe with one number everywhere: revealing it changes nothing.
            if safeCount[cell] == set.count && counts.lazy.filter({ $0 > 0 }).count == 1 { continue }
            if let seen = triedSplits[fingerprint], seen.contains(where: { splitsAlike($0, cell, over: set) }) { continue }
            triedSplits[fingerprint, default: []].append(cell)
            // What the groups not yet searched can add at most: a cell that cannot beat the
            // best so far is left (later cells are no safer, so a tie never replaces it).
            var chance = 0.0, unsearched = safety, beaten = false
            for group in groups(of: cell, over: set, counts: counts) {
                guard chance + unsearched > bestChance + 1e-12 else {
                    beaten = true
                    break
                }
                guard let win = winChance(group) else { return nil }
                let share = Double(group.layouts.count) / total
                chance += share * win
                unsearched -= share
            }
            if beaten { continue }
            if chance > bestChance + 1e-12 || (chance >= bestChance - 1e-12 && safety > bestSafety) {
                (bestCell, bestChance, bestSafety) = (cell, chance, safety)
            }
        }
        return bestCell < 0 ? nil : (bestCell, bestChance)
    }

    /// How many layouts of `set` show each number at `cell` (index 9: a mine there), and a
    /// fingerprint of the whole column, layout by layout.
    private func column(_ cell: Int, over set: [Int16]) -> (counts: [Int], fingerprint: UInt64) {
        var counts = [Int](repeating: 0, count: 10)
        var fingerprint: UInt64 = 0xcbf2_9ce4_8422_2325
        let cellCount = cellCount
        shown.withUnsafeBufferPointer { shown in
            counts.withUnsafeMutableBufferPointer { counts in
                for layout in set {
                    let value = shown[Int(layout) * cellCount + cell]
                    counts[value < 0 ? 9 : Int(value)] += 1
                    fingerprint = (fingerprint ^ UInt64(UInt8(bitPattern: value))) &* 0x100_0000_01b3
                }
            }
        }
        return (counts, fingerprint)
    }

    /// True when the two cells show the same (number or mine) in every layout of `set`.
    private func splitsAlike(_ first: Int, _ second: Int, over set: [Int16]) -> Bool {
        let cellCount = cellCount
        return shown.withUnsafeBufferPointer { shown in
            set.allSatisfy { layout in
                let row = Int(layout) * cellCount
                return shown[row + first] == shown[row + second]
            }
        }
    }

    /// The layouts of `set` where `cell` is safe, by the number it shows (`counts` from `column`).
    private func groups(of cell: Int, over set: [Int16], counts: [Int]) -> [LayoutSet] {
        var groups = (0..<9).map { value in
            var layouts: [Int16] = []
            layouts.reserveCapacity(counts[value])
            return layouts
        }
        let cellCount = cellCount
        shown.withUnsafeBufferPointer { shown in
            for layout in set {
                let value = shown[Int(layout) * cellCount + cell]
                if value >= 0 { groups[Int(value)].append(layout) }
            }
        }
        return groups.filter { !$0.isEmpty }.map(LayoutSet.init)
    }

    /// The chance of winning from two layouts, without a search: sure when some cell safe in
    /// both shows two numbers; otherwise no reveal safe in both tells them apart, and the
    /// best is a cell that is a mine in one of them (there is one: they differ), a half.
    private func pairWinChance(_ first: Int16, _ second: Int16) -> Double {
        let cellCount = cellCount
        return shown.withUnsafeBufferPointer { shown in
            let a = Int(first) * cellCount, b = Int(second) * cellCount
            for cell in 0..<cellCount where shown[a + cell] >= 0 && shown[b + cell] >= 0 && shown[a + cell] != shown[b + cell] {
                return 1
            }
            return 0.5
        }
    }

    private mutating func winChance(_ set: LayoutSet) -> Double? {
        if set.layouts.count == 1 { return 1 }
        if set.layouts.count == 2 {
            work += cellCount
            guard work <= Self.workLimit else { return nil }
            return pairWinChance(set.layouts[0], set.layouts[1])
        }
        if let known = memo[set] { return known }
        guard let found = best(set.layouts) else { return nil }
        memo[set] = found.chance
        return found.chance
    }
}

/// A set of layouts (their indices, in increasing order) as the key of the search's memory:
/// hashed by a fingerprint taken once, compared in full.
private struct LayoutSet: Hashable {
    let layouts: [Int16]
    let fingerprint: UInt64

    init(_ layouts: [Int16]) {
        self.layouts = layouts
        var fingerprint: UInt64 = 0xcbf2_9ce4_8422_2325
        for layout in layouts { fingerprint = (fingerprint ^ UInt64(UInt16(bitPattern: layout))) &* 0x100_0000_01b3 }
        self.fingerprint = fingerprint
    }

    func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }

    static func == (lhs: LayoutSet, rhs: LayoutSet) -> Bool {
        lhs.fingerprint == rhs.fingerprint && lhs.layouts == rhs.layouts
    }
}
