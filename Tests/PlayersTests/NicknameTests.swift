import Foundation
import Players
import Testing

@Suite struct NicknameTests {
    func problem(_ raw: String) -> NicknameProblem? {
        if case .failure(let problem) = Nickname.validate(raw) { return problem }
        return nil
    }

    @Test func plainNamesAreTrimmedOfSpaces() throws {
        let nickname = try Nickname.validate("  Ada Lovelace \u{3000}").get()
        #expect(nickname.text == "Ada Lovelace")
        #expect(nickname.columns == 12)
        #expect(try Nickname.validate("O'Brien-Smith, Jr.").get().text == "O'Brien-Smith, Jr.")
        #expect(try Nickname.validate("Zoë Ñúñez").get().columns == 9)
    }

    @Test func eachRefusedClassIsNamed() {
        let cases: [(String, NicknameProblem, String)] = [
            ("x\u{1B}[2Jy", .escapeSequence, "escape sequence"),
            ("\u{9B}31mred", .escapeSequence, "escape sequence"),
            ("two\nlines", .newline, "newline"),
            ("cr\rhere", .newline, "newline"),
            ("bell\u{7}", .controlCharacter("\u{7}"), "control characters (U+0007"),
            ("tab\there", .controlCharacter("\t"), "control characters (U+0009"),
            ("del\u{7F}", .controlCharacter("\u{7F}"), "control characters"),
            ("e\u{202E}vil", .bidiControl("\u{202E}"), "bidirectional overrides or isolates (U+202E"),
            ("a\u{2067}b", .bidiControl("\u{2067}"), "isolates"),
            ("zero\u{200B}width", .zeroWidth("\u{200B}"), "zero-width"),
            ("join\u{200D}er", .zeroWidth("\u{200D}"), "zero-width"),
            ("b\u{FEFF}om", .zeroWidth("\u{FEFF}"), "zero-width"),
            ("smile😀", .symbol("😀"), "no symbols or emoji"),
            ("\u{E000}private", .unusable("\u{E000}"), "private-use"),
        ]
        for (raw, expected, words) in cases {
            #expect(problem(raw) == expected, "\(raw.debugDescription)")
            #expect(expected.description.contains(words), "\(expected.description)")
        }
    }

    @Test func theMostDangerousClassIsTheOneReported() {
        #expect(problem("\u{202E}\u{1B}]0;title\u{7}\n") == .escapeSequence)
        #expect(problem("😀\u{200B}\n") == .newline)
        #expect(problem("😀\u{200B}x") == .zeroWidth("\u{200B}"))
    }

    @Test func widthLimitsCountColumnsNotCharacters() {
        #expect(problem(String(repeating: "a", count: 20)) == nil)
        #expect(problem(String(repeating: "a", count: 21)) == .tooWide(columns: 21))
        #expect(problem(String(repeating: "日", count: 10)) == nil)
        #expect(problem(String(repeating: "日", count: 11)) == .tooWide(columns: 22))
        #expect(problem(String(repeating: "한", count: 10) + "x") == .tooWide(columns: 21))
        // Accents do not add columns.
        #expect(problem(String(repeating: "e\u{301}", count: 20)) == nil)
    }

    @Test func fiveHundredCharacterNamesAreRefused() {
        let long = String(repeating: "w", count: 500)
        #expect(problem(long) == .tooWide(columns: 500))
        #expect(NicknameProblem.tooWide(columns: 500).description.contains("500"))
        let hostile = String(repeating: "\u{1B}[31m", count: 100)
        #expect(problem(hostile) == .escapeSequence)
    }

    @Test func blankNamesAreRefused() {
        #expect(problem("") == .empty)
        #expect(problem("    ") == .empty)
        #expect(problem("\u{3000}\u{A0}") == .empty)
    }

    /// Found by `NicknamePropertyTests` (input [6169]): a combining mark with no letter under it
    /// takes no column, so the name would show as nothing.
    @Test func marksWithNoLetterAreRefusedAsBlank() {
        #expect(problem("\u{301}") == .empty)
        #expect(problem(" \u{301}\u{302} ") == .empty)
        #expect(problem("\u{301}a") == nil)
    }

    @Test func stackedAccentsAreRefused() {
        #expect(problem("a\u{301}\u{302}\u{303}") == nil)
        #expect(problem("a\u{301}\u{302}\u{303}\u{304}\u{305}") == .stackedMarks)
    }

    @Test func decodingChecksTheRulesAgain() throws {
        let nickname = try Nickname.validate("Grace").get()
        let data = try JSONEncoder().encode([nickname])
        #expect(try JSONDecoder().decode([Nickname].self, from: data) == [nickname])
        let hostile = Data(#"["a\u001b[2Jb"]"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Nickname].self, from: hostile) }
    }
}
