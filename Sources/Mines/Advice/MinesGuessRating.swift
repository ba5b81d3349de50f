import Foundation

/// What revealing one covered cell is likely to lead to, worked out exactly: for every number
/// the cell could show, the chance of it (the layouts that fit the view with that number, over
/// all the layouts that fit the view: `MinesOdds.logLayoutCount` of both) and what logic then
/// proves.
///
/// From those:
/// - *progress*: the chance the cell is safe and its number proves another cell safe, so play
///   goes on without a guess (cells proven safe whatever the number, its *partners*, do not
///   count: two partners would otherwise give each other all the progress);
/// - *secondary safety*: the chance of surviving this reveal and the next, taking the next to
///   be a proven-safe cell when there is one and the least risky cell otherwise;
/// - the cells the reveal is expected to open or prove, when it is safe.
/// The score is the secondary safety with a touch of the progress on top, enough to part
/// near-ties (a *dead* cell, which can show only one number, gets no progress at all).
struct MinesGuessRating {
    let cell: Int
    let safety: Double
    let progress: Double
    let secondarySafety: Double
    let expectedOpened: Double
    /// The chances of the numbers the cell can show, added up: the chance it is safe, reached
    /// by another road than `MinesOdds` (the tests compare the two).
    let survival: Double
    /// Cells proven safe whatever number the cell shows: safe whenever this cell is (its *partners*).
    let partners: Set<Int>
    /// How many different numbers the cell can show. One (or none): the cell is *dead*, its
    /// reveal tells nothing, and it is never worth guessing while a live cell is left.
    let possibleNumbers: Int
    /// The positions after the reveal where logic proves nothing new, so the next move is a
    /// guess too: each with its chance (of this number, over all layouts now), the view with
    /// the number shown, and its odds. `MinesGuessLookahead` looks one guess further there.
    let stuckOutcomes: [StuckOutcome]

    struct StuckOutcome {
        let chance: Double
        let view: MinesView
        let core: SolverCore
        let mineChances: [Double?]
        let logLayoutCount: Double
    }

    var isDead: Bool { possibleNumbers <= 1 }

    /// How much progress adds to the secondary safety: only enough to part near-ties
    /// (JSMinesweeper's figure; with 0.2, which bought riskier cells, 10,000 expert boards won
    /// 0.29 points less, z 1.4: see docs/PERFORMANCE.md).
    static let progressWeight = 0.001

    var score: Double { secondarySafety * (1 + Self.progressWeight * progress) }

    /// Nil when some number's position cannot be counted exactly.
    /// `knownMine`: the cells logic proves mines in `view`; `logLayoutCount`: of `view`.
    init?(cell: Int, view: MinesView, safety: Double, logLayoutCount: Double, knownMine: [Bool]) {
        let board = Neighbourhood(width: view.width, height: view.height)
        var minesAround = 0, coveredAround = 0
        board.forEachNeighbour(of: cell) { neighbour in
            if knownMine[neighbour] {
                minesAround += 1
            } else if view.numbers[neighbour] == nil {
                coveredAround += 1
            }
        }
        var progress = 0.0, secondary = 0.0, opened = 0.0, survival = 0.0
        var possible = 0
        var outcomes: [(chance: Double, safe: Set<Int>)] = []
        var stuck: [StuckOutcome] = []
        var numbers = view.numbers
        for shown in minesAround...(minesAround + coveredAround) where shown <= 8 {
            numbers[cell] = shown
            let next = MinesView(checkedWidth: view.width, height: view.height, totalMines: view.totalMines,
                                 numbers: numbers)
            let core = MinesSolver.solvedCore(for: next)
            guard !core.contradiction, core.unknownCount > 0 || core.minesLeft == 0 else { continue }
            let odds = MinesSolver.odds(from: core, view: next)
            guard odds.isExact, let logCount = odds.logLayoutCount else {
                // No layout shows this number (a chance of 0), unless the count ran out of budget.
                if core.unknownCount > 0 && !FrontierAnalysis(core: core).isExact { return nil }
                continue
            }
            let chance = exp(logCount - logLayoutCount)
            possible += 1
            var safeCells = Set<Int>()
            for index in 0..<core.settledCount where core.state(of: core.settledCell(index)) != SolverCore.mine {
                safeCells.insert(core.settledCell(index))
            }
            let newlySafe = safeCells.count
            // The least risky cell left (a proven-safe one counts 1); none at all when the reveal won the board.
            var nextSafety: Double?
            for mineChance in odds.mineChances {
                guard let mineChance, mineChance < 1 else { continue }
                nextSafety = max(nextSafety ?? 0, 1 - mineChance)
            }
            outcomes.append((chance, safeCells))
            if let nextSafety, nextSafety < 1 {
                stuck.append(StuckOutcome(chance: chance, view: next, core: core, mineChances: odds.mineChances,
                                          logLayoutCount: logCount))
            }
            survival += chance
            secondary += chance * (nextSafety ?? 1)
            opened += chance * Double(1 + newlySafe)
        }
        // Cells safe whatever the number (the cell's partners) are not progress: two such
        // cells would otherwise give each other all of it.
        var common = outcomes.first?.safe ?? []
        for outcome in outcomes.dropFirst() { common.formIntersection(outcome.safe) }
        for outcome in outcomes where outcome.safe.count > common.count { progress += outcome.chance }
        partners = common
        stuckOutcomes = stuck
        self.cell = cell
        self.safety = safety
        self.progress = progress
        secondarySafety = secondary
        self.survival = survival
        possibleNumbers = possible
        expectedOpened = safety > 0 ? opened / safety : 1
    }
}
