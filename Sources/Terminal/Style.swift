/// The eight colours every colour terminal has.
public enum TerminalColor: Int, Hashable, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn. Screens describe style; the terminal decides what it can show
/// (no colour under NO_COLOR or --no-color; attributes always).
public struct TextStyle: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold: Bool
    public var reverse: Bool
    public var underline: Bool
    public var dim: Bool

    public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil,
                bold: Bool = false, reverse: Bool = false, underline: Bool = false, dim: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.reverse = reverse
        self.underline = underline
        self.dim = dim
    }

    public static let plain = TextStyle()
    public static let bold = TextStyle(bold: true)
    public static let reverse = TextStyle(reverse: true)
    public static let dim = TextStyle(dim: true)
}

public struct ScreenSize: Hashable, Sendable, CustomStringConvertible {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    public var description: String { "\(columns)×\(rows)" }

    public func fits(_ minimum: ScreenSize) -> Bool { columns >= minimum.columns && rows >= minimum.rows }
}

public struct ScreenPosition: Hashable, Sendable {
    public var column: Int
    public var row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}
