import GameCore
import PropertyBased
import Testing
@testable import Mines

@Suite struct GeneratorTests {
    /// Random board sizes up to 20×20 with up to 45% mines, a random first cell and seed.
    private let boards = zip(Gen.int(in: 5...20), Gen.int(in: 5...20), Gen.int(in: 1...45), Gen.uint64(),
                             Gen.int(in: 0...399))

    private func params(_ width: Int, _ height: Int, _ percent: Int) throws -> MinesParams {
        try MinesParams(width: width, height: height, mines: max(1, width * height * percent / 100))
    }

    private func first(_ pick: Int, _ params: MinesParams) -> Point {
        Point(x: pick % params.width, y: (pick / params.width) % params.height)
    }

    @Test func boardsHoldExactlyTheirMinesAndNoneInTheFirstArea() async {
        await propertyCheck(count: 120, input: boards, Gen.bool()) { board, noGuess in
            let (width, height, percent, seed, pick) = board
            let params = try params(width, height, percent)
            let start = first(pick, params)
            let layout = try #require(MinesGenerator.layout(for: params, first: start, seed: seed,
                                                            style: noGuess ? .noGuess : .random))
            #expect(layout.mineCount == params.mines)
            #expect(layout.width == params.width && layout.height == params.height)
            for dy in -1...1 {
                for dx in -1...1 {
                    #expect(!layout.isMine(at: Point(x: start.x + dx, y: start.y + dy)),
                            "mine next to the first cell \(start) at offset \(dx),\(dy)")
                }
            }
            #expect(layout.adjacentMines(at: start) == 0, "the first reveal must open an area")
        }
    }

    @Test func theSolverClearsEveryNoGuessBoard() async {
        await propertyCheck(count: 120, input: boards) { width, height, percent, seed, pick in
            let params = try params(width, height, percent)
            let start = first(pick, params)
            let layout = try #require(MinesGenerator.layout(for: params, first: start, seed: seed))
            let result = MinesSolver.solve(layout, from: start)
            #expect(result.cleared, "seed \(seed) \(params) from \(start) stopped at \(result.revealedCells) of \(result.safeCells)")
        }
    }

    @Test func theClassicBoardsAreNoGuessToo() async {
        for difficulty in MinesDifficulty.allCases {
            await propertyCheck(count: 25, input: Gen.uint64()) { seed in
                let params = difficulty.params
                let start = Point(x: params.width / 2, y: params.height / 2)
                let layout = try #require(MinesGenerator.layout(for: params, first: start, seed: seed))
                #expect(MinesSolver.solve(layout, from: start).cleared)
            }
        }
    }

    @Test func theSameSeedAndFirstCellGiveTheSameBoard() async {
        await propertyCheck(count: 60, input: boards, Gen.bool()) { board, noGuess in
            let (width, height, percent, seed, pick) = board
            let params = try params(width, height, percent)
            let start = first(pick, params)
            let style: MinesGenerationStyle = noGuess ? .noGuess : .random
            let once = MinesGenerator.layout(for: params, first: start, seed: seed, style: style)
            let again = MinesGenerator.layout(for: params, first: start, seed: seed, style: style)
            #expect(once == again)
        }
    }

    @Test func differentSeedsGiveDifferentBoards() {
        let layouts = Set((0..<20).compactMap { seed in
            MinesGenerator.layout(for: .expert, first: Point(x: 15, y: 8), seed: UInt64(seed))
        })
        #expect(layouts.count == 20)
    }

    @Test func theFirstCellMustBeOnTheBoard() {
        #expect(MinesGenerator.layout(for: .beginner, first: Point(x: 9, y: 0), seed: 1) == nil)
        #expect(MinesGenerator.layout(for: .beginner, first: Point(x: 0, y: -1), seed: 1) == nil)
    }

    @Test func denseBoardsStillGetLaidOut() {
        // The densest boards the limits allow, and a few near them, in both styles.
        let cases: [(Int, Int, Int)] = [(5, 5, 16), (5, 5, 15), (9, 9, 72), (9, 9, 60), (16, 16, 180), (30, 16, 400)]
        for (width, height, mines) in cases {
            guard let params = try? MinesParams(width: width, height: height, mines: mines) else {
                Issue.record("\(width)x\(height)/\(mines) should be allowed")
                continue
            }
            for seed in UInt64(0)..<3 {
                let start = Point(x: width / 2, y: height / 2)
                let layout = MinesGenerator.layout(for: params, first: start, seed: seed)
                #expect(layout?.mineCount == mines)
                if let layout { #expect(MinesSolver.solve(layout, from: start).cleared) }
            }
        }
    }

    @Test func randomBoardsOftenNeedAGuess() {
        // The no-guess promise is the generator's work, not luck: classic random expert
        // boards mostly cannot be cleared by logic.
        let cleared = (0..<30).filter { seed in
            let start = Point(x: 15, y: 8)
            guard let layout = MinesGenerator.layout(for: .expert, first: start, seed: UInt64(seed), style: .random)
            else { return false }
            return MinesSolver.solve(layout, from: start).cleared
        }
        #expect(cleared.count < 25)
    }
}
