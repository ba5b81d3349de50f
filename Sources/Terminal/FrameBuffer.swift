/// One cell of a frame: a grapheme (or "" for the right half of a wide character) and its style.
public struct FrameCell: Hashable, Sendable {
    public var text: String
    public var style: TextStyle

    public init(text: String = " ", style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }

    public static let blank = FrameCell()
    /// Stands in the column a double-width character spills into.
    static let continuation = FrameCell(text: "", style: .plain)
}

/// An in-memory screen. Every screen draws into one of these; the terminal then writes only
/// the cells that differ from the previous frame, and tests read it back as text.
public struct FrameBuffer: Hashable, Sendable {
    public private(set) var size: ScreenSize
    public private(set) var cells: [FrameCell]

    public init(size: ScreenSize) {
        self.size = ScreenSize(columns: max(0, size.columns), rows: max(0, size.rows))
        self.cells = Array(repeating: .blank, count: self.size.columns * self.size.rows)
    }

    public subscript(column: Int, row: Int) -> FrameCell {
        cells[row * size.columns + column]
    }

    /// Writes text starting at a position, clipped to the frame; returns the column after it.
    @discardableResult
    public mutating func put(_ text: String, column: Int, row: Int, style: TextStyle = .plain) -> Int {
        guard row >= 0, row < size.rows else { return column + DisplayWidth.of(text) }
        var x = column
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if x >= 0 && x + width <= size.columns {
                cells[row * size.columns + x] = FrameCell(text: String(character), style: style)
                if width == 2 { cells[row * size.columns + x + 1] = .continuation }
            }
            x += width
        }
        return x
    }

    /// Writes text centred on a row.
    public mutating func putCentered(_ text: String, row: Int, style: TextStyle = .plain) {
        put(text, column: max(0, (size.columns - DisplayWidth.of(text)) / 2), row: row, style: style)
    }

    /// Paints a rectangle with spaces in a style (for panels and highlights).
    public mutating func fill(column: Int, row: Int, columns: Int, rows: Int, style: TextStyle = .plain) {
        for y in max(0, row)..<min(size.rows, row + rows) {
            for x in max(0, column)..<min(size.columns, column + columns) {
                cells[y * size.columns + x] = FrameCell(text: " ", style: style)
            }
        }
    }

    /// The frame as plain text, one line per row with trailing spaces removed: what a player
    /// reads, for snapshots and end-to-end comparisons.
    public var text: String {
        (0..<size.rows).map { row in
            var line = ""
            for column in 0..<size.columns { line += self[column, row].text }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// Rows whose cells differ from another frame of the same size (all rows otherwise).
    public func changedRows(since previous: FrameBuffer?) -> [Int] {
        guard let previous, previous.size == size else { return Array(0..<size.rows) }
        let width = size.columns
        return (0..<size.rows).filter { row in
            cells[(row * width)..<((row + 1) * width)] != previous.cells[(row * width)..<((row + 1) * width)]
        }
    }
}
