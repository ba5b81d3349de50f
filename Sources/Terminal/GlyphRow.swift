/// One glyph as it is written: where it starts, how many columns it takes, its bytes (UTF-8)
/// and its rendition.
struct Glyph: Hashable {
    var column: Int
    var width: Int
    var bytes: [UInt8]
    var rendition: Rendition
}

/// A frame's row as the glyphs a terminal is sent, with the same stand-ins as `CellPainter` (the
/// ncurses path): ASCII fallbacks without Unicode (`CellGlyph`), a one-column stand-in where the
/// terminal would draw a glyph at another width than the frame planned or a wide glyph does not
/// fit before the screen's edge, and a blank for a stray right half.
struct GlyphRow {
    let glyphs: [Glyph]
    /// For each visible column, the index of the glyph starting there (nil: the right half of one).
    let glyphStartingAt: [Int?]
    /// The first column of the row's trailing blanks (plain spaces to the visible edge).
    let blankFrom: Int

    init(row: Int, of frame: FrameBuffer, visibleColumns: Int, dialect: TerminalDialect) {
        var glyphs: [Glyph] = []
        var startingAt = [Int?](repeating: nil, count: max(0, visibleColumns))
        func add(_ bytes: [UInt8], width: Int, at column: Int, style: TextStyle) {
            startingAt[column] = glyphs.count
            glyphs.append(Glyph(column: column, width: width, bytes: bytes,
                                rendition: Rendition(style, colors: dialect.colors, defaultColors: dialect.defaultColors)))
        }
        let space: [UInt8] = [0x20]
        var column = 0
        while column < visibleColumns {
            let cell = frame[column, row]
            if cell.isContinuation {
                // Only a right half whose left half is off the screen.
                add(space, width: 1, at: column, style: cell.style)
                column += 1
                continue
            }
            let cellWidth = max(1, DisplayWidth.of(cell.text))
            let scalars = CellGlyph.scalars(for: cell.text, unicode: dialect.unicode)
                .compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
            let glyphWidth = scalars.first.map(DisplayWidth.of) ?? 1
            let wideFits = cellWidth == 2 && column + 1 < visibleColumns && frame[column + 1, row].isContinuation
            if glyphWidth != cellWidth || (cellWidth == 2 && !wideFits) {
                add(cellWidth == 2 && !dialect.unicode ? Array("?".utf8) : space, width: 1, at: column, style: cell.style)
                if cellWidth == 2 && column + 1 < visibleColumns {
                    add(space, width: 1, at: column + 1, style: cell.style)
                }
            } else {
                var text = String.UnicodeScalarView()
                text.append(contentsOf: scalars)
                add(Array(String(text).utf8), width: cellWidth, at: column, style: cell.style)
            }
            column += cellWidth
        }
        self.glyphs = glyphs
        self.glyphStartingAt = startingAt
        let blank = Rendition.plain
        let trailing = glyphs.reversed().prefix { $0.bytes == space && $0.rendition == blank }
        blankFrom = trailing.last?.column ?? visibleColumns
    }

    /// The bytes that draw columns `start..<end` again as they are, all in `rendition`; nil when
    /// a glyph there is in another rendition or does not start and end inside the range.
    func redraw(from start: Int, to end: Int, in rendition: Rendition?) -> [UInt8]? {
        guard let rendition, start >= 0, end <= glyphStartingAt.count else { return nil }
        var bytes: [UInt8] = []
        var column = start
        while column < end {
            guard let index = glyphStartingAt[column] else { return nil }
            let glyph = glyphs[index]
            guard glyph.rendition == rendition, column + glyph.width <= end else { return nil }
            bytes += glyph.bytes
            column += glyph.width
        }
        return bytes
    }
}
