@testable import Shell
@testable import TilesPacksUI
import Foundation
import PropertyBased
import Terminal
import Testing
@testable import UITestSupport

/// A paste into a prompt (issue 21, point 3): the characters already waiting are handled before
/// the next frame, and the prompt's window is measured only where it is shown.
@Suite struct PasteTests {
    /// A terminal whose whole script is already waiting, as a paste is: `eventAlreadyWaiting`
    /// hands out the next event at once.
    final class PastingTerminal: TerminalDevice {
        let size = ScreenSize(columns: 80, rows: 24)
        let capabilities = TerminalCapabilities(colors: true, unicode: true, mouse: false)
        private var events: [InputEvent]
        private(set) var frames: [FrameBuffer] = []
        private(set) var waits = 0

        init(events: [InputEvent]) { self.events = events }

        func present(_ frame: FrameBuffer) { frames.append(frame) }
        func nextEvent(timeoutMilliseconds: Int?) -> InputEvent {
            waits += 1
            return events.isEmpty ? .stop(.hangup) : events.removeFirst()
        }
        func eventAlreadyWaiting() -> InputEvent? { events.isEmpty ? nil : events.removeFirst() }
        func restore() {}
    }

    @Test func aPasteIsHandledBeforeTheNextFrame() throws {
        let fixture = try PackImportFixture()
        let paste = String(repeating: "abcdefghij", count: 500)
        let terminal = PastingTerminal(events: InputEvent.typing(paste) + [.key(.escape)])
        let screen = PackImportScreen(note: ImportedPackNote(), paths: fixture.paths)
        let controller = AppController(terminal: terminal, environment: fixture.environment(),
                                       screens: [MainMenuScreen(), screen])
        _ = controller.run()
        // 5,000 characters, at most 512 handled per frame: about ten waits and frames, not 5,000.
        #expect(terminal.waits <= 5_000 / AppController.typeAheadLimit + 3, "\(terminal.waits) waits")
        #expect(terminal.frames.count <= 5_000 / AppController.typeAheadLimit + 3, "\(terminal.frames.count) frames")
    }

    @Test func theTypedTextIsTheSameAsKeyByKey() throws {
        let fixture = try PackImportFixture()
        let terminal = PastingTerminal(events: InputEvent.typing("packs/good.sql"))
        let screen = PackImportScreen(note: ImportedPackNote(), paths: fixture.paths)
        let controller = AppController(terminal: terminal, environment: fixture.environment(),
                                       screens: [MainMenuScreen(), screen])
        _ = controller.run()
        let shown = try #require(terminal.frames.last).lines.joined(separator: "\n")
        #expect(shown.contains("packs/good.sql"), "\(shown)")
    }

    /// The window, measured from the cursor out, is exactly the one the plain definition gives
    /// (start as far left as leaves the cursor a column; end before the width fills).
    @Test func theWindowIsTheSimpleDefinitionsWindow() async {
        let keys: [Key] = [.character("a"), .character("漢"), .character("/"), .character("\u{1B}"), .left, .right,
                           .home, .end, .backspace, .delete, .control("w")]
        await propertyCheck(input: Gen.int(in: 0...(keys.count - 1)).array(of: 0...120), Gen.int(in: 0...40)) { picks, width in
            var editor = LineEditor(limit: 60)
            for pick in picks { _ = editor.apply(keys[pick]) }
            let shown = editor.visible(width: width)
            let expected = Self.simpleWindow(editor.characters, cursor: editor.cursor, width: width)
            #expect(shown.text == expected.text && shown.cursorColumn == expected.cursorColumn,
                    "\(editor.characters) cursor \(editor.cursor) width \(width)")
        }
    }

    /// The definition, measured afresh at every step (quadratic; the old drawing code).
    static func simpleWindow(_ characters: [Character], cursor: Int, width: Int) -> (text: String, cursorColumn: Int) {
        guard width > 1 else { return ("", 0) }
        func columns(_ range: Range<Int>) -> Int { characters[range].reduce(0) { $0 + DisplayWidth.of($1) } }
        var first = 0
        while columns(first..<cursor) >= width { first += 1 }
        var last = cursor
        while last < characters.count, columns(first..<(last + 1)) < width { last += 1 }
        return (String(characters[first..<last]), columns(first..<cursor))
    }
}
