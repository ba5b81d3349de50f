import GameCore
import Testing
@testable import Tiles

@Suite struct TileRulesTests {
    @Test func removingAGroupLetsTilesFallAndColumnsClose() throws {
        let board = try TileMap.parse("""
        R..
        GB.
        GBR
        """)
        let state = TilesState(level: 1, par: 3, board: board)
        let (afterGreen, greenEvents) = try #require(state.applying(TilesMove(Point(x: 0, y: 1))))
        #expect(afterGreen.board.mapRows == ["...", ".B.", "RBR"])
        #expect(greenEvents == [.groupRemoved(size: 2, color: TileColor.green.rawValue, points: 0)])

        let (afterBlue, _) = try #require(afterGreen.applying(TilesMove(Point(x: 1, y: 2))))
        #expect(afterBlue.board.mapRows == ["...", "...", "RR."])

        let (cleared, events) = try #require(afterBlue.applying(TilesMove(Point(x: 0, y: 2))))
        #expect(cleared.isCleared)
        #expect(cleared.score == TilesScoring.clearBonus)
        #expect(cleared.moves == 3)
        #expect(events.last == .levelCleared(level: 1, score: 1000, moves: 3, stars: 3, bonus: 1000))
    }

    @Test func singleTilesAndEmptyCellsAreNotMoves() throws {
        let board = try TileMap.parse("RG\nGR")
        let state = TilesState(level: 1, par: 1, board: board)
        #expect(state.isStuck)
        #expect(state.applying(TilesMove(Point(x: 0, y: 0))) == nil)
        #expect(state.applying(TilesMove(Point(x: 5, y: 5))) == nil)
    }

    @Test func scoringIsSquareOfSizeLessTwo() {
        #expect(TilesScoring.points(forGroupOf: 2) == 0)
        #expect(TilesScoring.points(forGroupOf: 3) == 1)
        #expect(TilesScoring.points(forGroupOf: 7) == 25)
    }

    @Test func mapParserNamesTheProblem() {
        #expect(throws: TileMapError.raggedRows(row: 1, expected: 3, found: 2)) { try TileMap.parse("RGB\nRG") }
        #expect(throws: TileMapError.unknownCharacter("X", row: 0, column: 1)) { try TileMap.parse("RX") }
        #expect(throws: TileMapError.floatingTile(row: 0, column: 0)) { try TileMap.parse("R.\n.G") }
    }
}
