import Daily
import GameCore
import Shell
import Terminal

extension DailyStreaksScreen {
    /// The current player's mark, as the leaderboards draw it.
    static func ownMark(_ glyphs: GlyphSet) -> String { glyphs.isASCII ? "*" : "◆" }

    /// Column widths: the rank, and each streak's figure (wide enough for its heading).
    private static let rankWidth = 4, figureWidth = 9

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let width = size.columns - 4
        frame.putCentered(" Daily streaks ", row: 0, from: 0, width: size.columns, style: theme.title, glyphs: glyphs)
        frame.putKeyHints([(glyphs.upDown, "scroll"), ("Esc", "back")], row: size.rows - 1, theme: theme, glyphs: glyphs)
        frame.put("Days in a row with a daily cleared, either game", column: 2, row: 2, width: width,
                  style: theme.heading, glyphs: glyphs)
        guard let shown else {
            frame.put("Reading the streaks...", column: 2, row: 4, width: width, style: theme.dim, glyphs: glyphs)
            return
        }
        frame.put("As of \(shown.today); yesterday's clear still counts today", column: 2, row: 3, width: width,
                  style: theme.dim, glyphs: glyphs)
        if let problem = shown.problem {
            // Two lines for it: an error's words are the board's or the system's, of any length.
            for (index, line) in TextLayout.wrap(glyphs.safe(SafeText.escaped(problem)), width: width).prefix(2).enumerated() {
                frame.put(line, column: 2, row: size.rows - 3 + index, width: width, style: theme.warning, glyphs: glyphs)
            }
        }
        guard !shown.rows.isEmpty else { return }
        let longestColumn = size.columns - 2 - Self.figureWidth
        let currentColumn = longestColumn - Self.figureWidth
        let nameColumn = 2 + 2 + Self.rankWidth + 2
        let nameWidth = currentColumn - nameColumn - 1
        frame.put("#".rightAligned(to: Self.rankWidth), column: 4, row: 5, style: theme.dim)
        frame.put("Player", column: nameColumn, row: 5, style: theme.dim)
        frame.put("Current".rightAligned(to: Self.figureWidth), column: currentColumn, row: 5, style: theme.dim)
        frame.put("Longest".rightAligned(to: Self.figureWidth), column: longestColumn, row: 5, style: theme.dim)
        let first = firstRow(size: size)
        for (offset, entry) in shown.rows.dropFirst(first).prefix(Self.listRows(size)).enumerated() {
            let row = 6 + offset
            let style: TextStyle = entry.isViewer ? .bold : theme.text
            if entry.isViewer { frame.put(Self.ownMark(glyphs), column: 2, row: row, style: style) }
            frame.put(String(entry.rank).rightAligned(to: Self.rankWidth), column: 4, row: row, style: style)
            // A nickname is text from outside: escaped, then cut to its column by display width.
            var name = glyphs.safe(SafeText.escaped(entry.name))
            if entry.isHidden { name = "(hidden) " + name }
            frame.put(name, column: nameColumn, row: row, width: nameWidth, style: style, glyphs: glyphs)
            frame.put(String(entry.streak.current).rightAligned(to: Self.figureWidth), column: currentColumn, row: row,
                      style: style)
            frame.put(String(entry.streak.longest).rightAligned(to: Self.figureWidth), column: longestColumn, row: row,
                      style: style)
        }
        if shown.problem == nil {
            let players = shown.rows.count == 1 ? "1 player" : "\(shown.rows.count) players"
            let count = players + (shown.source == .sharedBoard ? " on the shared board" : " on this computer")
            let last = min(shown.rows.count, first + Self.listRows(size))
            let position = shown.rows.count > Self.listRows(size) ? "\(first + 1)-\(last) of \(count)" : count
            frame.put("\(position)  \(Self.ownMark(glyphs)) you", column: 2, row: size.rows - 3, width: width,
                      style: theme.dim, glyphs: glyphs)
        }
    }
}
