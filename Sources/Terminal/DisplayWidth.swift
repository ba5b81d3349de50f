#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNCurses
import GameCore

/// How many terminal columns text takes, from the C library's wcwidth (so it agrees with what
/// ncurses and the terminal do).
///
/// Widths are looked up under a UTF-8 character type whatever the process locale is: a frame
/// has the same layout in tests (which never call setlocale) as on screen. Under a non-UTF-8
/// locale the terminal draws ASCII stand-ins, one per column the frame planned.
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        // A character a terminal would act on (ESC, a C1 control, a bidi override) takes no
        // column: frames drop it rather than send it.
        if character.unicodeScalars.contains(where: SafeText.isUnsafe) { return 0 }
        var width = 0
        for scalar in character.unicodeScalars {
            let w = of(scalar)
            if w > 0 { width = max(width, w) } else if w < 0 && scalar.value >= 0x20 && width == 0 { width = 1 }
        }
        return width
    }

    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// wcwidth of one scalar: -1 for control characters, 0 for combining marks, 1 or 2 otherwise.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        if (0x20..<0x7F).contains(scalar.value) { return 1 }
        guard let locale = utf8Locale.value else { return Int(wcwidth(wchar_t(bitPattern: scalar.value))) }
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        return Int(wcwidth(wchar_t(bitPattern: scalar.value)))
    }

    /// A C.UTF-8 character-type locale, created once (nil where the C library has none).
    private static let utf8Locale = LocaleHandle(name: "C.UTF-8")
}

/// Owns a `locale_t` for the life of the process.
///
/// `@unchecked Sendable` because `locale_t` is a C pointer the compiler cannot see through: the
/// locale is never changed or freed after `newlocale`, and `uselocale` sets it for the calling
/// thread only, so any thread may use it.
private final class LocaleHandle: @unchecked Sendable {
    let value: locale_t?

    init(name: String) {
        value = newlocale(LC_CTYPE_MASK, name, nil)
    }
}
