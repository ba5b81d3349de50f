import GameCore

/// How a board's mines are laid out at the first reveal.
public enum MinesGenerationStyle: String, Codable, Sendable, CaseIterable {
    /// Solvable from the first cell by logic alone, counting the mines left (the default).
    case noGuess
    /// Placed at random, as classic minesweeper does (the first opening is still clear).
    case random
}

/// Lays out a board's mines from (seed, params, first cell, style): the same inputs always
/// give the same layout, so a seed and the first click rebuild a saved or replayed game.
///
/// No-guess boards follow the method of Simon Tatham's Mines. Mines go at random outside the
/// first 3×3 opening; the solver then plays from the first cell, opening every cell it proves
/// safe. Where it gets stuck, it picks one fact it could not settle and moves mines between
/// that fact's cells and covered cells elsewhere until the fact is all safe or all mines, which
/// it can then use; solving resumes where it was, because only covered cells changed and every
/// fact it holds is corrected for the move.
///
/// A run that needed moves is checked by solving the final layout again from scratch, with no
/// moves allowed to count: the run that needs none is the proof that the board is no-guess.
/// Near the end of a board (a last pair of cells with one mine and nothing else covered) or on
/// very dense boards (the opening walled in by mines) no covered cell can take the move; then
/// settled cells away from the first opening are changed too, which voids the run, and solving
/// starts again on the new layout. A layout whose runs stop making headway is dropped for a
/// fresh random one drawn from the same seeded stream. The result is deterministic; sweeps
/// over sizes 5×5 to 100×100 and densities up to the limit all finish within milliseconds.
public enum MinesGenerator {
    /// The layout for these inputs; nil when `first` is off the board.
    public static func layout(for params: MinesParams, first: Point, seed: UInt64,
                              style: MinesGenerationStyle = .noGuess) -> MineLayout? {
        var statistics = GenerationStatistics()
        return layout(for: params, first: first, seed: seed, style: style, statistics: &statistics)
    }

    /// What it took to make a layout, for benchmarks and tests.
    struct GenerationStatistics {
        var attempts = 0
        var solverRuns = 0
        var perturbations = 0
    }

    static func layout(for params: MinesParams, first: Point, seed: UInt64, style: MinesGenerationStyle,
                       statistics: inout GenerationStatistics) -> MineLayout? {
        let board = Neighbourhood(width: params.width, height: params.height)
        guard board.contains(first) else { return nil }
        var random = SeededGenerator(seed: seed)
        let firstCell = board.index(of: first)
        while true {
            statistics.attempts += 1
            var mines = randomPlacement(params, avoiding: board.block(around: first), using: &random)
            if style == .random || makeSolvable(&mines, params: params, first: firstCell, using: &random,
                                                statistics: &statistics) {
                return MineLayout(checkedWidth: params.width, height: params.height, mines: mines)
            }
        }
    }

    /// `params.mines` mines on distinct random cells outside `firstArea`.
    static func randomPlacement(_ params: MinesParams, avoiding firstArea: [Int],
                                using random: inout SeededGenerator) -> [Bool] {
        var excluded = [Bool](repeating: false, count: params.cellCount)
        for cell in firstArea { excluded[cell] = true }
        var candidates: [Int] = []
        candidates.reserveCapacity(params.cellCount)
        for cell in 0..<params.cellCount where !excluded[cell] { candidates.append(cell) }
        var mines = [Bool](repeating: false, count: params.cellCount)
        for chosen in 0..<params.mines {
            let pick = chosen + random.uniform(below: candidates.count - chosen)
            candidates.swapAt(chosen, pick)
            mines[candidates[chosen]] = true
        }
        return mines
    }

    /// Runs the solver, moving mines where it is stuck, until a run needs no moves; false
    /// when this layout should be abandoned for a fresh one.
    ///
    /// A run that only moved covered cells must be followed by runs needing ever fewer moves;
    /// a run that had to rewrite settled cells must get further than any before it. A few
    /// runs in a row that break those rules give up on the layout, so the loop always ends.
    private static func makeSolvable(_ mines: inout [Bool], params: MinesParams, first: Int,
                                     using random: inout SeededGenerator,
                                     statistics: inout GenerationStatistics) -> Bool {
        var previousMoves = Int.max
        var bestReach = Int.max
        var strikes = 0
        while strikes < maximumStrikes {
            var core = SolverCore(width: params.width, height: params.height, layout: mines)
            core.exactBudget = generatorExactBudget
            core.exactCoveredLimit = generatorExactCoveredLimit
            core.open(first)
            var moves = 0
            var rewritten = false
            statistics.solverRuns += 1
            solving: while !core.run() {
                guard !core.contradiction else { return false }
                // The complete solver got stuck: this run will not be the proof, so the rest of
                // it moves mines with the fast rules alone (the exact rule's search is the costly
                // part of a stall); the next run, from scratch, uses the whole solver again.
                core.exactRuleEnabled = false
                switch core.perturb(using: &random, keepingClear: first) {
                case .resumed:
                    moves += 1
                case .rewritten:
                    moves += 1
                    rewritten = true
                    break solving
                case .failed:
                    return false
                }
            }
            statistics.perturbations += moves
            mines = core.layout
            if moves == 0 { return true }
            if rewritten {
                if core.unknownCount < bestReach {
                    bestReach = core.unknownCount
                    strikes = 0
                } else {
                    strikes += 1
                }
            } else if moves < previousMoves {
                previousMoves = moves
                strikes = 0
            } else {
                strikes += 1
            }
        }
        return false
    }

    /// Runs in a row that make no headway before a layout is abandoned.
    static let maximumStrikes = 3

    /// While generating, the exact rule runs only near the end of a board (at most this many
    /// cells covered), where the count of mines left decides and the parts are small, with a
    /// small budget: everywhere it would cost a tenth more time for boards of the same
    /// difficulty (docs/PERFORMANCE.md, "The complete solver").
    static let generatorExactBudget = (perPart: 2_000, total: 8_000)
    static let generatorExactCoveredLimit = 40
}

/// What a perturbation did.
enum PerturbationResult {
    /// Only covered cells changed and every fact was corrected: solving goes on.
    case resumed
    /// Cells the solver had settled changed too: its work is void and it must start again.
    case rewritten
    /// No change could help.
    case failed
}

extension SolverCore {
    /// Makes one unsettled fact all safe or all mines by swapping mines with covered cells
    /// outside it. The first fact tried is picked at random, then the others in turn. When no
    /// fact can be fixed that way (typically a last pair of cells holding one mine, with
    /// nothing else covered) the swap also takes settled cells away from the first opening,
    /// and the run must start again; with no facts at all, the whole covered area is the
    /// target.
    mutating func perturb(using random: inout SeededGenerator, keepingClear first: Int) -> PerturbationResult {
        let facts = liveFacts()
        if facts.isEmpty {
            return swapWithSettledCells((0..<unknownCount).map(unknownCell), keepingClear: first, using: &random)
        }
        let offset = random.uniform(below: facts.count)
        for step in 0..<facts.count {
            let targetCells = cells(ofFact: facts[(offset + step) % facts.count])
            if swapWithCoveredCells(targetCells, using: &random) { return .resumed }
        }
        return swapWithSettledCells(cells(ofFact: facts[offset]), keepingClear: first, using: &random)
    }

    /// Empties or fills `target` using covered cells outside it, drawn in random order until
    /// there are either enough safe cells to take its mines or enough mines to fill it.
    private mutating func swapWithCoveredCells(_ target: [Int], using random: inout SeededGenerator) -> Bool {
        var minesInside = 0
        for cell in target where layout[cell] { minesInside += 1 }
        let safesInside = target.count - minesInside
        var safesOutside: [Int] = []
        var minesOutside: [Int] = []
        var drawn = 0
        while safesOutside.count < minesInside && minesOutside.count < safesInside && drawn < unknownCount {
            swapUnknown(drawn, drawn + random.uniform(below: unknownCount - drawn))
            let cell = unknownCell(drawn)
            drawn += 1
            guard !target.contains(cell) else { continue }
            if layout[cell] { minesOutside.append(cell) } else { safesOutside.append(cell) }
        }
        if safesOutside.count == minesInside {
            for cell in target where layout[cell] { flipMine(at: cell) }
            for cell in safesOutside { flipMine(at: cell) }
        } else if minesOutside.count == safesInside {
            for cell in target where !layout[cell] { flipMine(at: cell) }
            for cell in minesOutside { flipMine(at: cell) }
        } else {
            return false
        }
        return true
    }

    /// Fills `target` with mines (or, failing that, empties it) using any cell outside it and
    /// outside the first opening; when neither fits, moves every mine outside it into it.
    /// Changes only the layout: the run is over.
    private mutating func swapWithSettledCells(_ target: [Int], keepingClear first: Int,
                                               using random: inout SeededGenerator) -> PerturbationResult {
        var inTarget = [Bool](repeating: false, count: layout.count)
        for cell in target { inTarget[cell] = true }
        let firstX = first % width, firstY = first / width
        var minesOutside: [Int] = []
        var safesOutside: [Int] = []
        for cell in layout.indices where !inTarget[cell] {
            if abs(cell % width - firstX) <= 1 && abs(cell / width - firstY) <= 1 { continue }
            if layout[cell] { minesOutside.append(cell) } else { safesOutside.append(cell) }
        }
        var safesInside = target.filter { !layout[$0] }
        let minesInside = target.filter { layout[$0] }
        let (from, to): ([Int], [Int])
        if minesOutside.count >= safesInside.count {
            (from, to) = (safesInside, minesOutside)
        } else if safesOutside.count >= minesInside.count {
            (from, to) = (minesInside, safesOutside)
        } else if !minesOutside.isEmpty {
            // Too dense to fill or empty it: move every mine outside into it, at random
            // places. Settled mines walling in the opened area are freed this way.
            for index in 0..<minesOutside.count {
                safesInside.swapAt(index, index + random.uniform(below: safesInside.count - index))
            }
            (from, to) = (Array(safesInside.prefix(minesOutside.count)), minesOutside)
        } else {
            return .failed
        }
        var pool = to
        for cell in from {
            let pick = random.uniform(below: pool.count)
            rewriteLayout(at: pool[pick])
            pool.swapAt(pick, pool.count - 1)
            pool.removeLast()
            rewriteLayout(at: cell)
        }
        return .rewritten
    }
}
