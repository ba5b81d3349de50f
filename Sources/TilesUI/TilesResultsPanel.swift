import Shell
import Terminal

/// What the Tiles results panels (a level's, a daily's, free play's) share: their closing lines
/// and their drawing, sized to the room the screen leaves (issue 31: never over the key line).
extension TilesPlayScreen {
    /// What the game earned, so none is only in the banner queue (issue 31), then the panel's keys.
    func closingPanelLines(enter: String, inner: Int, earnedRows: Int, theme: Theme) -> [(String, TextStyle)] {
        var lines = EarnedAchievementsList.lines(for: runner.earned, width: inner, maxLines: earnedRows)
            .map { ($0, theme.stars) }
        lines.append(("", .plain))
        lines.append((enter, .bold))
        lines.append((ranking.verdict?.focus == nil ? "u: undo   q: \(leavesFor)"
                        : "u: undo   l: leaderboard   q: \(leavesFor)", theme.dim))
        return lines
    }

    /// Draws the panel `build` makes for an inner width (its achievements in at most `earnedRows`
    /// lines), centred over the board, 44 columns or wider when the rows are few.
    func drawResultsPanel(into frame: inout FrameBuffer, layout: TilesPlayLayout, context: ScreenContext,
                          style: TextStyle, build: (_ inner: Int, _ earnedRows: Int) -> [(String, TextStyle)]) {
        let size = context.size
        // The key line under the board names the panel's keys too; a column of margin each side.
        let fit = ResultsPanelFit.fit(width: 44, maxWidth: size.columns - 2, rows: layout.areaRows - 2, padding: 4,
                                      isBlank: { $0.0.isEmpty }, isRepeated: { $0.0.hasPrefix("u: undo") },
                                      build: build)
        let lines = fit.lines, width = fit.width, height = lines.count + 2
        let left = max(0, (size.columns - width) / 2)
        let top = TilesPlayLayout.areaTop + max(0, (layout.areaRows - height) / 2)
        frame.drawBox(column: left, row: top, columns: width, rows: height, glyphs: context.glyphs, style: style)
        for (index, line) in lines.enumerated() {
            frame.putCentered(line.0, row: top + 1 + index, from: left + 1, width: width - 2, style: line.1,
                              glyphs: context.glyphs)
        }
    }
}
