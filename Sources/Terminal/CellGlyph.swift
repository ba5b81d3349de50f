import CNCurses

/// The wide characters handed to `setcchar` for one cell's text.
enum CellGlyph {
    /// At most `CCHARW_MAX - 1` scalars (a base and its combining marks), without the terminating
    /// zero. Control characters become `?` (ncurses would draw them as two-cell `^X`); without a
    /// UTF-8 locale anything outside ASCII becomes `?` too, so a screen that forgot to pick its
    /// ASCII glyphs still lines up.
    static func scalars(for text: String, unicode: Bool) -> [wchar_t] {
        let question = wchar_t(UInt8(ascii: "?"))
        guard let first = text.unicodeScalars.first else { return [wchar_t(UInt8(ascii: " "))] }
        if isControl(first) { return [question] }
        if !unicode { return first.isASCII ? [wchar_t(bitPattern: first.value)] : [question] }
        var result: [wchar_t] = []
        for scalar in text.unicodeScalars.prefix(Int(CCHARW_MAX) - 1) where !isControl(scalar) {
            result.append(wchar_t(bitPattern: scalar.value))
        }
        return result.isEmpty ? [question] : result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
