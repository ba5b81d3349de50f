import Shell
import GameCore
import Terminal

/// The Mines cursor as it is drawn on the board: a bracket in the blank column on either side of
/// its cell, "[■]", as freesweep brackets its cell (issue 22). Brackets are characters, so they
/// show in colour, without colour and in ASCII alike; at a zoom they stand the whole height of
/// the cell's block.
///
/// They are plain text, in no colour or attribute of their own: a move then writes four or six
/// plain cells and the cursor movements between them, and no attribute sequence, which keeps a
/// move on an expert board within 30 bytes of terminal output (docs/PERFORMANCE.md, "Bytes per
/// cursor move"; a bold or coloured bracket costs ncurses a full attribute reset each way).
/// The terminal's own cursor still sits on the cell's glyph.
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

    /// Draws the brackets of `cursor`'s cell, if it is in view.
    package static func draw(at cursor: Point, layout: MinesPlayLayout, into frame: inout FrameBuffer) {
        guard let place = columns(of: cursor, layout: layout) else { return }
        for row in place.rows {
            frame.put(left, column: place.left, row: row)
            frame.put(right, column: place.right, row: row)
        }
    }
}
