import Shell
import Mines
import Terminal

/// The help's page on what Mines counts (issue 22): best times by style, practice and assisted
/// games, the 3BV floor of too easy a board, an endless run's time. A page of its own, since the
/// Mines page's rules column already fills an 80×24 screen; written in the two columns every
/// page has, so a narrower screen stacks them.
extension HelpTopic {
    public static let minesRecords = HelpTopic(id: "mines-records", title: "Mines records", shortcut: "r") {
        frame, left, top, context in
        MinesRecordsHelp.draw(into: &frame, left: left, top: top, context: context)
    }
}

package enum MinesRecordsHelp {
    package static let bestTimes: [String] = [
        "Each classic board keeps a best time for no-guess boards and one for random boards, as the "
            + "leaderboards rank them apart: a win is measured against its own style.",
        "A game on a seed you chose (--seed) is practice: it counts as a game but sets no best.",
        "A hint (H or o) makes a game assisted: no best time, no best 3BV/s, not ranked.",
    ]

    package static let tooEasy: [String] = [
        ThreeBVFloor.explanation,
        "An endless run's time is the time to clear the boards it cleared: the board that ends it does not count.",
    ]

    package static func draw(into frame: inout FrameBuffer, left: Int, top: Int, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme
        let rulesColumn = left + HelpScreen.rulesOffset
        frame.put("Best times", column: left + 2, row: top + 2, style: theme.heading)
        _ = HelpScreen.paragraphs(bestTimes, into: &frame, column: left + 2, width: HelpScreen.rulesOffset - 4,
                                  row: top + 3, glyphs: glyphs)
        frame.put("Too easy to count", column: rulesColumn, row: top + 2, style: theme.heading)
        _ = HelpScreen.paragraphs(tooEasy, into: &frame, column: rulesColumn, width: HelpScreen.rulesWidth,
                                  row: top + 3, glyphs: glyphs)
    }
}
