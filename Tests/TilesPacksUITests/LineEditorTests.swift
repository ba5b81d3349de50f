@testable import Shell
import PropertyBased
import Terminal
import Testing
@testable import UITestSupport

/// Typing a line: shell-like editing keys, and a window that always shows the cursor.
@Suite struct LineEditorTests {
    @Test func theEditingKeysEditAroundTheCursor() {
        var editor = LineEditor("packs/old.sql")
        #expect(editor.apply(.control("w")) && editor.text == "packs/")
        for character in "new.sql" { _ = editor.apply(.character(character)) }
        _ = editor.apply(.home)
        _ = editor.apply(.character("~"))
        _ = editor.apply(.character("/"))
        #expect(editor.text == "~/packs/new.sql" && editor.cursor == 2)
        _ = editor.apply(.control("k"))
        #expect(editor.text == "~/")
        _ = editor.apply(.backspace)
        _ = editor.apply(.left)
        _ = editor.apply(.delete)
        #expect(editor.text == "" && editor.cursor == 0)
        #expect(!editor.apply(.enter) && !editor.apply(.escape) && !editor.apply(.tab))
        var limited = LineEditor("ab", limit: 3)
        _ = limited.apply(.character("c"))
        _ = limited.apply(.character("d"))
        #expect(limited.text == "abc")
        _ = limited.apply(.control("u"))
        #expect(limited.text == "")
    }

    @Test func theShownPartAlwaysHoldsTheCursorWithinTheWidth() async {
        let keys: [Key] = [.character("a"), .character("漢"), .character("/"), .left, .right, .home, .end, .backspace,
                           .delete, .control("w"), .control("u"), .control("k")]
        await propertyCheck(input: Gen.int(in: 0...(keys.count - 1)).array(of: 0...80), Gen.int(in: 2...30)) { picks, width in
            var editor = LineEditor()
            for pick in picks { _ = editor.apply(keys[pick]) }
            #expect((0...editor.characters.count).contains(editor.cursor))
            let shown = editor.visible(width: width)
            #expect(DisplayWidth.of(shown.text) <= width)
            #expect(shown.cursorColumn < width && shown.cursorColumn <= DisplayWidth.of(shown.text))
        }
    }
}
