@testable import Shell
@testable import TilesEditorUI
import Testing
@testable import UITestSupport

/// Issue 21, point 7's gap: the editor's own name prompts follow the character rules of pack and
/// level names (`NameCharacters`), as a pack file's names do on import.
@Suite struct EditorNameRulesTests {
    static let zeroWidthSpace: Character = "\u{200B}"

    @Test func theLevelNamePromptTakesNoInvisibleCharacter() throws {
        let shelf = FakeShelf()
        try shelf.editing.createPack("Mine")
        let environment = shelf.environment()
        let context = Fixtures.context(environment)
        var editor = try #require(try EditorOpening.startScreen(pack: "Mine", level: nil, environment: environment)
                                  as? LevelEditorScreen)
        _ = editor.handle(.key(.character("N")), context: context)
        _ = editor.handle(.key(.control("u")), context: context)   // the prompt starts with the name it has
        for key in ["S", "t", Self.zeroWidthSpace, "a", "r"] as [Character] {
            _ = editor.handle(.key(.character(key)), context: context)
        }
        _ = editor.handle(.key(.enter), context: context)
        #expect(editor.draft.name == "Star", "\(editor.draft.name.unicodeScalars.map(\.value))")
    }

    @Test func thePackNamePromptTakesNoInvisibleCharacter() throws {
        let shelf = FakeShelf()
        let context = Fixtures.context(shelf.environment())
        var start = EditorStartScreen(copying: nil, into: nil)
        // Inside the name: a trailing one would be trimmed with the spaces.
        for key in ["M", "i", Self.zeroWidthSpace, "n", "e"] as [Character] {
            _ = start.handle(.key(.character(key)), context: context)
        }
        _ = start.handle(.key(.enter), context: context)
        #expect(shelf.packs == ["Mine"], "\(shelf.packs.map { $0.unicodeScalars.map(\.value) })")
    }

    @Test func editWithAPackNameThatBreaksTheRulesSaysWhy() {
        let shelf = FakeShelf()
        let environment = shelf.environment()
        #expect(throws: StartError.self) {
            _ = try EditorOpening.startScreen(pack: "Mine\u{200B}", level: nil, environment: environment)
        }
        #expect(shelf.packs.isEmpty)
    }
}
