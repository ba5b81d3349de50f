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
    /// Where the terminal's own cursor is shown, visible; nil hides it. A screen that marks a
    /// position this way (the Mines board's cursor) costs a cursor movement per move instead of
    /// rewriting the cells around the old and the new position. Not part of `text`.
    public var cursor: ScreenPosition?

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
            for covered in x..<(x + width) where covered >= 0 && covered < size.columns {
                detachWideCharacter(column: covered, row: row)
                // A wide character cut by an edge leaves a blank, not a stale cell.
                cells[row * size.columns + covered] = FrameCell(text: " ", style: style)
            }
            if x >= 0 && x + width <= size.columns {
                cells[row * size.columns + x] = FrameCell(text: String(character), style: style)
                if width == 2 { cells[row * size.columns + x + 1] = .continuation }
            }
            x += width
        }
        return x
    }

    /// Before a cell is overwritten: when it is one half of a double-width character, the other
    /// half becomes a blank, so no frame ever holds half a character.
    private mutating func detachWideCharacter(column: Int, row: Int) {
        let index = row * size.columns + column
        if cells[index].text.isEmpty, column > 0 {
            cells[index - 1] = FrameCell(text: " ", style: cells[index - 1].style)
        }
        if column + 1 < size.columns, cells[index + 1].text.isEmpty {
            cells[index + 1] = FrameCell(text: " ", style: cells[index].style)
        }
    }

    /// Writes text centred on a row.
    public mutating func putCentered(_ text: String, row: Int, style: TextStyle = .plain) {
        put(text, column: max(0, (size.columns - DisplayWidth.of(text)) / 2), row: row, style: style)
    }

    /// Paints a rectangle with spaces in a style (for panels and highlights).
    public mutating func fill(column: Int, row: Int, columns: Int, rows: Int, style: TextStyle = .plain) {
        // Clipped to the frame; a rectangle wholly outside it (or of negative size) paints nothing.
        let top = max(0, row), bottom = min(size.rows, row + max(0, rows))
        let left = max(0, column), right = min(size.columns, column + max(0, columns))
        guard top < bottom, left < right else { return }
        for y in top..<bottom {
            for x in left..<right {
                detachWideCharacter(column: x, row: y)
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
