import GameCore
import Testing
@testable import Mines

@Suite struct StatisticsTests {
    @Test func thePublishedEightByEightExampleHasThreeBVTwentyThree() throws {
        // The 8×8 board of the well-known "Calculate the 3BV of a Minesweeper board" puzzle
        // (Code Golf Stack Exchange, question 82447): ten mines, at these columns and rows
        // counted from 0 at the top left. Its published answer is 23.
        let mines: Set<Point> = [
            Point(x: 3, y: 1), Point(x: 3, y: 2), Point(x: 6, y: 2), Point(x: 1, y: 3), Point(x: 4, y: 3),
            Point(x: 2, y: 4), Point(x: 7, y: 4), Point(x: 3, y: 5), Point(x: 6, y: 6), Point(x: 7, y: 7),
        ]
        let cells = (0..<64).map { mines.contains(Point(x: $0 % 8, y: $0 / 8)) }
        let board = try #require(MineLayout(width: 8, height: 8, isMine: cells))
        #expect(board.mineCount == 10)
        #expect(BoardStatistics.threeBV(of: board) == 23)
    }

    @Test func oneOpeningThatReachesEveryNumberIsOneClick() {
        // Mines in two opposite corners of a 4×4: all zeros form one region and every
        // number borders it, so one click clears the board.
        #expect(BoardStatistics.threeBV(of: layout("*...", "....", "....", "...*")) == 1)
    }

    @Test func numbersAwayFromOpeningsCountOneEach() {
        // The board of BoardRulesTests.openField: one opening (all its zeros connect) plus
        // (4,0), (5,0) and (5,1), which touch the mine at (4,1) and no zero: 1 + 3 = 4.
        #expect(BoardStatistics.threeBV(of: layout("......", "....*.", "......", "*.....")) == 4)
    }

    @Test func withoutZerosEverySafeCellIsAClick() {
        // Mines on the four edge midpoints of a 3×3: the corners show 2 and the centre 4;
        // no opening at all, so 3BV is the five safe cells.
        #expect(BoardStatistics.threeBV(of: layout(".*.", "*.*", ".*.")) == 5)
    }

    @Test func separateOpeningsCountSeparately() {
        // A wall of mines down the middle column splits the zeros into two openings; every
        // number borders one of them: 2.
        #expect(BoardStatistics.threeBV(of: layout("...*...", "...*...", "...*...", "...*...")) == 2)
    }

    @Test func ratesAreThreeBVOverTimeAndOverClicks() {
        #expect(BoardStatistics.threeBVPerSecond(threeBV: 30, milliseconds: 12_000) == 2.5)
        #expect(BoardStatistics.threeBVPerSecond(threeBV: 30, milliseconds: 0) == nil)
        #expect(BoardStatistics.efficiency(threeBV: 23, clicks: 46) == 0.5)
        #expect(BoardStatistics.efficiency(threeBV: 23, clicks: 0) == nil)
    }

    @Test func aBoardKnowsItsThreeBVOnceLaidOut() throws {
        let board = MinesBoard(params: .beginner, seed: 8)
        #expect(board.threeBV == nil)
        let started = try applied(board.revealing(Point(x: 4, y: 4))).0
        let layout = try #require(started.layout)
        #expect(started.threeBV == BoardStatistics.threeBV(of: layout))
    }
}
