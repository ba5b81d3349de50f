import Shell
import ReplayUI
import PlayersUI
import Foundation
import GameCore
import Leaderboards
import Terminal

extension LeaderboardScreen {
    /// The glyph that marks the viewer's own row (beside its rank), so it shows without colour.
    package static func ownMark(_ glyphs: GlyphSet) -> String { glyphs.isASCII ? "*" : "◆" }

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        drawTitle(into: &frame, context: context)
        guard let board = board(context) else {
            frame.putCentered("No boards are kept in this run", row: size.rows / 2, from: 0, width: size.columns,
                              style: theme.dim, glyphs: glyphs)
            drawKeys(into: &frame, context: context)
            return
        }
        let count = boards(context).count
        // A pack's name and its levels' names come from a file: escaped, never obeyed.
        let boardLine = "\(glyphs.isASCII ? "<" : "◂") \(glyphs.safe(SafeText.escaped(board.title))) \(glyphs.isASCII ? ">" : "▸")   \(boardIndex + 1)/\(count)"
        frame.putCentered(boardLine, row: 1, from: 0, width: size.columns, style: theme.heading, glyphs: glyphs)
        // A shared board: whether it was reached and what still waits to be sent.
        let status = Self.statusLines(context)
        for (index, line) in status.enumerated() {
            frame.putCentered(line, row: 2 + index, from: 0, width: size.columns,
                              style: status[0].hasPrefix("offline") ? theme.warning : theme.dim, glyphs: glyphs)
        }
        if let page, page.total > 0 {
            drawRows(page, board: board, into: &frame, context: context)
        } else if let problem {
            frame.putCentered(problem, row: size.rows / 2, from: 0, width: size.columns, style: theme.warning,
                              glyphs: glyphs)
        } else if page != nil {
            drawEmpty(board, into: &frame, context: context)
        } else {
            frame.putCentered("Reading the board\(glyphs.ellipsis)", row: size.rows / 2, from: 0, width: size.columns,
                              style: theme.dim, glyphs: glyphs)
        }
        drawMessage(into: &frame, context: context)
        drawKeys(into: &frame, context: context)
        if showsHelp { drawHelp(into: &frame, context: context) }
        prompt?.draw(into: &frame, context: context)
    }

    /// "Leaderboards" and the three windows, the chosen one in brackets (not by colour alone).
    private func drawTitle(into frame: inout FrameBuffer, context: ScreenContext) {
        let theme = context.theme, size = context.size
        frame.put("Leaderboards", column: 1, row: 0, style: theme.title)
        let windows: [(key: String, window: RankWindow, title: String)] = [
            ("d", .today, "Today"), ("w", .week, "This week"), ("a", .allTime, "All time"),
        ]
        let parts = windows.map { $0.window == window ? "[\($0.key) \($0.title)]" : " \($0.key) \($0.title) " }
        var x = size.columns - DisplayWidth.of(parts.joined(separator: " ")) - 1
        for (index, part) in parts.enumerated() {
            let chosen = windows[index].window == window
            x = frame.put(part, column: x, row: 0, style: chosen ? theme.selected : theme.dim) + 1
        }
    }

    private func drawRows(_ page: LeaderboardPage, board: BoardDefinition, into frame: inout FrameBuffer,
                          context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let visible = Self.visibleRows(context)
        let shown = scroll..<min(page.total, scroll + visible)
        let largest = shown.compactMap { page.row(at: $0)?.rank }.max() ?? page.total
        let table = LeaderboardTable(definition: board, width: size.columns, largestRank: largest)
        let header = Self.firstRowLine(context) - 1
        frame.put("Rank".rightAligned(to: table.rankWidth), column: table.rankColumn, row: header, style: theme.heading)
        frame.put("Player", column: table.avatarColumn, row: header, style: theme.heading)
        for (index, column) in board.columns.enumerated() {
            frame.put(column.title.rightAligned(to: table.figureWidths[index]), column: table.figureColumn(index),
                      row: header, style: theme.heading)
        }
        frame.put("Date", column: table.dateColumn, row: header, style: theme.heading)
        for (line, position) in shown.enumerated() {
            let row = Self.firstRowLine(context) + line
            guard let entry = page.row(at: position) else {
                frame.put(glyphs.ellipsis, column: table.nameColumn, row: row, style: theme.dim)
                continue
            }
            drawRow(entry, board: board, table: table, row: row, selected: position == selection, into: &frame,
                    context: context)
        }
    }

    private func drawRow(_ entry: BoardRow, board: BoardDefinition, table: LeaderboardTable, row: Int, selected: Bool,
                         into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        let style: TextStyle = selected ? theme.selected : entry.isViewer ? .bold : theme.text
        if selected {
            frame.fill(column: 0, row: row, columns: context.size.columns, rows: 1, style: style)
            frame.put(glyphs.selection, column: 0, row: row, style: style)
        }
        frame.put(String(entry.rank).rightAligned(to: table.rankWidth), column: table.rankColumn, row: row, style: style)
        if entry.isViewer { frame.put(Self.ownMark(glyphs), column: table.markColumn, row: row, style: style) }
        AvatarThumbnail(pixels: entry.avatarPixels, playerID: entry.playerID)
            .draw(column: table.avatarColumn, row: row, into: &frame, context: context)
        // A nickname is text from outside: escaped, then cut to its column by display width.
        var name = glyphs.safe(SafeText.escaped(entry.displayName))
        if entry.isHidden { name = "(hidden) " + name }
        frame.put(name, column: table.nameColumn, row: row, width: table.nameWidth, style: style, glyphs: glyphs)
        for (index, column) in board.columns.enumerated() {
            let text = entry.figures[column.figure].map(column.format.text) ?? glyphs.dash
            frame.put(text.rightAligned(to: table.figureWidths[index]), column: table.figureColumn(index), row: row,
                      style: style)
        }
        frame.put(table.date(entry.finishedAt, timeZone: context.environment.timeZone), column: table.dateColumn,
                  row: row, style: selected ? style : theme.dim)
    }

    /// An empty board says so, and how to get on it.
    private func drawEmpty(_ board: BoardDefinition, into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, size = context.size
        let middle = size.rows / 2
        let when = window == .allTime ? "" : " \(window.title)"
        frame.putCentered("No one is on this board\(when) yet.", row: middle - 1, from: 0, width: size.columns,
                          style: context.theme.heading, glyphs: glyphs)
        for (index, line) in TextLayout.wrap(glyphs.safe(SafeText.escaped("To get on it: \(board.howToEnter)")), width: size.columns - 4).enumerated() {
            frame.putCentered(line, row: middle + 1 + index, from: 0, width: size.columns, glyphs: glyphs)
        }
    }

    /// Where the list stands ("18–34 of 230"), the marks' legend, or a problem.
    private func drawMessage(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, size = context.size
        var parts: [String] = []
        if let page, page.total > 0 {
            let last = min(page.total, scroll + Self.visibleRows(context))
            parts.append("\(scroll + 1)\(glyphs.rangeDash)\(last) of \(page.total)")
            parts.append("\(Self.ownMark(glyphs)) you")
            if page.rows.contains(where: \.isHidden) { parts.append("(hidden): blocked, only you see it") }
        }
        if let heldSummary { parts.append(heldSummary) }
        if reading != nil { parts.append("reading\(glyphs.ellipsis)") }
        if page != nil, let problem { parts.append(problem) }
        frame.putCentered(parts.joined(separator: "   "), row: size.rows - 2, from: 0, width: size.columns,
                          style: context.theme.dim, glyphs: glyphs)
    }

    private func drawKeys(into frame: inout FrameBuffer, context: ScreenContext) {
        let hints: [(key: String, action: String)] = [
            ("Enter", "replay"), ("Tab", "board"), ("d/w/a", "window"), ("m", "me"), ("g", "top"), ("?", "help"),
            ("q", "back"),
        ]
        frame.putKeyHints(hints, row: context.size.rows - 1, theme: context.theme, glyphs: context.glyphs)
    }

    /// The keys, in a box over the board (any key closes it).
    private func drawHelp(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, size = context.size
        let arrows = glyphs.isASCII ? "Left/Right" : "←/→", upDown = glyphs.isASCII ? "Up/Down" : "↑/↓"
        let keys: [(String, String)] = [
            ("Tab, \(arrows)", "another board"), ("] [", "next / previous game or pack"),
            ("d  w  a", "today, this week, all time"),
            ("\(upDown), PgUp/PgDn", "move through the rows"), ("g", "the top of the board"),
            ("m", "your own row"), ("Enter", "play the selected game back"), ("q, Esc", "back"),
            ("r", "review a held run (moderators)"),
        ] + Self.moderationKeys.map { (String($0.key), "\($0.action) (moderators)") }
        let keyWidth = keys.map { DisplayWidth.of($0.0) }.max() ?? 0
        let width = min(size.columns - 2, 56)
        // Every line wraps inside the box (an action under its own column), so nothing is cut.
        var lines = keys.flatMap { key, action in
            TextLayout.wrap(action, width: max(1, width - 6 - keyWidth)).enumerated().map { index, part in
                (index == 0 ? key : "").padded(to: keyWidth) + "  " + part
            }
        }
        lines += TextLayout.wrap("\(Self.ownMark(glyphs)) marks your row; (hidden): you are blocked and only you see "
                                 + "your row.", width: width - 4)
        let height = min(size.rows - 2, lines.count + 4)
        let left = (size.columns - width) / 2, top = max(0, (size.rows - height) / 2)
        frame.drawBox(column: left, row: top, columns: width, rows: height, glyphs: glyphs, style: context.theme.border)
        frame.putCentered(" Keys ", row: top, from: left, width: width, style: context.theme.heading, glyphs: glyphs)
        for (index, line) in lines.prefix(height - 4).enumerated() {
            frame.put(line, column: left + 2, row: top + 2 + index, width: width - 4, glyphs: glyphs)
        }
    }
}
