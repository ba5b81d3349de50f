import GameCore
import PropertyBased
import Testing
@testable import Mines

/// "3BV so far": nothing before the first reveal, never more than the board's 3BV, growing with
/// every reveal, and the whole 3BV once the board is won.
@Suite struct SolvedThreeBVTests {
    @Test func itGrowsWithEachSafeRevealUpToTheBoardsThreeBV() async {
        await propertyCheck(input: Gen.uint64(), Gen.int(in: 0...80)) { seed, firstIndex in
            var board = MinesBoard(params: .beginner, seed: seed, style: .random)
            #expect(board.solvedThreeBV == 0)
            board = try #require(board.revealing(Point(x: firstIndex % 9, y: firstIndex / 9))).board
            let layout = try #require(board.layout)
            let total = BoardStatistics.threeBV(of: layout)
            var last = board.solvedThreeBV
            #expect(last >= 1 || board.outcome == .lost)
            for index in 0..<layout.cellCount where !layout.mines[index] && board.outcome == .playing {
                guard let next = board.revealing(Point(x: index % 9, y: index / 9))?.board else { continue }
                board = next
                #expect(board.solvedThreeBV >= last && board.solvedThreeBV <= total)
                last = board.solvedThreeBV
            }
            if board.outcome == .won { #expect(board.solvedThreeBV == total, "seed \(seed)") }
        }
    }

    /// A row `. . * .`: one opening (the first cell and its border, the second) and one number on
    /// its own (the last): 3BV 2. Revealing the opening's border number alone solves nothing.
    @Test func aBorderNumberRevealedAloneDoesNotSolveItsOpening() throws {
        let layout = try #require(MineLayout(width: 4, height: 1, isMine: [false, false, true, false]))
        #expect(BoardStatistics.threeBV(of: layout) == 2)
        #expect(BoardStatistics.solvedThreeBV(of: layout) { $0 == 1 } == 0)
        #expect(BoardStatistics.solvedThreeBV(of: layout) { $0 == 0 || $0 == 1 } == 1)
        #expect(BoardStatistics.solvedThreeBV(of: layout) { $0 == 3 } == 1)
        #expect(BoardStatistics.solvedThreeBV(of: layout) { $0 != 2 } == 2)
    }
}
