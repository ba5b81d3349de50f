import Foundation
import Players
import PropertyBased
import Testing

/// Random names mixing ASCII, look-alikes from the confusables data, accents, spaces and
/// invisible characters: normalising and keying settle at once, whatever the name.
@Suite struct NicknameRulesPropertyTests {
    static let table = NicknameRulesTests.table

    /// ASCII, every tenth source of the data and its prototype, marks, spaces and fillers.
    static let pool: [Unicode.Scalar] = {
        var scalars = (0x20...0x7E).compactMap(Unicode.Scalar.init)
        let sources = table.mappings.keys.sorted { $0.value < $1.value }
        for source in stride(from: 0, to: sources.count, by: 10).map({ sources[$0] }) {
            scalars.append(source)
            scalars.append(contentsOf: table.prototype(of: source) ?? [])
        }
        let extra: [UInt32] = [0x301, 0x308, 0x338, 0xA0, 0x3000, 0x200B, 0x200D, 0x2060, 0xFEFF, 0x3164, 0x115F,
                               0x1160, 0xFFA0, 0x180E, 0x2800, 0x202E, 0x2066, 0xAD]
        scalars.append(contentsOf: extra.compactMap(Unicode.Scalar.init))
        return scalars
    }()

    static func text(_ codes: [Int]) -> String {
        var scalars = String.UnicodeScalarView()
        for code in codes { scalars.append(pool[code % pool.count]) }
        return String(scalars)
    }

    @Test func normalisingIsIdempotentAndGivesNFCWithNothingTrimmableAtTheEnds() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...100_000).array(of: 0...24)) { codes in
            let normal = NicknameRules.normalise(Self.text(codes))
            #expect(NicknameRules.normalise(normal).unicodeScalars.elementsEqual(normal.unicodeScalars))
            #expect(normal.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(normal.unicodeScalars))
            #expect(!(normal.unicodeScalars.first.map(NicknameRules.isTrimmed) ?? false))
            #expect(!(normal.unicodeScalars.last.map(NicknameRules.isTrimmed) ?? false))
        }
    }

    @Test func theSkeletonAndTheKeyAreIdempotent() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...100_000).array(of: 0...24)) { codes in
            let name = Self.text(codes)
            let skeleton = NicknameRules.skeleton(name, table: Self.table)
            #expect(NicknameRules.skeleton(skeleton, table: Self.table) == skeleton)
            let key = NicknameRules.comparisonKey(name, table: Self.table)
            #expect(NicknameRules.comparisonKey(key, table: Self.table) == key)
            let written = NicknameRules.writtenKey(name, table: Self.table)
            #expect(NicknameRules.writtenKey(written, table: Self.table) == written)
        }
    }

    /// Normalising never changes which name a name reads as, and neither do the case of its ASCII
    /// letters or invisible characters at the ends. (Case over all of Unicode is no such rule: the
    /// data reads Cyrillic small tall te "ᲄ" as "7", its capital "Т" as "T".)
    @Test func aNameAndItsNormalFormReadAlike() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...100_000).array(of: 1...16)) { codes in
            let name = Self.text(codes)
            #expect(NicknameRules.isSameName(name, NicknameRules.normalise(name), table: Self.table))
            let ascii = String(String.UnicodeScalarView(name.unicodeScalars.filter(\.isASCII)))
            #expect(NicknameRules.isSameName(ascii, "\u{00A0}" + ascii.uppercased() + "\u{200B}", table: Self.table))
        }
    }

    /// Any ASCII name reads as itself with its small "l"s written as capital "I"s and its "M"s as
    /// Greek capital Mu (capitals whose look-alike is only the capital).
    @Test func capitalLookAlikesReadAsTheNameTheyImitate() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0x21...0x7E).array(of: 1...16)) { codes in
            let name = String(String.UnicodeScalarView(codes.compactMap { Unicode.Scalar(UInt32($0)) }))
            let imitation = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
                switch scalar {
                case "l": "I"
                case "M": "\u{039C}"
                default: scalar
                }
            }))
            #expect(NicknameRules.isSameName(imitation, name, table: Self.table), "\(imitation) / \(name)")
        }
    }
}
