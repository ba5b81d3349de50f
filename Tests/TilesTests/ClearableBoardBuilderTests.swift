import GameCore
import PropertyBased
import Testing
@testable import Tiles

@Suite struct ClearableBoardBuilderTests {
    @Test func builtBoardsFillTheSkylineAndTheirSolutionClearsThem() async {
        let skylines = Gen.int(in: 1...6).array(of: 2...7)
        await propertyCheck(count: 40, input: skylines, Gen.int(in: 2...5), Gen.uint64()) { skyline, colours, seed in
            let builder = ClearableBoardBuilder(skyline: skyline, height: 6,
                                                colours: Array(TileColor.allCases.prefix(colours)))
            var generator = SeededGenerator(seed: seed)
            // Some skylines cannot be filled with groups at all (one tile in all); those may fail.
            guard let (board, solution) = builder.build(using: &generator) else { return }
            #expect(board.width == skyline.count && board.height == 6)
            for (x, height) in skyline.enumerated() {
                let column = (0..<6).filter { board.grid[x, $0] != 0 }.count
                #expect(column == height, "column \(x) of \(board.mapRows)")
            }
            #expect(board.isSettled)
            #expect(replay(solution, on: board)?.isCleared == true, "\(board.mapRows)")
        }
    }

    @Test func theSameSeedBuildsTheSameBoard() throws {
        let builder = ClearableBoardBuilder(width: 8, height: 6, colours: [.red, .green, .blue, .yellow])
        var first = SeededGenerator(seed: 42), second = SeededGenerator(seed: 42)
        let one = try #require(builder.build(using: &first))
        let two = try #require(builder.build(using: &second))
        #expect(one.board == two.board)
        #expect(one.solution == two.solution)
    }

    @Test func impossibleRequestsFailCleanly() {
        var generator = SeededGenerator(seed: 1)
        #expect(ClearableBoardBuilder(skyline: [1], colours: [.red]).build(using: &generator) == nil)
        #expect(ClearableBoardBuilder(skyline: [], colours: [.red]).build(using: &generator) == nil)
        #expect(ClearableBoardBuilder(skyline: [2, 2], colours: []).build(using: &generator) == nil)
        #expect(ClearableBoardBuilder(skyline: [3, 20], colours: [.red]).build(using: &generator) == nil)
    }
}
