/// How many terminal columns text takes, decided without a terminal: the Players module is pure,
/// so it cannot ask the C library's wcwidth as the Terminal module does. The rule is the usual
/// one: East Asian wide and fullwidth characters take two columns, combining marks and invisible
/// format characters none, everything else one. The tests check it against the Terminal's
/// wcwidth-based width for the characters a nickname may hold.
public enum TextColumns {
    public static func width(of text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// A grapheme cluster is as wide as its widest scalar (a letter with accents is one column).
    public static func width(of character: Character) -> Int {
        character.unicodeScalars.reduce(0) { max($0, width(of: $1)) }
    }

    public static func width(of scalar: Unicode.Scalar) -> Int {
        if (0x20..<0x7F).contains(scalar.value) { return 1 }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if properties.isDefaultIgnorableCodePoint { return 0 }
        return isWide(scalar) ? 2 : 1
    }

    /// The East Asian Wide and Fullwidth blocks a name can plausibly hold (Hangul, CJK, kana,
    /// fullwidth forms) and the pictograph blocks, which terminals draw two columns wide.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        wideRanges.contains { $0.contains(scalar.value) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
