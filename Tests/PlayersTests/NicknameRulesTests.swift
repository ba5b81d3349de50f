import Foundation
import Players
import Testing

/// Issues 19 and 29: names that read alike compare equal, by the Unicode confusables data.
@Suite struct NicknameRulesTests {
    static let table: ConfusableTable = {
        switch ConfusableTable.shipped {
        case .success(let table): table
        case .failure(let error): fatalError("the shipped confusables data: \(error)")
        }
    }()

    func same(_ first: String, _ second: String) -> Bool {
        NicknameRules.isSameName(first, second, table: Self.table)
    }

    @Test func theShippedDataIsTheWholeFile() throws {
        let table = try ConfusableTable.shipped.get()
        #expect(!table.version.isEmpty)
        // The file states how many mappings it holds; every one of them was read.
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Players/Resources/confusables.txt")
        let text = try String(contentsOf: source, encoding: .utf8)
        let total = try #require(text.split(separator: "\n").first { $0.hasPrefix("# total:") })
        #expect(table.mappings.count == Int(total.dropFirst("# total:".count).trimmingCharacters(in: .whitespaces)))
    }

    /// Known answers from the Consortium's data: the UTS #39 skeleton of each look-alike.
    @Test(arguments: [("օ", "o"), ("ո", "n"), ("Ꮯ", "C"), ("ɑ", "a"), ("m", "rn"), ("0", "O"), ("I", "l"),
                      ("\u{00A0}", " "), ("ǅ", "Dz\u{0306}"), ("Ａ", "A")])
    func theSkeletonMapsByTheData(source: String, skeleton: String) {
        #expect(NicknameRules.skeleton(source, table: Self.table) == skeleton)
    }

    /// Issue 29's look-alikes, each of which passed the hand-made table.
    @Test(arguments: [("Jօhn", "John"), ("Aոna", "Anna"), ("Ꮯhampion", "Champion"), ("ɑlice", "alice")])
    func armenianCherokeeAndLatinAlphaLookAlikesCollide(name: String, twin: String) {
        #expect(same(name, twin))
        let holder = NameCollision.Holder(id: PlayerID(1), loginName: "someone", nickname: twin)
        let collision = NameCollision.check(name, for: PlayerID(2), among: [holder], table: Self.table)
        #expect(collision?.kind == .nickname)
        #expect(collision?.other == twin)
    }

    @Test(arguments: [
        ("Mallory", "mallory"), ("MALLORY", "Mallory"), ("Mаllory", "Mallory"),  // Cyrillic а
        ("Ma\u{200B}llory", "Mallory"), ("Ｍａｌｌｏｒｙ", "Mallory"), ("Mállory", "Mallory"),
        ("Ma11ory", "Mallory"), ("rnallory", "Mallory"), ("B0B", "bob"),
        ("Ann  Lee", "Ann Lee"), ("Ann\u{3000}Lee", "Ann Lee"),
        // Capitals whose look-alike is only the capital: Greek capital Mu, capital I (issue 29).
        ("\u{039C}allory", "Mallory"), ("MaIIory", "Mallory"), ("MAIIORY", "mallory"),
    ])
    func lookAlikesShareAKey(name: String, twin: String) {
        #expect(same(name, twin))
    }

    /// Folding case first made Greek "Μ" a "μ" and "I" an "i", so these took "Mallory"'s place
    /// beside it; the key of the name as written catches them, whichever was there first.
    @Test(arguments: ["\u{039C}allory", "MaIIory"])
    func aCapitalLookAlikeCollidesWithTheNameItImitates(name: String) {
        let mallory = NameCollision.Holder(id: PlayerID(1), loginName: "someone", nickname: "Mallory")
        #expect(NameCollision.check(name, for: PlayerID(2), among: [mallory], table: Self.table)?.kind == .nickname)
        let imitator = NameCollision.Holder(id: PlayerID(2), loginName: "other", nickname: name)
        #expect(NameCollision.check("Mallory", for: PlayerID(1), among: [imitator], table: Self.table)?.other == name)
        #expect(NicknameRules.writtenKey(name, table: Self.table) == NicknameRules.comparisonKey("Mallory", table: Self.table))
    }

    @Test(arguments: [("Mallory", "Malory"), ("Ann", "Anna"), ("Zoë", "Zoé!"), ("Игорь", "Игорь2"), ("Ann Lee", "AnnLee")])
    func differentNamesDiffer(name: String, other: String) {
        #expect(!same(name, other))
    }

    @Test func thePlaceholderFormIsRecognisedInAnySpelling() {
        for name in ["Player 2", "player 17", "PLAYER2", "Plаyer 3", "Player l0"] {
            #expect(NicknameRules.isPlaceholderForm(name, table: Self.table), "\(name)")
        }
        for name in ["Player", "Player One", "Playful 2", "Mallory"] {
            #expect(!NicknameRules.isPlaceholderForm(name, table: Self.table), "\(name)")
        }
    }

    @Test(arguments: ["Champion ", "\u{00A0}Champion", "\u{200B}Champion\u{FEFF}", "\u{3164}Champion\u{2800}",
                      "\u{115F}\u{1160}Champion\u{FFA0}", "\u{180E}Champion\u{200D}", "\u{202E}Champion\u{2066}",
                      "\u{2060}\u{3000}Champion\u{200C}"])
    func whiteSpaceAndInvisibleFillersAtTheEndsAreRemoved(raw: String) throws {
        #expect(NicknameRules.normalise(raw).unicodeScalars.elementsEqual("Champion".unicodeScalars))
        #expect(try Nickname.validate(raw).get().text.unicodeScalars.elementsEqual("Champion".unicodeScalars))
    }

    @Test func namesAreStoredInNFC() throws {
        let decomposed = "Zoe\u{0308}"
        #expect(decomposed.unicodeScalars.count == 4)
        #expect(NicknameRules.normalise(decomposed).unicodeScalars.map(\.value) == [0x5A, 0x6F, 0xEB])
        #expect(try Nickname.validate(decomposed).get().text.unicodeScalars.count == 3)
    }

    @Test func invisibleCharactersInsideANameAreStillRefused() {
        #expect(Nickname.validate("Cham\u{200B}pion") == .failure(.zeroWidth("\u{200B}")))
        #expect(Nickname.validate("Cham\u{3164}pion") == .failure(.zeroWidth("\u{3164}")))
        #expect(Nickname.validate("Champion\n") == .failure(.newline))
    }

    /// Every code point the data maps: its skeleton is a skeleton (UTS #39's own property), and
    /// its key is a key.
    @Test func everySourceSettles() {
        for source in Self.table.mappings.keys {
            let text = String(source)
            let skeleton = NicknameRules.skeleton(text, table: Self.table)
            #expect(NicknameRules.skeleton(skeleton, table: Self.table) == skeleton, "U+\(String(source.value, radix: 16))")
            let key = NicknameRules.comparisonKey(text, table: Self.table)
            #expect(NicknameRules.comparisonKey(key, table: Self.table) == key, "U+\(String(source.value, radix: 16))")
        }
    }
}

/// The table's loader says what is wrong with a missing or damaged file.
@Suite struct ConfusableTableLoadingTests {
    @Test func aMissingFileIsASentenceNamingWhereItLooked() {
        let result = ConfusableTable.load(from: [URL(fileURLWithPath: "/nonexistent/confusables.txt")])
        guard case .failure(let error) = result else { Issue.record("loaded a missing file"); return }
        #expect(error == .missing(searched: ["/nonexistent/confusables.txt"]))
        #expect(error.description.contains("/nonexistent/confusables.txt"))
    }

    @Test func aDamagedLineIsNamed() {
        let text = "\u{FEFF}# Version: 1.0\n0041 ;\t0061 ;\tMA\t# A → a\n00ZZ ; 0061 ; MA\n"
        #expect(throws: ConfusableDataError.malformedLine(3)) { try ConfusableTable(parsing: text) }
        #expect(throws: ConfusableDataError.empty) { try ConfusableTable(parsing: "# only comments\n") }
    }

    @Test func aWellFormedFileIsRead() throws {
        let table = try ConfusableTable(parsing: "\u{FEFF}# Version: 9.9\n\n0041 ;\t0061 0062 ;\tMA\t# A → ab\n")
        #expect(table.version == "9.9")
        #expect(table.prototype(of: "A") == ["a", "b"])
        #expect(table.prototype(of: "a") == nil)
    }
}
