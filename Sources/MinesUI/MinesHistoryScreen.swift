import Shell
import ReplayUI
import GameCore
import Midend
import Mines
import Progress
import Terminal

/// The Stats screen's game history page for Mines (`g`): per board, games, wins, win %,
/// current and longest streak and the best; below, the latest games, scrolling when the
/// window is short ("1–9 of 20").
public struct MinesHistoryScreen: Screen {
    /// The history as read when the page was opened (nil: not read yet).
    package var history: HistoryPage?

    public init() {}

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects {
        if history == nil { openHistory(context: context) }
        return .none
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event else { return .stay }
        return handleHistory(key, context: context)
    }

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        drawHistory(into: &frame, context: context)
    }

    /// What the page shows, read once when it opens (the history does not change meanwhile).
    package struct HistoryPage: Equatable {
        package var table: MinesHistoryTable?
        package var unrecorded = 0
        package var problem: String?
        package var scroll = 0
    }

    /// Rows above the latest games: title, tabs, a blank, the board header and lines, a blank,
    /// the latest-games heading and header.
    package func historyLayout(_ table: MinesHistoryTable, size: ScreenSize) -> (gamesTop: Int, visible: Int) {
        let gamesTop = 3 + 1 + table.boardLines.count + 1 + 2
        return (gamesTop, max(1, size.rows - 2 - gamesTop))
    }

    package mutating func openHistory(context: ScreenContext) {
        var page = HistoryPage()
        do {
            let games = try context.environment.gameHistory?(.mines) ?? []
            let history = MinesHistory(games: games)
            let timeZone = context.environment.timeZone
            page.table = MinesHistoryTable(history, date: { DateText.minute($0, timeZone: timeZone) },
                                           dash: context.glyphs.dash)
            page.unrecorded = history.unrecorded
        } catch {
            page.problem = "The game history could not be read: \(ProgressKeeper.reason(error))"
        }
        history = page
    }

    package mutating func handleHistory(_ key: Key, context: ScreenContext) -> ScreenCommand {
        if key == .escape || key == .character("g") || key == .character("q") { return .pop }
        guard var page = history, let table = page.table else { return .stay }
        let visible = historyLayout(table, size: context.size).visible
        let last = max(0, table.gameLines.count - visible)
        switch key {
        case .up, .character("k"): page.scroll = max(0, page.scroll - 1)
        case .down, .character("j"): page.scroll = min(last, page.scroll + 1)
        case .pageUp: page.scroll = max(0, page.scroll - visible)
        case .pageDown: page.scroll = min(last, page.scroll + visible)
        case .home: page.scroll = 0
        case .end: page.scroll = last
        default: break
        }
        history = page
        return .stay
    }

    package func drawHistory(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let player = context.environment.progress.map { " \(glyphs.separator) \($0.playerName)" } ?? ""
        frame.putCentered(glyphs.safe("Mines games" + player), row: 0, style: theme.title)
        var hints: [(key: String, action: String)] = [("g Esc", "back to the totals")]
        defer { frame.putKeyHints(hints, row: size.rows - 1, theme: theme, glyphs: glyphs) }
        guard let page = history, let table = page.table else {
            let text = history?.problem ?? "No game history is kept in this run."
            frame.putCentered(text, row: size.rows / 2, from: 0, width: size.columns, style: theme.warning, glyphs: glyphs)
            return
        }
        let width = DisplayWidth.of(table.boardHeader)
        let left = max(0, (size.columns - width) / 2)
        var note = "Every finished game counts; left unfinished counts as lost"
        if let styles = table.styleNote { note = styles }
        if page.unrecorded > 0 { note = "\(Plural.count(page.unrecorded, "earlier game")) without a board not shown" }
        frame.putCentered(note, row: 1, from: 0, width: size.columns, style: theme.dim, glyphs: glyphs)
        guard !table.boardLines.isEmpty else {
            frame.putCentered("No Mines game finished yet.", row: 4, from: 0, width: size.columns, glyphs: glyphs)
            return
        }
        var row = 3
        frame.put(table.boardHeader, column: left, row: row, width: size.columns - left, style: theme.heading, glyphs: glyphs)
        row += 1
        for line in table.boardLines {
            frame.put(glyphs.safe(line), column: left, row: row, width: size.columns - left, glyphs: glyphs)
            row += 1
        }
        let (gamesTop, visible) = historyLayout(table, size: size)
        let total = table.gameLines.count
        let first = min(page.scroll, max(0, total - visible))
        let shown = Array(table.gameLines.dropFirst(first).prefix(visible))
        var heading = "Latest " + Plural.count(total, "game")
        if shown.count < total {
            heading += "  \(first + 1)\(glyphs.dash)\(first + shown.count) of \(total)"
            hints.insert((glyphs.upDown, "scroll"), at: 0)
        }
        frame.put(glyphs.safe(heading), column: left, row: gamesTop - 2, style: theme.heading)
        frame.put(table.gameHeader, column: left, row: gamesTop - 1, width: size.columns - left, style: theme.heading,
                  glyphs: glyphs)
        for (offset, line) in shown.enumerated() {
            frame.put(glyphs.safe(line), column: left, row: gamesTop + offset, width: size.columns - left, glyphs: glyphs)
        }
    }
}
