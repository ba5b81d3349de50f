import Terminal

/// One page of the help, declared by a game's front end: its title, the letter that opens it,
/// and how it draws itself at 80 columns (keys on the left, rules or a table on the right).
public struct HelpTopic: Sendable {
    /// What the page is known by ("mines"): two topics with one id are the same page.
    public var id: String
    /// The page's name in the help's title ("Endless Mines").
    public var title: String
    /// The key that goes straight to the page on the help screen.
    public var shortcut: Character
    /// Where the page's right side starts on its 80-column page; a narrower screen shows the
    /// right side under the left one.
    public var splitColumn: Int
    /// Draws the page at 80 columns from `left`, its first line two rows under `top`.
    public var draw: @Sendable (_ frame: inout FrameBuffer, _ left: Int, _ top: Int, ScreenContext) -> Void

    public init(id: String, title: String, shortcut: Character, splitColumn: Int = HelpScreen.rulesOffset,
                draw: @escaping @Sendable (_ frame: inout FrameBuffer, _ left: Int, _ top: Int, ScreenContext) -> Void) {
        self.id = id
        self.title = title
        self.shortcut = shortcut
        self.splitColumn = splitColumn
        self.draw = draw
    }
}

extension HelpTopic: Equatable {
    public static func == (lhs: HelpTopic, rhs: HelpTopic) -> Bool { lhs.id == rhs.id }
}

/// Keys and rules, a page per game (Tab switches), each page its game's front end's. Opened
/// from a menu or from a game (whose clock stops while help is shown, because the game is no
/// longer the active screen).
public struct HelpScreen: Screen {
    /// The page shown; nil before the screen first shows (the first game's first page).
    public private(set) var topic: HelpTopic?
    /// The page the help was opened on, as its opener drew it (a Mines game's own question-mark
    /// setting): Tab coming back to it shows it so again.
    private let opened: HelpTopic?
    /// The first line of the page shown (a page longer than the screen scrolls).
    public private(set) var scroll = 0

    public init(topic: HelpTopic? = nil) {
        self.topic = topic
        self.opened = topic
    }

    /// Every page, in the games' order, the one the help was opened on as its opener gave it.
    package func topics(_ context: ScreenContext) -> [HelpTopic] {
        let topics = context.environment.helpTopics
        return topics.map { $0 == opened ? opened ?? $0 : $0 }
    }

    /// The page to show: the one chosen, else the first.
    package func shownTopic(_ context: ScreenContext) -> HelpTopic? {
        topic ?? topics(context).first
    }

    /// Where the page goes: under the title and the line that says which part is shown, down
    /// to the message line (which banners share), above the keys.
    package struct Layout {
        package static let pageTop = 2
        package var pageLeft: Int
        package var visibleRows: Int

        package init(size: ScreenSize, page: HelpPage) {
            pageLeft = max(0, (size.columns - page.width) / 2)
            visibleRows = max(1, size.rows - Layout.pageTop - 1)
        }
    }

    package static let generalKeys: [(String, String)] = [
        ("arrows hjkl wasd", "move"),
        ("Enter or Space", "choose"),
        ("Esc or q", "back"),
        ("?", "this help"),
    ]

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let size = context.size, glyphs = context.glyphs, theme = context.theme
        let topics = topics(context)
        guard let shown = shownTopic(context) else {
            frame.putCentered("Clearfield help", row: 0, style: theme.title)
            frame.putKeyHints([("Esc", "back")], row: size.rows - 1, theme: theme, glyphs: glyphs)
            return
        }
        frame.putCentered("Clearfield help \(glyphs.separator) \(shown.title)", row: 0, style: theme.title)
        let page = HelpPage(self, width: size.columns, context: context)
        let layout = Layout(size: size, page: page)
        let window = ScrollWindow(first: scroll, visible: layout.visibleRows, total: page.height)
        frame.copy(page.lines, toColumn: layout.pageLeft, row: Layout.pageTop,
                   rows: window.first..<(window.first + window.shownCount))
        let edge = min(size.columns - 1, layout.pageLeft + page.width)
        window.drawMarks(into: &frame, at: ScrollWindow.Placement(
            markColumn: edge, firstRow: Layout.pageTop, lastRow: Layout.pageTop + window.shownCount - 1,
            rangeRow: 1, rangeEnd: edge + 1), theme: theme, glyphs: glyphs)
        var hints: [(key: String, action: String)] = []
        if topics.count > 1 { hints.append(("Tab", Self.topic(after: shown, by: 1, in: topics).title)) }
        if window.scrolls { hints.append((glyphs.upDown, "scroll")) }
        hints.append(("Esc", "back"))
        frame.putKeyHints(hints, row: size.rows - 1, theme: theme, glyphs: glyphs)
    }

    /// The topic's page at 80 columns from `left`, its first line two rows under `top`.
    package func drawPage(into frame: inout FrameBuffer, left: Int, top: Int, context: ScreenContext) {
        shownTopic(context)?.draw(&frame, left, top, context)
    }

    /// The page `step` pages after `topic` (before it, for a negative step), wrapping round.
    package static func topic(after topic: HelpTopic, by step: Int, in topics: [HelpTopic]) -> HelpTopic {
        guard !topics.isEmpty else { return topic }
        let index = topics.firstIndex(of: topic) ?? 0
        return topics[((index + step) % topics.count + topics.count) % topics.count]
    }

    /// Writes paragraphs wrapped to `width` from `row`; returns the next free row.
    package static func paragraphs(_ paragraphs: [String], into frame: inout FrameBuffer, column: Int, width: Int, row start: Int,
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
    package struct KeyColumns {
        package var headingColumn: Int
        package var keyColumn: Int
        package var actionColumn: Int
        package var actionWidth: Int

        /// Every table of the page shares the columns, so the actions line up down the page;
        /// `right` is the first column the tables must leave free.
        package init(_ tables: [[(String, String)]], left: Int, right: Int, glyphs: GlyphSet) {
            headingColumn = left
            keyColumn = left + 1
            let widest = tables.joined().map { DisplayWidth.of(HelpScreen.shownKey($0.0, glyphs: glyphs)) }.max() ?? 0
            actionColumn = keyColumn + widest + 2
            actionWidth = max(1, right - actionColumn)
        }
    }

    public static let rulesOffset = 42
    package static let rulesWidth = 36

    package static func shownKey(_ key: String, glyphs: GlyphSet) -> String {
        glyphs.safe(key.replacingOccurrences(of: "arrows", with: glyphs.arrows))
    }

    /// Writes a heading and its keys (bold) and actions in two columns; returns the next free row.
    package static func keySection(_ heading: String, _ keys: [(String, String)], into frame: inout FrameBuffer,
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
        let topics = topics(context)
        guard let shown = shownTopic(context) else { return .stay }
        let topicBefore = shown
        switch key {
        case .tab, .right, .character("l"): topic = Self.topic(after: shown, by: 1, in: topics)
        case .backTab, .left, .character("h"): topic = Self.topic(after: shown, by: -1, in: topics)
        case .character(let letter) where topics.contains(where: { $0.shortcut == letter }):
            topic = topics.first { $0.shortcut == letter }
        case .up, .character("k"): scroll(by: -1, page: page, visible: visible)
        case .down, .character("j"): scroll(by: 1, page: page, visible: visible)
        case .pageUp: scroll(by: -(visible - 1), page: page, visible: visible)
        case .pageDown: scroll(by: visible - 1, page: page, visible: visible)
        case .home: scroll = 0
        case .end: scroll(by: page.height, page: page, visible: visible)
        default: break
        }
        if (topic ?? topicBefore) != topicBefore { scroll = 0 }
        return .stay
    }

    private mutating func scroll(by step: Int, page: HelpPage, visible: Int) {
        scroll = ScrollWindow(first: scroll + step, visible: visible, total: page.height).first
    }
}
