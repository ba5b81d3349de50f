import CNCurses

extension TerminalProbe {
    /// The dialect `FrameEncoder` may write to the terminal ncurses was started on, or nil when its
    /// description lacks part of the base set in the exact form the encoder writes (vt100's padded
    /// moves, a terminal without `\e[7m`, colours set another way, or one that wraps at once on
    /// writing its last column): that terminal keeps the ncurses drawing path. Call after `newterm`.
    static func dialect(colors: Bool, defaultColors: Bool, unicode: Bool) -> TerminalDialect? {
        func string(_ name: String) -> String? { cf_string_capability(name).map { String(cString: $0) } }
        func with(_ name: String, _ parameter: Int32) -> String? {
            cf_string_capability_with(name, parameter).map { String(cString: $0) }
        }
        let escape = "\u{1B}"
        let required: [String: String] = [
            "cup": "\(escape)[%i%p1%d;%p2%dH", "cuu": "\(escape)[%p1%dA", "cud": "\(escape)[%p1%dB",
            "cuf": "\(escape)[%p1%dC", "cub": "\(escape)[%p1%dD", "cub1": "\u{8}", "cr": "\r",
            "ed": "\(escape)[J", "rev": "\(escape)[7m", "bold": "\(escape)[1m",
        ]
        for (name, form) in required where string(name) != form { return nil }
        guard let reset = string("sgr0"), reset.contains("\(escape)[m") || reset.contains("\(escape)[0m"),
              string("civis")?.contains("\(escape)[?25l") == true,
              string("cnorm")?.contains("\(escape)[?25h") == true else { return nil }
        // Without xenl a glyph in the last column moves the cursor to the next line at once, and
        // one in the bottom-right corner scrolls the screen.
        if tigetflag("am") > 0 && tigetflag("xenl") <= 0 { return nil }
        if colors, with("setaf", 1) != "\(escape)[31m" || with("setab", 2) != "\(escape)[42m" { return nil }
        return TerminalDialect(
            colors: colors, defaultColors: defaultColors, unicode: unicode,
            columnAddress: string("hpa") == "\(escape)[%i%p1%dG",
            rowAddress: string("vpa") == "\(escape)[%i%p1%dd",
            saveRestore: string("sc") == "\(escape)7" && string("rc") == "\(escape)8")
    }
}
