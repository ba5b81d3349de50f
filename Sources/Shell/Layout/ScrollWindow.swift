import Terminal

/// The part of a list (or of a long page) on screen, and the marks that tell the player it
/// scrolls: "21–44 of 44" over it, ▲ beside its first line while more lies above, ▼ beside its
/// last while more lies below (^ and v in ASCII). A list that fits shows no marks.
package struct ScrollWindow: Equatable {
    /// The index of the first item shown.
    package var first: Int
    /// How many items the list has room for.
    package var visible: Int
    package var total: Int

    /// A window of `visible` items starting at `first`, kept inside the list.
    package init(first: Int, visible: Int, total: Int) {
        self.visible = max(1, visible)
        self.total = max(0, total)
        self.first = min(max(0, first), max(0, self.total - self.visible))
    }

    package var scrolls: Bool { total > visible }
    package var moreAbove: Bool { first > 0 }
    package var moreBelow: Bool { first + visible < total }
    /// How many items are shown (fewer than `visible` when the list is short).
    package var shownCount: Int { max(0, min(visible, total - first)) }

    /// "21–44 of 44", counting from 1.
    package func rangeText(glyphs: GlyphSet) -> String {
        "\(first + 1)\(glyphs.rangeDash)\(first + shownCount) of \(total)"
    }

    /// Where the marks go on screen.
    package struct Placement {
        /// The column of ▲ and ▼, just right of the list (or in its last column).
        package var markColumn: Int
        /// The rows of the first and the last line shown.
        package var firstRow: Int
        package var lastRow: Int
        /// The row over the list for the range, right-aligned to end before `rangeEnd`.
        package var rangeRow: Int
        package var rangeEnd: Int

        package init(markColumn: Int, firstRow: Int, lastRow: Int, rangeRow: Int, rangeEnd: Int) {
            self.markColumn = markColumn
            self.firstRow = firstRow
            self.lastRow = lastRow
            self.rangeRow = rangeRow
            self.rangeEnd = rangeEnd
        }
    }

    /// Draws the marks when the list scrolls; a list that fits is left as it is.
    package func drawMarks(into frame: inout FrameBuffer, at placement: Placement, theme: Theme, glyphs: GlyphSet) {
        guard scrolls else { return }
        let range = rangeText(glyphs: glyphs)
        frame.put(range, column: placement.rangeEnd - DisplayWidth.of(range), row: placement.rangeRow, style: theme.dim)
        if moreAbove {
            frame.put(glyphs.moreAbove, column: placement.markColumn, row: placement.firstRow, style: theme.heading)
        }
        if moreBelow {
            frame.put(glyphs.moreBelow, column: placement.markColumn, row: placement.lastRow, style: theme.heading)
        }
    }
}
