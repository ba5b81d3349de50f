@testable import TilesEditorUI
import Testing
@testable import UITestSupport

/// The editor's text prompts (level name, pack name) edit a line as the shell and the pack
/// import's path prompt do.
@Suite struct EditorPromptTests {
    @Test func controlUClearsAndControlWDropsTheLastWord() {
        var prompt = EditorPrompt.text(.levelName, title: "Name", lines: [], initial: "Deep  blue sea  ")
        #expect(prompt.answer(to: .control("w")) == nil)
        #expect(prompt.text == "Deep  blue ")
        _ = prompt.answer(to: .control("w"))
        #expect(prompt.text == "Deep  ")
        _ = prompt.answer(to: .control("u"))
        #expect(prompt.text == "")
        _ = prompt.answer(to: .character("Z"))
        #expect(prompt.answer(to: .enter) == .accepted("Z"))
    }
}
