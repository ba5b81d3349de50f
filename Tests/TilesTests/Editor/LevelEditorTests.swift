import GameCore
import Testing
@testable import Tiles

@Suite struct LevelEditorTests {
    @Test func theColourKeysPaintAndZeroEmpties() {
        var editor = LevelEditor(draft: LevelDraft(width: 5, height: 5))
        #expect(editor.cursor == Point(x: 0, y: 4))
        editor.paint(with: .blue)
        editor.moveCursor(.right)
        editor.paint()
        #expect(editor.draft.board.mapRows.last == "BB...")
        editor.paint(with: nil)
        #expect(editor.draft.board.mapRows.last == "B....")
        #expect(editor.color == nil)
    }

    @Test func anEditThatChangesNothingIsNotUndone() {
        var editor = LevelEditor(draft: LevelDraft(width: 4, height: 4))
        editor.paint(with: nil)
        #expect(!editor.canUndo)
        editor.paint(with: .red)
        #expect(editor.canUndo)
        let changed = editor.apply(.paint(Point(x: 0, y: 3), .red))
        #expect(!changed)
    }

    @Test func theRectangleKeyMarksACornerThenFills() {
        var editor = LevelEditor(draft: LevelDraft(width: 6, height: 4))
        editor.color = .green
        let changed = editor.markOrFillRectangle()
        #expect(!changed)
        #expect(editor.corner == Point(x: 0, y: 3))
        editor.moveCursor(to: Point(x: 2, y: 2))
        let filled = editor.markOrFillRectangle()
        #expect(filled)
        #expect(editor.corner == nil)
        #expect(editor.draft.board.mapRows == ["......", "......", "GGG...", "GGG..."])
    }

    @Test func aNewEditDropsTheRedoneFuture() {
        var editor = LevelEditor(draft: LevelDraft(width: 4, height: 4))
        editor.paint(with: .red)
        editor.undo()
        #expect(editor.canRedo)
        editor.paint(with: .cyan)
        #expect(!editor.canRedo)
    }

    @Test func shrinkingMovesTheCursorOntoTheBoard() {
        var editor = LevelEditor(draft: LevelDraft(width: 10, height: 10))
        editor.moveCursor(to: Point(x: 9, y: 0))
        editor.apply(.resize(width: 5, height: 4))
        #expect(editor.cursor == Point(x: 4, y: 0))
        editor.undo()
        #expect(editor.draft.width == 10)
    }

    @Test func aFloatingTileIsNamedAndSettlingFixesIt() {
        var draft = LevelDraft(width: 4, height: 4).applying(.paint(Point(x: 0, y: 1), .red))
        #expect(draft.problem?.contains("above an empty cell") == true)
        draft = draft.applying(.settle)
        #expect(draft.problem == nil)
        #expect(draft.board.mapRows == ["....", "....", "....", "R..."])
        #expect(LevelDraft(width: 4, height: 4).problem == "the map has no tiles")
    }

    @Test func aDraftOfALevelKeepsItsMapAndALargerBoardKeepsWhatFits() throws {
        let board = try TileMap.parse("RG..\nRGB.\nRGBY")
        let draft = LevelDraft(board: board, name: "Three", background: "waves")
        // Too short for the editor: laid on a 4-row board from the bottom.
        #expect(draft.board.mapRows == ["....", "RG..", "RGB.", "RGBY"])
        #expect(draft.problem == nil)
        let wide = TileBoard(grid: Grid(width: 24, height: 3, repeating: 1))
        #expect(LevelDraft(board: wide, name: "", background: "default").width == LevelDraft.maximumWidth)
    }
}
