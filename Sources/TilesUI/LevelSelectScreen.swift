import Foundation
import Midend
import Shell
import ReplayUI
import TilesPacksUI
import GameCore
import LocalDatabase
import Terminal
import Tiles

/// One line of the level list: a level, what the player did on it, whether it is open.
public struct LevelEntry: Hashable, Sendable {
    public var level: Level
    public var progress: LevelProgress?
    public var isUnlocked: Bool

    public var isPassed: Bool { progress?.passed == true }

    /// A pack as the player sees it: its first level is always open, and each later level
    /// opens once the one before it is passed.
    public static func entries(levels: [Level], progress: [LevelKey: LevelProgress]) -> [LevelEntry] {
        var entries: [LevelEntry] = []
        var previousPassed = true
        var pack: String?
        for level in levels {
            if level.pack != pack { previousPassed = true }
            pack = level.pack
            let levelProgress = progress[level.key]
            let passed = levelProgress?.passed == true
            entries.append(LevelEntry(level: level, progress: levelProgress, isUnlocked: previousPassed || passed))
            previousPassed = passed
        }
        return entries
    }
}

/// One pack's page of the level select: the pack and its levels as the player sees them.
public struct LevelPackPage: Hashable, Sendable {
    public var name: String
    /// The pack's metadata, when the environment lists packs.
    public var pack: LevelPack?
    public var entries: [LevelEntry]

    public var passedCount: Int { entries.filter(\.isPassed).count }

    /// The levels grouped by pack, in the order of `packs` (then any other pack the levels name,
    /// in the order they come). A listed pack with no levels still gets its (empty) page.
    public static func pages(levels: [Level], packs: [LevelPack], progress: [LevelKey: LevelProgress]) -> [LevelPackPage] {
        let entries = LevelEntry.entries(levels: levels, progress: progress)
        var names = packs.map(\.name)
        for level in levels where !names.contains(level.pack) { names.append(level.pack) }
        return names.map { name in
            let pack = packs.first { $0.name == name }
            var packEntries = entries.filter { $0.level.pack == name }
            // A pack made in this editor is its author's to play in any order: whoever can open
            // it here can test-play every level of it in the editor anyway.
            if pack?.isPlayerMade == true {
                for index in packEntries.indices { packEntries[index].isUnlocked = true }
            }
            return LevelPackPage(name: name, pack: pack, entries: packEntries)
        }
    }
}


/// Every Tiles level with its name, stars, best score and state; Enter plays the selected one.
public struct LevelSelectScreen: Screen {
    /// The levels of the pack shown.
    public private(set) var entries: [LevelEntry] = []
    /// Every pack; Tab shows the next one.
    public private(set) var pages: [LevelPackPage] = []
    public internal(set) var pageIndex = 0
    public private(set) var selection = 0
    private var problem: String?
    /// Set on opening and when coming back from a game: select the first unpassed level.
    package var selectFirstUnpassed = true
    /// The saved game, described, while there is one: starting a level gives it up, so it is
    /// asked first.
    package var savedGame: String?
    /// Levels the editor saved without the solver's proof that they clear (said in the panel).
    package var unprovenLevels: Set<LevelKey> = []
    /// Levels the editor saved with the solver's proof that they cannot be cleared (no par shown).
    package var unclearableLevels: Set<LevelKey> = []
    /// The level the saved game is on (a Tiles save), marked in the list.
    public internal(set) var savedLevel: Int?
    /// The pack of that level.
    package var savedPack: String?
    /// The level chosen while a game is saved, waiting for the player to confirm.
    public internal(set) var confirming: LevelEntry?
    /// The saved game's own level chosen: continue it or start over.
    package var choosingSaved: SavedLevelQuestion?
    /// A level asked for on the command line while a game is saved: asked about on opening.
    private var levelToConfirm: Int?
    /// The pack the import screen (`i`) installed, to turn to when back on top.
    package let importedPack = ImportedPackNote()
    /// The packs as last read (name and install time): a pack imported or removed meanwhile by
    /// another program (`clearfield levels import`) shows at the next key (`refreshIfPacksChanged`).
    private var packsRead: [PackStamp] = []

    private struct PackStamp: Equatable {
        var name: String
        var installedAt: Date
    }

    public init() {}

    /// The level list opening on the question whether to start level `ix` (and give up the
    /// saved game), for `clearfield play tiles --level N` while a game is saved.
    public init(confirmingLevel number: Int) {
        levelToConfirm = number
    }

    package static let listWidth = 54
    package static let panelWidth = 26

    /// Widths of the list's columns: marker and number take 7, then each column and a gap
    /// of 2, the state last (6), all within `listWidth`.
    package enum Columns {
        package static let name = 22
        package static let stars = 5
        package static let best = 6
    }

    /// The list, and beside it the selected level's panel when the screen is wide enough (80
    /// columns); narrower, a line under the list tells the essentials instead.
    package struct Layout {
        package var left: Int
        package var listTop: Int
        package var visibleRows: Int
        package var showsPanel: Bool
        /// The right edge of what is drawn (the panel's, or the list's).
        package var right: Int
        /// The summary line under the list, without the panel.
        package var detailRow: Int?

        package init(size: ScreenSize) {
            let wide = LevelSelectScreen.listWidth + LevelSelectScreen.panelWidth
            showsPanel = size.columns >= wide
            let width = showsPanel ? wide : LevelSelectScreen.listWidth
            left = max(0, (size.columns - width) / 2)
            right = left + width
            listTop = 3
            // Rows: title, summary, header, the list, (a detail line), a blank, messages, keys.
            visibleRows = max(1, size.rows - (showsPanel ? 6 : 7))
            detailRow = showsPanel ? nil : listTop + visibleRows + 1
        }

        /// The first list index shown: the selection is kept near the middle.
        package func firstVisible(selection: Int, count: Int) -> Int {
            guard count > visibleRows else { return 0 }
            return min(max(0, selection - visibleRows / 2), count - visibleRows)
        }
    }

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects {
        reload(environment: context.environment)
        showImportedPack()
        confirming = nil
        choosingSaved = nil
        readSavedGame(context: context)
        if let number = levelToConfirm, let index = entries.firstIndex(where: { $0.level.number == number }) {
            levelToConfirm = nil
            selection = index
            if savedGame != nil { ask(about: entries[index]) }
        }
        return .none
    }

    package mutating func reload(environment: AppEnvironment) {
        problem = nil
        let levels: [Level]
        do {
            levels = try environment.levels()
        } catch {
            entries = []
            pages = []
            problem = "Could not load the levels: \(error)"
            return
        }
        var progress: [LevelKey: LevelProgress] = [:]
        do {
            progress = try environment.levelProgress()
        } catch {
            problem = "Could not read your progress: \(error)"
        }
        let shownPack = pages.indices.contains(pageIndex) ? pages[pageIndex].name : nil
        let packs = (try? environment.levelPacks()) ?? []
        packsRead = packs.map { PackStamp(name: $0.name, installedAt: $0.installedAt) }
        pages = LevelPackPage.pages(levels: levels, packs: packs, progress: progress)
        unprovenLevels = Self.unproven(in: Set(levels.map(\.pack)), environment: environment)
        unclearableLevels = Self.unclearable(in: Set(levels.map(\.pack)), environment: environment)
        pageIndex = pages.firstIndex { $0.name == shownPack } ?? 0
        showPage(keepingSelection: true)
    }

    /// Reloads the list when the packs changed since it was read: another program imported,
    /// replaced or removed one while the list was open (issue 31: it showed only after leaving).
    /// Asked at each key, not on a timer, so an idle list reads nothing: the pack list is a few
    /// rows, read in well under a millisecond.
    package mutating func refreshIfPacksChanged(environment: AppEnvironment) {
        guard let packs = try? environment.levelPacks() else { return }
        if packs.map({ PackStamp(name: $0.name, installedAt: $0.installedAt) }) != packsRead {
            reload(environment: environment)
        }
    }

    /// Shows `pages[pageIndex]`: a pack just turned to selects its first level not passed.
    package mutating func showPage(keepingSelection: Bool) {
        entries = pages.indices.contains(pageIndex) ? pages[pageIndex].entries : []
        if !keepingSelection { selectFirstUnpassed = true }
        if selectFirstUnpassed {
            selection = entries.firstIndex(where: { $0.isUnlocked && !$0.isPassed })
                ?? entries.firstIndex(where: { ($0.progress?.stars ?? 0) < 3 }) ?? 0
            selectFirstUnpassed = false
        }
        selection = min(selection, max(0, entries.count - 1))
    }

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let layout = Layout(size: size)
        frame.putCentered(title(glyphs: glyphs), row: 0, from: 0, width: size.columns, style: theme.title, glyphs: glyphs)
        let passed = entries.filter(\.isPassed).count
        let summary = "\(passed) of \(entries.count) passed"
        frame.put(summary, column: layout.right - DisplayWidth.of(summary) - 1, row: 1, style: theme.dim)

        let numbers = numberColumns
        let header = String(repeating: " ", count: 2 + numbers) + "# " + "Level".padded(to: nameColumns(numbers)) + "  "
            + "Stars".padded(to: Columns.stars) + "  "
            + "Best".rightAligned(to: Columns.best) + "  State"
        frame.put(header, column: layout.left, row: 2, style: theme.heading)

        if entries.isEmpty {
            let message = problem ?? "No levels were found."
            for (index, line) in TextLayout.wrap(glyphs.safe(message), width: LevelSelectScreen.listWidth - 4).enumerated() {
                frame.put(line, column: layout.left + 4, row: layout.listTop + 1 + index, style: theme.warning)
            }
        } else {
            let window = ScrollWindow(first: layout.firstVisible(selection: selection, count: entries.count),
                                      visible: layout.visibleRows, total: entries.count)
            for offset in 0..<window.shownCount {
                drawEntry(at: window.first + offset, row: layout.listTop + offset, left: layout.left, into: &frame,
                          context: context)
            }
            // The range goes at the start of the summary line, the arrows in the list's last column.
            let range = window.rangeText(glyphs: glyphs)
            window.drawMarks(into: &frame, at: ScrollWindow.Placement(
                markColumn: layout.left + LevelSelectScreen.listWidth - 1, firstRow: layout.listTop,
                lastRow: layout.listTop + window.shownCount - 1, rangeRow: 1,
                rangeEnd: layout.left + 1 + DisplayWidth.of(range)), theme: theme, glyphs: glyphs)
            if layout.showsPanel {
                drawDetails(of: entries[selection], layout: layout, into: &frame, context: context)
            } else if let row = layout.detailRow {
                frame.put(detailLine(entries[selection], glyphs: glyphs), column: layout.left + 1, row: row,
                          width: LevelSelectScreen.listWidth - 2, style: theme.dim, glyphs: glyphs)
            }
            if let problem {
                frame.putCentered(problem, row: size.rows - 2, from: 0, width: size.columns, style: theme.warning,
                                  glyphs: glyphs)
            }
        }
        if let confirming {
            drawConfirmation(for: confirming, into: &frame, context: context)
        } else if let choosingSaved {
            choosingSaved.draw(into: &frame, context: context)
        } else {
            let enter = entries.indices.contains(selection) && isSaved(entries[selection]) ? "continue" : "play"
            let packHint: [(String, String)] = pages.count > 1 ? [("Tab", "next pack")] : []
            // The editor's keys too, where this run has the editor (issue 31: e and n were on no line).
            let editHint: [(String, String)] = context.environment.tiles.openEditor == nil ? [] : [("e n", "edit/new")]
            // Free play right after Enter, after Tab when there are packs to switch between:
            // narrow screens drop the later hints first (issue 31).
            frame.putKeyHints([(glyphs.upDown, "choose"), ("Enter", enter)] + packHint + [("f", "free play")] + editHint
                              + [("i", "import"), ("?", "help"), ("Esc", "back")],
                              row: size.rows - 1, theme: theme, glyphs: glyphs)
        }
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        refreshIfPacksChanged(environment: context.environment)
        if choosingSaved != nil { return answerSavedLevel(event, context: context) }
        if let entry = confirming {
            guard case .key(let key) = event else { return .stay }
            switch question(for: entry).answer(to: key) {
            case .start:
                confirming = nil
                // The other copy may have opened the saved game while the question was up.
                if let notice = SaveInUse.notice(context: context) { return .push(notice) }
                return start(entry)
            case .keep:
                confirming = nil
            case nil:
                break
            }
            return .stay
        }
        let layout = Layout(size: context.size)
        switch event {
        case .key(let key):
            if KeyBindings.isBack(key) { return .pop }
            if key == .character("?") { return .push(HelpScreen(topic: .tiles(fromLevelList: true))) }
            if key == .character("i") { return openPackImport(context: context) }
            if key == .character("f") { return .push(FreePlayMenuScreen()) }
            if let edit = context.environment.tiles.openEditor?(key, entries.indices.contains(selection) ? entries[selection].level : nil,
                                                                 pages.indices.contains(pageIndex) ? pages[pageIndex].name : nil, context) {
                return edit
            }
            if KeyBindings.isConfirm(key) { return play(context: context) }
            if key == .tab || key == .backTab {
                guard pages.count > 1 else { return .stay }
                pageIndex = (pageIndex + (key == .tab ? 1 : pages.count - 1)) % pages.count
                showPage(keepingSelection: false)
                return .stay
            }
            switch key {
            case .pageUp: move(by: -layout.visibleRows)
            case .pageDown: move(by: layout.visibleRows)
            case .home: selection = 0
            case .end: selection = max(0, entries.count - 1)
            default:
                switch KeyBindings.direction(for: key) {
                case .up: move(by: -1)
                case .down: move(by: 1)
                case .left: move(by: -layout.visibleRows)
                case .right: move(by: layout.visibleRows)
                case nil: break
                }
            }
            return .stay
        case .mouse(let mouse):
            switch mouse.button {
            case .scrollUp: move(by: -1)
            case .scrollDown: move(by: 1)
            case .left:
                let offset = mouse.position.row - layout.listTop
                let column = mouse.position.column - layout.left
                let index = layout.firstVisible(selection: selection, count: entries.count) + offset
                guard offset >= 0, offset < layout.visibleRows, column >= 0, column < LevelSelectScreen.listWidth,
                      entries.indices.contains(index) else { return .stay }
                selection = index
                return play(context: context)
            default: break
            }
            return .stay
        default:
            return .stay
        }
    }

    private mutating func move(by step: Int) {
        selection = min(max(0, selection + step), max(0, entries.count - 1))
    }

    private mutating func play(context: ScreenContext) -> ScreenCommand {
        guard entries.indices.contains(selection) else { return .stay }
        let entry = entries[selection]
        // The saved game's level may be one the list keeps locked (`play tiles --level N`).
        guard entry.isUnlocked || isSaved(entry) else {
            let previous = selection > 0 ? entries[selection - 1].level.number : entry.level.number
            return .banner("Level \(entry.level.number) is locked: pass level \(previous) first")
        }
        if let notice = SaveInUse.notice(context: context) { return .push(notice) }
        if savedGame != nil {
            ask(about: entry)
            return .stay
        }
        return start(entry)
    }

    package mutating func start(_ entry: LevelEntry) -> ScreenCommand {
        selectFirstUnpassed = true
        return .push(TilesPlayScreen(level: entry.level, campaign: entries.map(\.level)))
    }
}
