@testable import Shell
@testable import TilesUI
@testable import TilesEditorUI
import GameCore
import LocalDatabase
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// Opening the editor: `n` and `e` in the level select, `clearfield edit`'s start point, and a
/// test play that comes back to the editor as it was and records nothing.
@Suite struct EditorOpeningTests {
    let shelf = FakeShelf()

    @Test func newWithoutAPackOfOnesOwnAsksItsNameThenOpensLevelOne() throws {
        let context = Fixtures.context(shelf.environment())
        var select = LevelSelectScreen()
        select.activate(context: context)
        guard case .push(let pushed) = select.handle(.key(.character("n")), context: context).navigation,
              var start = pushed as? EditorStartScreen else {
            Issue.record("n opens the editor's questions")
            return
        }
        #expect(start.frame(context).text.contains("You have no pack of your own yet"))
        for key in "Mine" { _ = start.handle(.key(.character(key)), context: context) }
        guard case .replace(let replaced) = start.handle(.key(.enter), context: context).navigation,
              let editor = replaced as? LevelEditorScreen else {
            Issue.record("Enter makes the pack and opens the editor")
            return
        }
        #expect(shelf.packs == ["Mine"])
        #expect(editor.pack == "Mine" && editor.number == 1 && !editor.hasUnsavedChanges)
        #expect(editor.draft.width == EditorOpening.newWidth && editor.draft.height == EditorOpening.newHeight)
    }

    @Test func editOnAShippedLevelOffersACopyIntoAPlayersPack() throws {
        try shelf.editing.createPack("Mine")
        let context = Fixtures.context(shelf.environment())
        var select = LevelSelectScreen()
        select.activate(context: context)
        guard case .push(let pushed) = select.handle(.key(.character("e")), context: context).navigation,
              var start = pushed as? EditorStartScreen else {
            Issue.record("e on a shipped level asks about a copy")
            return
        }
        #expect(start.frame(context).text.contains("and cannot be changed. Copy it into \"Mine\"?"))
        guard case .replace(let replaced) = start.handle(.key(.character("y")), context: context).navigation,
              let editor = replaced as? LevelEditorScreen else {
            Issue.record("y opens the copy in the editor")
            return
        }
        #expect(select.entries.first?.level.board.mapRows == ["RG", "RG"])
        #expect(editor.pack == "Mine" && editor.number == 1)
        #expect(editor.draft.board.mapRows == ["....", "....", "RG..", "RG.."])
        #expect(editor.hasUnsavedChanges)
    }

    @Test func editOnALevelOfAPlayersPackOpensIt() throws {
        try shelf.editing.createPack("Mine")
        try shelf.editing.saveLevel(LevelRecord(number: 4, background: "waves", map: "RGGR\nRRGG", name: "Four", par: 2,
                                                pack: "Mine"), "Mine", false)
        let screen = try EditorOpening.startScreen(pack: "Mine", level: 4, environment: shelf.environment())
        let editor = try #require(screen as? LevelEditorScreen)
        #expect(editor.draft.name == "Four" && editor.draft.background == "waves" && editor.number == 4)
        #expect(editor.draft.board.mapRows.suffix(2) == ["RGGR", "RRGG"])
        let context = Fixtures.context(shelf.environment())
        #expect(editor.frame(context).text.contains("saved unproven"))
        #expect(throws: StartError.self) { try EditorOpening.startScreen(pack: "Mine", level: 9, environment: shelf.environment()) }
        #expect(throws: StartError.self) { try EditorOpening.startScreen(pack: ShippedPack.name, level: nil, environment: shelf.environment()) }
        // A new level in a pack not made yet makes it.
        let new = try #require(try EditorOpening.startScreen(pack: "Fresh", level: nil, environment: shelf.environment())
                               as? LevelEditorScreen)
        #expect(shelf.packs == ["Mine", "Fresh"] && new.pack == "Fresh" && new.number == 1)
    }

    /// An imported pack's next import would replace its levels, so the editor treats it as it
    /// treats the shipped pack: `e` offers a copy, new levels go to the player's own pack.
    @Test func anImportedPacksLevelIsCopiedNotEditedInPlace() throws {
        try shelf.editing.createPack("Mine")
        shelf.importedPacks = ["Club"]
        shelf.levels.append(Level(number: 1, name: "Theirs", background: "default", par: 1, pack: "Club",
                                  board: try TileMap.parse("RRGG\nRRGG")))
        let environment = shelf.environment()
        let theirs = try #require(try environment.levels().first { $0.pack == "Club" })
        guard case .success(let opened) = EditorOpening.open(.edit(theirs), environment: environment),
              let start = opened as? EditorStartScreen else {
            Issue.record("e on an imported level asks about a copy")
            return
        }
        let text = start.frame(Fixtures.context(environment)).text
        #expect(text.contains("was imported") && text.contains("Copy it into \"Mine\"?"), "\(text)")
        guard case .success(let new) = EditorOpening.open(.new(pack: "Club"), environment: environment),
              let editor = new as? LevelEditorScreen else {
            Issue.record("n with the imported pack shown opens a new level")
            return
        }
        #expect(editor.pack == "Mine")
        #expect(throws: StartError.self) { try EditorOpening.startScreen(pack: "Club", level: nil, environment: environment) }
    }

    /// Saving with nothing changed writes nothing: a level shorter than the editor's smallest
    /// board is shown padded, and writing that back would start its records afresh.
    @Test func savingAnUnchangedLevelWritesNothing() throws {
        try shelf.editing.createPack("Mine")
        try shelf.editing.saveLevel(LevelRecord(number: 2, background: "default", map: "RRGG\nRRGG", name: "Short", par: 2,
                                                pack: "Mine"), "Mine", true)
        let savesBefore = shelf.saved.count
        var editor = try #require(try EditorOpening.startScreen(pack: "Mine", level: 2, environment: shelf.environment())
                                  as? LevelEditorScreen)
        let context = Fixtures.context(shelf.environment())
        _ = editor.type("s", context: context)
        #expect(shelf.saved.count == savesBefore)
        #expect(editor.frame(context).text.contains("Nothing to save"))
    }

    /// Enter after clearing a test play ("next level" in the campaign) comes back to the editor
    /// without the campaign's "last level" banner.
    @Test func leavingATestPlayByNextLevelSaysNothingOfTheCampaign() throws {
        let clock = ManualClock()
        let environment = shelf.environment(clock: clock)
        let steps: [InputEvent] = "<<<<<<----".map { .key(.character($0)) }
            + [.key(.character("1")), .key(.character("l")), .key(.character("1")),
               .key(.character("t")), .key(.enter), .key(.enter), .key(.character("?")), .key(.escape)]
        let terminal = ScriptedTerminal(clock: clock, events: steps)
        let screens = try StartPoint.editor(pack: "Mine", level: nil).screens(environment: environment)
        let controller = AppController(terminal: terminal, environment: environment, screens: screens)
        _ = controller.run()
        let frames = terminal.presented.map(\.text)
        #expect(frames.contains { $0.contains("Level cleared!") })
        #expect(frames.contains { $0.contains("Editor keys") })
        #expect(!frames.contains { $0.contains("last level") }, "\(frames.last ?? "")")
    }

    /// `t` plays the level as drawn through the real loop; clearing it and leaving comes back to
    /// the editor where it was, and the game reached no stats.
    @Test func testPlayComesBackToTheEditorAndIsNotRecorded() throws {
        let clock = ManualClock()
        let store = FakeStore()
        let environment = shelf.environment(store: store, clock: clock)
        let steps: [InputEvent] = "<<<<<<----".map { .key(.character($0)) }   // 4×4
            + [.key(.character("1")), .key(.character("l")), .key(.character("1")),
               .key(.character("t")), .key(.enter), .key(.character("q")), .key(.character("?")), .key(.escape)]
        let terminal = ScriptedTerminal(clock: clock, events: steps)
        let screens = try StartPoint.editor(pack: "Mine", level: nil).screens(environment: environment)
        let controller = AppController(terminal: terminal, environment: environment, screens: screens)
        _ = controller.run()
        let frames = terminal.presented.map(\.text)
        #expect(frames.contains { $0.contains("Level cleared!") && $0.contains("test play · Level") && $0.contains("(not recorded)") })
        let back = try #require(frames.last { $0.contains("Editor keys") })
        #expect(back.contains("Mine level 1"))
        let editor = try #require(controller.stack.last as? LevelEditorScreen)
        #expect(editor.draft.board.mapRows == ["....", "....", "....", "RR.."])
        #expect(editor.editor.cursor == Point(x: 1, y: 3))
        #expect(store.reports.isEmpty && store.results.isEmpty)
        // Nothing was saved by the test play; the script's end stops the app, which keeps the
        // unsaved drawing as the (never saved) level 1.
        #expect(shelf.saved.map(\.record.name) == ["Level 1 (unsaved draft)"] && shelf.saved.allSatisfy { !$0.proven })
    }
}

/// A stop signal or leaving from a too-small terminal keeps unsaved changes as a new level of the
/// pack, leaving the level as last saved alone.
@Suite struct EditorStopTests {
    let shelf = FakeShelf()

    @Test func unsavedChangesAreKeptAsANewLevelAtAStop() throws {
        try shelf.editing.createPack("Mine")
        try shelf.editing.saveLevel(LevelRecord(number: 1, background: "default", map: "RRGG\nRRGG", name: "First", par: 2,
                                                pack: "Mine"), "Mine", true)
        let environment = shelf.environment()
        let context = Fixtures.context(environment)
        var editor = try #require(try EditorOpening.startScreen(pack: "Mine", level: 1, environment: environment)
                                  as? LevelEditorScreen)
        // Nothing changed: nothing is written.
        editor.appWillStop(context: context)
        #expect(shelf.saved.count == 1)
        _ = editor.type("3 ", context: context)   // blue over the cursor's cell
        #expect(editor.hasUnsavedChanges)
        editor.appWillStop(context: context)
        let kept = try #require(shelf.saved.last)
        #expect(shelf.saved.count == 2 && kept.record.number == 2 && !kept.proven, "\(shelf.saved.map(\.record.number))")
        #expect(kept.record.name == "First (unsaved draft)" && kept.record.map == editor.draft.mapText)
        #expect(shelf.saved[0].record.map == "RRGG\nRRGG", "the level as saved is untouched")
        #expect(!editor.hasUnsavedChanges)
    }

    @Test func leavingUnseenKeepsTheDraftToo() throws {
        try shelf.editing.createPack("Mine")
        let environment = shelf.environment()
        let context = Fixtures.context(environment)
        var editor = try #require(try EditorOpening.startScreen(pack: "Mine", level: nil, environment: environment)
                                  as? LevelEditorScreen)
        _ = editor.type("1", context: context)
        guard case .pop = editor.leaveUnseen(context: context).navigation else {
            Issue.record("leaving unseen leaves")
            return
        }
        #expect(shelf.saved.count == 1 && shelf.saved[0].record.name.hasSuffix("(unsaved draft)"))
        #expect(shelf.saved[0].record.number == editor.number, "a level never saved keeps its own number")
    }
}

/// The level list says which levels were saved unproven (the solver did not prove they clear).
@Suite struct UnprovenInLevelListTests {
    @Test func anUnprovenLevelIsSaidInThePanel() throws {
        let shelf = FakeShelf()
        try shelf.editing.createPack("Mine")
        try shelf.editing.saveLevel(LevelRecord(number: 1, background: "default", map: "RG\nGR", name: "Stuck", par: 2,
                                                pack: "Mine"), "Mine", false)
        try shelf.editing.saveLevel(LevelRecord(number: 2, background: "default", map: "RR\nGG", name: "Fine", par: 2,
                                                pack: "Mine"), "Mine", true)
        let context = Fixtures.context(shelf.environment())
        var select = LevelSelectScreen()
        select.activate(context: context)
        _ = select.handle(.key(.tab), context: context)
        let first = select.frame(context).text
        #expect(first.contains("Stuck") && first.contains("Unproven"), "\(first)")
        _ = select.handle(.key(.down), context: context)
        let second = select.frame(context).text
        #expect(second.contains("Fine") && !second.contains("Unproven"), "\(second)")
    }
}
