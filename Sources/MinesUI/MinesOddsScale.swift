import Shell
import Terminal

/// How the odds overlay writes a cell's chance of a mine, and the legend that says so (issue 31:
/// at 80×24 an intermediate or expert board draws at one zoom, each cell a glyph and a gap, and
/// two-character percentages there ran into one another, "2121212121…07921!!21").
///
/// On a board drawn at zoom 1 each covered cell gets one character of a compact scale, on its
/// glyph, so the gaps between cells stay blank; on a zoomed board, where a cell's block has room,
/// the percent in two characters ("!!" a sure mine, "<1" under one percent). Both scales use
/// characters no cell uses (no digit but "0", which no cell shows), and the legend on screen
/// explains every mark the board can show.
package enum MinesOddsScale {
    /// One character per cell: 0 safe, - under 20%, = under 50%, + 50% or more, ! a sure mine.
    package static func compactGlyph(for chance: Double) -> String {
        if chance >= 1 { return "!" }
        if chance <= 0 { return "0" }
        return chance < 0.2 ? "-" : chance < 0.5 ? "=" : "+"
    }

    /// Whether cells on `layout` take the compact scale: at zoom 1 a cell has no column to spare.
    package static func isCompact(_ layout: MinesPlayLayout) -> Bool { layout.zoom == 1 }

    /// The legend's wordings for a scale, longest first; the screen draws the first that fits.
    package static func legends(compact: Bool) -> [String] {
        if compact {
            return [
                "Odds of a mine: 0 safe  - under 20%  = under 50%  + 50% or more  ! sure mine  underlined: least risky",
                "Odds: 0 safe  - under 20%  = under 50%  + 50% or more  ! sure mine  underlined: least risky",
                "Odds: 0 safe  - <20%  = <50%  + 50%+  ! mine  underlined: least risky",
                "0 safe  - <20%  = <50%  + 50%+  ! mine  underlined: least risky",
                "0 safe -<20% =<50% +50%+ !mine _least risky",
                "0 safe -<20% =<50% +50%+ !mine",
            ]
        }
        return [
            "Odds of a mine in %:  0 safe  <1 under 1%  !! sure mine  underlined: least risky",
            "Odds in %:  0 safe  <1 under 1%  !! sure mine  underlined: least risky",
            "%: 0 safe  <1 under 1%  !! sure mine  underlined: least risky",
            "%: <1 under 1%  !! sure mine  _ least risky",
            "<1 under 1%  !! sure mine",
        ]
    }

    /// The legend that fits `columns` (the last, shortest, cut if none does).
    package static func legend(compact: Bool, columns: Int) -> String {
        let wordings = legends(compact: compact)
        return wordings.first { DisplayWidth.of($0) <= columns } ?? wordings[wordings.count - 1]
    }
}
