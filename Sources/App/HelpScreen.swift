import Terminal
import Tiles

/// Keys and rules on one screen. Opened from the menu or from a game (whose clock stops
/// while help is shown, because the game is no longer the active screen).
public struct HelpScreen: Screen {
    public init() {}

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
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let left = max(0, (size.columns - 80) / 2)
        let top = max(0, (size.rows - 24) / 2)
        frame.putCentered("Clearfield help", row: top, style: theme.title)

        var row = top + 2
        let keyColumn = left + 2, actionColumn = left + 21, actionWidth = 18
        func section(_ heading: String, _ keys: [(String, String)]) {
            frame.put(heading, column: keyColumn, row: row, style: theme.heading)
            row += 1
            for (key, action) in keys {
                let shownKey = key == "arrows hjkl wasd" ? "\(glyphs.arrows) hjkl wasd" : key
                frame.put(shownKey, column: keyColumn + 1, row: row, width: actionColumn - keyColumn - 2,
                          style: .bold, glyphs: glyphs)
                frame.put(action, column: actionColumn, row: row, width: actionWidth, glyphs: glyphs)
                row += 1
            }
            row += 1
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
        for paragraph in HelpScreen.rules {
            for line in TextLayout.wrap(glyphs.safe(paragraph), width: rulesWidth) {
                frame.put(line, column: rulesColumn, row: rulesRow)
                rulesRow += 1
            }
            rulesRow += 1
        }
        frame.putKeyHints([("Esc", "back")], row: size.rows - 1, theme: theme, glyphs: glyphs)
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event else { return .stay }
        if KeyBindings.isBack(key) || KeyBindings.isConfirm(key) || key == .character("?") { return .pop }
        return .stay
    }
}
