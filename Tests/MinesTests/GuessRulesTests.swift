import Foundation
import GameCore
import PropertyBased
import Testing
@testable import Mines

/// The guess rules behind the hint (issue 32): the endgame search, dead cells and forced
/// 50/50s, each checked against a plain listing of every layout (`BruteForceMines`).
@Suite struct GuessRulesTests {

    /// A random board played by the chooser until logic runs out, after `guesses` of its
    /// guesses survived: the positions where the guess rules apply. Nil when it ended first.
    static func stuckPosition(width: Int, height: Int, density: Int, seed: UInt64, guesses: Int) throws -> MinesBoard? {
        let mines = max(1, width * height * density / 100)
        guard let params = try? MinesParams(width: width, height: height, mines: mines) else { return nil }
        var board = MinesBoard(params: params, seed: seed, style: .random)
        var random = SeededGenerator(seed: seed)
        board = try #require(board.revealing(Point(x: random.uniform(below: width), y: random.uniform(below: height)))).board
        var taken = 0
        while board.outcome == .playing, let advice = MinesMoveChooser.advice(for: board.visible) {
            if advice.guess != nil {
                guard taken < guesses else { return board }
                taken += 1
                board = try #require(board.revealing(advice.point)).board
            } else {
                for point in advice.provenSafe where board.outcome == .playing && board.mark(at: point) == .covered {
                    board = try #require(board.revealing(point)).board
                }
            }
        }
        return nil
    }

    /// The number `cell` shows in `layout` (board indices of the mines), or nil for a mine.
    static func number(_ cell: Int, in layout: Set<Int>, width: Int, height: Int) -> Int? {
        guard !layout.contains(cell) else { return nil }
        let x = cell % width, y = cell / width
        var around = 0
        for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
                let nx = x + dx, ny = y + dy
                if nx >= 0, ny >= 0, nx < width, ny < height, layout.contains(ny * width + nx) { around += 1 }
            }
        }
        return around
    }

    /// The chance of winning from the layouts `set` with best play, by trying every covered
    /// cell in every position: no ordering, no pruning, no shortcut.
    final class NaiveSearch {
        let layouts: [Set<Int>]
        let covered: [Int]
        let width: Int, height: Int
        var memo: [[Int]: Double] = [:]

        init(layouts: [Set<Int>], covered: [Int], width: Int, height: Int) {
            (self.layouts, self.covered, self.width, self.height) = (layouts, covered, width, height)
        }

        /// The chance of winning after revealing `cell` from `set`; nil when it changes nothing.
        func value(of cell: Int, from set: [Int]) -> Double? {
            var groups: [Int: [Int]] = [:]
            for layout in set {
                if let shown = GuessRulesTests.number(cell, in: layouts[layout], width: width, height: height) {
                    groups[shown, default: []].append(layout)
                }
            }
            let safe = groups.values.reduce(0) { $0 + $1.count }
            guard safe > 0, safe < set.count || groups.count > 1 else { return nil }
            return groups.values.reduce(0.0) { $0 + Double($1.count) / Double(set.count) * win($1) }
        }

        func win(_ set: [Int]) -> Double {
            if set.count == 1 { return 1 }
            if let known = memo[set] { return known }
            let best = covered.compactMap { value(of: $0, from: set) }.max() ?? 0
            memo[set] = best
            return best
        }
    }

    /// A stuck position (`stuckPosition`) with 2 to 100 layouts where logic proves no cell
    /// safe, as the chooser hands it to the endgame (a proven-safe cell is revealed first, for
    /// nothing), with its brute-force listing; nil otherwise.
    static func endgamePosition(width: Int, height: Int, density: Int, seed: UInt64, guesses: Int) throws
        -> (view: MinesView, core: SolverCore, truth: BruteForceMines)? {
        guard let board = try stuckPosition(width: width, height: height, density: density, seed: seed, guesses: guesses),
              let truth = BruteForceMines(view: board.playerView), truth.layouts >= 2, truth.layouts <= 100 else { return nil }
        let core = MinesSolver.solvedCore(for: board.playerView)
        guard (0..<core.settledCount).allSatisfy({ core.state(of: core.settledCell($0)) == SolverCore.mine }) else { return nil }
        return (board.playerView, core, truth)
    }

    @Test func theEndgameListsEveryLayoutAndWinsAsOftenAsANaiveSearch() async {
        let compared = Counter()
        await propertyCheck(count: 500, input: zip(Gen.int(in: 4...6), Gen.int(in: 4...6), Gen.int(in: 15...30), Gen.uint64(),
                                                   Gen.int(in: 0...2))) { width, height, density, seed, guesses in
            guard let (view, core, truth) = try Self.endgamePosition(width: width, height: height, density: density,
                                                                      seed: seed, guesses: guesses) else { return }
            // The listing: the same layouts as the brute force, once the proven mines are added.
            let list = try #require(MinesLayoutList(core: core, limit: 1_000))
            let proven = Set((0..<(width * height)).filter { core.state(of: $0) == SolverCore.mine })
            let listed = list.layouts.map { mask in
                proven.union(list.cells.indices.filter { mask & (1 << UInt64($0)) != 0 }.map { list.cells[$0] })
            }
            #expect(Set(listed) == Set(truth.kept) && listed.count == truth.layouts)

            var endgame = try #require(MinesEndgame(core: core))
            let found = endgame.bestChoice()
            let choice = try #require(found)
            let covered = view.numbers.indices.filter { view.numbers[$0] == nil }
            let naive = NaiveSearch(layouts: truth.kept, covered: covered, width: width, height: height)
            let all = Array(truth.kept.indices)
            #expect(abs(choice.winChance - naive.win(all)) < 1e-9, "endgame \(choice.winChance), naive \(naive.win(all))")
            // The cell it names does win that often.
            let chosen = try #require(naive.value(of: choice.cell, from: all))
            #expect(abs(chosen - choice.winChance) < 1e-9)
            compared.add(1)
        }
        #expect(compared.value >= 20, "compared \(compared.value)")
    }

    /// The search's cuts (a cell dropped once its numbers cannot beat the best, two layouts
    /// settled without a search, splits matched by fingerprint) must not change any value: the
    /// chance of winning after each covered cell, every one of them, is the naive search's.
    @Test func theEndgameValuesEveryCellAsTheNaiveSearchDoes() async {
        let compared = Counter()
        await propertyCheck(count: 900, input: zip(Gen.int(in: 4...6), Gen.int(in: 4...6), Gen.int(in: 15...30), Gen.uint64(),
                                                   Gen.int(in: 0...2))) { width, height, density, seed, guesses in
            guard let (view, core, truth) = try Self.endgamePosition(width: width, height: height, density: density,
                                                                      seed: seed, guesses: guesses) else { return }
            var endgame = try #require(MinesEndgame(core: core))
            let covered = view.numbers.indices.filter { view.numbers[$0] == nil && core.state(of: $0) == SolverCore.unknown }
            let naive = NaiveSearch(layouts: truth.kept, covered: covered, width: width, height: height)
            let all = Array(truth.kept.indices)
            for cell in covered {
                // The naive search has no value for a reveal that changes nothing: a mine
                // everywhere loses; a number everywhere leaves the position as it is.
                let mineEverywhere = truth.kept.allSatisfy { $0.contains(cell) }
                let expected = mineEverywhere ? 0 : naive.value(of: cell, from: all) ?? naive.win(all)
                let value = endgame.winChance(revealing: cell)
                let found = try #require(value)
                #expect(abs(found - expected) < 1e-9, "cell \(cell): search \(found), naive \(expected)")
            }
            compared.add(1)
        }
        #expect(compared.value >= 20, "compared \(compared.value)")
    }

    @Test func aDeadSafestCellIsLeftForALiveOneWithinATenth() async {
        let rated = Counter(), deadNearTheTop = Counter()
        await propertyCheck(count: 200, input: zip(Gen.int(in: 8...16), Gen.int(in: 8...16), Gen.int(in: 15...22), Gen.uint64(),
                                                   Gen.int(in: 0...3))) { width, height, density, seed, guesses in
            guard let board = try Self.stuckPosition(width: width, height: height, density: density, seed: seed, guesses: guesses),
                  let advice = MinesMoveChooser.advice(for: board.visible), let guess = advice.guess,
                  guess.method == .rated else { return }
            let view = board.playerView
            let core = MinesSolver.solvedCore(for: view)
            let odds = MinesSolver.odds(from: core, view: view)
            let count = try #require(odds.logLayoutCount)
            let known = (0..<(width * height)).map { core.state(of: $0) == SolverCore.mine }
            func rating(_ cell: Int) -> MinesGuessRating? {
                guard let chance = odds.mineChances[cell] else { return nil }
                return MinesGuessRating(cell: cell, view: view, safety: 1 - chance, logLayoutCount: count, knownMine: known)
            }
            let chosen = try #require(rating(advice.point.y * width + advice.point.x))
            // The cells within a tenth of the safest (off the frontier, a few: they share one chance).
            let open = odds.mineChances.indices.filter { odds.mineChances[$0].map { $0 < 1 } ?? false }
            let best = open.map { 1 - odds.mineChances[$0]! }.max() ?? 0
            func isFrontier(_ cell: Int) -> Bool {
                let x = cell % width, y = cell / width
                return (max(0, y - 1)...min(height - 1, y + 1)).contains { ny in
                    (max(0, x - 1)...min(width - 1, x + 1)).contains { nx in view.numbers[ny * width + nx] != nil }
                }
            }
            let window = open.filter { 1 - odds.mineChances[$0]! >= best * MinesMoveChooser.candidateRatio - 1e-12 }
            let ratings = (window.filter(isFrontier) + window.filter { !isFrontier($0) }.prefix(3)).compactMap(rating)
            let safestIsDead = ratings.contains { $0.isDead && abs($0.safety - best) < 1e-12 }
            if safestIsDead && ratings.contains(where: { !$0.isDead }) {
                // The safest cell is dead and a live one is near enough: the live one is taken.
                #expect(!chosen.isDead, "a dead cell chosen while a live one is within a tenth of it")
                deadNearTheTop.add(1)
            }
            // A dead cell tells nothing: no progress, whatever it shows.
            for rating in ratings where rating.isDead { #expect(rating.progress == 0) }
            rated.add(1)
        }
        // Positions with a dead safest cell and a live one near it are rare: some runs of 200 random
        // boards have none (seen in the merged suite), so their count is reported, not required.
        let (ratedCount, deadCount) = (rated.value, deadNearTheTop.value)
        #expect(ratedCount >= 10, "rated \(ratedCount), a dead safest cell with a live one near \(deadCount)")
    }

    @Test func aForcedFiftyFiftyIsFound() throws {
        // The 1s in column 2 see both cells of column 3 and nothing else covered.
        let board = try #require(MinesBoard(layout: layout("...*", "....")).revealing(Point(x: 0, y: 0))).board
        let core = MinesSolver.solvedCore(for: board.playerView)
        let pair = try #require(MinesFiftyFifty.forcedPair(in: core))
        #expect(pair == (3, 7))
    }

    /// No reveal can tell a forced 50/50's two cells apart, checked against the brute-force
    /// listing of the layouts; true when `board` holds a forced pair (and it was checked).
    private static func checkForcedPair(in board: MinesBoard, width: Int, height: Int) -> Bool {
        // The solver first: the brute-force listing is only worth its cost where a pair was found.
        let core = MinesSolver.solvedCore(for: board.playerView)
        guard let (first, second) = MinesFiftyFifty.forcedPair(in: core),
              let truth = BruteForceMines(view: board.playerView), truth.layouts > 0 else { return false }
        let kept = Set(truth.kept)
        for layout in truth.kept {
            // Exactly one mine of the two…
            #expect(layout.contains(first) != layout.contains(second))
            // …and the layout with it on the other cell fits too, every other safe cell
            // showing the same number in both: no reveal can ever tell them apart.
            var swapped = layout
            for cell in [first, second] where !swapped.insert(cell).inserted { swapped.remove(cell) }
            #expect(kept.contains(swapped))
            for cell in 0..<(width * height) where cell != first && cell != second {
                #expect(Self.number(cell, in: layout, width: width, height: height)
                        == Self.number(cell, in: swapped, width: width, height: height))
            }
        }
        return true
    }

    @Test func aForcedFiftyFiftyCanNeverBeToldApart() async {
        await propertyCheck(count: 600, input: zip(Gen.int(in: 4...6), Gen.int(in: 4...6), Gen.int(in: 15...30), Gen.uint64(),
                                                   Gen.int(in: 0...3))) { width, height, density, seed, guesses in
            guard let board = try Self.stuckPosition(width: width, height: height, density: density, seed: seed, guesses: guesses)
            else { return }
            _ = Self.checkForcedPair(in: board, width: width, height: height)
        }
    }

    /// The random positions above hold a forced 50/50 only now and then (one run of 600 found
    /// none, in CI), so a fixed sweep of positions makes sure the property is checked on some:
    /// the same positions every run, so the count cannot fail by chance.
    @Test func aFixedSweepOfPositionsHoldsForcedFiftyFifties() throws {
        var found = 0
        for index in 0..<4000 where found < 5 {
            let (width, height) = (4 + index % 3, 4 + (index / 3) % 3)
            guard let board = try Self.stuckPosition(width: width, height: height, density: 15 + index % 16,
                                                     seed: UInt64(index), guesses: index % 4) else { continue }
            if Self.checkForcedPair(in: board, width: width, height: height) { found += 1 }
        }
        #expect(found == 5, "forced 50/50s found in the sweep: \(found)")
    }
}
