import Foundation
import GameCore
import PropertyBased
import Testing
@testable import Mines

/// Forced 50/50 chains (`MinesFiftyFiftyChain`), checked against the plain listing of every
/// layout (`BruteForceMines`): the chain's halves are its only two fillings, swapping them maps
/// every layout to another that fits, and no other cell ever shows a different number.
@Suite struct FiftyFiftyChainTests {
    /// Checks the chain found in a stuck random position, if any; true when one was found.
    static func checkChain(width: Int, height: Int, density: Int, seed: UInt64, guesses: Int) throws -> Bool {
        guard let board = try GuessRulesTests.stuckPosition(width: width, height: height, density: density, seed: seed,
                                                            guesses: guesses),
              let truth = BruteForceMines(view: board.playerView), truth.layouts > 0 else { return false }
        let core = MinesSolver.solvedCore(for: board.playerView)
        guard let chain = MinesFiftyFiftyChain.forcedChain(in: core) else { return false }
        #expect(chain.count >= 4 && chain.count % 2 == 0)
        let kept = Set(truth.kept)
        let inChain = Set(chain)
        for layout in truth.kept {
            // Half the chain's cells are mines in every layout…
            #expect(chain.filter { layout.contains($0) }.count == chain.count / 2)
            // …and with the chain's mines and safe cells swapped the layout fits too, every cell
            // off the chain showing the same number: only a reveal in the chain can settle it.
            var swapped = layout
            for cell in chain where !swapped.insert(cell).inserted { swapped.remove(cell) }
            #expect(kept.contains(swapped))
            for cell in 0..<(width * height) where !inChain.contains(cell) {
                #expect(GuessRulesTests.number(cell, in: layout, width: width, height: height)
                        == GuessRulesTests.number(cell, in: swapped, width: width, height: height))
            }
        }
        return true
    }

    @Test func aForcedChainCanNeverBeToldApart() async {
        let found = Counter()
        await propertyCheck(count: 1_500, input: zip(Gen.int(in: 4...7), Gen.int(in: 4...6), Gen.int(in: 15...30), Gen.uint64(),
                                                     Gen.int(in: 0...3))) { width, height, density, seed, guesses in
            if try Self.checkChain(width: width, height: height, density: density, seed: seed, guesses: guesses) {
                found.add(1)
            }
        }
        // About 30 of 1,500 random positions hold one (two runs: 28 and 30); the count only
        // shows the property was exercised, and aForcedChainIsFound pins one.
        #expect(found.value >= 5, "forced chains found \(found.value)")
    }

    /// A position the random search above found (a 7×5 board, 15% mines, stuck after its
    /// first reveal): a chain of at least four cells, which the listing confirms.
    @Test func aForcedChainIsFound() throws {
        #expect(try Self.checkChain(width: 7, height: 5, density: 15, seed: 16_156_184_209_279_793_046, guesses: 0))
    }

    /// Expert boards where `mines autoplay` played differently with the rule than without it
    /// (seeds 300,256 and 300,400, found comparing the two board by board): each 50/50 the
    /// hint names that is no forced pair is a cell of a forced chain, and there is one.
    @Test func onExpertBoardsTheHintTakesTheForcedChain() throws {
        var taken = 0
        for seed: UInt64 in [300_256, 300_400] {
            try playExpertBoardByTheHint(seed: seed) { advice, board in
                guard case .guess(let guess) = advice.reason, case .forcedFiftyFifty = guess.method else { return }
                let core = MinesSolver.solvedCore(for: board.playerView)
                guard MinesFiftyFifty.forcedPair(in: core) == nil else { return }
                let chain = try #require(MinesFiftyFiftyChain.forcedChain(in: core))
                #expect(chain.contains(advice.point.y * 30 + advice.point.x))
                #expect(guess.mineChance > 0.4999 && guess.mineChance < 0.5001)
                taken += 1
            }
        }
        #expect(taken >= 1, "forced chains advised \(taken)")
    }
}
