import Foundation
import PropertyBased
import Testing
import GameCore

/// `SafeText`: what a terminal would act on never survives, everything else is left as it is.
@Suite struct SafeTextTests {
    /// Scalars from every region that matters: C0, printable ASCII, DEL and C1, Latin-1, the
    /// general punctuation block with its bidi overrides and line separators.
    static let text = Gen.unicodeScalar(in: "\u{0}"..."\u{2100}").array(of: 0...24)
        .map { scalars in String(String.UnicodeScalarView(scalars)) }

    @Test func escapedTextHoldsNothingUnsafeAndSafeTextIsUnchanged() async {
        await propertyCheck(input: Self.text) { text in
            let escaped = SafeText.escaped(text)
            #expect(!escaped.unicodeScalars.contains(where: { SafeText.isUnsafe($0) }))
            if !text.unicodeScalars.contains(where: SafeText.isUnsafe) { #expect(escaped == text) }
        }
    }

    @Test func escapedJSONParsesToTheSameStringAndHoldsNothingUnsafe() async throws {
        await propertyCheck(input: Self.text) { text in
            let encoded = String(decoding: try JSONEncoder().encode(["name": text]), as: UTF8.self)
            let escaped = SafeText.escapedJSON(encoded)
            #expect(!escaped.unicodeScalars.contains(where: { SafeText.isUnsafe($0) }))
            let decoded = try JSONDecoder().decode([String: String].self, from: Data(escaped.utf8))
            #expect(decoded["name"] == text)
        }
    }

    @Test func aHostileLoginNameReadsAsVisibleEscapes() {
        let name = "evil\u{1B}[2J\u{1B}]0;PWNED\u{7}"
        #expect(SafeText.escaped(name) == #"evil\u{1B}[2J\u{1B}]0;PWNED\u{7}"#)
    }

    @Test(arguments: ["\u{1B}", "\u{7}", "\r", "\u{8}", "\n", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{2028}"])
    func eachKindOfControlIsUnsafe(_ character: String) {
        #expect(SafeText.problem(in: "a\(character)b") != nil)
        #expect(!SafeText.escaped("a\(character)b").contains(character))
    }

    @Test func lineBreaksStayOnlyWhenAsked() {
        #expect(SafeText.escaped("one\ntwo", keepingLineBreaks: true) == "one\ntwo")
        #expect(SafeText.escaped("one\ntwo") == #"one\u{A}two"#)
        #expect(SafeText.escaped("a\r\n", keepingLineBreaks: true) == "a\\u{D}\n")
    }

    @Test func ordinaryTextHasNoProblem() {
        #expect(SafeText.problem(in: "Nerves of Steel — ünïcode 漢字 ok") == nil)
    }
}
