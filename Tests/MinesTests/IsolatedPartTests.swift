import Foundation
import GameCore
import PropertyBased
import Testing
@testable import Mines

/// Isolated parts of the frontier (`MinesIsolatedPart`): enclosed pockets with a fixed mine
/// count, searched out alone. Checked against the plain listing of every layout
/// (`BruteForceMines`) and the naive search of every way to play (`GuessRulesTests.NaiveSearch`).
@Suite struct IsolatedPartTests {
    @Test func anIsolatedPartIsIndependentAndItsCellLosesNothingAgainstBestPlay() async {
        let found = Counter()
        await propertyCheck(count: 1_500, input: zip(Gen.int(in: 4...6), Gen.int(in: 4...6), Gen.int(in: 15...30), Gen.uint64(),
                                                     Gen.int(in: 0...3))) { width, height, density, seed, guesses in
            if try Self.checkIsolatedPart(width: width, height: height, density: density, seed: seed, guesses: guesses) {
                found.add(1)
            }
        }
        #expect(found.value >= 10, "isolated parts found \(found.value)")
    }

    @Test func theHintTakesTheIsolatedPartsCellUnlessAnEarlierRuleApplies() async {
        let found = Counter(), taken = Counter()
        await propertyCheck(count: 400, input: zip(Gen.int(in: 6...12), Gen.int(in: 6...10), Gen.int(in: 15...25), Gen.uint64(),
                                                   Gen.int(in: 0...3))) { width, height, density, seed, guesses in
            switch try Self.checkHint(width: width, height: height, density: density, seed: seed, guesses: guesses) {
            case .taken: found.add(1); taken.add(1)
            case .earlierRule: found.add(1)
            case .noPart: break
            }
        }
        // On these small boards the whole-board search or a forced 50/50 comes first almost
        // always; the rule itself being taken is checked on expert boards below.
        #expect(found.value >= 5, "positions with an isolated part \(found.value) (its cell advised in \(taken.value))")
    }

    /// Expert boards (seeds where `mines autoplay` played differently with the rule than
    /// without it, found by comparing the two board by board): each time the hint names an
    /// isolated part's cell, it is the part's best cell, and it does so at least once.
    @Test func onExpertBoardsTheHintTakesTheIsolatedPartsBestCell() throws {
        var taken = 0
        for seed: UInt64 in [52, 241, 779] {
            try playExpertBoardByTheHint(seed: seed) { advice, board in
                guard case .guess(let guess) = advice.reason, case .isolatedPart(let clearChance) = guess.method else { return }
                let core = MinesSolver.solvedCore(for: board.playerView)
                let part = try #require(MinesIsolatedPart.part(in: core))
                let choice = try #require(MinesIsolatedPart.bestChoice(in: core))
                let cell = advice.point.y * 30 + advice.point.x
                #expect(part.cells.contains(cell) && choice.cell == cell && choice.winChance == clearChance)
                #expect(MinesFiftyFifty.forcedPair(in: core) == nil)
                taken += 1
            }
        }
        #expect(taken >= 1, "isolated parts advised \(taken)")
    }

    enum HintCase { case taken, earlierRule, noPart }

    /// One random stuck position with an isolated part: the hint names the part's best cell
    /// with its chance, unless a rule before it applies (the whole-board search, a forced 50/50).
    static func checkHint(width: Int, height: Int, density: Int, seed: UInt64, guesses: Int) throws -> HintCase {
        guard let board = try GuessRulesTests.stuckPosition(width: width, height: height, density: density, seed: seed, guesses: guesses)
        else { return .noPart }
        let core = MinesSolver.solvedCore(for: board.playerView)
        guard let choice = MinesIsolatedPart.bestChoice(in: core) else { return .noPart }
        let part = try #require(MinesIsolatedPart.part(in: core))
        let advice = try #require(MinesMoveChooser.advice(for: board.visible))
        let guess = try #require(advice.guess)
        let point = advice.point.y * width + advice.point.x
        switch guess.method {
        case .isolatedPart(let clearChance):
            #expect(part.cells.contains(point) && choice.cell == point && choice.winChance == clearChance)
            return .taken
        case .endgame, .forcedFiftyFifty:
            return .earlierRule
        default:
            Issue.record("an isolated part was passed over: \(guess.method)")
            return .earlierRule
        }
    }

    /// One random stuck position: false when it has no isolated part (or is too large to list).
    /// A plain function: the compiler's sendability pass crashes on this body inside the
    /// property's closure (Swift 6.3.1).
    static func checkIsolatedPart(width: Int, height: Int, density: Int, seed: UInt64, guesses: Int) throws -> Bool {
        guard let board = try GuessRulesTests.stuckPosition(width: width, height: height, density: density, seed: seed, guesses: guesses),
              let truth = BruteForceMines(view: board.playerView), truth.layouts >= 2, truth.layouts <= 100 else { return false }
        let view = board.playerView
        let core = MinesSolver.solvedCore(for: view)
        // The chooser asks only where logic proves no cell safe.
        guard (0..<core.settledCount).allSatisfy({ core.state(of: core.settledCell($0)) == SolverCore.mine }),
              let part = MinesIsolatedPart.part(in: core) else { return false }
        let cells = Set(part.cells)
        // The part holds its mine count in every layout, and its layouts combine with every
        // layout of the rest, each as often: the board is the part times the rest.
        var rests: [Set<Int>: Int] = [:], pockets: [Set<Int>: Int] = [:]
        for layout in truth.kept {
            #expect(layout.intersection(cells).count == part.mines)
            rests[layout.subtracting(cells), default: 0] += 1
            pockets[layout.intersection(cells), default: 0] += 1
        }
        #expect(rests.count * pockets.count == truth.layouts)
        #expect(Set(pockets.values).count == 1)
        // No cell outside the part counts a cell of it: its mines never show elsewhere.
        let someRest = try #require(rests.keys.first)
        let shapes = pockets.keys.map { someRest.union($0) }
        for cell in 0..<(width * height) where !cells.contains(cell) && view.numbers[cell] == nil {
            let shown = Set(shapes.map { GuessRulesTests.number(cell, in: $0, width: width, height: height) })
            #expect(shown.count == 1, "cell \(cell) tells the part's layouts apart")
        }
        let choice = try #require(MinesIsolatedPart.bestChoice(in: core))
        #expect(cells.contains(choice.cell))
        // Its chance of clearing the part is the naive search's over the part alone…
        let alone = GuessRulesTests.NaiveSearch(layouts: shapes, covered: part.cells, width: width, height: height)
        #expect(abs(alone.win(Array(shapes.indices)) - choice.winChance) < 1e-9)
        // …and taking it first wins the whole board as often as the best first move does.
        let covered = view.numbers.indices.filter { view.numbers[$0] == nil }
        let whole = GuessRulesTests.NaiveSearch(layouts: truth.kept, covered: covered, width: width, height: height)
        let all = Array(truth.kept.indices)
        let first = try #require(whole.value(of: choice.cell, from: all))
        #expect(abs(first - whole.win(all)) < 1e-9, "part's cell \(first), best \(whole.win(all))")
        return true
    }
}
