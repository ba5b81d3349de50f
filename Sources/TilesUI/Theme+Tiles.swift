import Shell
import Terminal
import Tiles

/// How Tiles draws its tiles: a colour's letter on the colour, or the bare letter in monochrome.
extension Theme {
    /// The terminal colour standing for a tile colour.
    public static func terminalColor(of color: TileColor) -> TerminalColor {
        switch color {
        case .red: .red
        case .green: .green
        case .blue: .blue
        case .yellow: .yellow
        case .magenta: .magenta
        case .cyan: .cyan
        }
    }

    /// A tile is drawn as its colour's letter on the colour (or the bare letter in
    /// monochrome); the cursor's group is drawn reversed so it stands out either way.
    public func tile(_ color: TileColor, highlighted: Bool) -> TextStyle {
        guard usesColor else { return TextStyle(bold: true, reverse: highlighted) }
        let background = Theme.terminalColor(of: color)
        let darkText: Bool = [.green, .yellow, .cyan].contains(color)
        return TextStyle(foreground: darkText ? .black : .white, background: background, bold: true,
                         reverse: highlighted)
    }

    /// A tile letter in its colour on the default background (legends and previews).
    public func tileLetter(_ color: TileColor) -> TextStyle {
        usesColor ? TextStyle(foreground: Theme.terminalColor(of: color), bold: true) : .bold
    }
}
