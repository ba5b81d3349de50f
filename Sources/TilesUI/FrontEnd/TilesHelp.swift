import Shell
import Terminal
import Tiles

/// The Tiles page of the help: the keys (and, opened from the level list, the list's own), the
/// colours' letters, and the rules.
extension HelpTopic {
    public static let tiles = tiles(fromLevelList: false)

    /// The page as the level list opens it: its own keys listed too.
    public static func tiles(fromLevelList: Bool) -> HelpTopic {
        HelpTopic(id: "tiles", title: "Tiles", shortcut: "t") { frame, left, top, context in
            TilesHelp.draw(into: &frame, left: left, top: top, fromLevelList: fromLevelList, context: context)
        }
    }
}

package enum TilesHelp {
    /// The level list's own keys beside choosing and playing.
    package static let levelListKeys: [(String, String)] = [
        ("Tab Shift-Tab", "next / previous pack"),
        ("e", "edit the level (a shipped one: copy it)"),
        ("n", "new level in your pack"),
        ("i", "import a level pack"),
        ("f", "free play (Same Game)"),
    ]

    package static let tilesKeys: [(String, String)] = [
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

    package static let rules: [String] = [
        "Remove a group of 2 or more tiles of one colour that touch side by side (not diagonally). "
            + "Tiles above fall into the gap; an empty column closes up to the left.",
        "A group of n tiles scores (n−2)² points: 3 tiles 1, 4 tiles 4, 5 tiles 9, 10 tiles 64. "
            + "Clearing the board adds \(TilesScoring.clearBonus).",
        "Stars: 3 for clearing within par moves, 2 for clearing in more, none if not cleared: never 1. "
            + "Clearing a level opens the next.",
        "Stuck (tiles left, no group of 2): undo or restart. Free play (f): no group of 2 ends it.",
    ]

    package static func draw(into frame: inout FrameBuffer, left: Int, top: Int, fromLevelList: Bool, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        var row = top + 2
        let rulesColumn = left + HelpScreen.rulesOffset
        let columns = HelpScreen.KeyColumns([HelpScreen.generalKeys, tilesKeys, levelListKeys], left: left + 2, right: rulesColumn - 2,
                                 glyphs: glyphs)
        let keyColumn = columns.headingColumn
        func section(_ heading: String, _ keys: [(String, String)]) {
            row = HelpScreen.keySection(heading, keys, into: &frame, columns: columns, row: row, context: context)
        }
        section("Everywhere", HelpScreen.generalKeys)
        section("Playing Tiles", tilesKeys)
        if fromLevelList { section("In the level list", levelListKeys) }
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
        _ = HelpScreen.paragraphs(rules, into: &frame, column: rulesColumn, width: HelpScreen.rulesWidth, row: rulesRow,
                            glyphs: glyphs)
    }

}
