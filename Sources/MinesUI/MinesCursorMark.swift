import Shell
import GameCore
import Terminal

/// The Mines cursor as it is drawn on the board: the cell itself in reverse video, between a
/// bracket in the blank column on either side, "[■]" (issue 22 brought the brackets, issue 31 the
/// reverse: on a field of ■ the brackets alone were easy to lose). Reverse video is an attribute,
/// not a colour, so the cell stands out in colour, without colour and in ASCII alike; at a zoom
/// the brackets stand the whole height of the cell's block and the whole block is reversed.
///
/// The brackets are plain text, in no colour or attribute of their own, and the reverse is the
/// one attribute change a move writes (on, then off after the cell). A move on an expert board
/// costs 44 bytes (freesweep 70 on the same path): the target of half of freesweep's is
/// not met, see docs/PERFORMANCE.md, "Issue 31, last measure", for where the bytes go and why
/// ncurses cannot write them cheaper. The terminal's own cursor still sits on the cell's glyph.
package enum MinesCursorMark {
    package static let left = "["
    package static let right = "]"

    /// The columns and rows the brackets of `cursor`'s cell take, nil when the cell is not in view.
    package static func columns(of cursor: Point, layout: MinesPlayLayout) -> (left: Int, right: Int, rows: Range<Int>)? {
        guard layout.isVisible(cursor) else { return nil }
        let block = layout.block(ofCell: cursor)
        return (block.column - 1, block.column + block.columns, block.row..<(block.row + block.rows))
    }

    /// A no-break space, drawn just right of the board's frame on every other row of cells: it
    /// looks like the blank it stands in, but it makes two neighbouring rows of covered cells
    /// differ. ncurses finds a line that moved by its text; when the bracketed row moves down a
    /// row over rows that are otherwise all alike, it takes the move for a scroll of the board
    /// and writes some 200 bytes (a scroll region, the rows redrawn) where the brackets need 30.
    package static let rowParityMark = "\u{00A0}"

    /// Marks every other row of cells (see `rowParityMark`); not in the ASCII set, whose
    /// terminals may not take the character (there a move down a covered board costs more).
    package static func markRowParity(layout: MinesPlayLayout, glyphs: GlyphSet, into frame: inout FrameBuffer) {
        let column = layout.frameLeft + layout.frameColumns
        guard !glyphs.isASCII, column < frame.size.columns else { return }
        for y in layout.origin.y..<(layout.origin.y + layout.visibleRows) where y % 2 == 1 {
            for row in 0..<layout.zoom {
                frame.put(rowParityMark, column: column, row: layout.frameTop + 1 + layout.zoom * (y - layout.origin.y) + row)
            }
        }
    }

    /// The style of the cursor's cell: the cell's own, reversed. A cell already drawn reversed
    /// (the mine hit, without colour) is underlined as well, so the cursor still changes it.
    package static func style(over cellStyle: TextStyle) -> TextStyle {
        var style = cellStyle
        if style.reverse { style.underline = true }
        style.reverse = true
        return style
    }

    /// Draws the brackets of `cursor`'s cell, if it is in view, and reverses what the cell shows
    /// (its glyph, or its whole block at a zoom): drawn after the board, and after anything drawn
    /// over the cell (the odds overlay), so the cursor shows on top of it.
    package static func draw(at cursor: Point, layout: MinesPlayLayout, into frame: inout FrameBuffer) {
        guard let place = columns(of: cursor, layout: layout) else { return }
        let block = layout.block(ofCell: cursor)
        for row in place.rows {
            frame.put(left, column: place.left, row: row)
            frame.put(right, column: place.right, row: row)
            for column in block.column..<(block.column + block.columns)
            where column >= 0 && column < frame.size.columns && row >= 0 && row < frame.size.rows {
                let cell = frame[column, row]
                frame.put(cell.text, column: column, row: row, style: style(over: cell.style))
            }
        }
    }
}
