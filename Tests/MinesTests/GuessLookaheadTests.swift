import Foundation
import GameCore
import PropertyBased
import Testing
@testable import Mines

/// The look-ahead that settles near-ties between rated guesses (issue 32,
/// `MinesGuessLookahead`): the chance of surviving a guess and the two after it, checked
/// against a plain listing of every layout (`BruteForceMines`).
@Suite struct GuessLookaheadTests {

    /// From the listed layouts `set` (indices into `layouts`), with `revealed` cells shown:
    /// the safest next move's chance of being safe (1 when a covered cell is safe in every
    /// layout or none is left to reveal).
    static func bestSafety(_ set: [Int], layouts: [Set<Int>], covered: [Int]) -> Double {
        var best: Double?
        for cell in covered {
            let mines = set.filter { layouts[$0].contains(cell) }.count
            guard mines < set.count else { continue }
            best = max(best ?? 0, 1 - Double(mines) / Double(set.count))
        }
        return best ?? 1
    }

    /// The layouts of `set` split by the number `cell` shows (the ones where it is a mine left out).
    static func split(_ set: [Int], by cell: Int, layouts: [Set<Int>], width: Int, height: Int) -> [[Int]] {
        var groups: [Int: [Int]] = [:]
        for layout in set {
            if let shown = GuessRulesTests.number(cell, in: layouts[layout], width: width, height: height) {
                groups[shown, default: []].append(layout)
            }
        }
        return Array(groups.values)
    }

    /// The chance of surviving `cell`, then the best of `nextCells(group)` as the next guess,
    /// then the safest cell after that, from the listing alone; a number that proves a cell
    /// safe counts as surviving, as in the rating.
    static func listedValue(of cell: Int, layouts: [Set<Int>], covered: [Int], width: Int, height: Int,
                            nextCells: ([Int], [Int]) -> [Int]) -> Double {
        let all = Array(layouts.indices)
        var value = 0.0
        for group in split(all, by: cell, layouts: layouts, width: width, height: height) {
            let share = Double(group.count) / Double(all.count)
            let left = covered.filter { $0 != cell }
            let safety = bestSafety(group, layouts: layouts, covered: left)
            guard safety < 1 else {
                value += share
                continue
            }
            var best = 0.0
            for next in nextCells(group, left) {
                let after = left.filter { $0 != next }
                var secondary = 0.0
                for part in split(group, by: next, layouts: layouts, width: width, height: height) {
                    secondary += Double(part.count) / Double(group.count) * bestSafety(part, layouts: layouts, covered: after)
                }
                best = max(best, secondary)
            }
            value += share * best
        }
        return value
    }

    @Test func theLookaheadLiesBetweenTheListingsValuesOverTheFrontierAndOverEveryCell() async {
        let compared = Counter(), deeper = Counter()
        // Boards a little larger than the other suites' (up to 7×6): a guess two moves deep
        // needs room for two positions in a row where logic proves nothing.
        let positions = zip(Gen.int(in: 5...7), Gen.int(in: 4...6), Gen.int(in: 15...25), Gen.uint64(), Gen.int(in: 0...2))
        await propertyCheck(count: 400, input: positions) { width, height, density, seed, guesses in
            guard let board = try GuessRulesTests.stuckPosition(width: width, height: height, density: density, seed: seed,
                                                                guesses: guesses),
                  let truth = BruteForceMines(view: board.playerView, limit: 20_000), truth.layouts > 1 else { return }
            let view = board.playerView
            let core = MinesSolver.solvedCore(for: view)
            let odds = MinesSolver.odds(from: core, view: view)
            let count = try #require(odds.logLayoutCount)
            let known = (0..<(width * height)).map { core.state(of: $0) == SolverCore.mine }
            let open = view.numbers.indices.filter { odds.mineChances[$0].map { $0 > 0 && $0 < 1 } ?? false }
            guard !open.isEmpty else { return }
            for cell in open {
                let rating = try #require(MinesGuessRating(cell: cell, view: view, safety: 1 - odds.mineChances[cell]!,
                                                           logLayoutCount: count, knownMine: known))
                // Every frontier cell tried: the look-ahead is at least the listing's best over
                // the frontier cells and at most its best over every covered cell.
                let value = try #require(MinesGuessLookahead.value(of: rating, nextCandidates: 1_000))
                let covered = view.numbers.indices.filter { view.numbers[$0] == nil }
                func isFrontier(_ next: Int, after shown: Int) -> Bool {
                    let x = next % width, y = next / width
                    return (max(0, y - 1)...min(height - 1, y + 1)).contains { ny in
                        (max(0, x - 1)...min(width - 1, x + 1)).contains { nx in
                            let neighbour = ny * width + nx
                            return neighbour == shown || view.numbers[neighbour] != nil
                        }
                    }
                }
                // Only cells that can be either (a proven cell as the next guess changes nothing).
                func undecided(_ group: [Int], _ left: [Int]) -> [Int] {
                    left.filter { next in
                        let mines = group.filter { truth.kept[$0].contains(next) }.count
                        return mines > 0 && mines < group.count
                    }
                }
                let lower = Self.listedValue(of: cell, layouts: truth.kept, covered: covered, width: width, height: height) {
                    undecided($0, $1).filter { isFrontier($0, after: cell) }
                }
                let upper = Self.listedValue(of: cell, layouts: truth.kept, covered: covered, width: width, height: height,
                                             nextCells: undecided)
                #expect(value >= lower - 1e-9 && value <= upper + 1e-9, "look-ahead \(value), listing \(lower)...\(upper)")
                // Never more than the rating's two-step value; less where a next guess leads nowhere.
                #expect(value <= rating.secondarySafety + 1e-9)
                if upper < rating.secondarySafety - 1e-6 { deeper.add(1) }
                compared.add(1)
            }
        }
        // The bound below the rating's value is what the look-ahead adds: it must be exercised.
        #expect(compared.value >= 100 && deeper.value >= 5, "compared \(compared.value), below the rating \(deeper.value)")
    }

    @Test func aGuessWhoseEveryNumberProvesACellSafeKeepsItsSecondarySafety() throws {
        // Column 3's two cells hold one mine between them, seen only by the 1s of column 2: a
        // revealed cell of the pair proves the other one (whatever it shows, there is nothing
        // else covered to guess), so the look-ahead has nothing to add.
        let board = try #require(MinesBoard(layout: layout("...*", "....")).revealing(Point(x: 0, y: 0))).board
        let view = board.playerView
        let core = MinesSolver.solvedCore(for: view)
        let odds = MinesSolver.odds(from: core, view: view)
        let known = (0..<8).map { core.state(of: $0) == SolverCore.mine }
        let count = try #require(odds.logLayoutCount)
        let rating = try #require(MinesGuessRating(cell: 3, view: view, safety: 0.5, logLayoutCount: count, knownMine: known))
        #expect(rating.stuckOutcomes.isEmpty)
        let value = try #require(MinesGuessLookahead.value(of: rating))
        #expect(abs(value - rating.secondarySafety) < 1e-12 && abs(value - 0.5) < 1e-12)
    }
}
