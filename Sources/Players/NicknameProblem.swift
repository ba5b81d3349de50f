/// Why a nickname was refused, as a sentence that names the class of character at fault, so a
/// player who pasted something odd learns what to take out.
public enum NicknameProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing but spaces, or marks with no letter under them (nothing to show).
    case empty
    /// More than `Nickname.maximumColumns` columns after trimming (wide characters count two).
    case tooWide(columns: Int)
    /// ESC or a C1 sequence introducer: the start of a command to the terminal.
    case escapeSequence
    /// A line feed, carriage return or a Unicode line or paragraph separator.
    case newline
    /// Any other control character (BEL, backspace, tab, DEL, C1...).
    case controlCharacter(Unicode.Scalar)
    /// Bidirectional overrides, embeddings, isolates and marks, which reorder the text around them.
    case bidiControl(Unicode.Scalar)
    /// Zero-width spaces and joiners and other characters that show nothing.
    case zeroWidth(Unicode.Scalar)
    /// Emoji, pictographs, box drawing: a nickname is letters, digits, punctuation and spaces.
    case symbol(Unicode.Scalar)
    /// Private-use, unassigned or surrogate code points: nobody can tell what they show.
    case unusable(Unicode.Scalar)
    /// More combining marks on one letter than any language needs (they spill onto other lines).
    case stackedMarks

    public var description: String {
        switch self {
        case .empty:
            "A nickname needs at least one letter, digit or punctuation mark."
        case .tooWide(let columns):
            "A nickname is at most \(Nickname.maximumColumns) columns wide; this one takes \(columns)."
        case .escapeSequence:
            "A nickname cannot hold an escape sequence: it would give the terminal commands."
        case .newline:
            "A nickname is one line: it cannot hold a newline."
        case .controlCharacter(let scalar):
            "A nickname cannot hold control characters (\(Self.name(scalar)) here)."
        case .bidiControl(let scalar):
            "A nickname cannot hold bidirectional overrides or isolates (\(Self.name(scalar)) here): they reorder the text around them."
        case .zeroWidth(let scalar):
            "A nickname cannot hold zero-width or invisible characters (\(Self.name(scalar)) here)."
        case .symbol(let scalar):
            "A nickname holds letters, digits, punctuation and spaces only: no symbols or emoji (\(Self.name(scalar)) here)."
        case .unusable(let scalar):
            "A nickname cannot hold private-use or unassigned characters (\(Self.name(scalar)) here)."
        case .stackedMarks:
            "A nickname cannot stack more than \(Nickname.maximumMarksPerLetter) accents on one letter."
        }
    }

    /// How serious the problem is, so a name with several reports the one that could do the most.
    var severity: Int {
        switch self {
        case .escapeSequence: 9
        case .newline: 8
        case .controlCharacter: 7
        case .bidiControl: 6
        case .zeroWidth: 5
        case .unusable: 4
        case .symbol: 3
        case .stackedMarks: 2
        case .tooWide: 1
        case .empty: 0
        }
    }

    /// `U+202E`: the code point, never the character itself (it is the thing being refused).
    static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
