import Midend
import Shell
import ReplayUI
import GameCore
import Mines
import Progress
import Terminal

extension MinesPlayScreen {
    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let layout = layout(size: size)
        drawStatus(into: &frame, context: context)
        if isPaused {
            drawPaused(into: &frame, layout: layout, context: context)
        } else {
            drawBoard(into: &frame, layout: layout, context: context)
        }
        if showsPanel { drawPanel(into: &frame, layout: layout, context: context) }

        let messageRow = size.rows - 2
        if let message {
            frame.putCentered(message.text, row: messageRow, from: 0, width: size.columns,
                              style: message.isWarning ? theme.warning : theme.text, glyphs: glyphs)
        } else if state.board.outcome == .lost {
            let cells = MinesGlyphs.matching(glyphs)
            let legend = "\(cells.hitMine) the mine hit   \(cells.mine) mines   \(cells.wrongFlag) wrong flags"
                + (showsBoardOnly ? "   Tab: the results" : "")
            frame.putCentered(legend, row: messageRow, from: 0, width: size.columns, style: theme.dim, glyphs: glyphs)
        } else if showsBoardOnly {
            frame.putCentered("Tab: the results", row: messageRow, from: 0, width: size.columns, style: theme.dim,
                              glyphs: glyphs)
        } else if let counters = liveCounters(context: context) {
            frame.putCentered(counters, row: messageRow, from: 0, width: size.columns, style: theme.dim, glyphs: glyphs)
        }
        if showsOdds {
            // The overlay's legend takes the key line while the odds show: every mark explained.
            let legend = MinesOddsScale.legend(compact: MinesOddsScale.isCompact(layout), columns: size.columns - 2)
            frame.fill(column: 0, row: size.rows - 1, columns: size.columns, rows: 1)
            frame.putCentered(legend, row: size.rows - 1, from: 0, width: size.columns, style: theme.text, glyphs: glyphs)
        } else {
            frame.putKeyHints(keyHints, row: size.rows - 1, theme: theme, glyphs: glyphs)
        }
        if let prompt {
            prompt.draw(into: &frame, context: context, title: "Quit this \(mode.isEndless ? "run" : "game")?")
        }
        replacing?.draw(into: &frame, context: context)
        newGameQuestion?.draw(into: &frame, context: context)
        // The terminal's cursor would blink inside whatever covers the board.
        let boardCovered = prompt != nil || replacing != nil || newGameQuestion != nil
            || (showsPanel && layout.sidePanelLeft == nil)
        if boardCovered { frame.cursor = nil }
    }

    private var keyHints: [(key: String, action: String)] {
        if isPaused { return [("p", "resume"), ("?", "help"), ("q", "quit")] }
        if state.canAdvance { return [("Enter", "Level \(state.level + 1)"), ("Tab", "board"), ("q", "quit")] }
        if state.isOver {
            let retry: [(key: String, action: String)] = (canRetry ? [("r", "retry")] : []) + (canUndoLoss ? [("u", "undo")] : [])
            return [("Enter", mode.isEndless ? "new run" : "new game")] + retry + [("Tab", "board/results"), ("q", "back")]
        }
        return [("Space", "reveal"), ("f", "flag"), ("c", "chord"), ("H", "hint"), ("p", "pause"), ("?", "help"),
                ("q", "quit")]
    }

    private func drawStatus(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let time = "Time " + PlayClock.format(milliseconds: clock.elapsedMilliseconds(at: context.now))
        let timeColumn = size.columns - DisplayWidth.of(time) - 1
        var x = 1
        if let date = play.statsContext.dailyDate {
            // A daily says so first (issue 31): "Daily 2026-11-28 · Mines", "· practice" after
            // the ranked attempt, never the bare board a practice re-attempt also shows.
            x = frame.put("Daily \(date)", column: x, row: 0, style: theme.title)
            x = frame.put(" \(glyphs.separator) ", column: x, row: 0, style: theme.dim)
            x = frame.put("Mines", column: x, row: 0, style: theme.heading)
            if play.statsContext.isPractice {
                x = frame.put(" \(glyphs.separator) ", column: x, row: 0, style: theme.dim)
                x = frame.put("practice", column: x, row: 0, style: theme.dim)
            }
        } else {
            x = frame.put("Mines", column: x, row: 0, style: theme.title)
            x = frame.put(" \(glyphs.separator) ", column: x, row: 0, style: theme.dim)
            x = frame.put(mode.title, column: x, row: 0, width: timeColumn - x - 12, style: theme.heading, glyphs: glyphs)
        }
        if mode.isEndless {
            x = frame.put(" \(glyphs.separator) ", column: x, row: 0, style: theme.dim)
            frame.put("Level \(state.level)", column: x, row: 0, style: theme.title)
        }
        frame.put(time, column: timeColumn, row: 0, style: clock.isRunning ? .bold : theme.text)

        // Mines left, hints, the board, then the seed, the cursor's cell and, while the odds of
        // the position are known, its chance of a mine (MinesStatusLine: the seed, the cell and
        // its odds always show, the rest is shortened first).
        let board = state.board
        let line = MinesStatusLine(minesLeft: board.minesLeft, hints: session.hintsUsed, width: board.width,
                                   height: board.height, mines: board.params.mines,
                                   noGuess: mode.isEndless || board.style == .noGuess, seed: setup.seed,
                                   position: cursor, odds: cursorOdds)
            .placed(columns: size.columns, times: glyphs.times)
        frame.put(line.status, column: 1, row: 1, width: max(0, line.seedColumn - 3), glyphs: glyphs)
        frame.put(line.seed, column: line.seedColumn, row: 1, style: theme.dim)
        frame.put(line.position, column: line.positionColumn, row: 1)
        frame.put(line.odds, column: line.oddsColumn, row: 1, style: theme.heading)
    }

    private func drawBoard(into frame: inout FrameBuffer, layout: MinesPlayLayout, context: ScreenContext) {
        Self.drawBoard(state.board, cursor: cursor, layout: layout, into: &frame, context: context) { frame in
            drawOdds(into: &frame, layout: layout, context: context)
        }
    }

    /// The part of `board` that `layout` shows, framed, with the terminal's cursor on `cursor`'s
    /// cell when it is in view: the one board drawing, shared by play and the replay viewer.
    /// `overlay` draws over the cells (the odds) before the cursor is drawn on top of everything.
    package static func drawBoard(_ board: MinesBoard, cursor: Point?, layout: MinesPlayLayout, into frame: inout FrameBuffer,
                                  context: ScreenContext, overlay: (inout FrameBuffer) -> Void = { _ in }) {
        let theme = context.theme
        let cells = MinesGlyphs.matching(context.glyphs)
        drawFrame(into: &frame, layout: layout, context: context)
        for y in layout.origin.y..<(layout.origin.y + layout.visibleRows) {
            for x in layout.origin.x..<(layout.origin.x + layout.visibleColumns) {
                let point = Point(x: x, y: y)
                let appearance = board.appearance(at: point)
                if layout.zoom > 1 { fillBlock(of: point, appearance, into: &frame, layout: layout, cells: cells, theme: theme) }
                frame.put(cells.glyph(for: appearance), column: layout.column(ofCell: x), row: layout.row(ofCell: y),
                          style: theme.minesCell(appearance))
            }
        }
        overlay(&frame)
        // The cell reversed between brackets marks the cursor (MinesCursorMark: one attribute
        // change, so a move stays within its byte budget), and the terminal's own cursor sits on its glyph.
        MinesCursorMark.markRowParity(layout: layout, glyphs: context.glyphs, into: &frame)
        if let cursor, layout.isVisible(cursor) {
            MinesCursorMark.draw(at: cursor, layout: layout, into: &frame)
            frame.cursor = ScreenPosition(column: layout.column(ofCell: cursor.x), row: layout.row(ofCell: cursor.y))
        }
    }

    /// A zoomed cell still covered (flags and question marks too) is a block of the covered
    /// glyph, so the board reads as big tiles; an open one is blank around its glyph.
    private static func fillBlock(of point: Point, _ appearance: CellAppearance, into frame: inout FrameBuffer,
                                  layout: MinesPlayLayout, cells: MinesGlyphs, theme: Theme) {
        switch appearance {
        case .covered, .flagged, .questioned:
            let block = layout.block(ofCell: point)
            let line = String(repeating: cells.covered, count: block.columns)
            for row in block.row..<(block.row + block.rows) {
                frame.put(line, column: block.column, row: row, style: theme.minesCell(.covered))
            }
        default:
            break
        }
    }

    /// The frame, with arrows in its sides where more of the board lies beyond the window.
    private static func drawFrame(into frame: inout FrameBuffer, layout: MinesPlayLayout, context: ScreenContext) {
        let theme = context.theme
        let cells = MinesGlyphs.matching(context.glyphs)
        frame.drawBox(column: layout.frameLeft, row: layout.frameTop, columns: layout.frameColumns,
                      rows: layout.frameRows, glyphs: context.glyphs, style: theme.border)
        let middleRow = layout.frameTop + layout.frameRows / 2
        let middleColumn = layout.frameLeft + layout.frameColumns / 2
        let right = layout.frameLeft + layout.frameColumns - 1, bottom = layout.frameTop + layout.frameRows - 1
        if layout.moreLeft { frame.put(cells.moreLeft, column: layout.frameLeft, row: middleRow, style: theme.heading) }
        if layout.moreRight { frame.put(cells.moreRight, column: right, row: middleRow, style: theme.heading) }
        if layout.moreUp { frame.put(cells.moreUp, column: middleColumn, row: layout.frameTop, style: theme.heading) }
        if layout.moreDown { frame.put(cells.moreDown, column: middleColumn, row: bottom, style: theme.heading) }
    }

    private func drawPaused(into frame: inout FrameBuffer, layout: MinesPlayLayout, context: ScreenContext) {
        frame.drawBox(column: layout.frameLeft, row: layout.frameTop, columns: layout.frameColumns,
                      rows: layout.frameRows, glyphs: context.glyphs, style: context.theme.border)
        let middle = layout.frameTop + layout.frameRows / 2
        frame.putCentered("Paused", row: middle - 1, from: layout.frameLeft + 1, width: layout.frameColumns - 2,
                          style: context.theme.title, glyphs: context.glyphs)
        frame.putCentered("the clock is stopped", row: middle, from: layout.frameLeft + 1,
                          width: layout.frameColumns - 2, style: context.theme.dim, glyphs: context.glyphs)
        frame.putCentered("p resumes", row: middle + 1, from: layout.frameLeft + 1, width: layout.frameColumns - 2,
                          style: .bold, glyphs: context.glyphs)
    }

    private func drawPanel(into frame: inout FrameBuffer, layout: MinesPlayLayout, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        // The key line under the board names the panel's keys too. A space each side inside the
        // frame, so no line touches it; a column of margin each side of the screen.
        let fit = ResultsPanelFit.fit(width: MinesPlayLayout.panelColumns, maxWidth: size.columns - 2,
                                      rows: layout.areaRows - 2, padding: 4, isBlank: { $0.text.isEmpty },
                                      isRepeated: { $0.text.hasPrefix("Tab:") }) { width, earnedRows in
            panelLines(context: context, width: width, earnedRows: earnedRows)
        }
        let lines = fit.lines, width = fit.width, height = lines.count + 2
        let beside = width == MinesPlayLayout.panelColumns ? layout.sidePanelLeft : nil
        let left = beside ?? max(0, (size.columns - width) / 2)
        let top = MinesPlayLayout.areaTop + max(0, (layout.areaRows - height) / 2)
        let won = state.board.outcome == .won
        frame.drawBox(column: left, row: top, columns: width, rows: height, glyphs: glyphs,
                      style: won ? theme.good : theme.warning)
        for (index, line) in lines.enumerated() {
            frame.putCentered(line.text, row: top + 1 + index, from: left + 2, width: width - 4, style: line.style,
                              glyphs: glyphs)
        }
    }

    /// Why a game on a chosen seed shows no best, in two lines to fit the panel.
    static let practiceLines = ["practice: bests are not kept", "for a chosen seed"]

        /// The results panel's lines: the board's figures after a clear, the game's (or the run's)
    /// after a mine.
    /// `width` is the room inside the frame; the achievements list takes at most `earnedRows` lines.
    package func panelLines(context: ScreenContext, width: Int = MinesPlayLayout.panelColumns - 4,
                            earnedRows: Int = .max) -> [(text: String, style: TextStyle)] {
        let theme = context.theme
        var lines: [(text: String, style: TextStyle)] = []
        let runTime = clock.elapsedMilliseconds(at: context.now)
        if state.board.outcome == .won, let cleared = clearedBoards.last {
            lines.append(("Board cleared", theme.good))
            if let daily = dailyName(context: context) { lines.append((daily, theme.heading)) }
            if mode.isEndless { lines.append(("Level \(cleared.level) cleared", .bold)) }
            lines.append(("", .plain))
            lines.append(("Time \(Self.recordTime(cleared.milliseconds))   3BV \(cleared.threeBV)", .plain))
            lines.append(("3BV/s \(Self.decimal(cleared.threeBVPerSecond))   IOE \(Self.decimal(cleared.efficiency))",
                          .plain))
            if mode.isEndless {
                lines.append(("Run time \(Self.recordTime(runTime))", .plain))
            } else if case .classic = mode, play.statsContext.isPractice {
                lines += practiceLines(context: context).map { ($0, theme.dim) }
            } else if case .classic = mode, let records = recordsBefore {
                // Classic boards keep a best time (wins only, unassisted); custom sizes do not.
                // A hinted game sets no best (MinesRecorder), so it never says "New best".
                if let best = records.bestTime, best <= cleared.milliseconds || session.hintsUsed > 0 {
                    lines.append(("Best time \(Self.recordTime(best))", theme.dim))
                } else if session.hintsUsed == 0 {
                    lines.append(("New best time!", theme.stars))
                }
            }
            appendRanking(to: &lines, theme: theme, shared: context.environment.leaderboards?.shared, width: width)
            lines += ranking.shareLines(width: width).map { ($0, theme.heading) }
            lines += earnedLines(theme: theme, width: width, maxLines: earnedRows)
            lines.append(("", .plain))
            lines.append((mode.isEndless ? "Enter: on to Level \(state.level + 1)" : "Enter: a new game", .bold))
        } else {
            lines.append(("Game over", theme.warning))
            if let daily = dailyName(context: context) { lines.append((daily, theme.heading)) }
            lines.append(("", .plain))
            if mode.isEndless {
                let levels = clearedBoards.count
                lines.append(("You hit a mine on Level \(state.level)", .plain))
                // The time to clear the boards cleared: the failed board does not count.
                lines.append(("Run: \(Plural.count(levels, "level")) cleared in "
                              + Self.recordTime(runTimeAtLastClear), .bold))
                if let fastest = clearedBoards.max(by: { ($0.threeBVPerSecond ?? 0) < ($1.threeBVPerSecond ?? 0) }) {
                    lines.append(("Best 3BV/s this run \(Self.decimal(fastest.threeBVPerSecond)) (level \(fastest.level))",
                                  .plain))
                }
                if play.statsContext.isPractice {
                    lines += practiceLines(context: context).map { ($0, theme.dim) }
                } else if let records = recordsBefore {
                    let clearedTime = clearedBoards.isEmpty ? 0 : runTimeAtLastClear
                    if records.isBetterRun(levels: levels, milliseconds: clearedTime) {
                        lines.append(("New best run!", theme.stars))
                    } else if let best = records.bestEndlessLevel {
                        lines.append(("Best run: Level \(best) in "
                                      + Self.recordTime(records.bestEndlessTime ?? 0), theme.dim))
                    }
                }
            } else {
                let board = state.board
                lines.append(("You hit a mine after \(Self.recordTime(runTime))", .plain))
                lines.append(("\(board.revealedCount) of \(Plural.count(board.params.safeCellCount, "safe cell")) open", .plain))
            }
            lines.append(("Seed \(setup.seed)", theme.dim))
            appendRanking(to: &lines, theme: theme, shared: context.environment.leaderboards?.shared, width: width)
            lines += ranking.shareLines(width: width).map { ($0, theme.heading) }
            lines += earnedLines(theme: theme, width: width, maxLines: earnedRows)
            lines.append(("", .plain))
            lines.append((mode.isEndless ? "Enter: a new run" : "Enter: a new game", .bold))
        }
        lines.append((ranking.verdict?.focus == nil ? "Tab: see the board   q: back" : "Tab: board  l: leaderboard  q: back",
                      theme.dim))
        return lines
    }

    /// The achievements this game earned, so none is only in the banner queue (issue 31).
    private func earnedLines(theme: Theme, width: Int, maxLines: Int) -> [(text: String, style: TextStyle)] {
        EarnedAchievementsList.lines(for: runner.earned, width: width, maxLines: maxLines).map { ($0, theme.stars) }
    }

    /// "Daily 2026-11-28 · Mines" (and "· practice" after the ranked attempt) when the game is a
    /// daily: the panel names it as the header does.
    private func dailyName(context: ScreenContext) -> String? {
        guard let date = play.statsContext.dailyDate else { return nil }
        return DailyGameName.text(date: date, game: MinesBackEnd.title, practice: play.statsContext.isPractice,
                                  separator: context.glyphs.separator)
    }

    /// Whether the game was ranked, and if not why (every decided game says which), wrapped to
    /// the panel.
    private func appendRanking(to lines: inout [(text: String, style: TextStyle)], theme: Theme,
                               shared: SharedBoardLink?, width: Int) {
        guard let verdict = ranking.verdict, let line = ranking.line(shared: shared) else { return }
        let style: TextStyle
        switch verdict {
        case .ranked: style = theme.stars
        case .checking: style = theme.dim
        default: style = theme.text
        }
        // A space each side inside the frame, so no line touches it.
        for line in TextLayout.wrap(line, width: width) {
            lines.append((line, style))
        }
    }

    /// The run's play time when its last level was cleared (what the best run is ranked by).
    package var runTimeAtLastClear: Int {
        guard let last = clearedBoards.last else { return 0 }
        return clearedBoards.dropLast().reduce(last.milliseconds) { $0 + $1.milliseconds }
    }

    /// A board's, a run's or a best time, with hundredths ("12.34 s", "1:02.50"): the format
    /// the Stats screen, the history and the boards use for result times too.
    package static func recordTime(_ milliseconds: Int) -> String {
        StatFormat.preciseDuration(milliseconds: Int64(milliseconds))
    }

    /// Two decimals, or a dash when there is no value.
    package static func decimal(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "–" }
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
