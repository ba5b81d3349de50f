import Shell
import ReplayUI
import TilesPacksUI
import GameCore
import Terminal
import Tiles
import Progress

extension TilesPlayScreen {
    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let layout = TilesPlayLayout(size: size, board: state.board)
        drawStatus(into: &frame, context: context)
        drawBackground(into: &frame, layout: layout, context: context)
        if paused {
            drawPausedPanel(into: &frame, layout: layout, context: context)
        } else {
            drawBoard(into: &frame, layout: layout, context: context)
        }
        if freeShape != nil, isFinished {
            drawFreePlayPanel(into: &frame, layout: layout, context: context)
        } else if state.isCleared {
            drawClearedPanel(into: &frame, layout: layout, context: context)
        }

        let messageRow = size.rows - 2
        if state.isStuck, freeShape == nil {
            let left = state.board.tileCount
            let text = "Stuck: no group of 2 is left (\(left) tile\(left == 1 ? "" : "s")) \(glyphs.dash) u undo, R restart"
            frame.putCentered(text, row: messageRow, from: 0, width: size.columns, style: theme.warning, glyphs: glyphs)
        } else if paused {
            frame.putCentered("Paused: the clock stands still", row: messageRow, from: 0, width: size.columns,
                              style: theme.dim, glyphs: glyphs)
        } else if let message {
            frame.putCentered(message.text, row: messageRow, from: 0, width: size.columns,
                              style: message.isWarning ? theme.warning : theme.text, glyphs: glyphs)
        }
        let hints: [(key: String, action: String)]
        if freeShape != nil, isFinished {
            hints = [("Enter", "new board"), ("u", "undo"), ("R", "restart"), ("q", leavesFor)]
        } else if state.isCleared {
            let isLast = campaign.last?.key == level.key
            hints = [("Enter", isLast ? "back" : "next level"), ("u", "undo"), ("R", "restart"), ("q", leavesFor)]
        } else if paused {
            hints = [("p", "resume"), ("?", "help"), ("q", "quit")]
        } else {
            hints = [("Enter", "remove"), ("u/r", "undo/redo"), ("R", "restart"), ("H", "hint"), ("p", "pause"),
                     ("?", "help"), ("q", "quit")]
        }
        frame.putKeyHints(hints, row: size.rows - 1, theme: theme, glyphs: glyphs)
        if let prompt {
            prompt.draw(into: &frame, context: context, title: freeShape != nil ? "Quit free play?" : "Quit level \(level.number)?")
        } else if let levelNotice {
            levelNotice.draw(into: &frame, context: context)
        }
    }

    /// While paused the board is hidden, so a pause cannot be used to think for free.
    private func drawPausedPanel(into frame: inout FrameBuffer, layout: TilesPlayLayout, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        // At least big enough for its words, whatever the board's size; centred where the board is.
        let columns = max(layout.frameColumns, 24), rows = max(layout.frameRows, 5)
        let left = max(0, layout.frameLeft + layout.frameColumns / 2 - columns / 2)
        let top = max(TilesPlayLayout.areaTop, layout.frameTop + layout.frameRows / 2 - rows / 2)
        frame.drawBox(column: left, row: top, columns: columns, rows: rows, glyphs: glyphs, style: theme.border)
        let middle = top + rows / 2
        frame.putCentered("Paused", row: middle - 1, from: left + 1, width: columns - 2, style: theme.heading,
                          glyphs: glyphs)
        frame.putCentered("p resumes", row: middle + 1, from: left + 1, width: columns - 2, style: theme.dim,
                          glyphs: glyphs)
    }

    private func drawStatus(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let time = "Time " + PlayClock.format(milliseconds: clock.elapsedMilliseconds(at: context.now))
        let timeColumn = size.columns - DisplayWidth.of(time) - 1
        // The pack first, as the level list names it: level 3 of two packs are two levels. A long
        // name is cut to a third of the line so the level's number always shows.
        var x: Int
        if let free = freePlayTitle(glyphs: glyphs) {
            frame.put(free, column: 1, row: 0, width: timeColumn - 2, style: theme.title, glyphs: glyphs)
        } else if let daily = dailyTitle(glyphs: glyphs, width: timeColumn - 2) {
            // A daily by its name, never as a campaign level (issue 31).
            frame.put(daily, column: 1, row: 0, width: timeColumn - 2, style: theme.title, glyphs: glyphs)
        } else {
            x = frame.put(titlePack ?? level.pack, column: 1, row: 0, width: max(8, timeColumn / 3), style: theme.dim, glyphs: glyphs)
            x = frame.put(" \(glyphs.separator) ", column: x, row: 0, style: theme.dim)
            x = frame.put("Level \(level.number)", column: x, row: 0, style: theme.title)
            x = frame.put(" \(glyphs.separator) ", column: x, row: 0, style: theme.dim)
            frame.put(level.name, column: x, row: 0, width: timeColumn - x - 1, style: theme.heading, glyphs: glyphs)
        }
        frame.put(time, column: timeColumn, row: 0)

        // A free-play board with no known clearing has no par (0): a dash, not a number to beat.
        let par = freeShape != nil && level.par == 0 ? glyphs.dash : "\(level.par)"
        let status = "Score \(TextLayout.number(state.score))   Moves \(state.moves) (par \(par))"
            + "   Hints \(session.hintsUsed)"
        x = frame.put(status, column: 1, row: 1)
        let group = cursorGroup
        var info: String
        if !paused, let color = state.board.color(at: cursor) {
            let points = TilesScoring.points(forGroupOf: group.count)
            info = group.isEmpty
                ? "Single \(color.name) tile: no move"
                : "Group of \(group.count) \(color.name): \(points) point\(points == 1 ? "" : "s")"
        } else {
            info = ""
        }
        var infoWidth = DisplayWidth.of(glyphs.safe(info))
        // Short of room (60 columns), the same facts in fewer words rather than a cut sentence.
        if infoWidth > size.columns - x - 3, !paused, let color = state.board.color(at: cursor) {
            let points = TilesScoring.points(forGroupOf: group.count)
            info = group.isEmpty ? "1 \(color.name): no move" : "\(group.count) \(color.name): \(points) pt\(points == 1 ? "" : "s")"
            infoWidth = DisplayWidth.of(glyphs.safe(info))
        }
        frame.put(info, column: max(x + 2, size.columns - infoWidth - 1), row: 1, width: size.columns - x - 3,
                  style: group.isEmpty ? theme.dim : theme.heading, glyphs: glyphs)
    }

    private func drawBackground(into frame: inout FrameBuffer, layout: TilesPlayLayout, context: ScreenContext) {
        let art = context.environment.backgroundArt(named: level.background)
        let lines = art.lines(for: context.glyphs)
        let style = context.theme.background(art)
        let artWidth = lines.map { DisplayWidth.of($0) }.max() ?? 0
        guard artWidth > 0 else { return }
        let padded = lines.map { $0.padded(to: artWidth) }
        for offset in 0..<layout.areaRows {
            let line = padded[offset % padded.count]
            var x = 0
            while x < context.size.columns {
                x = frame.put(line, column: x, row: TilesPlayLayout.areaTop + offset, style: style)
            }
        }
        // A clear margin so the board stands out from the pattern.
        frame.fill(column: layout.frameLeft - 2, row: layout.frameTop - 1, columns: layout.frameColumns + 4,
                   rows: layout.frameRows + 2)
    }

    private func drawBoard(into frame: inout FrameBuffer, layout: TilesPlayLayout, context: ScreenContext) {
        Self.drawBoard(state.board, cursor: cursor, highlighted: Set(cursorGroup), layout: layout, into: &frame,
                       context: context)
    }

    /// A board framed at `layout`, the cursor's mark beside its cell and `highlighted` tiles lit:
    /// the one board drawing, shared by play and the replay viewer.
    package static func drawBoard(_ board: TileBoard, cursor: Point?, highlighted: Set<Point>, layout: TilesPlayLayout,
                          into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        frame.drawBox(column: layout.frameLeft, row: layout.frameTop, columns: layout.frameColumns,
                      rows: layout.frameRows, glyphs: glyphs, style: theme.border)
        for y in 0..<board.height {
            for x in 0..<board.width {
                let point = Point(x: x, y: y)
                let isHighlighted = highlighted.contains(point)
                let mark = point == cursor ? glyphs.cursor : " "
                let column = layout.column(ofCell: x), row = layout.row(ofCell: y)
                let zoom = layout.zoom
                if let color = board.color(at: point) {
                    let style = theme.tile(color, highlighted: isHighlighted || point == cursor)
                    if zoom > 1 {
                        // Without colour a block of spaces would not show: it is filled with its letter.
                        let fill = theme.usesColor ? " " : String(color.letter)
                        drawZoomedCell(letter: String(color.letter), fill: fill, mark: mark, column: column, row: row,
                                       zoom: zoom, style: style, into: &frame)
                    } else {
                        frame.put(String(color.letter) + mark, column: column, row: row, style: style)
                    }
                } else if zoom > 1 {
                    drawZoomedCell(letter: glyphs.emptyCell, fill: " ", mark: mark, column: column, row: row, zoom: zoom,
                                   style: theme.emptyCell(highlighted: point == cursor), into: &frame)
                } else {
                    frame.put(glyphs.emptyCell + mark, column: column, row: row,
                              style: theme.emptyCell(highlighted: point == cursor))
                }
            }
        }
    }

    /// A zoomed cell: `2 × zoom` columns by `zoom` rows of `fill`, its letter in the middle and
    /// the cursor's mark right after it, where zoom 1 puts them.
    private static func drawZoomedCell(letter: String, fill: String, mark: String, column: Int, row: Int, zoom: Int,
                                       style: TextStyle, into frame: inout FrameBuffer) {
        let line = String(repeating: fill, count: 2 * zoom)
        for offset in 0..<zoom { frame.put(line, column: column, row: row + offset, style: style) }
        let middle = row + (zoom - 1) / 2
        frame.put(letter, column: column + zoom - 1, row: middle, style: style)
        if mark != " " { frame.put(mark, column: column + zoom, row: middle, style: style) }
    }

    private func drawClearedPanel(into frame: inout FrameBuffer, layout: TilesPlayLayout, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        let isLast = campaign.last?.key == level.key
        let daily = play.setup.params.daily
        // The panel's lines for an inner width, the achievements in at most `earnedRows` lines.
        func build(_ inner: Int, _ earnedRows: Int) -> [(String, TextStyle)] {
            var lines: [(String, TextStyle)] = [
                (daily.map { "Daily \($0) cleared!" } ?? "Level cleared!", theme.good),
                ("", .plain),
                ("Score \(TextLayout.number(state.score)) (clear bonus \(TextLayout.number(TilesScoring.clearBonus)))", .plain),
                ("Stars \(glyphs.stars(state.stars))  \(state.moves) moves, par \(level.par)", theme.stars),
                ("Time \(StatFormat.preciseDuration(milliseconds: Int64(clock.elapsedMilliseconds(at: context.now))))"
                    + "  Hints \(session.hintsUsed)", .plain),
            ]
            // Whether the game was ranked, and if not why: every cleared level says which.
            let rankingLine = rankingNote ?? ranking.line(shared: context.environment.leaderboards?.shared)
            for line in rankingLine.map({ TextLayout.wrap($0, width: inner) }) ?? [] {
                lines.append((line, ranking.verdict?.focus != nil ? theme.stars : theme.text))
            }
            lines += ranking.shareLines(width: inner).map { ($0, theme.heading) }
            let enter = daily != nil ? "Enter: back to the daily" : isLast ? "Enter: back to the \(leavesFor)" : "Enter: next level"
            lines += closingPanelLines(enter: enter, inner: inner, earnedRows: earnedRows, theme: theme)
            return lines
        }
        drawResultsPanel(into: &frame, layout: layout, context: context, style: theme.good, build: build)
    }
}
