@testable import TilesUI
import GameCore
import GameRules
import Midend
import Testing
import Tiles
@testable import UITestSupport

/// A resumed level puts the cursor back exactly where it was saved, an empty cell included
/// (a hang-up used to move it to the nearest tile).
@Suite struct TilesCursorRestoreTests {
    @Test func aSavedCursorOnAnEmptyCellIsRestoredExactly() throws {
        let level = try #require(Fixtures.levels.first { level in
            let board = level.startState.board
            return (0..<board.height).contains { y in (0..<board.width).contains { board.color(at: Point(x: $0, y: y)) == nil } }
        })
        let board = level.startState.board
        let empty = try #require((0..<board.height).lazy.flatMap { y in (0..<board.width).lazy.map { Point(x: $0, y: y) } }
            .first { board.color(at: $0) == nil })
        var play = GamePlay<TilesBackEnd>(GameSetup(params: TilesParams(level: level), seed: 0), initial: level.startState)
        play.interface.cursor = empty
        let screen = TilesPlayScreen(level: level, campaign: Fixtures.levels, resuming: play)
        #expect(screen.cursor == empty)
    }
}
