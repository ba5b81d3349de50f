import CNCurses

/// Writes frame cells into an ncurses window as wide characters with their attributes.
struct CellPainter {
    let window: UnsafeMutablePointer<WINDOW>
    let palette: ColorPalette
    let unicode: Bool
    private var cachedStyle: TextStyle?
    private var cachedAttributes: attr_t = 0
    private var cachedPair: Int32 = 0

    init(window: UnsafeMutablePointer<WINDOW>, palette: ColorPalette, unicode: Bool) {
        self.window = window
        self.palette = palette
        self.unicode = unicode
    }

    mutating func draw(_ span: FrameSpan, of frame: FrameBuffer, visibleColumns: Int) {
        var column = span.columns.lowerBound
        let end = min(span.columns.upperBound, visibleColumns)
        while column < end {
            let cell = frame[column, span.row]
            if cell.isContinuation {
                // Only reached for a right half whose left half is outside the span or the screen.
                write([space], style: cell.style, row: span.row, column: column)
                column += 1
                continue
            }
            let cellWidth = max(1, DisplayWidth.of(cell.text))
            var glyph = CellGlyph.scalars(for: cell.text, unicode: unicode)
            let glyphWidth = glyph.first.flatMap { Unicode.Scalar(UInt32(bitPattern: $0)) }.map(DisplayWidth.of) ?? 1
            let wideFits = cellWidth == 2 && column + 1 < visibleColumns
                && frame[column + 1, span.row].isContinuation
            if glyphWidth != cellWidth || (cellWidth == 2 && !wideFits) {
                // The terminal would draw this glyph at another width than the frame planned:
                // put a one-column stand-in so the rest of the row stays aligned.
                glyph = [cellWidth == 2 && !unicode ? question : space]
                write(glyph, style: cell.style, row: span.row, column: column)
                if cellWidth == 2 && column + 1 < visibleColumns {
                    write([space], style: cell.style, row: span.row, column: column + 1)
                }
            } else {
                write(glyph, style: cell.style, row: span.row, column: column)
            }
            column += cellWidth
        }
    }

    private mutating func write(_ glyph: [wchar_t], style: TextStyle, row: Int, column: Int) {
        if style != cachedStyle {
            cachedStyle = style
            cachedAttributes = palette.attributes(for: style)
            cachedPair = palette.pair(for: style)
        }
        var character = cchar_t()
        var pair = cachedPair
        let terminated = glyph + [0]
        // The pair goes through setcchar's last argument (an int) so pairs above 255 work.
        _ = terminated.withUnsafeBufferPointer { buffer in
            setcchar(&character, buffer.baseAddress, cachedAttributes, 0, &pair)
        }
        // Writing the bottom-right cell reports ERR (the cursor cannot advance) but the cell is set.
        _ = mvwadd_wch(window, Int32(row), Int32(column), &character)
    }

    private let space = wchar_t(UInt8(ascii: " "))
    private let question = wchar_t(UInt8(ascii: "?"))
}
