import GameCore
import Midend
import Terminal

/// One line of the main menu. Items are data, so later features (Continue...) add a line
/// without touching the menu's code.
public struct MenuItem: Sendable {
    public var shortcut: Character
    public var title: String
    public var detail: String
    public var choose: @Sendable (ScreenContext) -> ScreenCommand

    public init(shortcut: Character, title: String, detail: String,
                choose: @escaping @Sendable (ScreenContext) -> ScreenCommand) {
        self.shortcut = shortcut
        self.title = title
        self.detail = detail
        self.choose = choose
    }
}

/// The first screen: the title and the games. When a game is saved, `Continue` comes first
/// (and is selected), with what is saved; the line is read again each time the menu shows.
public struct MainMenuScreen: Screen {
    /// The menu's own items; `Continue` is added in front of them while a game is saved. Nil:
    /// each game's line, then the environment's `menuItems`, read when the menu shows.
    public var items: [MenuItem]?
    /// `Continue`, while a saved game waits.
    public private(set) var continueItem: MenuItem?
    public private(set) var selection = 0
    /// A sentence about a saved game that could not be used (moved aside), shown over the menu
    /// until a key is pressed.
    public private(set) var notice: String?
    private var hasBeenShown = false

    public init(items: [MenuItem]? = nil) {
        self.items = items
    }

    /// The lines of the menu as shown: `Continue` first when there is one.
    public func shownItems(_ context: ScreenContext) -> [MenuItem] {
        (continueItem.map { [$0] } ?? []) + (items ?? Self.standardItems(context.environment))
    }

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects {
        let before = shownItems(context)
        let selected = before.indices.contains(selection) ? before[selection].shortcut : nil
        switch ContinueLine.read(context: context) {
        case .none:
            continueItem = nil
        case .saved(let item):
            continueItem = item
        case .setAside(let sentence):
            continueItem = nil
            notice = sentence
        }
        // The first time, a saved game is the likely choice; afterwards the selection stays on
        // the item it was on.
        if !hasBeenShown || selected == nil {
            selection = 0
        } else {
            selection = shownItems(context).firstIndex { $0.shortcut == selected } ?? 0
        }
        hasBeenShown = true
        return .none
    }

    /// "Tiles and Mines for your terminal": the games by name.
    package static func tagline(_ environment: AppEnvironment) -> String {
        let names = environment.games.map(\.menuItem.title)
        let listed = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
                                     : names.first ?? "Puzzles"
        return listed + " for your terminal"
    }

    /// The games' lines, then the environment's own.
    public static func standardItems(_ environment: AppEnvironment) -> [MenuItem] {
        environment.games.map(\.menuItem) + environment.menuItems
    }

    /// Where things go on a screen of a given size.
    package struct Layout {
        /// Wide enough for most Continue lines; a longer one ("Mines endless level 12, 1:02:31
        /// played...") widens the box as far as the screen allows.
        package static let boxWidth = 70
        /// The columns of an item's line before its detail: marker, title, shortcut.
        package static let detailColumn = 21
        package var titleTop: Int
        package var taglineRow: Int
        package var boxTop: Int
        package var boxLeft: Int
        package var boxWidth: Int

        package init(size: ScreenSize, titleHeight: Int, items: [MenuItem]) {
            let boxHeight = items.count + 2
            let blockHeight = titleHeight + 2 + 2 + boxHeight
            titleTop = max(0, (size.rows - 1 - blockHeight) / 2)
            taglineRow = titleTop + titleHeight + 1
            boxTop = taglineRow + 2
            let widest = items.map { Layout.detailColumn + DisplayWidth.of($0.detail) + 3 }.max() ?? 0
            boxWidth = min(max(Layout.boxWidth, widest), size.columns - 2)
            boxLeft = max(0, (size.columns - boxWidth) / 2)
        }

        package func itemRow(_ index: Int) -> Int { boxTop + 1 + index }
    }

    private func layout(_ context: ScreenContext) -> Layout {
        Layout(size: context.size, titleHeight: titleLines(context).count, items: shownItems(context))
    }

    /// The title art when the screen has room for it beside the menu, else its one-line form.
    package func titleLines(_ context: ScreenContext) -> [String] {
        let art = context.environment.title.lines(for: context.glyphs)
        let width = art.map { DisplayWidth.of($0) }.max() ?? 0
        // Title, blank, tagline, blank, the box, the key line.
        let rowsNeeded = art.count + 4 + shownItems(context).count + 2 + 1
        guard width > context.size.columns - 2 || rowsNeeded > context.size.rows else { return art }
        return [context.glyphs.safe("C L E A R F I E L D")]
    }

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        let layout = layout(context)
        let title = titleLines(context)
        let titleWidth = title.map { DisplayWidth.of($0) }.max() ?? 0
        let titleLeft = max(0, (context.size.columns - titleWidth) / 2)
        for (index, line) in title.enumerated() {
            frame.put(line, column: titleLeft, row: layout.titleTop + index, style: theme.title)
        }
        frame.putCentered(glyphs.safe(Self.tagline(context.environment)), row: layout.taglineRow, style: theme.dim)

        let items = shownItems(context)
        frame.drawBox(column: layout.boxLeft, row: layout.boxTop, columns: layout.boxWidth, rows: items.count + 2,
                      glyphs: glyphs, style: theme.border)
        let inner = layout.boxWidth - 2
        for (index, item) in items.enumerated() {
            let row = layout.itemRow(index)
            let isSelected = index == selection
            let marker = isSelected ? glyphs.selection : " "
            let text = " \(marker) \(item.title.padded(to: 12))  \(String(item.shortcut).padded(to: 3)) \(item.detail)"
            let style = isSelected ? theme.selected : theme.text
            if isSelected { frame.fill(column: layout.boxLeft + 1, row: row, columns: inner, rows: 1, style: style) }
            frame.put(text, column: layout.boxLeft + 1, row: row, width: inner - 1, style: style, glyphs: glyphs)
        }

        let shortcuts = items.map { String($0.shortcut) }.joined(separator: " ")
        let hints = [(key: glyphs.upDown, action: "choose"), ("Enter", "open"), (shortcuts, "shortcuts")]
        frame.putKeyHints(hints, row: context.size.rows - 1, theme: theme, glyphs: glyphs)
        // The version goes in the corner when it does not touch the centred hints.
        let version = "v\(context.environment.version)"
        let hintsEnd = (context.size.columns + KeyHintLine.width(KeyHintLine.fitting(hints, width: context.size.columns))) / 2
        if !context.environment.version.isEmpty, hintsEnd + 2 + DisplayWidth.of(version) + 1 <= context.size.columns {
            frame.put(version, column: context.size.columns - DisplayWidth.of(version) - 1,
                      row: context.size.rows - 1, style: theme.dim)
        }
        if let notice {
            NoticeScreen(title: "Your saved game could not be used", paragraphs: [notice], isWarning: true,
                         anyKeyDismisses: true).draw(into: &frame, context: context)
        }
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        if notice != nil {
            if case .key = event { notice = nil }
            if case .mouse(let mouse) = event, mouse.button == .left { notice = nil }
            return .stay
        }
        let items = shownItems(context)
        switch event {
        case .key(let key):
            if case .character(let character) = key,
               let index = items.firstIndex(where: { $0.shortcut == character }) {
                selection = index
                return items[index].choose(context)
            }
            if KeyBindings.isConfirm(key), items.indices.contains(selection) {
                return items[selection].choose(context)
            }
            switch key {
            case .up, .character("k"), .character("w"), .backTab: move(by: -1, context: context)
            case .down, .character("j"), .tab: move(by: 1, context: context)
            case .home, .pageUp: selection = 0
            case .end, .pageDown: selection = max(0, items.count - 1)
            default: break
            }
            return .stay
        case .mouse(let mouse):
            guard mouse.button == .left else {
                if mouse.button == .scrollUp { move(by: -1, context: context) }
                if mouse.button == .scrollDown { move(by: 1, context: context) }
                return .stay
            }
            let layout = layout(context)
            let inBox = mouse.position.column > layout.boxLeft
                && mouse.position.column < layout.boxLeft + layout.boxWidth - 1
            guard inBox, let index = items.indices.first(where: { layout.itemRow($0) == mouse.position.row }) else {
                return .stay
            }
            selection = index
            return items[index].choose(context)
        default:
            return .stay
        }
    }

    private mutating func move(by step: Int, context: ScreenContext) {
        let count = shownItems(context).count
        guard count > 0 else { return }
        selection = (selection + step + count) % count
    }
}
