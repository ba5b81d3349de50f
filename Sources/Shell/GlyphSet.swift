/// Every non-letter character the screens draw, in a Unicode and a pure ASCII version, so
/// a terminal without UTF-8 (or `--ascii`) still gets a complete, readable game.
public struct GlyphSet: Hashable, Sendable {
    public var isASCII: Bool

    public var horizontal: String
    public var vertical: String
    public var topLeft: String
    public var topRight: String
    public var bottomLeft: String
    public var bottomRight: String

    /// Marks the selected line of a menu or list.
    public var selection: String
    /// Drawn in a tile's second cell to show the cursor.
    public var cursor: String
    public var emptyCell: String
    public var starFilled: String
    public var starEmpty: String
    /// "80×24".
    public var times: String
    public var dash: String
    public var separator: String
    public var ellipsis: String
    public var upDown: String
    public var arrows: String
    public var squared: String
    /// A progress bar's done and remaining cells.
    public var barFull: String
    public var barEmpty: String
    /// Marks an earned achievement.
    public var check: String
    /// Beside a list's first or last visible line when more of it lies above or below.
    public var moreAbove: String
    public var moreBelow: String
    /// Between the numbers of a range ("21–44 of 44").
    public var rangeDash: String

    public static let unicode = GlyphSet(
        isASCII: false,
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        selection: "▸", cursor: "◂", emptyCell: "·", starFilled: "★", starEmpty: "☆",
        times: "×", dash: "—", separator: "·", ellipsis: "…", upDown: "↑↓", arrows: "←↑↓→", squared: "²",
        barFull: "█", barEmpty: "░", check: "✓", moreAbove: "▲", moreBelow: "▼", rangeDash: "–")

    public static let ascii = GlyphSet(
        isASCII: true,
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        selection: ">", cursor: "<", emptyCell: ".", starFilled: "*", starEmpty: "-",
        times: "x", dash: "-", separator: "-", ellipsis: "...", upDown: "up/down", arrows: "arrows",
        squared: "^2", barFull: "#", barEmpty: ".", check: "+", moreAbove: "^", moreBelow: "v", rangeDash: "-")

    /// Every glyph, for checking a set (the ASCII one must hold nothing else).
    public var all: [String] {
        [horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight, selection, cursor, emptyCell,
         starFilled, starEmpty, times, dash, separator, ellipsis, upDown, arrows, squared, barFull, barEmpty, check,
         moreAbove, moreBelow, rangeDash]
    }

    /// The set for a terminal: Unicode when it can show it and the player did not ask for ASCII.
    public static func choose(unicodeCapable: Bool, forceASCII: Bool) -> GlyphSet {
        unicodeCapable && !forceASCII ? .unicode : .ascii
    }

    /// A bar of `width` cells for a fraction done (full only at 1).
    public func bar(_ fraction: Double, width: Int) -> String {
        let full = fraction >= 1 ? width : max(0, min(width - 1, Int(fraction * Double(width))))
        return String(repeating: barFull, count: full) + String(repeating: barEmpty, count: width - full)
    }

    /// "★★☆" for 2 of 3 stars.
    public func stars(_ count: Int, outOf total: Int = 3) -> String {
        let filled = max(0, min(total, count))
        return String(repeating: starFilled, count: filled) + String(repeating: starEmpty, count: total - filled)
    }

    /// Text the set can draw: in ASCII, characters outside it are replaced, so a level name or
    /// a message typed with Unicode never reaches an ASCII terminal.
    public func safe(_ text: String) -> String {
        guard isASCII else { return text }
        var result = ""
        for character in text {
            switch character {
            case "×": result += times
            case "—": result += dash
            case "–": result += rangeDash
            case "…": result += ellipsis
            case "·": result += separator
            case "²": result += squared
            case "−": result += "-"
            case "’", "‘": result += "'"
            case "✓": result += check
            case "█": result += barFull
            case "▲": result += moreAbove
            case "▼": result += moreBelow
            case "░": result += barEmpty
            case "“", "”": result += "\""
            case "←": result += "<-"
            case "→": result += "->"
            default: result.append(character.isASCII ? character : "?")
            }
        }
        return result
    }
}
