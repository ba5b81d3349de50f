import Foundation
import GameCore
import PropertyBased
import Synchronization
import Testing
@testable import Mines

@Suite struct SolverTests {
    private func view(width: Int, height: Int, mines: Int, _ rows: [String]) throws -> MinesView {
        // Rows of digits (revealed numbers) and '#' (covered).
        let numbers = rows.flatMap { row in row.map { $0 == "#" ? nil : $0.wholeNumberValue } }
        return try #require(MinesView(width: width, height: height, totalMines: mines, numbers: numbers))
    }

    @Test func theOneTwoOnePatternFindsBothMinesAndTheSafeMiddle() throws {
        // Numbers 1 2 1 over three covered cells, and a covered row out of reach below
        // holding one more mine somewhere: pairs of numbers settle the middle row.
        let seen = try view(width: 3, height: 3, mines: 3, ["121", "###", "###"])
        let found = MinesSolver.deductions(for: seen)
        #expect(Set(found.mines) == [Point(x: 0, y: 1), Point(x: 2, y: 1)])
        #expect(Set(found.safe) == [Point(x: 1, y: 1)])
    }

    @Test func theMineCountSettlesCellsNoNumberReaches() throws {
        // A 1 sees the cells either side of it; one mine in all: the two ends are safe.
        let oneMine = try view(width: 5, height: 1, mines: 1, ["##1##"])
        #expect(Set(MinesSolver.deductions(for: oneMine).safe) == [Point(x: 0, y: 0), Point(x: 4, y: 0)])
        // Three mines: the ends must hold the other two.
        let threeMines = try view(width: 5, height: 1, mines: 3, ["##1##"])
        let found = MinesSolver.deductions(for: threeMines)
        #expect(Set(found.mines) == [Point(x: 0, y: 0), Point(x: 4, y: 0)])
        #expect(found.safe.isEmpty)
    }

    @Test func aTrueFiftyFiftyProvesNothing() throws {
        let seen = try view(width: 4, height: 2, mines: 1, ["001#", "001#"])
        let found = MinesSolver.deductions(for: seen)
        #expect(found == MinesDeductions())
        // The same position as a board: the solver stops at it.
        let result = MinesSolver.solve(layout("...*", "...."), from: Point(x: 0, y: 0))
        #expect(!result.cleared)
        #expect(result.revealedCells == 6)
        #expect(result.safeCells == 7)
    }

    @Test func anImpossibleViewProvesNothing() throws {
        let seen = try view(width: 3, height: 1, mines: 1, ["#3#"])
        #expect(MinesSolver.deductions(for: seen) == MinesDeductions())
    }

    /// The fast solver against the exhaustive checker, on small boards stopped mid-game
    /// after a few random safe reveals: everything it proves must hold in every layout that
    /// fits what the player sees.
    @Test func everyDeductionHoldsInEveryConsistentLayout() async {
        let positions = zip(Gen.int(in: 5...8), Gen.int(in: 5...8), Gen.int(in: 10...30), Gen.uint64(),
                            Gen.int(in: 0...6))
        let provenTotal = Counter()
        let compared = Counter()
        await propertyCheck(count: 150, input: positions) { width, height, density, seed, extraReveals in
            let mines = max(1, width * height * density / 100)
            guard let params = try? MinesParams(width: width, height: height, mines: mines) else { return }
            var random = SeededGenerator(seed: seed)
            let first = Point(x: random.uniform(below: width), y: random.uniform(below: height))
            var board = MinesBoard(params: params, seed: seed, style: .random)
            board = try #require(board.revealing(first)).board
            let layout = try #require(board.layout)
            for _ in 0..<extraReveals where board.outcome == .playing {
                let covered = (0..<params.cellCount).map { Point(x: $0 % width, y: $0 / width) }
                    .filter { board.mark(at: $0) == .covered && !layout.isMine(at: $0) }
                guard !covered.isEmpty else { break }
                board = try #require(board.revealing(covered[random.uniform(below: covered.count)])).board
            }
            let seen = board.playerView
            guard let truth = ExhaustiveChecker(view: seen).verdict() else { return }
            let found = MinesSolver.deductions(for: seen)
            #expect(Set(found.safe).isSubset(of: truth.safe), "claimed safe: \(Set(found.safe).subtracting(truth.safe))")
            #expect(Set(found.mines).isSubset(of: truth.mines), "claimed mines: \(Set(found.mines).subtracting(truth.mines))")
            provenTotal.add(found.safe.count + found.mines.count)
            compared.add(1)
        }
        #expect(compared.value >= 100, "too few positions were small enough to check exhaustively")
        #expect(provenTotal.value > 0, "the solver proved nothing at all in the whole sample")
    }

    @Test func theSolverFindsWhatSimpleRulesFind() async {
        // Whenever a single number already settles its cells, the solver must see it too.
        await propertyCheck(count: 80, input: Gen.uint64()) { seed in
            var board = MinesBoard(params: .beginner, seed: seed, style: .random)
            board = try #require(board.revealing(Point(x: 4, y: 4))).board
            let seen = board.playerView
            let found = MinesSolver.deductions(for: seen)
            let proven = Set(found.safe).union(found.mines)
            for (index, value) in seen.numbers.enumerated() {
                guard let value else { continue }
                let point = Point(x: index % 9, y: index / 9)
                let covered = point.surroundingNeighbours.filter { board.mark(at: $0) == .covered }
                if !covered.isEmpty && (value == 0 || value == covered.count) {
                    #expect(Set(covered).isSubset(of: proven))
                }
            }
        }
    }
}

/// A thread-safe tally for property checks.
final class Counter: Sendable {
    private let total = Mutex(0)

    func add(_ amount: Int) { total.withLock { $0 += amount } }
    var value: Int { total.withLock { $0 } }
}
