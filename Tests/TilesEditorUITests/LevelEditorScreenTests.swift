@testable import Shell
@testable import TilesEditorUI
import GameCore
import Midend
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// The editor screen on the in-memory frame: painting, fills, undo, the background check, saving
/// and leaving.
@Suite struct LevelEditorScreenTests {
    let clock = ManualClock()
    let shelf = FakeShelf()

    func opened(width: Int = 4, height: Int = 4) -> (LevelEditorScreen, ScreenContext) {
        let context = Fixtures.context(shelf.environment(clock: clock))
        var screen = LevelEditorScreen(draft: LevelDraft(width: width, height: height, name: "Mine 1"), pack: "Mine",
                                       number: 1)
        screen.activate(context: context)
        return (screen, context)
    }

    @Test func keysPaintFillAndUndoOnTheBoardShown() {
        var (screen, context) = opened(width: 5, height: 4)
        #expect(screen.status == "not playable: the map has no tiles")
        screen.type("1l2l ", context: context)
        #expect(screen.draft.board.mapRows.last == "RGG..")
        #expect(screen.frame(context).text.contains("R G G◂"))
        // Flood fill with green on an empty cell: every empty cell (one region) becomes green.
        screen.type("lf", context: context)
        #expect(screen.draft.board.mapRows == ["GGGGG", "GGGGG", "GGGGG", "RGGGG"])
        screen.type("u", context: context)
        #expect(screen.draft.board.mapRows.last == "RGG..")
        screen.type("U", context: context)
        #expect(screen.draft.board.mapRows.first == "GGGGG")
        screen.type("uuuuu", context: context)
        #expect(screen.draft.isEmpty)
        #expect(screen.frame(context).text.contains("Nothing to undo"))
    }

    @Test func aRectangleIsMarkedThenFilledAndRandomFillUsesTheTypedColours() {
        var (screen, context) = opened(width: 6, height: 4)
        screen.type("3rllk", context: context)
        #expect(screen.frame(context).text.contains("Corner marked"))
        _ = screen.handle(.key(.enter), context: context)
        #expect(screen.draft.board.mapRows == ["......", "......", "BBB...", "BBB..."])
        screen.type("x", context: context)
        _ = screen.handle(.key(.backspace), context: context)
        _ = screen.handle(.key(.backspace), context: context)
        _ = screen.handle(.key(.backspace), context: context)
        _ = screen.handle(.key(.backspace), context: context)
        screen.type("56", context: context)
        _ = screen.handle(.key(.enter), context: context)
        #expect(screen.draft.cells.cells.allSatisfy { $0 == 5 || $0 == 6 })
        #expect(Set(screen.draft.cells.cells).count == 2)
    }

    @Test func theStatusFollowsEditsInTheBackgroundAndDropsStaleAnswers() throws {
        var (screen, context) = opened()
        screen.type("1", context: context)
        #expect(screen.status == "checking…")
        #expect(screen.nextChange(after: context.now) == context.now.adding(milliseconds: EditorCheck.debounceMilliseconds))
        // Before the pause is over no check starts.
        #expect(screen.tick(context: context).jobs.isEmpty)
        screen.settleCheck(clock: clock, context: context)
        #expect(screen.status == "not clearable")

        // A check still running when the map changes is cancelled, and its answer dropped.
        let edit = screen.type("l", context: context)
        #expect(edit.navigation.isStay && !edit.cancelsWork)
        let paint = screen.type("1", context: context)
        #expect(paint.cancelsWork)
        clock.advance(milliseconds: EditorCheck.debounceMilliseconds)
        var later = context
        later.now = clock.now()
        let job = try #require(screen.tick(context: later).jobs.first)
        screen.type("l2", context: later)
        _ = screen.receive(.finished(title: "", result: job.run(WorkProgress())), context: later)
        #expect(screen.status == "checking…")
        screen.type("u", context: later)
        screen.settleCheck(clock: clock, context: later)
        #expect(screen.status == "clearable, par 1")
        later.now = clock.now()
        #expect(screen.frame(later).text.contains("clearable, par 1"))
    }

    @Test func aProvenLevelIsSavedAtOnceAnUnprovenOneAfterAQuestion() throws {
        var (screen, context) = opened()
        screen.type("1l1", context: context)
        screen.settleCheck(clock: clock, context: context)
        screen.type("s", context: context)
        let first = try #require(shelf.saved.last)
        #expect(first.pack == "Mine" && first.proven && first.record.par == 1 && first.record.number == 1)
        #expect(first.record.map == "....\n....\n....\nRR..")
        #expect(!screen.hasUnsavedChanges)

        screen.type("2", context: context)
        screen.settleCheck(clock: clock, context: context)
        #expect(screen.status == "not clearable")
        screen.type("s", context: context)
        #expect(shelf.saved.count == 1)
        #expect(screen.frame(context).text.contains("Save an unproven level?"))
        screen.type("y", context: context)
        let second = try #require(shelf.saved.last)
        #expect(shelf.saved.count == 2 && !second.proven && second.record.map.hasSuffix("RG.."))
        #expect(screen.frame(context).text.contains("marked unproven"))
    }

    /// Issue 34, B5: two editors on one level. The later save sees that the level changed since
    /// it opened it and asks (keep mine / take theirs / save as a new level); nothing is
    /// overwritten silently.
    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func theSecondOfTwoEditorsIsAskedBeforeItOverwrites(size: ScreenSize) throws {
        let context = Fixtures.context(shelf.environment(clock: clock), size: size)
        func editor() -> LevelEditorScreen {
            var screen = LevelEditorScreen(draft: LevelDraft(width: 4, height: 4, name: "Mine 1"), pack: "Mine", number: 1)
            screen.activate(context: context)
            return screen
        }
        var first = editor(), second = editor()
        first.type("1l1", context: context)
        first.settleCheck(clock: clock, context: context)
        first.type("s", context: context)
        #expect(shelf.saved.count == 1)

        second.type("2l2", context: context)
        second.settleCheck(clock: clock, context: context)
        second.type("s", context: context)
        #expect(shelf.saved.count == 1, "the second save overwrote the first editor's level")
        let asked = second.frame(context).text
        #expect(asked.contains("Level 1 changed") && asked.contains("saved elsewhere"), "\(asked)")
        #expect(asked.contains("k: keep mine") && asked.contains("t: take theirs") && asked.contains("n: save mine as a new level"))
        // Enter is no answer: nothing is overwritten by a reflex.
        _ = second.handle(.key(.enter), context: context)
        #expect(shelf.saved.count == 1)

        // Save as a new level: the first editor's level stays, the draft goes to level 2.
        second.type("n", context: context)
        #expect(shelf.saved.count == 2 && shelf.saved.last?.record.number == 2, "\(shelf.saved.map(\.record.number))")
        #expect(shelf.levels.first { $0.pack == "Mine" && $0.number == 1 }?.board.mapRows.last == "RR..")
        #expect(second.number == 2 && !second.hasUnsavedChanges)

        // The first editor, saving again over level 1 it last saved, is not asked.
        first.type("l1", context: context)
        first.settleCheck(clock: clock, context: context)
        first.type("s", context: context)
        #expect(shelf.saved.count == 3 && shelf.saved.last?.record.number == 1)
    }

    @Test func takingTheirsOrKeepingMineAfterAConflict() throws {
        let context = Fixtures.context(shelf.environment(clock: clock))
        func editor() -> LevelEditorScreen {
            var screen = LevelEditorScreen(draft: LevelDraft(width: 4, height: 4, name: "Mine 1"), pack: "Mine", number: 1)
            screen.activate(context: context)
            return screen
        }
        var first = editor(), second = editor(), third = editor()
        first.type("1l1", context: context)
        first.settleCheck(clock: clock, context: context)
        first.type("s", context: context)

        second.type("2l2", context: context)
        second.settleCheck(clock: clock, context: context)
        second.type("s", context: context)
        second.type("t", context: context)
        #expect(shelf.saved.count == 1)
        #expect(second.draft.board.mapRows.last == "RR.." && !second.hasUnsavedChanges)

        third.type("3l3", context: context)
        third.settleCheck(clock: clock, context: context)
        third.type("s", context: context)
        #expect(shelf.saved.count == 1)
        third.type("k", context: context)
        #expect(shelf.saved.count == 2 && shelf.saved.last?.record.number == 1)
        #expect(shelf.levels.first { $0.pack == "Mine" && $0.number == 1 }?.board.mapRows.last == "BB..")
    }

    @Test func aMapThatCannotBePlayedIsNeitherSavedNorTested() {
        var (screen, context) = opened()
        screen.type("k1", context: context)
        #expect(screen.status.hasPrefix("not playable"))
        screen.type("s", context: context)
        #expect(shelf.saved.isEmpty)
        #expect(screen.frame(context).text.contains("Cannot save"))
        #expect(screen.type("t", context: context).navigation.isStay)
        screen.type("g", context: context)
        #expect(screen.draft.board.mapRows.last == "R...")
    }

    @Test func leavingWithUnsavedChangesAsks() {
        var (screen, context) = opened()
        #expect(screen.type("q", context: context).isPop)
        screen.type("1", context: context)
        #expect(!screen.type("q", context: context).isPop)
        #expect(screen.frame(context).text.contains("unsaved changes"))
        screen.type("n", context: context)
        #expect(screen.prompt == nil && screen.draft.board.mapRows.last == "R...")
        screen.type("q", context: context)
        #expect(screen.type("y", context: context).isPop)
    }

    @Test func namingAndBackgroundsAreEditsToo() {
        var (screen, context) = opened()
        screen.type("N", context: context)
        for _ in 0..<6 { _ = screen.handle(.key(.backspace), context: context) }
        screen.type("Spiral", context: context)
        _ = screen.handle(.key(.enter), context: context)
        screen.type("b", context: context)
        #expect(screen.draft.name == "Spiral" && screen.draft.background == "waves")
        screen.type("uu", context: context)
        #expect(screen.draft.name == "Mine 1" && screen.draft.background == "default")
    }

    @Test func theEditorAsksForATerminalThatHoldsItsLargestBoard() {
        let (screen, context) = opened()
        let needed = screen.minimumSize(context: context)
        #expect(needed.columns >= 2 * LevelDraft.maximumWidth + 3 && needed.rows > LevelDraft.maximumHeight + 2)
        #expect(needed.columns <= 80 && needed.rows <= 24)
    }
}

extension ScreenCommand {
    var isPop: Bool {
        if case .pop = navigation { return true }
        return false
    }
}
