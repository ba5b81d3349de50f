import Terminal
import Tiles

/// Which game's keys and rules the help shows.
public enum HelpTopic: CaseIterable, Sendable {
    case tiles, mines, endless

    var title: String {
        switch self {
        case .tiles: "Tiles"
        case .mines: "Mines"
        case .endless: "Endless Mines"
        }
    }

    /// The page Tab goes to.
    var next: HelpTopic {
        let all = HelpTopic.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }

    var previous: HelpTopic {
        let all = HelpTopic.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + all.count - 1) % all.count]
    }
}

/// Keys and rules, a page per game (Tab switches). Opened from a menu or from a game (whose
/// clock stops while help is shown, because the game is no longer the active screen).
public struct HelpScreen: Screen {
    public private(set) var topic: HelpTopic
    /// The question-mark setting of the Mines game the help was opened from; nil reads the
    /// player's preference (help opened from a menu).
    public let questionMarks: Bool?
    /// The first line of the page shown (a page longer than the screen scrolls).
    public private(set) var scroll = 0
    /// Opened from the level list: the Tiles page also lists the list's own keys.
    public let fromLevelList: Bool

    public init(topic: HelpTopic = .tiles, questionMarks: Bool? = nil, fromLevelList: Bool = false) {
        self.topic = topic
        self.questionMarks = questionMarks
        self.fromLevelList = fromLevelList
    }

    /// Where the page goes: under the title and the line that says which part is shown, down
    /// to the message line (which banners share), above the keys.
    struct Layout {
        static let pageTop = 2
        var pageLeft: Int
        var visibleRows: Int

        init(size: ScreenSize, page: HelpPage) {
            pageLeft = max(0, (size.columns - page.width) / 2)
            visibleRows = max(1, size.rows - Layout.pageTop - 1)
        }
    }

    static let generalKeys: [(String, String)] = [
        ("arrows hjkl wasd", "move"),
        ("Enter or Space", "choose"),
        ("Esc or q", "back"),
        ("?", "this help"),
    ]

    /// The level list's own keys beside choosing and playing.
    static let levelListKeys: [(String, String)] = [
        ("Tab Shift-Tab", "next / previous pack"),
        ("e", "edit the level (a shipped one: copy it)"),
        ("n", "new level in your pack"),
        ("i", "import a level pack"),
    ]

    static let tilesKeys: [(String, String)] = [
        ("Enter Space", "remove the group"),
        ("click", "the same"),
        ("5 then a move", "repeat it 5 times"),
        ("u / r", "undo / redo"),
        ("R", "restart (undoable)"),
        ("H", "hint (counted)"),
        ("S", "stats"),
        ("A", "achievements"),
        ("p", "pause"),
        ("q Esc", "quit (can save)"),
    ]

    private static let rules: [String] = [
        "Remove a group of 2 or more tiles of one colour that touch side by side (not diagonally). "
            + "Tiles above fall into the gap; an empty column closes up to the left.",
        "A group of n tiles scores (n−2)² points: 3 tiles 1, 4 tiles 4, 5 tiles 9, 10 tiles 64. "
            + "Clearing the board adds \(TilesScoring.clearBonus).",
        "Stars: 3 for clearing within par moves, 2 for clearing in more. Clearing a level opens the next.",
        "Stuck (tiles left, no group of 2): undo or restart.",
    ]

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let size = context.size, glyphs = context.glyphs, theme = context.theme
        frame.putCentered("Clearfield help \(glyphs.separator) \(topic.title)", row: 0, style: theme.title)
        let page = HelpPage(self, width: size.columns, context: context)
        let layout = Layout(size: size, page: page)
        let window = ScrollWindow(first: scroll, visible: layout.visibleRows, total: page.height)
        frame.copy(page.lines, toColumn: layout.pageLeft, row: Layout.pageTop,
                   rows: window.first..<(window.first + window.shownCount))
        let edge = min(size.columns - 1, layout.pageLeft + page.width)
        window.drawMarks(into: &frame, at: ScrollWindow.Placement(
            markColumn: edge, firstRow: Layout.pageTop, lastRow: Layout.pageTop + window.shownCount - 1,
            rangeRow: 1, rangeEnd: edge + 1), theme: theme, glyphs: glyphs)
        var hints: [(key: String, action: String)] = [("Tab", topic.next.title)]
        if window.scrolls { hints.append((glyphs.upDown, "scroll")) }
        hints.append(("Esc", "back"))
        frame.putKeyHints(hints, row: size.rows - 1, theme: theme, glyphs: glyphs)
    }

    /// The topic's page at 80 columns from `left`, its first line two rows under `top`.
    func drawPage(into frame: inout FrameBuffer, left: Int, top: Int, context: ScreenContext) {
        switch topic {
        case .tiles: drawTiles(into: &frame, left: left, top: top, context: context)
        case .mines: drawMines(into: &frame, left: left, top: top, context: context)
        case .endless: drawEndless(into: &frame, left: left, top: top, context: context)
        }
    }

    /// Writes paragraphs wrapped to `width` from `row`; returns the next free row.
    static func paragraphs(_ paragraphs: [String], into frame: inout FrameBuffer, column: Int, width: Int, row start: Int,
                           glyphs: GlyphSet) -> Int {
        var row = start
        for paragraph in paragraphs {
            for line in TextLayout.wrap(glyphs.safe(paragraph), width: width) {
                frame.put(line, column: column, row: row)
                row += 1
            }
            row += 1
        }
        return row
    }

    /// Where a page's key tables go: keys indented under their heading, the actions in a
    /// column two spaces right of the widest key, wrapped within it.
    struct KeyColumns {
        var headingColumn: Int
        var keyColumn: Int
        var actionColumn: Int
        var actionWidth: Int

        /// Every table of the page shares the columns, so the actions line up down the page;
        /// `right` is the first column the tables must leave free.
        init(_ tables: [[(String, String)]], left: Int, right: Int, glyphs: GlyphSet) {
            headingColumn = left
            keyColumn = left + 1
            let widest = tables.joined().map { DisplayWidth.of(HelpScreen.shownKey($0.0, glyphs: glyphs)) }.max() ?? 0
            actionColumn = keyColumn + widest + 2
            actionWidth = max(1, right - actionColumn)
        }
    }

    static let rulesOffset = 42
    static let rulesWidth = 36

    static func shownKey(_ key: String, glyphs: GlyphSet) -> String {
        glyphs.safe(key.replacingOccurrences(of: "arrows", with: glyphs.arrows))
    }

    /// Writes a heading and its keys (bold) and actions in two columns; returns the next free row.
    static func keySection(_ heading: String, _ keys: [(String, String)], into frame: inout FrameBuffer,
                           columns: KeyColumns, row start: Int, context: ScreenContext) -> Int {
        let glyphs = context.glyphs
        var row = start
        frame.put(heading, column: columns.headingColumn, row: row, style: context.theme.heading)
        row += 1
        for (key, action) in keys {
            frame.put(shownKey(key, glyphs: glyphs), column: columns.keyColumn, row: row, style: .bold)
            let lines = TextLayout.wrap(glyphs.safe(action), width: columns.actionWidth)
            for line in lines {
                frame.put(line, column: columns.actionColumn, row: row, width: columns.actionWidth, glyphs: glyphs)
                row += 1
            }
            if lines.isEmpty { row += 1 }
        }
        return row + 1
    }

    func drawTiles(into frame: inout FrameBuffer, left: Int, top: Int, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        var row = top + 2
        let rulesColumn = left + Self.rulesOffset
        let columns = KeyColumns([HelpScreen.generalKeys, HelpScreen.tilesKeys, HelpScreen.levelListKeys], left: left + 2, right: rulesColumn - 2,
                                 glyphs: glyphs)
        let keyColumn = columns.headingColumn
        func section(_ heading: String, _ keys: [(String, String)]) {
            row = Self.keySection(heading, keys, into: &frame, columns: columns, row: row, context: context)
        }
        section("Everywhere", HelpScreen.generalKeys)
        section("Playing Tiles", HelpScreen.tilesKeys)
        if fromLevelList { section("In the level list", HelpScreen.levelListKeys) }
        frame.put("Each colour has its own letter:", column: keyColumn, row: row, style: theme.heading)
        row += 1
        var x = keyColumn + 1
        for (index, color) in TileColor.allCases.enumerated() {
            if index == 3 { row += 1; x = keyColumn + 1 }
            x = frame.put(String(color.letter), column: x, row: row, style: theme.tileLetter(color))
            x = frame.put(" \(color.name)   ", column: x, row: row)
        }

        var rulesRow = top + 2
        frame.put("Tiles: the rules", column: rulesColumn, row: rulesRow, style: theme.heading)
        rulesRow += 1
        _ = Self.paragraphs(HelpScreen.rules, into: &frame, column: rulesColumn, width: Self.rulesWidth, row: rulesRow,
                            glyphs: glyphs)
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        let page = HelpPage(self, width: context.size.columns, context: context)
        let visible = Layout(size: context.size, page: page).visibleRows
        guard case .key(let key) = event else {
            if case .mouse(let mouse) = event {
                if mouse.button == .scrollUp { scroll(by: -1, page: page, visible: visible) }
                if mouse.button == .scrollDown { scroll(by: 1, page: page, visible: visible) }
            }
            return .stay
        }
        if KeyBindings.isBack(key) || KeyBindings.isConfirm(key) || key == .character("?") { return .pop }
        let topicBefore = topic
        switch key {
        case .tab, .right, .character("l"): topic = topic.next
        case .backTab, .left, .character("h"): topic = topic.previous
        case .character("t"): topic = .tiles
        case .character("m"): topic = .mines
        case .character("e"): topic = .endless
        case .up, .character("k"): scroll(by: -1, page: page, visible: visible)
        case .down, .character("j"): scroll(by: 1, page: page, visible: visible)
        case .pageUp: scroll(by: -(visible - 1), page: page, visible: visible)
        case .pageDown: scroll(by: visible - 1, page: page, visible: visible)
        case .home: scroll = 0
        case .end: scroll(by: page.height, page: page, visible: visible)
        default: break
        }
        if topic != topicBefore { scroll = 0 }
        return .stay
    }

    private mutating func scroll(by step: Int, page: HelpPage, visible: Int) {
        scroll = ScrollWindow(first: scroll + step, visible: visible, total: page.height).first
    }
}
