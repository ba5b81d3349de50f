import Foundation

extension BoardMigration {
    /// The name skeleton version 9 of the board's schema computes in SQL, frozen here as it was
    /// when that version shipped (issue 19): NFKD, the combining accents U+0300–U+036F and a few
    /// invisible characters dropped, each character mapped through this hand-made table of Latin
    /// look-alikes. The game itself now compares names by `NicknameRules` (the full Unicode
    /// confusables data, issue 29); this copy stays so the shipped migration's statements — and
    /// the `clearfield.confusable` rows it inserts — never change.
    enum V9Skeleton {
        /// The skeleton of a name.
        static func of(_ name: String) -> String {
            var result = String.UnicodeScalarView()
            // Compatibility decomposition: fullwidth and styled letters become plain ones, accents marks.
            for scalar in name.decomposedStringWithCompatibilityMapping.unicodeScalars {
                if isDropped(scalar) { continue }
                if let mapped = table[scalar] {
                    result.append(contentsOf: mapped.unicodeScalars)
                } else {
                    result.append(scalar)
                }
            }
            return String(result)
        }

        /// Combining accents and characters that show nothing (zero-width spaces and joiners, BOM).
        static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
            (0x0300...0x036F).contains(scalar.value) || (0x200B...0x200F).contains(scalar.value)
                || scalar.value == 0x2060 || scalar.value == 0xFEFF || scalar.value == 0x00AD
        }

        /// Each look-alike and what it reads as: upper-case Latin folded to lower case; Cyrillic and
        /// Greek letters drawn like Latin ones; digits and signs drawn like letters; "m" as "rn".
        static let pairs: [(String, String)] = latinCase + cyrillic + greek + lookAlikeSigns

        static let latinCase: [(String, String)] = zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
            .map { (String($0), String($1)) }

        static let cyrillic: [(String, String)] = [
            ("а", "a"), ("А", "a"), ("в", "b"), ("В", "b"), ("с", "c"), ("С", "c"), ("ԁ", "d"), ("е", "e"), ("Е", "e"),
            ("ё", "e"), ("Ё", "e"), ("һ", "h"), ("Н", "h"), ("н", "h"), ("і", "i"), ("І", "l"), ("ї", "i"), ("Ї", "l"),
            ("ј", "j"), ("Ј", "j"), ("к", "k"), ("К", "k"), ("ӏ", "l"), ("Ӏ", "l"), ("м", "m"), ("М", "m"),
            ("о", "o"), ("О", "o"), ("р", "p"), ("Р", "p"), ("ԛ", "q"), ("ѕ", "s"), ("Ѕ", "s"), ("т", "t"), ("Т", "t"),
            ("у", "y"), ("У", "y"), ("ү", "y"), ("х", "x"), ("Х", "x"), ("ԝ", "w"), ("Ԝ", "w"), ("ь", "b"), ("Ь", "b"),
            ("п", "n"), ("г", "r"), ("з", "3"), ("З", "3"), ("б", "6"),
        ]

        static let greek: [(String, String)] = [
            ("α", "a"), ("Α", "a"), ("β", "b"), ("Β", "b"), ("ε", "e"), ("Ε", "e"), ("Ζ", "z"), ("η", "n"), ("Η", "h"),
            ("ι", "i"), ("Ι", "l"), ("κ", "k"), ("Κ", "k"), ("Μ", "m"), ("ν", "v"), ("Ν", "n"), ("ο", "o"), ("Ο", "o"),
            ("ρ", "p"), ("Ρ", "p"), ("τ", "t"), ("Τ", "t"), ("υ", "u"), ("Υ", "y"), ("χ", "x"), ("Χ", "x"), ("ω", "w"),
        ]

        static let lookAlikeSigns: [(String, String)] = [
            ("0", "o"), ("1", "l"), ("I", "l"), ("i", "l"), ("|", "l"), ("!", "l"), ("$", "s"), ("@", "a"),
            ("m", "rn"), ("\u{0131}", "i"), ("\u{2010}", "-"), ("\u{2011}", "-"), ("\u{2012}", "-"), ("\u{2013}", "-"),
            ("\u{2014}", "-"), ("\u{2212}", "-"), ("\u{00A0}", " "), ("\u{3000}", " "),
        ]

        /// Later pairs win. "I" reads as "l" (as in most fonts) and, case folded, as "i": so "i", "I",
        /// "l", "1" and "|" are one letter here. Each target is mapped once
        /// more, so a look-alike of "M" reads as "rn" as "m" does: one look-up per character suffices.
        static let table: [Unicode.Scalar: String] = {
            var step: [Unicode.Scalar: String] = [:]
            for (from, to) in pairs {
                guard let scalar = from.unicodeScalars.first, from.unicodeScalars.count == 1 else { continue }
                step[scalar] = to
            }
            return step.mapValues { target in
                target.unicodeScalars.map { step[$0] ?? String($0) }.joined()
            }
        }()
    }
}
