import Terminal

/// One page of the help laid out for a screen's width, at its full height; the help screen
/// shows it through a window of its rows and scrolls it.
///
/// Every page is written for 80 columns: keys on the left, rules (or a table) on the right. A
/// narrower screen gets the same two columns one above the other, cut from the 80-column page
/// at the column where its right side starts, so the pages' text is written once.
package struct HelpPage {
    package static let wideWidth = 80
    /// Rows the page may take while it is drawn; far more than any page has.
    package static let drawingRows = 200

    /// The page's lines, trimmed of the blank rows after them.
    package let lines: FrameBuffer

    package var width: Int { lines.size.columns }
    package var height: Int { lines.size.rows }

    package init(_ screen: HelpScreen, width screenWidth: Int, context: ScreenContext) {
        let full = Self.drawFull(screen, context: context)
        guard screenWidth < Self.wideWidth else {
            lines = Self.cut(full, columns: 0..<Self.wideWidth, rows: 0..<Self.usedRows(full, columns: 0..<Self.wideWidth))
            return
        }
        let split = screen.shownTopic(context)?.splitColumn ?? HelpScreen.rulesOffset
        let leftColumns = 0..<split, rightColumns = split..<Self.wideWidth
        let left = Self.cut(full, columns: leftColumns, rows: 0..<Self.usedRows(full, columns: leftColumns))
        let right = Self.cut(full, columns: rightColumns, rows: 0..<Self.usedRows(full, columns: rightColumns))
        // The right side goes under the left one, a blank line between, indented as the left
        // side is (two columns).
        let indent = 2
        var stacked = FrameBuffer(size: ScreenSize(columns: max(left.size.columns, indent + right.size.columns),
                                                   rows: left.size.rows + 1 + right.size.rows))
        stacked.copy(left, toColumn: 0, row: 0)
        stacked.copy(right, toColumn: indent, row: left.size.rows + 1)
        lines = stacked
    }

    /// The page at 80 columns, its first line at row 0.
    package static func drawFull(_ screen: HelpScreen, context: ScreenContext) -> FrameBuffer {
        var context = context
        context.size = ScreenSize(columns: wideWidth, rows: drawingRows)
        var frame = FrameBuffer(size: context.size)
        // The pages start two rows under `top`, leaving room for the screen's title.
        screen.drawPage(into: &frame, left: 0, top: -2, context: context)
        return frame
    }

    /// The number of rows up to the last that holds anything within `columns`.
    package static func usedRows(_ frame: FrameBuffer, columns: Range<Int>) -> Int {
        for row in stride(from: frame.size.rows - 1, through: 0, by: -1)
        where columns.contains(where: { frame[$0, row].text != " " && !frame[$0, row].text.isEmpty }) {
            return row + 1
        }
        return 0
    }

    package static func cut(_ frame: FrameBuffer, columns: Range<Int>, rows: Range<Int>) -> FrameBuffer {
        var piece = FrameBuffer(size: ScreenSize(columns: columns.count, rows: rows.count))
        for row in rows {
            for column in columns {
                let cell = frame[column, row]
                // The right half of a wide character comes with its left half.
                if !cell.text.isEmpty { piece.put(cell.text, column: column - columns.lowerBound, row: row - rows.lowerBound, style: cell.style) }
            }
        }
        return piece
    }
}

extension FrameBuffer {
    /// Writes another frame's cells over this one from a position, clipped to this frame.
    package mutating func copy(_ source: FrameBuffer, toColumn left: Int, row top: Int, rows: Range<Int>? = nil) {
        let shown = rows ?? 0..<source.size.rows
        for row in shown where row >= 0 && row < source.size.rows {
            for column in 0..<source.size.columns {
                let cell = source[column, row]
                if !cell.text.isEmpty { put(cell.text, column: left + column, row: top + row - shown.lowerBound, style: cell.style) }
            }
        }
    }
}
