import CNCurses

/// Maps text styles to ncurses attributes and colour pairs.
struct ColorPalette {
    /// Colour was available and wanted at start-up.
    let enabled: Bool
    /// `use_default_colors` worked, so -1 (the terminal's own colours) can stand for "no colour".
    let hasDefaultColors: Bool

    /// Starts colour on the current screen when `wanted` and the terminal has it.
    static func start(wanted: Bool) -> ColorPalette {
        guard wanted, has_colors(), start_color() != ERR else {
            return ColorPalette(enabled: false, hasDefaultColors: false)
        }
        return ColorPalette(enabled: true, hasDefaultColors: use_default_colors() != ERR)
    }

    func attributes(for style: TextStyle) -> attr_t {
        var attributes = cf_a_normal()
        if style.bold { attributes |= cf_a_bold() }
        if style.reverse { attributes |= cf_a_reverse() }
        if style.underline { attributes |= cf_a_underline() }
        if style.dim { attributes |= cf_a_dim() }
        return attributes
    }

    /// The pair for a style's colours: 0 (the terminal's defaults) without colour. Pairs come from
    /// `alloc_pair`, which creates each of the 8 × (8 + default) combinations on first use, reuses it
    /// after, and returns numbers above 255 where the terminal has that many (they are passed to
    /// `setcchar` as extended pairs).
    func pair(for style: TextStyle) -> Int32 {
        guard enabled, style.foreground != nil || style.background != nil else { return 0 }
        let pair = alloc_pair(colorNumber(style.foreground, fallback: COLOR_WHITE),
                              colorNumber(style.background, fallback: COLOR_BLACK))
        return pair < 0 ? 0 : pair
    }

    private func colorNumber(_ color: TerminalColor?, fallback: Int32) -> Int32 {
        guard let color else { return hasDefaultColors ? -1 : fallback }
        switch color {
        case .black: return COLOR_BLACK
        case .red: return COLOR_RED
        case .green: return COLOR_GREEN
        case .yellow: return COLOR_YELLOW
        case .blue: return COLOR_BLUE
        case .magenta: return COLOR_MAGENTA
        case .cyan: return COLOR_CYAN
        case .white: return COLOR_WHITE
        }
    }
}
