import GameCore
import Players
import PropertyBased
import Terminal
import Testing

/// Random names from a mix of harmless and hostile code points: whatever is accepted is safe to
/// show and within the width, and a hostile code point anywhere gets the name refused.
@Suite struct NicknamePropertyTests {
    /// Code points a player could paste: ASCII, accented and other alphabets, CJK, spaces,
    /// marks, and every hostile class.
    static let pool: [UInt32] = Array(0x20...0x7E) + [0xE9, 0xF1, 0x301, 0x3B1, 0x416, 0x5D0, 0x627, 0x3042, 0x65E5,
        0xAC00, 0xFF21, 0x3000, 0xA0] + hostile
    static let hostile: [UInt32] = [0x00, 0x07, 0x08, 0x09, 0x0A, 0x0D, 0x1B, 0x7F, 0x85, 0x9B, 0x9D, 0x061C,
        0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A, 0x202D, 0x202E, 0x2060, 0x2066,
        0x2067, 0x2068, 0x2069, 0xFEFF, 0x1F600, 0xE000]

    static func text(_ codes: [Int]) -> String {
        var scalars = String.UnicodeScalarView()
        for code in codes { scalars.append(Unicode.Scalar(pool[code % pool.count])!) }
        return String(scalars)
    }

    @Test func acceptedNamesAreSafeTrimmedAndNarrowEnough() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...10_000).array(of: 0...40)) { codes in
            let raw = Self.text(codes)
            guard case .success(let nickname) = Nickname.validate(raw) else { return }
            #expect(!nickname.text.unicodeScalars.contains(where: SafeText.isUnsafe))
            #expect(!nickname.text.unicodeScalars.contains { Self.hostile.contains($0.value) })
            #expect((1...Nickname.maximumColumns).contains(nickname.columns))
            #expect(nickname.text.first != " " && nickname.text.last != " ")
            // Compared by scalars: a trimmed joiner (U+200C) forms one Character with the letter before it.
            let whole = Array(raw.precomposedStringWithCanonicalMapping.unicodeScalars), part = Array(nickname.text.unicodeScalars)
            #expect((0...max(0, whole.count - part.count)).contains { Array(whole.dropFirst($0).prefix(part.count)) == part },
                    "\(raw.debugDescription)")
        }
    }

    @Test func aHostileCodePointAnywhereIsRefused() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...94).array(of: 0...30), Gen.int(in: 0...1_000),
                            Gen.int(in: 0...1_000)) { codes, position, which in
            // Between two letters: an invisible character at either end is trimmed, not refused
            // (NicknameRulesTests), while inside a name every hostile one is refused.
            var scalars = ["x"] + Array(Self.text(codes).unicodeScalars) + ["x"]
            let bad = Unicode.Scalar(Self.hostile[which % Self.hostile.count])!
            scalars.insert(bad, at: 1 + position % (scalars.count - 1))
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            guard case .failure(let problem) = Nickname.validate(String(view)) else {
                Issue.record("accepted a name holding U+\(String(bad.value, radix: 16))")
                return
            }
            #expect(problem != .empty)
            if case .tooWide = problem { Issue.record("refused for its width, not for U+\(String(bad.value, radix: 16))") }
        }
    }

    @Test func plainNamesAreAcceptedExactlyUpToTwentyColumns() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...25), Gen.int(in: 0...1)) { length, wide in
            let raw = String(repeating: wide == 1 ? "語" : "q", count: length)
            let columns = length * (wide == 1 ? 2 : 1)
            let accepted = (try? Nickname.validate(raw).get()) != nil
            #expect(accepted == (1...Nickname.maximumColumns).contains(columns))
        }
    }

    /// The pure width rule agrees with the terminal's wcwidth for the scripts a nickname may hold.
    @Test func widthsAgreeWithTheTerminal() async {
        let blocks: [ClosedRange<UInt32>] = [0x20...0x7E, 0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x5D0...0x5EA,
            0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF5E]
        await propertyCheck(count: 500, input: Gen.int(in: 0...(blocks.count - 1)), Gen.int(in: 0...100_000)) { block, offset in
            let range = blocks[block]
            let value = range.lowerBound + UInt32(offset) % UInt32(range.count)
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { return }
            let character = Character(scalar)
            #expect(TextColumns.width(of: character) == DisplayWidth.of(character), "U+\(String(value, radix: 16))")
        }
    }
}
