import CNCurses
import Testing
@testable import Terminal

@Suite struct CellGlyphTests {
    private func text(_ scalars: [wchar_t]) -> String {
        String(String.UnicodeScalarView(scalars.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }))
    }

    @Test func unicodeTextPassesThroughWithItsCombiningMarks() {
        #expect(text(CellGlyph.scalars(for: "漢", unicode: true)) == "漢")
        #expect(text(CellGlyph.scalars(for: "e\u{301}", unicode: true)) == "e\u{301}")
    }

    @Test func controlCharactersNeverReachTheScreen() {
        #expect(text(CellGlyph.scalars(for: "\u{7F}", unicode: true)) == "?")
        #expect(text(CellGlyph.scalars(for: "\u{1B}", unicode: false)) == "?")
        #expect(text(CellGlyph.scalars(for: "\u{9B}", unicode: true)) == "?")
    }

    @Test func withoutUnicodeOnlyASCIIIsDrawn() {
        #expect(text(CellGlyph.scalars(for: "a", unicode: false)) == "a")
        #expect(text(CellGlyph.scalars(for: "▶", unicode: false)) == "?")
        #expect(text(CellGlyph.scalars(for: "e\u{301}", unicode: false)) == "e")
    }

    @Test func anEmptyCellIsASpace() {
        #expect(text(CellGlyph.scalars(for: "", unicode: true)) == " ")
    }

    @Test func aLongClusterIsCutToWhatACellHolds() {
        let cluster = "a" + String(repeating: "\u{301}", count: 9)
        #expect(CellGlyph.scalars(for: cluster, unicode: true).count == Int(CCHARW_MAX) - 1)
    }
}

@Suite struct TerminalOptionsTests {
    @Test func noColorCountsOnlyWhenNotEmpty() {
        #expect(TerminalOptions.fromEnvironment(ascii: false, noColor: false, environment: ["NO_COLOR": "1"]).disableColor)
        #expect(!TerminalOptions.fromEnvironment(ascii: false, noColor: false, environment: ["NO_COLOR": ""]).disableColor)
        #expect(!TerminalOptions.fromEnvironment(ascii: false, noColor: false, environment: [:]).disableColor)
    }

    @Test func flagsAreKept() {
        let options = TerminalOptions.fromEnvironment(ascii: true, noColor: true, enableMouse: false, environment: [:])
        #expect(options == TerminalOptions(forceASCII: true, disableColor: true, enableMouse: false))
    }
}

@Suite struct TerminalErrorTests {
    static let all: [TerminalError] = [
        .standardInputNotATerminal, .standardOutputNotATerminal, .terminalTypeNotSet,
        .unknownTerminalType("vt9000"), .terminalDatabaseMissing("xterm"), .terminalCannotMoveCursor("dumb"),
        .startFailed("xterm"),
    ]

    @Test(arguments: all)
    func everyErrorIsOneLineNamingTheProgram(error: TerminalError) {
        #expect(error.description.hasPrefix("clearfield: "))
        #expect(!error.description.contains("\n"))
    }

    @Test func theTerminalTypeIsNamed() {
        #expect(TerminalError.unknownTerminalType("vt9000").description.contains("TERM=vt9000"))
        #expect(TerminalError.terminalCannotMoveCursor("dumb").description.contains("TERM=dumb"))
    }
}

@Suite struct InputEventDescriptionTests {
    @Test func eventsReadTheWayTheKeysScreenShowsThem() {
        #expect(InputEvent.key(.up).description == "key up")
        #expect(InputEvent.key(.control("l")).description == "key ctrl-l")
        #expect(InputEvent.key(.character(" ")).description == "key space")
        #expect(InputEvent.key(.function(5)).description == "key F5")
        #expect(InputEvent.mouse(MouseEvent(position: ScreenPosition(column: 10, row: 4), button: .left)).description
                == "mouse left at 10,4")
        #expect(InputEvent.resize(ScreenSize(columns: 60, rows: 20)).description == "resize 60×20")
        #expect(InputEvent.stop(.hangup).description == "stop hangup")
    }
}
