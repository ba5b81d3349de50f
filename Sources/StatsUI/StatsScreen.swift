import GameCore
import Midend
import Progress
import Terminal
import Shell

/// The player's stats, one game at a time: the lifetime totals, and beside them the game in
/// progress (or, when none is, the last game of this run). Tab or ←→ switch game.
public struct StatsScreen: Screen {
    public private(set) var kind: GameKind
    public private(set) var scroll = 0
    /// Set once the player picks a game, so coming back keeps it.
    private var kindChosen: Bool

    /// Opens on `kind`, or on the game in progress or the last one played, else the first game.
    public init(kind: GameKind? = nil) {
        self.kind = kind ?? GameKind(rawValue: "")
        self.kindChosen = kind != nil
    }

    package static let gameWidth = 9
    package static let totalWidth = 9

    /// Where the table goes: two columns side by side when one would not fit (at 80×24 a game's
    /// twenty-odd stats take two columns of ten or so), scrolling when even two do not.
    package struct Layout: Equatable {
        package static let tableTop = 5
        package var columns: Int
        package var rowsPerColumn: Int
        package var columnWidth: Int
        package var left: Int
        package var scrollable: Bool

        /// The narrowest of two columns side by side: a label of 18 columns beside both figures.
        /// Narrower (a 60-column screen), one column scrolls rather than cut the labels.
        package static let narrowestOfTwo = 38

        package init(size: ScreenSize, rowCount: Int) {
            let available = max(1, size.rows - Layout.tableTop - 3)
            columns = rowCount > available ? 2 : 1
            let twoFit = min(52, (size.columns - 4) / 2) >= Layout.narrowestOfTwo
            scrollable = rowCount > (twoFit ? 2 : 1) * available
            if scrollable { columns = 1 }
            rowsPerColumn = columns == 1 ? min(available, max(1, rowCount)) : (rowCount + 1) / 2
            columnWidth = columns == 1 ? min(64, size.columns - 4) : min(52, (size.columns - 4) / 2)
            left = max(0, (size.columns - columns * columnWidth - (columns - 1) * 2) / 2)
        }
    }

    // MARK: What is shown

    /// The game column: the game in progress when it is of this kind, else the last game.
    package struct GameColumn {
        package var heading: String
        package var summary: String
        /// A second sentence, on a line of its own under the table ("… joins the totals when it ends").
        package var note: String?
        package var stats: Stats
        /// Stats whose game value stays hidden (the game is still being played).
        package var withholding: Set<String> = []
    }

    package func gameColumn(_ progress: ProgressKeeper, glyphs: GlyphSet) -> GameColumn? {
        if let game = progress.gameInProgress, game.context.kind == kind {
            let time = StatFormat.duration(milliseconds: game.tracker.playTimeMilliseconds)
            return GameColumn(heading: "This game",
                              summary: "This game: \(game.tracker.catalog.describe(game.context)), \(time) played",
                              note: "This game joins the lifetime totals when it ends.",
                              stats: game.stats,
                              withholding: game.tracker.catalog.withheldWhilePlaying)
        }
        if let last = progress.lastGame, last.kind == kind {
            let time = StatFormat.duration(milliseconds: last.playTimeMilliseconds)
            return GameColumn(heading: "Last game",
                              summary: "Last game: \(last.catalog.describe(last.context)), \(last.outcome.rawValue) after \(time)",
                              stats: last.stats)
        }
        return nil
    }

    package static func describe(_ context: StatsContext, games: GameCatalogs) -> String {
        games.catalog(for: context.kind)?.describe(context) ?? context.description
    }

    package func table(_ progress: ProgressKeeper, glyphs: GlyphSet) -> StatsTable {
        let column = gameColumn(progress, glyphs: glyphs)
        return StatsTable(totals: progress.totals(for: kind), game: column?.stats, withholding: column?.withholding ?? [])
    }

    // MARK: Screen

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects {
        if kind.rawValue.isEmpty, let first = context.environment.games.first { kind = first.kind }
        guard !kindChosen, let progress = context.environment.progress else { return .none }
        kind = progress.gameInProgress?.context.kind ?? progress.lastGame?.kind ?? progress.progress.games.kinds.first ?? kind
        return .none
    }

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        guard let progress = context.environment.progress else {
            frame.putCentered("Stats", row: 0, style: theme.title)
            frame.putCentered("Stats are not kept in this run (see the start-up notice).", row: size.rows / 2,
                              from: 0, width: size.columns, style: theme.warning, glyphs: glyphs)
            frame.putKeyHints([("Esc", "back")], row: size.rows - 1, theme: theme, glyphs: glyphs)
            return
        }
        frame.putCentered(glyphs.safe("Stats \(glyphs.separator) \(progress.playerName)"), row: 0, style: theme.title)
        drawTabs(into: &frame, context: context)
        drawStreaks(into: &frame, progress: progress, context: context)
        let column = gameColumn(progress, glyphs: glyphs)
        let title = progress.progress.games.catalog(for: kind)?.title ?? kind.rawValue
        let summary = column?.summary ?? "No \(title) game in progress: lifetime totals"
        frame.putCentered(summary, row: 3, from: 0, width: size.columns, style: theme.dim, glyphs: glyphs)
        if let note = column?.note {
            frame.putCentered(note, row: size.rows - 3, from: 0, width: size.columns, style: theme.dim, glyphs: glyphs)
        }

        let table = StatsTable(totals: progress.totals(for: kind), game: column?.stats,
                               withholding: column?.withholding ?? [])
        let layout = Layout(size: size, rowCount: table.rows.count)
        let first = layout.scrollable ? min(scroll, max(0, table.rows.count - layout.rowsPerColumn)) : 0
        for index in 0..<layout.columns {
            let left = layout.left + index * (layout.columnWidth + 2)
            let start = first + index * layout.rowsPerColumn
            let rows = Array(table.rows.dropFirst(start).prefix(layout.rowsPerColumn))
            drawColumn(rows, heading: column?.heading, left: left, width: layout.columnWidth, into: &frame,
                       context: context)
        }
        if layout.scrollable { drawScrollMarks(first: first, rows: table.rows.count, layout: layout, into: &frame, context: context) }
        let titles = progress.progress.games.stats.map(\.title)
        var hints: [(key: String, action: String)] = titles.count > 1 ? [("Tab", titles.joined(separator: "/"))] : []
        if let page = statsPage(context) { hints.append((String(page.key), page.hint)) }
        if layout.scrollable { hints.append((glyphs.upDown, "scroll")) }
        hints.append(("Esc", "back"))
        frame.putKeyHints(hints, row: size.rows - 1, theme: theme, glyphs: glyphs)
    }

    private func drawTabs(into frame: inout FrameBuffer, context: ScreenContext) {
        let games = context.environment.progress?.progress.games.stats ?? []
        let titles = games.map { " \($0.title) " }
        let width = titles.reduce(0) { $0 + DisplayWidth.of($1) } + 2 * (titles.count - 1)
        var x = max(0, (context.size.columns - width) / 2)
        for (index, game) in games.map(\.kind).enumerated() {
            if index > 0 { x = frame.put("  ", column: x, row: 1) }
            x = frame.put(titles[index], column: x, row: 1, style: game == kind ? context.theme.selected : context.theme.dim)
        }
    }

    private func drawColumn(_ rows: [StatsTable.Row], heading: String?, left: Int, width: Int,
                            into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        let gameWidth = heading == nil ? 0 : Self.gameWidth
        let labelWidth = width - Self.totalWidth - 1 - (gameWidth > 0 ? gameWidth + 1 : 0)
        let headingRow = Layout.tableTop - 1
        if let heading {
            frame.put(heading.rightAligned(to: gameWidth), column: left + labelWidth + 1, row: headingRow,
                      style: theme.heading)
        }
        frame.put("Lifetime".rightAligned(to: Self.totalWidth), column: left + width - Self.totalWidth,
                  row: headingRow, style: theme.heading)
        for (offset, row) in rows.enumerated() {
            let y = Layout.tableTop + offset
            frame.put(row.label, column: left, row: y, width: labelWidth, glyphs: glyphs)
            if gameWidth > 0, let value = row.game {
                frame.put(glyphs.safe(value).rightAligned(to: gameWidth), column: left + labelWidth + 1, row: y)
            }
            if let value = row.total {
                frame.put(glyphs.safe(value).rightAligned(to: Self.totalWidth), column: left + width - Self.totalWidth,
                          row: y, style: .bold)
            }
        }
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event else {
            if case .mouse(let mouse) = event {
                if mouse.button == .scrollUp { scroll = max(0, scroll - 1) }
                if mouse.button == .scrollDown { scroll += 1; clampScroll(context) }
            }
            return .stay
        }
        if KeyBindings.isBack(key) { return .pop }
        switch key {
        case .character(let letter) where statsPage(context)?.key == letter:
            guard let page = statsPage(context)?.open(context.environment) else { return .stay }
            return .push(page)
        case .tab, .backTab, .left, .right, .character("h"), .character("l"):
            let all = context.environment.progress?.progress.games.kinds ?? [kind]
            let index = all.firstIndex(of: kind) ?? 0
            let step = key == .backTab || key == .left || key == .character("h") ? all.count - 1 : 1
            kind = all[(index + step) % all.count]
            kindChosen = true
            scroll = 0
        case .up, .character("k"): scroll = max(0, scroll - 1)
        case .down, .character("j"): scroll += 1
        case .pageUp: scroll = max(0, scroll - 10)
        case .pageDown: scroll += 10
        case .home: scroll = 0
        case .character(let letter):
            // A game's initial picks it (t: Tiles, m: Mines), whatever games are registered.
            guard let games = context.environment.progress?.progress.games else { break }
            if let game = games.stats.first(where: { $0.title.lowercased().first == letter }) {
                kind = game.kind
                kindChosen = true
                scroll = 0
            }
        default: break
        }
        clampScroll(context)
        return .stay
    }

    /// The game's page beyond its totals, when it has one and it can open in this run.
    private func statsPage(_ context: ScreenContext) -> StatsPage? {
        guard let page = context.environment.frontEnd(forKind: kind.rawValue)?.statsPage,
              page.open(context.environment) != nil else { return nil }
        return page
    }

    private mutating func clampScroll(_ context: ScreenContext) {
        guard let progress = context.environment.progress else { scroll = 0; return }
        let count = table(progress, glyphs: context.glyphs).rows.count
        let layout = Layout(size: context.size, rowCount: count)
        scroll = layout.scrollable ? min(scroll, max(0, count - layout.rowsPerColumn)) : 0
    }
}

extension StatsScreen {
    /// The range over the table and the arrows right of it, when the table scrolls.
    package func drawScrollMarks(first: Int, rows: Int, layout: Layout, into frame: inout FrameBuffer, context: ScreenContext) {
        let window = ScrollWindow(first: first, visible: layout.rowsPerColumn, total: rows)
        let right = layout.left + layout.columnWidth
        window.drawMarks(into: &frame, at: ScrollWindow.Placement(
            markColumn: min(context.size.columns - 1, right + 1), firstRow: Layout.tableTop,
            lastRow: Layout.tableTop + window.shownCount - 1, rangeRow: Layout.tableTop - 3, rangeEnd: right),
            theme: context.theme, glyphs: context.glyphs)
    }
}
