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

    public init(topic: HelpTopic = .tiles) {
        self.topic = topic
    }

    private static let generalKeys: [(String, String)] = [
        ("arrows hjkl wasd", "move"),
        ("Enter or Space", "choose"),
        ("Esc or q", "back"),
        ("?", "this help"),
    ]

    private static let tilesKeys: [(String, String)] = [
        ("Enter Space click", "remove the group"),
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
        let size = context.size
        let left = max(0, (size.columns - 80) / 2)
        let top = max(0, (size.rows - 24) / 2)
        frame.putCentered("Clearfield help \(context.glyphs.separator) \(topic.title)", row: top,
                          style: context.theme.title)
        switch topic {
        case .tiles: drawTiles(into: &frame, left: left, top: top, context: context)
        case .mines: drawMines(into: &frame, left: left, top: top, context: context)
        case .endless: drawEndless(into: &frame, left: left, top: top, context: context)
        }
        frame.putKeyHints([("Tab", topic.next.title), ("Esc", "back")], row: size.rows - 1, theme: context.theme,
                          glyphs: context.glyphs)
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

    /// Writes a heading and its keys (bold) and actions in two columns; returns the next free row.
    static func keySection(_ heading: String, _ keys: [(String, String)], into frame: inout FrameBuffer,
                           column keyColumn: Int, actionColumn: Int, actionWidth: Int, row start: Int,
                           context: ScreenContext) -> Int {
        let glyphs = context.glyphs
        var row = start
        frame.put(heading, column: keyColumn, row: row, style: context.theme.heading)
        row += 1
        for (key, action) in keys {
            let shownKey = key.replacingOccurrences(of: "arrows", with: glyphs.arrows)
            frame.put(shownKey, column: keyColumn + 1, row: row, width: actionColumn - keyColumn - 2,
                      style: .bold, glyphs: glyphs)
            frame.put(action, column: actionColumn, row: row, width: actionWidth, glyphs: glyphs)
            row += 1
        }
        return row + 1
    }

    private func drawTiles(into frame: inout FrameBuffer, left: Int, top: Int, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        var row = top + 2
        let keyColumn = left + 2, actionColumn = left + 21, actionWidth = 18
        func section(_ heading: String, _ keys: [(String, String)]) {
            row = Self.keySection(heading, keys, into: &frame, column: keyColumn, actionColumn: actionColumn,
                                  actionWidth: actionWidth, row: row, context: context)
        }
        section("Everywhere", HelpScreen.generalKeys)
        section("Playing Tiles", HelpScreen.tilesKeys)
        frame.put("Each colour has its own letter:", column: keyColumn, row: row, style: theme.heading)
        row += 1
        var x = keyColumn + 1
        for (index, color) in TileColor.allCases.enumerated() {
            if index == 3 { row += 1; x = keyColumn + 1 }
            x = frame.put(String(color.letter), column: x, row: row, style: theme.tileLetter(color))
            x = frame.put(" \(color.name)   ", column: x, row: row)
        }

        let rulesColumn = left + 41, rulesWidth = 37
        var rulesRow = top + 2
        frame.put("Tiles: the rules", column: rulesColumn, row: rulesRow, style: theme.heading)
        rulesRow += 1
        _ = Self.paragraphs(HelpScreen.rules, into: &frame, column: rulesColumn, width: rulesWidth, row: rulesRow,
                            glyphs: glyphs)
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event else { return .stay }
        if KeyBindings.isBack(key) || KeyBindings.isConfirm(key) || key == .character("?") { return .pop }
        switch key {
        case .tab, .right, .character("l"): topic = topic.next
        case .backTab, .left, .character("h"): topic = topic.previous
        case .character("t"): topic = .tiles
        case .character("m"): topic = .mines
        case .character("e"): topic = .endless
        default: break
        }
        return .stay
    }
}
