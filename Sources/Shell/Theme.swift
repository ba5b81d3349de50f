import Terminal

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

    public func emptyCell(highlighted: Bool) -> TextStyle {
        TextStyle(reverse: highlighted, dim: !highlighted)
    }

    public func background(_ art: BackgroundArt) -> TextStyle {
        usesColor ? TextStyle(foreground: art.color ?? .blue, dim: true) : .dim
    }
}
