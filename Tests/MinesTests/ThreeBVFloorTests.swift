import GameCore
import Testing
@testable import Mines

/// A board below its 3BV floor is won, but it is not a board cleared for the stats'
/// achievements and records.
@Suite struct ThreeBVFloorTests {
    @Test func aCustomBoardWonByItsFirstRevealIsNotABoardCleared() throws {
        // 100 cells, 91 mines: the first reveal's 3×3 opening is every safe cell.
        let params = try MinesParams(width: 10, height: 10, mines: 91)
        let state = MinesState(mode: .custom(params), seed: 42)
        let step = try #require(state.applying(.reveal(Point(x: 5, y: 5))))
        #expect(step.state.board.outcome == .won)
        #expect(step.state.board.threeBV == 1)
        #expect(!step.events.contains { $0.name == .boardCleared }, "below the floor: no board cleared")
        #expect(step.events.compactMap(\.boardCleared).count == 1, "the board's figures are still reported")
    }

    @Test func floorsFollowTheClassicBoards() throws {
        #expect(ThreeBVFloor.floor(for: .classic(.beginner)) == 2)
        #expect(ThreeBVFloor.floor(for: .classic(.intermediate)) == 30)
        #expect(ThreeBVFloor.floor(for: .classic(.expert)) == 100)
        #expect(ThreeBVFloor.floor(for: .endless) == nil)
        #expect(ThreeBVFloor.floor(cells: 100) == 2)
        #expect(ThreeBVFloor.floor(cells: 255) == 2)
        #expect(ThreeBVFloor.floor(cells: 256) == 30)
        #expect(ThreeBVFloor.floor(cells: 479) == 30)
        #expect(ThreeBVFloor.floor(cells: 10_000) == 100)
        #expect(ThreeBVFloor.explanation.contains("2 under 256 cells, 30 under 480, else 100"), "the help says the rule")
    }
}
