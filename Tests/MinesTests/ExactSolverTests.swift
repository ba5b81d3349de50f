import Foundation
import GameCore
import PropertyBased
import Testing
@testable import Mines

/// The solver is complete: it proves exactly what every fitting layout agrees on, and its odds
/// are the exact shares of fitting layouts (issue 24).
@Suite struct ExactSolverTests {
    /// A position on a small board: a random layout, its first reveal, then a few random safe
    /// reveals.
    private static func position(width: Int, height: Int, density: Int, seed: UInt64, reveals: Int) throws -> MinesView? {
        let mines = max(1, width * height * density / 100)
        guard let params = try? MinesParams(width: width, height: height, mines: mines) else { return nil }
        var random = SeededGenerator(seed: seed)
        var board = MinesBoard(params: params, seed: seed, style: .random)
        board = try #require(board.revealing(Point(x: random.uniform(below: width), y: random.uniform(below: height)))).board
        let layout = try #require(board.layout)
        if reveals > 4 {
            // Late in a game: every safe cell revealed but a few, where the count of mines
            // left decides most.
            var safeCovered = (0..<params.cellCount).map { Point(x: $0 % width, y: $0 / width) }
                .filter { board.mark(at: $0) == .covered && !layout.isMine(at: $0) }
            for index in safeCovered.indices.reversed() {
                safeCovered.swapAt(index, random.uniform(below: index + 1))
            }
            for point in safeCovered.dropFirst(reveals - 4) where board.outcome == .playing {
                board = board.revealing(point)?.board ?? board
            }
            return board.outcome == .playing ? board.playerView : nil
        }
        // Random safe reveals, each followed by play with the fast rules' proofs until they are
        // stuck: the positions where the exact rule has work to do.
        for _ in 0...reveals where board.outcome == .playing {
            while board.outcome == .playing {
                let proven = fastRulesSafe(board.playerView).filter { board.mark(at: $0) == .covered }
                guard !proven.isEmpty else { break }
                for point in proven where board.outcome == .playing { board = board.revealing(point)?.board ?? board }
            }
            let covered = (0..<params.cellCount).map { Point(x: $0 % width, y: $0 / width) }
                .filter { board.mark(at: $0) == .covered && !layout.isMine(at: $0) }
            guard !covered.isEmpty, random.uniform(below: 3) == 0 else { break }
            board = try #require(board.revealing(covered[random.uniform(below: covered.count)])).board
        }
        return board.outcome == .playing ? board.playerView : nil
    }

    /// The cells the fast rules alone (the solver before issue 24) settle.
    private static func fastRules(_ view: MinesView) -> SolverCore? {
        var core = SolverCore(width: view.width, height: view.height, totalMines: view.totalMines,
                              numbers: view.numbers.map { $0.map { Int8($0) } })
        core.exactRuleEnabled = false
        core.run()
        return core.contradiction ? nil : core
    }

    private static func fastRulesSettle(_ view: MinesView) -> Int { fastRules(view)?.settledCount ?? 0 }

    private static func fastRulesSafe(_ view: MinesView) -> [Point] {
        guard let core = fastRules(view) else { return [] }
        return (0..<core.settledCount).map(core.settledCell).filter { core.state(of: $0) != SolverCore.mine }
            .map { Point(x: $0 % view.width, y: $0 / view.width) }
    }

    private static let positions = zip(Gen.int(in: 5...8), Gen.int(in: 5...8), Gen.int(in: 10...30), Gen.uint64(),
                                       Gen.int(in: 0...9))

    @Test func everyVerdictOnBoardsUpToEightByEightEqualsTheBruteForce() async {
        let compared = Counter()
        let undecided = Counter()
        let beyondFastRules = Counter()
        await propertyCheck(count: 300, input: Self.positions) { width, height, density, seed, reveals in
            guard let seen = try Self.position(width: width, height: height, density: density, seed: seed, reveals: reveals),
                  let truth = BruteForceMines(view: seen), truth.layouts > 0 else { return }
            let found = MinesSolver.deductions(for: seen)
            #expect(Set(found.safe) == truth.safe, "safe: solver \(Set(found.safe)) truth \(truth.safe) in \(seen)")
            #expect(Set(found.mines) == truth.mines, "mines: solver \(Set(found.mines)) truth \(truth.mines) in \(seen)")
            compared.add(1)
            let covered = seen.numbers.filter { $0 == nil }.count
            if truth.safe.count + truth.mines.count < covered { undecided.add(1) }
            if Self.fastRulesSettle(seen) < truth.safe.count + truth.mines.count { beyondFastRules.add(1) }
        }
        #expect(compared.value >= 100, "too few positions were small enough for the brute force")
        #expect(undecided.value >= 20, "too few positions left cells undecided")
        print("brute force: \(compared.value) positions, \(undecided.value) with cells undecided, \(beyondFastRules.value) beyond the fast rules")
    }

    @Test func theOddsAreTheSharesOfFittingLayouts() async {
        let compared = Counter()
        await propertyCheck(count: 200, input: Self.positions) { width, height, density, seed, reveals in
            guard let seen = try Self.position(width: width, height: height, density: density, seed: seed, reveals: reveals),
                  let truth = BruteForceMines(view: seen), truth.layouts > 0 else { return }
            let odds = MinesSolver.odds(for: seen)
            #expect(odds.isExact)
            for cell in seen.numbers.indices {
                let point = Point(x: cell % width, y: cell / width)
                guard seen.numbers[cell] == nil else {
                    #expect(odds.mineChance(at: point) == nil)
                    continue
                }
                let chance = try #require(odds.mineChance(at: point))
                #expect(abs(chance - truth.chance(cell)) < 1e-9, "cell \(point): \(chance) against \(truth.chance(cell))")
            }
            compared.add(1)
        }
        #expect(compared.value >= 60)
    }

    /// The boards of the issue: after the first reveal a safe cell follows from what is shown
    /// and the mine count, and the fast rules alone stopped after 9 of 71 safe cells.
    @Test(arguments: [UInt64(4275), 4371])
    func theBeginnerBoardsTheFastRulesMissedAreCleared(seed: UInt64) throws {
        let first = Point(x: 4, y: 4)
        let layout = try #require(MinesGenerator.layout(for: .beginner, first: first, seed: seed, style: .random))
        var fast = SolverCore(width: 9, height: 9, layout: layout.mines)
        fast.exactRuleEnabled = false
        fast.open(first.y * 9 + first.x)
        let fastCleared = fast.run()
        #expect(!fastCleared, "the fast rules alone get stuck on this board")
        let result = MinesSolver.solve(layout, from: first)
        #expect(result.cleared)
        #expect(result.revealedCells == ReferencePlayer.revealedCells(layout, from: first))
        // The view after the first reveal: the hint's deductions are the exhaustive checker's.
        let board = try #require(MinesBoard(layout: layout).revealing(first)).board
        let truth = try #require(ExhaustiveChecker(view: board.playerView).verdict())
        let found = MinesSolver.deductions(for: board.playerView)
        #expect(!found.safe.isEmpty)
        #expect(Set(found.safe) == truth.safe && Set(found.mines) == truth.mines)
    }

    /// `mines solve` against the independent reference on random boards of the classic sizes.
    /// `CLEARFIELD_SOLVER_BOARDS` sets how many boards of each size (1,000 in the documented
    /// check, docs/PERFORMANCE.md); the suite runs a few.
    @Test(arguments: [MinesParams.beginner, .intermediate, .expert])
    func solvingAgreesWithTheReferenceOnRandomBoards(params: MinesParams) throws {
        let environment = ProcessInfo.processInfo.environment["CLEARFIELD_SOLVER_BOARDS"].flatMap(Int.init)
        let count = environment ?? (params == .expert ? 8 : 40)
        let first = Point(x: params.width / 2, y: params.height / 2)
        var cleared = 0
        for offset in 0..<count {
            let seed = 4242 + UInt64(offset)
            let layout = try #require(MinesGenerator.layout(for: params, first: first, seed: seed, style: .random))
            let result = MinesSolver.solve(layout, from: first)
            let reference = ReferencePlayer.revealedCells(layout, from: first)
            #expect(result.revealedCells == reference, "seed \(seed): solver \(result.revealedCells), reference \(reference)")
            if result.cleared { cleared += 1 }
        }
        if environment != nil { print("\(params): \(count) boards agree with the reference; \(cleared) cleared by logic") }
    }
}
