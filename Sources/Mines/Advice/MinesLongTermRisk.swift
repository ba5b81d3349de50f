import Foundation

/// Long-term 50/50 risk: how much of a covered cell's danger is a 50/50 that will have to be
/// guessed anyway.
///
/// Two side-by-side covered cells with one mine between them can never be told apart when
/// every cell touching one and not the other is a mine (or off the board): each number counts
/// both alike. Likewise a 2×2 block holding two mines on a diagonal, when its four outer
/// corners are mines. In the layouts where such a pattern holds, the guess at it cannot be
/// avoided, so guessing one of its cells *now* costs nothing in those layouts, and gains the
/// number early. For each pattern that the view still allows with at most one more mine
/// around it (a pair; none for a block, as in JSMinesweeper's 50/50 influence), this counts
/// the layouts where it holds, exactly (`logLayoutCount(of:mines:safe:)`).
///
/// From those counts:
/// - a cell's *influence*: the share of all layouts in which it sits in such a pattern (its
///   pairs added, its best block, and the patterns it would complete as the missing mine),
///   at most its chance of a mine and of being safe; the chooser counts it as partly safe;
/// - *pseudo 50/50s*: a cell that is a mine only in layouts where it sits in such a pair or
///   block. Guessing it loses only games that were a lost 50/50 anyway, and it may be safe:
///   the chooser takes it as soon as logic runs out.
struct MinesLongTermRisk {
    /// Per cell: the share of the layouts in which the cell is in a pattern (see above).
    let influence: [Double]
    /// Live cells are left to the chooser to check: cells whose every mine layout is a pattern.
    let pseudoCells: [Int]

    /// A pair may need at most this many mines still to be found around it (JSMinesweeper's limit).
    static let missingMinesLimit = 1
    /// Two shares of the layouts this close (relative) are equal: the counts are floating point.
    static let tolerance = 1e-9

    /// `mineChances` and `logLayoutCount`: the exact odds of `view` (`MinesOdds`); `core` has
    /// deduced all it can from `view`.
    init(view: MinesView, core: SolverCore, mineChances: [Double?], logLayoutCount: Double) {
        let width = view.width, height = view.height
        func cell(_ x: Int, _ y: Int) -> Int? { x >= 0 && y >= 0 && x < width && y < height ? y * width + x : nil }
        func isHidden(_ cell: Int) -> Bool { core.state(of: cell) == SolverCore.unknown }
        var pairs = [Double](repeating: 0, count: width * height)
        var boxes = [Double](repeating: 0, count: width * height)
        var enablers = [Double](repeating: 0, count: width * height)
        var pseudo: [Int] = []
        /// The share of the layouts with `mines` and `pattern.mines` mines and `pattern.safe` safe,
        /// when the outer cells allow it; nil otherwise.
        func share(outer: [Int?], missingLimit: Int, mines patternMines: [Int], safe: [Int]) -> (share: Double, missing: [Int])? {
            var missing: [Int] = []
            for case let outerCell? in outer {
                switch core.state(of: outerCell) {
                case SolverCore.mine: continue
                case SolverCore.unknown: missing.append(outerCell)
                default: return nil  // revealed or proven safe: it would tell the two apart
                }
            }
            guard missing.count <= missingLimit, missing.count + patternMines.count <= core.minesLeft,
                  let count = Self.logLayoutCount(of: view, mines: missing + patternMines, safe: safe), count > -.infinity
            else { return nil }
            return (exp(count - logLayoutCount), missing)
        }
        func noteIfPseudo(_ cells: [Int], share: Double) {
            for cell in cells {
                guard let chance = mineChances[cell], chance > 0,
                      abs(share - chance) <= Self.tolerance * chance, !pseudo.contains(cell) else { continue }
                pseudo.append(cell)
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                let here = y * width + x
                guard isHidden(here) else { continue }
                // A pair across (here and its right neighbour), then a pair down.
                for (dx, dy) in [(1, 0), (0, 1)] {
                    guard let other = cell(x + dx, y + dy), isHidden(other) else { continue }
                    let outer = dx == 1
                        ? [cell(x - 1, y - 1), cell(x - 1, y), cell(x - 1, y + 1), cell(x + 2, y - 1), cell(x + 2, y), cell(x + 2, y + 1)]
                        : [cell(x - 1, y - 1), cell(x, y - 1), cell(x + 1, y - 1), cell(x - 1, y + 2), cell(x, y + 2), cell(x + 1, y + 2)]
                    guard let found = share(outer: outer, missingLimit: Self.missingMinesLimit, mines: [here], safe: [other]) else { continue }
                    // By symmetry as many layouts hold the mine on the other cell.
                    pairs[here] += found.share
                    pairs[other] += found.share
                    for missing in found.missing { enablers[missing] += found.share }
                    noteIfPseudo([here, other], share: found.share)
                }
                // A 2×2 block with here at its top left: mines on one diagonal, every outer corner a mine.
                guard let right = cell(x + 1, y), let below = cell(x, y + 1), let across = cell(x + 1, y + 1),
                      isHidden(right), isHidden(below), isHidden(across) else { continue }
                let corners = [cell(x - 1, y - 1), cell(x + 2, y - 1), cell(x - 1, y + 2), cell(x + 2, y + 2)]
                guard let found = share(outer: corners, missingLimit: 0, mines: [here, across], safe: [right, below]) else { continue }
                for member in [here, right, below, across] { boxes[member] = max(boxes[member], found.share) }
                noteIfPseudo([here, right, below, across], share: found.share)
            }
        }
        influence = (0..<(width * height)).map { cell in
            guard let chance = mineChances[cell], chance > 0, chance < 1 else { return 0 }
            return min(pairs[cell] + boxes[cell] + enablers[cell], chance, 1 - chance)
        }
        pseudoCells = pseudo
    }

    /// The natural logarithm of the number of layouts that fit `view` with every cell of
    /// `mines` a mine and every cell of `safe` safe; −∞ when none does, nil when the count runs
    /// out of budget.
    static func logLayoutCount(of view: MinesView, mines: [Int], safe: [Int]) -> Double? {
        var core = SolverCore(width: view.width, height: view.height, totalMines: view.totalMines,
                              numbers: view.numbers.map { $0.map { Int8($0) } })
        for cell in mines { core.settle(cell, isMine: true) }
        for cell in safe { core.settle(cell, isMine: false) }
        guard !core.contradiction, core.minesLeft >= 0 else { return -.infinity }
        core.run()
        if core.contradiction { return -.infinity }
        if core.unknownCount == 0 { return core.minesLeft == 0 ? 0 : -.infinity }
        let analysis = FrontierAnalysis(core: core)
        if let odds = FrontierOdds(analysis) { return odds.logLayoutCount }
        return analysis.isExact ? -.infinity : nil
    }
}
