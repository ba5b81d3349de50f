/// Text from outside the program (level names, achievement titles, the login name, file paths)
/// made harmless for a terminal: the one place that decides which characters a terminal could
/// act on instead of showing, and how they are shown instead.
///
/// A terminal obeys C0 controls (ESC starts sequences that clear the screen or retitle the window,
/// BEL rings, CR and BS overwrite what was printed), DEL, and C1 controls (U+009B is a one-byte CSI
/// for some terminals). Bidirectional overrides and isolates, and the Unicode line and paragraph
/// separators, make printed text read differently from what it holds. Each of these is written as a
/// visible escape such as `\u{1B}`, so a player sees that the name holds something odd and what.
public enum SafeText {
    /// Whether a terminal could act on this scalar or reorder the text around it.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidi marks and overrides
        case 0x2028, 0x2029: true  // line and paragraph separators
        default: false
        }
    }

    /// The text with every unsafe scalar written as `\u{XX}`. With `keepingLineBreaks`, a plain
    /// newline stays (for whole messages of several lines); a name is escaped without it.
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) && !(keepingLineBreaks && scalar == "\n") {
                result.append(contentsOf: visibleEscape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// JSON text with every unsafe scalar written as a JSON `\uXXXX` escape. Such scalars can only
    /// sit inside JSON strings (the syntax itself is printable ASCII and plain whitespace between
    /// tokens), so the document still parses to the same values.
    public static func escapedJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { isUnsafe($0) && !isJSONWhitespace($0) }) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if isUnsafe(scalar) && !isJSONWhitespace(scalar) {
                result.append(contentsOf: jsonEscape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The problems a title or description has, as plain words: nil when it holds nothing unsafe.
    public static func problem(in text: String) -> String? {
        guard let first = text.unicodeScalars.first(where: isUnsafe) else { return nil }
        return "holds the control character \(visibleEscape(first)), which a terminal would act on"
    }

    static func visibleEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    static func jsonEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whitespace the JSON encoder itself writes between tokens (pretty printing).
    static func isJSONWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\t" || scalar == "\r"
    }
}
