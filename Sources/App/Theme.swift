import Terminal
import Tiles

/// How each kind of thing on screen is styled. A colour theme and a monochrome one share
/// every text and letter, so nothing depends on colour alone.
public struct Theme: Hashable, Sendable {
    public var usesColor: Bool

    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    public static let color = Theme(usesColor: true)
    public static let monochrome = Theme(usesColor: false)

    public var title: TextStyle { TextStyle(foreground: usesColor ? .cyan : nil, bold: true) }
    public var heading: TextStyle { .bold }
    public var text: TextStyle { .plain }
    public var dim: TextStyle { .dim }
    public var selected: TextStyle { TextStyle(bold: true, reverse: true) }
    public var border: TextStyle { TextStyle(foreground: usesColor ? .cyan : nil) }
    public var keyHint: TextStyle { .dim }
    public var banner: TextStyle {
        usesColor ? TextStyle(foreground: .black, background: .yellow, bold: true) : TextStyle(bold: true, reverse: true)
    }
    public var warning: TextStyle { TextStyle(foreground: usesColor ? .red : nil, bold: true) }
    public var good: TextStyle { TextStyle(foreground: usesColor ? .green : nil, bold: true) }
    public var stars: TextStyle { TextStyle(foreground: usesColor ? .yellow : nil, bold: true) }
    public var locked: TextStyle { .dim }

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

    public func emptyCell(highlighted: Bool) -> TextStyle {
        TextStyle(reverse: highlighted, dim: !highlighted)
    }

    public func background(_ art: BackgroundArt) -> TextStyle {
        usesColor ? TextStyle(foreground: art.color ?? .blue, dim: true) : .dim
    }
}
