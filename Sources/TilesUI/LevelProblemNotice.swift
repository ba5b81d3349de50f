import Shell
import ReplayUI
import TilesPacksUI
import Terminal

/// Shown over a Tiles level the level check flagged when the campaign was imported (the solver
/// proved no order of moves clears it; the level is kept so the campaign keeps its numbering).
/// The player learns it before the clock runs, not after an hour of trying; any key plays on.
package struct LevelProblemNotice: Equatable {
    package var level: Int
    /// The import's problem, `levels/FILE:LINE: error: message`.
    package var problem: String

    package func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let width = min(size.columns - 2, 66)
        let lines = TextLayout.wrap("The level check found that this board cannot be cleared:", width: width - 4)
            + TextLayout.wrap(glyphs.safe(problem), width: width - 4)
            + [""] + TextLayout.wrap("You can play it all the same; `clearfield levels validate` lists such levels.",
                                     width: width - 4)
        let height = lines.count + 4
        let left = max(0, (size.columns - width) / 2)
        let top = max(0, (size.rows - height) / 2)
        frame.drawBox(column: left, row: top, columns: width, rows: height, glyphs: glyphs, style: theme.border)
        frame.putCentered(" Level \(level) cannot be cleared ", row: top, from: left, width: width, style: theme.warning,
                          glyphs: glyphs)
        for (index, line) in lines.enumerated() {
            frame.put(line, column: left + 2, row: top + 2 + index, width: width - 4,
                      style: index == 0 ? theme.text : theme.dim, glyphs: glyphs)
        }
        frame.fill(column: 0, row: size.rows - 1, columns: size.columns, rows: 1)
        frame.putKeyHints([("any key", "play anyway")], row: size.rows - 1, theme: theme, glyphs: glyphs)
    }
}
