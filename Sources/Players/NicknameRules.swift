import Foundation

/// How names are normalised and compared (issue 29, point 8), for the local database, the board
/// service and anything else that stores or compares a player's name.
///
/// - `normalise`: what is stored and shown. NFC, and at both ends every space separator and every
///   character that shows nothing removed: default-ignorable code points (zero-width spaces and
///   joiners U+200B–U+200D, word joiner U+2060, BOM U+FEFF, soft hyphen, the Hangul fillers U+115F,
///   U+1160, U+3164 and U+FFA0, the Mongolian vowel separator U+180E), bidirectional controls,
///   and the blank braille pattern U+2800. Inside a name these are not removed but refused by
///   `Nickname.validate`, which says which character it was; controls and line breaks are refused
///   wherever they are, never quietly dropped.
/// - `skeleton`: the confusable skeleton of UTS #39 section 4, exactly: NFD, each code point
///   replaced by its prototype from the Consortium's confusables data, NFD again.
/// - `comparisonKey` and `writtenKey`: what names are unique by (two names read alike when they
///   share either key; `writtenKey` takes the skeleton before folding case, for capitals whose
///   look-alike is only the capital).
/// - `comparisonKey`: The skeleton alone keeps case ("Lee" and "lee")
///   and accents apart, which a reader of a board does not, so the key also folds case,
///   compatibility forms (fullwidth, styled letters) and the combining accents U+0300–U+036F,
///   ignores invisible characters and reads any run of white space as one space: the step
///   "NFKD, lower case, drop those, skeleton" is repeated until the text no longer changes (it
///   settles in at most three rounds over the whole data; eight are allowed), so the key of a
///   key is itself.
public enum NicknameRules {
    /// `raw` as it is stored and compared: NFC, with white space and invisible characters
    /// trimmed from both ends.
    public static func normalise(_ raw: String) -> String {
        let scalars = raw.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(scalars[first...last]).precomposedStringWithCanonicalMapping
    }

    /// Whether `scalar` is removed from the ends of a name: a space separator or a character that
    /// shows nothing (see the type's documentation). Line breaks and controls are not: a name
    /// holding one is refused.
    public static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .spaceSeparator || isInvisible(scalar)
    }

    /// A character that shows nothing, or shows as a blank: default-ignorable code points (which
    /// include the Hangul fillers and U+180E), bidirectional controls and U+2800.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isDefaultIgnorableCodePoint || properties.isBidiControl || scalar.value == 0x2800
    }

    /// The UTS #39 skeleton of `text` under `table`: NFD, map, NFD.
    public static func skeleton(_ text: String, table: ConfusableTable) -> String {
        var mapped = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if let prototype = table.prototype(of: scalar) {
                mapped.append(contentsOf: prototype)
            } else {
                mapped.append(scalar)
            }
        }
        return String(mapped).decomposedStringWithCanonicalMapping
    }

    /// The key names are unique by, case folded first: two names with one key read as one name.
    public static func comparisonKey(_ name: String, table: ConfusableTable) -> String {
        settled(fold(name), table: table)
    }

    /// The key of the name as written: its skeleton taken before case is folded, then settled as
    /// `comparisonKey` is. Some capitals read as another letter only as capitals (Greek "Μ" as
    /// "M", "I" as "l"); folding case first makes them "μ" and "i", which read as nothing of the
    /// kind, so "Μallory" and "MaIIory" keep apart from "Mallory" by `comparisonKey` alone and
    /// meet it here. A key of this key is itself.
    public static func writtenKey(_ name: String, table: ConfusableTable) -> String {
        settled(fold(skeleton(name, table: table)), table: table)
    }

    /// Both keys of a name (one when they agree): two names read alike when they share one.
    public static func comparisonKeys(_ name: String, table: ConfusableTable) -> Set<String> {
        [comparisonKey(name, table: table), writtenKey(name, table: table)]
    }

    /// "fold, skeleton" repeated until the text no longer changes (at most eight rounds).
    private static func settled(_ folded: String, table: ConfusableTable) -> String {
        var key = folded
        for _ in 0..<8 {
            let next = fold(skeleton(key, table: table))
            if next == key { break }
            key = next
        }
        return key
    }

    /// Whether `first` and `second` read as the same name: they share a key.
    public static func isSameName(_ first: String, _ second: String, table: ConfusableTable) -> Bool {
        !comparisonKeys(first, table: table).isDisjoint(with: comparisonKeys(second, table: table))
    }

    /// Whether `name` has the form of the "Player N" placeholder (the name shown for a player
    /// without one), in any look-alike spelling.
    public static func isPlaceholderForm(_ name: String, table: ConfusableTable) -> Bool {
        let word = comparisonKey("player", table: table)
        let digits = Set((0...9).flatMap { comparisonKey(String($0), table: table) })
        return comparisonKeys(name, table: table).contains { key in
            guard key.hasPrefix(word) else { return false }
            let rest = key.dropFirst(word.count).drop { $0 == " " }
            return !rest.isEmpty && rest.allSatisfy { digits.contains($0) }
        }
    }

    /// The same functions with the table this program ships; they throw when its data file is
    /// missing or damaged, so a name is never let through unchecked.
    public static func comparisonKey(_ name: String) throws(ConfusableDataError) -> String {
        comparisonKey(name, table: try ConfusableTable.shipped.get())
    }

    public static func writtenKey(_ name: String) throws(ConfusableDataError) -> String {
        writtenKey(name, table: try ConfusableTable.shipped.get())
    }

    public static func isSameName(_ first: String, _ second: String) throws(ConfusableDataError) -> Bool {
        isSameName(first, second, table: try ConfusableTable.shipped.get())
    }

    public static func skeleton(_ text: String) throws(ConfusableDataError) -> String {
        skeleton(text, table: try ConfusableTable.shipped.get())
    }

    public static func isPlaceholderForm(_ name: String) throws(ConfusableDataError) -> Bool {
        isPlaceholderForm(name, table: try ConfusableTable.shipped.get())
    }

    /// Lower case, compatibility decomposition, combining accents and invisible characters
    /// dropped, white space read as single spaces with none at the ends.
    static func fold(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.lowercased().decomposedStringWithCompatibilityMapping.unicodeScalars {
            if (0x0300...0x036F).contains(scalar.value) || isInvisible(scalar) { continue }
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
        }
        return String(result)
    }
}
