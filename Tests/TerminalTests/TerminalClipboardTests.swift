import Foundation
import Testing
@testable import Terminal

@Suite struct TerminalClipboardTests {
    @Test func theEscapeCarriesTheTextAsBase64() throws {
        let line = "Clearfield daily 2026-11-26 · Mines 1:02.50"
        let sequence = try #require(TerminalClipboard.sequence(copying: line))
        #expect(sequence.hasPrefix("\u{1B}]52;c;") && sequence.hasSuffix("\u{07}"))
        let payload = sequence.dropFirst("\u{1B}]52;c;".count).dropLast()
        #expect(Data(base64Encoded: String(payload)).map { String(decoding: $0, as: UTF8.self) } == line)
        // Nothing of the text itself reaches the terminal: no escape can ride inside it.
        let hostile = try #require(TerminalClipboard.sequence(copying: "a\u{1B}]0;pwned\u{07}b"))
        #expect(hostile.filter { $0 == "\u{1B}" }.count == 1 && hostile.filter { $0 == "\u{07}" }.count == 1)
    }

    @Test func tooLongOrEmptyIsNotSent() {
        #expect(TerminalClipboard.sequence(copying: "") == nil)
        #expect(TerminalClipboard.sequence(copying: String(repeating: "x", count: TerminalClipboard.maximumBytes + 1)) == nil)
        #expect(TerminalClipboard.sequence(copying: String(repeating: "x", count: TerminalClipboard.maximumBytes)) != nil)
    }

    @Test func consolesWithoutAClipboardAreNotAsked() {
        for term in ["xterm-256color", "tmux-256color", "screen-256color", "alacritty", "xterm-kitty"] {
            #expect(TerminalClipboard.isOffered(term: term), "\(term)")
        }
        for term in ["linux", "dumb", "", "vt100"] { #expect(!TerminalClipboard.isOffered(term: term), "\(term)") }
    }
}
