import CNCurses

/// How many terminal columns text takes, from the C library's wcwidth (so it agrees with
/// what ncurses and the terminal do).
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        var width = 0
        for scalar in character.unicodeScalars {
            let w = Int(wcwidth(wchar_t(bitPattern: scalar.value)))
            if w > 0 { width = max(width, w) } else if w < 0 && scalar.value >= 0x20 && width == 0 { width = 1 }
        }
        return width
    }

    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }
}
