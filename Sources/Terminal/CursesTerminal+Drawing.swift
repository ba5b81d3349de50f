#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNCurses

extension CursesTerminal {
    /// Writes the cells that differ from the last frame shown (everything after a resize, Ctrl-L,
    /// or a frame of another size), then updates the physical screen once. A frame larger than the
    /// screen is clipped; the part of the screen a smaller frame does not cover is left blank.
    public func present(_ frame: FrameBuffer) {
        guard !isRestored else { return }
        let previous = needsFullRepaint ? nil : lastFrame
        if previous == nil { werase(window) }
        needsFullRepaint = false
        let visibleColumns = min(frame.size.columns, size.columns)
        let visibleRows = min(frame.size.rows, size.rows)
        var painter = CellPainter(window: window, palette: palette, unicode: capabilities.unicode)
        for span in FrameDiff.spans(from: previous, to: frame) where span.row < visibleRows {
            painter.draw(span, of: frame, visibleColumns: visibleColumns)
        }
        lastFrame = frame
        placeCursor(frame.cursor, visibleColumns: visibleColumns, visibleRows: visibleRows)
        wnoutrefresh(window)
        doupdate()
    }

    /// Shows the terminal's cursor at the frame's cursor position (doupdate leaves it there), or
    /// hides it. Visibility is switched only when it changes, so a frame that only moves the
    /// cursor writes nothing but the movement.
    private func placeCursor(_ position: ScreenPosition?, visibleColumns: Int, visibleRows: Int) {
        guard let position, position.column >= 0, position.column < visibleColumns,
              position.row >= 0, position.row < visibleRows else {
            leaveok(window, true)
            if isCursorVisible { curs_set(0); isCursorVisible = false }
            return
        }
        leaveok(window, false)
        wmove(window, Int32(position.row), Int32(position.column))
        if !isCursorVisible { curs_set(1); isCursorVisible = true }
    }

    /// Forgets what is on screen: the next `present` writes every cell.
    func invalidateScreen() {
        needsFullRepaint = true
    }
}

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
