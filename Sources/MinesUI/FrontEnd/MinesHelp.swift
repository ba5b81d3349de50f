import Shell
import ReplayUI
import Mines
import Terminal

/// The Mines pages of the help: keys and rules, then the endless mode and its schedule (drawn
/// from `EndlessSchedule`, so the page always shows the boards the game plays).
///
/// What `f` does depends on the question-mark setting, so the page says what the setting in
/// force does: the game's own when help is opened from a game, else the player's preference.
extension HelpTopic {
    public static let mines = mines(questionMarks: nil)

    /// The Mines page as a game opens it: `f` described as the game's own question-mark setting
    /// makes it behave (nil: as the player's preference does).
    public static func mines(questionMarks: Bool?) -> HelpTopic {
        HelpTopic(id: "mines", title: "Mines", shortcut: "m") { frame, left, top, context in
            MinesHelp.drawMines(into: &frame, left: left, top: top, questionMarks: questionMarks, context: context)
        }
    }

    /// The endless mode's page: its rules and the schedule of its boards.
    public static let endless = HelpTopic(id: "endless", title: "Endless Mines", shortcut: "e",
                                          splitColumn: MinesHelp.scheduleColumn) { frame, left, top, context in
        MinesHelp.drawEndless(into: &frame, left: left, top: top, context: context)
    }
}

package enum MinesHelp {
    /// Where the endless page's schedule table starts.
    package static let scheduleColumn = 49

    /// The Mines keys, with `f` described as it behaves with question marks on or off.
    package static func minesKeys(questionMarks: Bool) -> [(String, String)] {
        minesKeys.map { key, action in
            key == flagKey && !questionMarks ? (key, "flag, or take it off") : (key, action)
        }
    }

    package static let flagKey = "f  right click"

    /// Every Mines key, `f` as it is with question marks on (the longest wording: layouts
    /// are checked against it).
    package static let minesKeys: [(String, String)] = [
        ("arrows hjkl wasd", "move the cursor"),
        ("5 then a move", "move 5 cells"),
        ("Home End  0 $", "first, last in row"),
        ("g G  PgUp PgDn", "top, bottom; a page"),
        ("Space Enter", "reveal (or chord)"),
        ("left click", "the same"),
        (flagKey, "flag (cycles ? too)"),
        ("c  middle click", "chord a number"),
        // `o` shares the hint's row: both are counted hints, and the page fits 80×24 as it is.
        ("H  o", "hint, odds (counted)"),
        ("p  v", "pause; live counters"),
        ("n", "new game (asks)"),
        ("Enter (cleared)", "next level"),
        // After a game: Tab the board, `r` retry it (practice), `u` take a practice loss back.
        ("Tab r u (over)", "board; retry; undo"),
        ("S  A", "stats, achievements"),
        ("q Esc", "quit (can save)"),
    ]

    package static let minesRules: [String] = [
        "Open every cell that holds no mine; flags are only for you. A number counts the mines among its eight "
            + "neighbours. The first reveal always opens an area.",
        "Chord: on a number with as many flags around it as its value, opens its other neighbours "
            + "(a wrong flag there sets off a mine).",
        "No-guess boards (the default) can be cleared by logic alone, counting the mines left; H shows a cell "
            + "that logic proves safe, o the odds.",
        "Classic boards: Beginner 9×9/10, Intermediate 16×16/40, Expert 30×16/99. Best times count wins only.",
    ]

    package static let endlessRules: [String] = [
        "A run of no-guess boards, each larger or denser than the one before. One mine ends the run.",
        "After a cleared board, Enter starts the next level. The clock runs only while a board is in play on "
            + "screen: not while paused, in help or between levels.",
        "Runs rank by the level reached, then by the time it took.",
        "The seed on screen plays the same run again: clearfield play mines --endless --seed S",
    ]

    /// Whether question marks are on for the game this help is about.
    package static func questionMarksShown(_ questionMarks: Bool?, context: ScreenContext) -> Bool {
        questionMarks ?? context.environment.preferences.mines.questionMarks
    }

    package static func drawMines(into frame: inout FrameBuffer, left: Int, top: Int, questionMarks: Bool?,
                                  context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        let rulesColumn = left + HelpScreen.rulesOffset
        let questionMarks = questionMarksShown(questionMarks, context: context)
        let keys = Self.minesKeys(questionMarks: questionMarks)
        let columns = HelpScreen.KeyColumns([keys], left: left + 2, right: rulesColumn - 2, glyphs: glyphs)
        let keyColumn = columns.headingColumn
        var row = HelpScreen.keySection("Playing Mines", keys, into: &frame, columns: columns, row: top + 2,
                                  context: context)
        frame.put("On the board", column: keyColumn, row: row, style: theme.heading)
        row += 1
        let cells = MinesGlyphs.matching(glyphs)
        var marks: [(String, CellAppearance, String)] = [(cells.covered, .covered, "covered"), (cells.flag, .flagged, "flag")]
        // Question marks are said either way, on the legend's first row (the page fits 80×24
        // unscrolled): a note that reveals as usual, or that they are off (in words: no "?" shows then).
        if questionMarks { marks.append((cells.question, .questioned, "maybe (a note)")) }
        let legend: [[(String, CellAppearance, String)]] = [
            marks,
            [("1", .revealed(1), "to 8: mines near"), (cells.empty, .revealed(0), "none near")],
            [(cells.mine, .mine, "mine"), (cells.hitMine, .explodedMine, "hit"), (cells.wrongFlag, .wrongFlag, "wrong flag")],
        ]
        for (index, line) in legend.enumerated() {
            var x = keyColumn + 1
            for (glyph, appearance, label) in line {
                x = frame.put(glyph, column: x, row: row, style: theme.minesCell(appearance))
                x = frame.put(" \(label)  ", column: x, row: row)
            }
            if index == 0, !questionMarks { frame.put("no question marks", column: x, row: row, style: theme.dim) }
            row += 1
        }

        frame.put("Mines: the rules", column: rulesColumn, row: top + 2, style: theme.heading)
        _ = HelpScreen.paragraphs(Self.minesRules, into: &frame, column: rulesColumn, width: HelpScreen.rulesWidth,
                                  row: top + 3, glyphs: glyphs)
    }

    package static func drawEndless(into frame: inout FrameBuffer, left: Int, top: Int, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        frame.put("Endless: the rules", column: left + 2, row: top + 2, style: theme.heading)
        _ = HelpScreen.paragraphs(Self.endlessRules, into: &frame, column: left + 2, width: 44, row: top + 3, glyphs: glyphs)

        let tableColumn = left + scheduleColumn
        var row = top + 2
        frame.put("The levels", column: tableColumn, row: row, style: theme.heading)
        row += 1
        frame.put(Self.scheduleRow("level", "board", "mines", "density"), column: tableColumn, row: row, style: theme.dim)
        row += 1
        let last = EndlessSchedule.lastChangingLevel
        for entry in EndlessSchedule.entries {
            let params = entry.params
            let level = entry.level == last ? "\(entry.level)+" : "\(entry.level)"
            let tenths = Int((params.density * 1000).rounded())
            let text = Self.scheduleRow(level, "\(params.width)\(glyphs.times)\(params.height)", "\(params.mines)",
                                        "\(tenths / 10).\(tenths % 10)%")
            frame.put(text, column: tableColumn, row: row, style: params == MinesParams.expert ? .bold : .plain)
            row += 1
        }
        frame.put("Later levels repeat level \(last).", column: tableColumn, row: row + 1, width: 30,
                  style: theme.dim, glyphs: glyphs)
    }

    /// One row of the schedule in fixed columns.
    package static func scheduleRow(_ level: String, _ board: String, _ mines: String, _ density: String) -> String {
        level.rightAligned(to: 5) + "  " + board.padded(to: 6) + mines.rightAligned(to: 5) + density.rightAligned(to: 9)
    }
}
