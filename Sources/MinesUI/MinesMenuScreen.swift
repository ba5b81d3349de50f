import Shell
import ReplayUI
import GameCore
import Leaderboards
import Mines
import Progress
import Terminal

/// The Mines menu: the endless run, the classic boards, a custom board, and the two settings
/// (no-guess boards, question marks), which are kept in the player's preferences.
public struct MinesMenuScreen: Screen {
    /// One line of the menu.
    public enum Item: CaseIterable, Sendable {
        case endless, beginner, intermediate, expert, custom, noGuess, questionMarks, back

        package var shortcut: Character {
            switch self {
            case .endless: "e"
            case .beginner: "b"
            case .intermediate: "i"
            case .expert: "x"
            case .custom: "c"
            case .noGuess: "n"
            case .questionMarks: "m"
            case .back: "q"
            }
        }

        package var title: String {
            switch self {
            case .endless: "Endless"
            case .beginner: "Beginner"
            case .intermediate: "Intermediate"
            case .expert: "Expert"
            case .custom: "Custom"
            case .noGuess: "No-guess"
            case .questionMarks: "Question marks"
            case .back: "Back"
            }
        }

        package var mode: MinesMode? {
            switch self {
            case .endless: .endless
            case .beginner: .classic(.beginner)
            case .intermediate: .classic(.intermediate)
            case .expert: .classic(.expert)
            default: nil
            }
        }

        /// The settings come after a gap.
        package var isSetting: Bool { self == .noGuess || self == .questionMarks }
    }

    public private(set) var selection = 0
    package let items = Item.allCases

    public init() {}

    /// Where things go: a title, a line under it, then a box of items with a blank line before
    /// the settings and before Back.
    package struct Layout {
        package static let widestBox = 66
        package var titleRow: Int
        package var boxTop: Int
        package var boxLeft: Int
        /// As wide as the details need, narrower on a narrow screen (details are cut to fit).
        package var boxWidth: Int

        package init(size: ScreenSize) {
            let blockHeight = 3 + Item.allCases.count + 4
            titleRow = max(0, (size.rows - 1 - blockHeight) / 2)
            boxTop = titleRow + 3
            boxWidth = min(Layout.widestBox, size.columns - 2)
            boxLeft = max(0, (size.columns - boxWidth) / 2)
        }

        package static var boxHeight: Int { Item.allCases.count + 4 }

        package func row(of item: Item) -> Int {
            let index = Item.allCases.firstIndex(of: item) ?? 0
            let gaps = (item.isSetting ? 1 : 0) + (item == .back ? 2 : 0)
            return boxTop + 1 + index + gaps
        }
    }

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        let layout = Layout(size: context.size)
        frame.putCentered("Mines", row: layout.titleRow, style: theme.title)
        // The tagline's second half goes on a screen too narrow for all of it.
        let tagline = Self.tagline(noGuess: context.environment.preferences.mines.noGuess)
        let wide = glyphs.safe(tagline.joined(separator: " · "))
        frame.putCentered(DisplayWidth.of(wide) <= context.size.columns ? wide : tagline[0],
                          row: layout.titleRow + 1, style: theme.dim)
        frame.drawBox(column: layout.boxLeft, row: layout.boxTop, columns: layout.boxWidth, rows: Layout.boxHeight,
                      glyphs: glyphs, style: theme.border)
        let inner = layout.boxWidth - 2
        let records = context.environment.progress.map { $0.totals(for: .mines) }
        for (index, item) in items.enumerated() {
            let row = layout.row(of: item)
            let isSelected = index == selection
            let marker = isSelected ? glyphs.selection : " "
            let lead = " \(marker) \(item.title.padded(to: 15)) \(String(item.shortcut).padded(to: 3))"
            // A narrow box (60 columns) takes the short wording rather than a cut sentence.
            let full = detail(item, context: context, totals: records)
            let fits = DisplayWidth.of(glyphs.safe(lead + full)) <= inner - 1
            let text = lead + (fits ? full : detail(item, context: context, totals: records, short: true))
            let style = isSelected ? theme.selected : theme.text
            if isSelected { frame.fill(column: layout.boxLeft + 1, row: row, columns: inner, rows: 1, style: style) }
            frame.put(text, column: layout.boxLeft + 1, row: row, width: inner - 1, style: style, glyphs: glyphs)
        }
        frame.putKeyHints([(glyphs.upDown, "choose"), ("Enter", "play or change"), ("?", "help"), ("q", "back")],
                          row: context.size.rows - 1, theme: theme, glyphs: glyphs)
    }

    /// The line under the title, in two halves: what the classic boards are with the no-guess
    /// setting as it is, and the endless run (always no-guess).
    package static func tagline(noGuess: Bool) -> [String] {
        noGuess ? ["Boards that never need a guess", "an endless run that gets harder"]
                : ["Classic boards that may need a guess", "a no-guess endless run"]
    }

    /// What an item plays or sets, and the player's best on it.
    package func detail(_ item: Item, context: ScreenContext, totals: Stats?, short: Bool = false) -> String {
        let times = context.glyphs.times
        let mines = context.environment.preferences.mines
        func size(_ params: MinesParams) -> String { "\(params.width)\(times)\(params.height), " + Plural.count(params.mines, "mine") }
        switch item {
        case .endless:
            let records = totals.map { MinesRecords(totals: $0, mode: .endless, style: .noGuess) }
            if let level = records?.bestEndlessLevel {
                return (short ? "best " : "harder each level; best ") + "Level \(level) in "
                    + MinesPlayScreen.recordTime(records?.bestEndlessTime ?? 0)
            }
            return short ? "a run of boards, each harder" : "a run of boards, harder each level"
        case .beginner, .intermediate, .expert:
            guard let mode = item.mode, case .classic(let difficulty) = mode else { return "" }
            // The best on the style new games are laid out in.
            let best = totals.flatMap { MinesRecords(totals: $0, mode: mode, style: mines.settings.style).bestTime }
            return size(difficulty.params) + (best.map { "; best \(MinesPlayScreen.recordTime($0))" } ?? "")
        case .custom:
            return mines.customBoard.map { short ? "last \(size($0))" : "your own size (last \(size($0)))" }
                ?? "your own size"
        case .noGuess:
            return mines.noGuess ? (short ? "on: classic boards need no guess" : "on: classic boards never need a guess")
                : "off: boards may need a guess"
        case .questionMarks:
            return mines.questionMarks ? "on: f cycles flag, ?, nothing" : "off: f puts or takes a flag"
        case .back:
            return "to the main menu"
        }
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        switch event {
        case .key(let key):
            if case .character(let character) = key, let index = items.firstIndex(where: { $0.shortcut == character }) {
                selection = index
                return choose(items[index], context: context)
            }
            if KeyBindings.isConfirm(key) { return choose(items[selection], context: context) }
            switch key {
            case .escape: return .pop
            case .character("?"): return .push(HelpScreen(topic: .mines))
            case .up, .character("k"), .character("w"), .backTab: move(by: -1)
            case .down, .character("j"), .character("s"), .tab: move(by: 1)
            case .home, .pageUp: selection = 0
            case .end, .pageDown: selection = items.count - 1
            default: break
            }
            return .stay
        case .mouse(let mouse):
            if mouse.button == .scrollUp { move(by: -1) }
            if mouse.button == .scrollDown { move(by: 1) }
            guard mouse.button == .left else { return .stay }
            let layout = Layout(size: context.size)
            let inBox = mouse.position.column > layout.boxLeft
                && mouse.position.column < layout.boxLeft + layout.boxWidth - 1
            guard inBox, let index = items.firstIndex(where: { layout.row(of: $0) == mouse.position.row }) else {
                return .stay
            }
            selection = index
            return choose(items[index], context: context)
        default:
            return .stay
        }
    }

    private mutating func move(by step: Int) {
        selection = (selection + step + items.count) % items.count
    }

    private func choose(_ item: Item, context: ScreenContext) -> ScreenCommand {
        let preferences = context.environment.preferences
        switch item {
        case .endless, .beginner, .intermediate, .expert:
            guard let mode = item.mode else { return .stay }
            if let notice = SaveInUse.notice(context: context) { return .push(notice) }
            return .push(Self.game(mode, context: context))
        case .custom:
            return .push(MinesCustomScreen(preferences: preferences.mines))
        case .noGuess:
            return Self.saved(preferences.update { $0.mines.noGuess.toggle() })
        case .questionMarks:
            return Self.saved(preferences.update { $0.mines.questionMarks.toggle() })
        case .back:
            return .pop
        }
    }

    /// A new game of `mode` with the player's settings, on a fresh seed dealt by the game.
    package static func game(_ mode: MinesMode, context: ScreenContext) -> MinesPlayScreen {
        MinesPlayScreen(setup: MinesSetup(mode: mode, seed: context.environment.makeSeed(),
                                          settings: context.environment.preferences.mines.settings),
                        origin: .dealt)
    }

    /// A setting changed: a banner when it could not be written (it holds for this run anyway).
    package static func saved(_ failure: String?) -> ScreenCommand {
        failure.map { .banner("Setting kept for this run only: it could not be saved (\($0))") } ?? .stay
    }
}
