/// The escape sequences `FrameEncoder` may write. Every terminal it is used on takes the base
/// set (ANSI cursor addressing and relative moves, SGR 0/1/2/4/7/22/24/27, erase display, the
/// DEC cursor visibility mode); the rest depends on the terminal's description. Decided once at
/// start-up (`TerminalDialect.probe`), where a terminal outside the base set keeps the ncurses
/// drawing path.
public struct TerminalDialect: Hashable, Sendable {
    /// SGR 30–37 / 40–47 (and 39 / 49) are written: colour was wanted and the terminal has it.
    public var colors: Bool
    /// 39 / 49 show the terminal's own colours (ncurses's `use_default_colors` worked).
    public var defaultColors: Bool
    /// Glyphs outside ASCII may be written (a UTF-8 locale and no `--ascii`).
    public var unicode: Bool
    /// `\e[nG` (hpa) moves to a column of the current row.
    public var columnAddress: Bool
    /// `\e[nd` (vpa) moves to a row, keeping the column.
    public var rowAddress: Bool
    /// `\e7` / `\e8` save and restore the cursor and its rendition.
    public var saveRestore: Bool

    public init(colors: Bool, defaultColors: Bool = true, unicode: Bool, columnAddress: Bool = true,
                rowAddress: Bool = true, saveRestore: Bool = true) {
        self.colors = colors
        self.defaultColors = defaultColors
        self.unicode = unicode
        self.columnAddress = columnAddress
        self.rowAddress = rowAddress
        self.saveRestore = saveRestore
    }
}
