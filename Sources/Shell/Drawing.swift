import Terminal

/// Drawing helpers shared by the screens.
extension FrameBuffer {
    /// A box with a border; the inside is cleared.
    package mutating func drawBox(column: Int, row: Int, columns: Int, rows: Int, glyphs: GlyphSet,
                          style: TextStyle, fill fillStyle: TextStyle = .plain) {
        guard columns >= 2, rows >= 2 else { return }
        fill(column: column, row: row, columns: columns, rows: rows, style: fillStyle)
        let inner = String(repeating: glyphs.horizontal, count: columns - 2)
        put(glyphs.topLeft + inner + glyphs.topRight, column: column, row: row, style: style)
        put(glyphs.bottomLeft + inner + glyphs.bottomRight, column: column, row: row + rows - 1, style: style)
        for y in (row + 1)..<(row + rows - 1) {
            put(glyphs.vertical, column: column, row: y, style: style)
            put(glyphs.vertical, column: column + columns - 1, row: y, style: style)
        }
    }

    /// Writes text cut to `width` columns (with an ellipsis when cut).
    @discardableResult
    package mutating func put(_ text: String, column: Int, row: Int, width: Int, style: TextStyle = .plain,
                      glyphs: GlyphSet) -> Int {
        put(TextLayout.fitted(text, width: width, glyphs: glyphs), column: column, row: row, style: style)
    }

    /// Writes text centred between two columns, cut to fit.
    package mutating func putCentered(_ text: String, row: Int, from left: Int, width: Int, style: TextStyle = .plain,
                              glyphs: GlyphSet) {
        let fitted = TextLayout.fitted(text, width: width, glyphs: glyphs)
        put(fitted, column: left + max(0, (width - DisplayWidth.of(fitted)) / 2), row: row, style: style)
    }

    /// A line of key hints ("Enter play", "Esc back"...) centred on a row, keys in bold. The row
    /// is the hints' own: it is cleared first, so hints drawn over another screen's (a notice
    /// over the menu) never leave pieces of the ones beneath. On a narrow screen the hints that
    /// do not fit go (see `KeyHintLine`).
    package mutating func putKeyHints(_ hints: [(key: String, action: String)], row: Int, theme: Theme, glyphs: GlyphSet) {
        fill(column: 0, row: row, columns: size.columns, rows: 1)
        let shown = KeyHintLine.fitting(hints, width: size.columns), separator = KeyHintLine.separator
        let parts = shown.map { "\($0.key) \($0.action)" }
        let total = DisplayWidth.of(parts.joined(separator: separator))
        guard total <= size.columns else {
            putCentered(parts.joined(separator: separator), row: row, from: 0, width: size.columns,
                        style: theme.keyHint, glyphs: glyphs)
            return
        }
        var x = (size.columns - total) / 2
        for (index, hint) in shown.enumerated() {
            if index > 0 { x = put(separator, column: x, row: row) }
            x = put(hint.key, column: x, row: row, style: .bold)
            x = put(" " + hint.action, column: x, row: row, style: theme.keyHint)
        }
    }
}

/// Which key hints fit a line: all when they can, else the middle ones go, the latest first.
/// The first (the main action) and the last two (help, which lists the rest, and the way back,
/// on most screens) stay. Gaps stay two spaces wide: with one, keys and actions run together.
package enum KeyHintLine {
    package static let separator = "  "

    package static func width(_ hints: [(key: String, action: String)]) -> Int {
        DisplayWidth.of(hints.map { "\($0.key) \($0.action)" }.joined(separator: separator))
    }

    package static func fitting(_ hints: [(key: String, action: String)], width: Int) -> [(key: String, action: String)] {
        var shown = hints
        while Self.width(shown) > width, shown.count > 3 {
            shown.remove(at: shown.count - 3)
        }
        return shown
    }
}

/// Measuring, cutting and wrapping text by display width.
package enum TextLayout {
    package static func fitted(_ text: String, width: Int, glyphs: GlyphSet) -> String {
        guard width > 0 else { return "" }
        let safe = glyphs.safe(text)
        guard DisplayWidth.of(safe) > width else { return safe }
        let ellipsisWidth = DisplayWidth.of(glyphs.ellipsis)
        guard width > ellipsisWidth else { return String(repeating: ".", count: width) }
        var result = ""
        var used = 0
        for character in safe {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width - ellipsisWidth { break }
            result.append(character)
            used += characterWidth
        }
        return result + glyphs.ellipsis
    }

    /// Splits text into lines of at most `width` columns, breaking at spaces (a word longer
    /// than a line is cut). Newlines in the text start new lines.
    package static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if DisplayWidth.of(candidate) <= width {
                    line = candidate
                } else {
                    if !line.isEmpty { lines.append(line) }
                    line = String(word)
                    while DisplayWidth.of(line) > width {
                        lines.append(String(line.prefix(width)))
                        line = String(line.dropFirst(width))
                    }
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// `parts` joined by `separator` into lines of at most `width` columns, a part moving whole
    /// to the next line when it does not fit: a part is broken (at its spaces) only when it is
    /// wider than a line by itself.
    package static func packed(_ parts: [String], separator: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for part in parts {
            let joined = current.isEmpty ? part : current + separator + part
            if DisplayWidth.of(joined) <= width {
                current = joined
                continue
            }
            if !current.isEmpty { lines.append(current) }
            if DisplayWidth.of(part) <= width {
                current = part
            } else {
                lines += wrap(part, width: width)
                current = ""
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// A panel's lines for a box of at most `rows` lines: its blank lines (spacers) go, the last
    /// first, until the rest fits, then the lines `isRepeated` says the screen shows elsewhere
    /// too (its keys, on the key line), so a longer panel (achievements listed on a small
    /// terminal) loses air and repetition before any fact. What still does not fit is the caller's.
    package static func fitted<Line>(_ lines: [Line], rows: Int, isBlank: (Line) -> Bool,
                                     isRepeated: (Line) -> Bool = { _ in false }) -> [Line] {
        var lines = lines
        while lines.count > rows, let blank = lines.lastIndex(where: isBlank) { lines.remove(at: blank) }
        while lines.count > rows, let repeated = lines.lastIndex(where: isRepeated) { lines.remove(at: repeated) }
        return lines
    }

    /// Groups digits by thousands ("12,345").
    package static func number(_ value: Int) -> String {
        let digits = String(abs(value))
        var groups: [String] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(String(digits[start..<end]), at: 0)
            end = start
        }
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}

extension String {
    /// Pads with spaces to a display width (longer text is left as it is).
    package func padded(to width: Int) -> String {
        let missing = width - DisplayWidth.of(self)
        return missing > 0 ? self + String(repeating: " ", count: missing) : self
    }

    /// Pads on the left, for numbers in columns.
    package func rightAligned(to width: Int) -> String {
        let missing = width - DisplayWidth.of(self)
        return missing > 0 ? String(repeating: " ", count: missing) + self : self
    }
}
