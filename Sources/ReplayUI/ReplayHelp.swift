import Shell
import Terminal

/// The replay viewer's page of the help (`?` in the viewer): its keys, and what it draws,
/// with what each game's replay drawing adds of its own (`ReplayDrawing.helpNotes`).
extension HelpTopic {
    public static let replay = HelpTopic(id: "replay", title: "Replays", shortcut: "r") { frame, left, top, context in
        ReplayHelp.draw(into: &frame, left: left, top: top, context: context)
    }
}

package enum ReplayHelp {
    package static let keys: [(String, String)] = [
        ("Space p", "pause, play"),
        // Left and right only (up and down do nothing here), said as such, and "forward"
        // rather than a bare "on" (issue 31: "←↑↓→ h l  5 seconds back, on").
        ("\u{2190} \u{2192}  h l", "5 s back, forward"),
        ("PgUp PgDn", "30 s back, forward"),
        ("3 then a seek", "3 times as far"),
        (", .", "one move back, forward"),
        ("Home End  0 $", "the start, the end"),
        ("+ -", "speed: 0.25× to 8×"),
        ("click the bar", "go to that time"),
        ("Esc (after 3)", "forget the count"),
        ("q Esc", "back"),
    ]

    package static let rules: [String] = [
        "The clock runs at the replay's speed; the moves come at the times they were made. "
            + "The bar under the board shows how far the replay has gone.",
        "The line under the bar says whether the moves replay to the result that was kept.",
    ]

    /// The page's paragraphs: the viewer's, then each game's own, in the games' order.
    package static func rules(games: [any GameFrontEnd]) -> [String] {
        rules + games.flatMap { $0.replayDrawing.helpNotes }
    }

    package static func draw(into frame: inout FrameBuffer, left: Int, top: Int, context: ScreenContext) {
        let rulesColumn = left + HelpScreen.rulesOffset
        let columns = HelpScreen.KeyColumns([keys], left: left + 2, right: rulesColumn - 2, glyphs: context.glyphs)
        _ = HelpScreen.keySection("Watching a replay", keys, into: &frame, columns: columns, row: top + 2,
                                  context: context)
        frame.put("What the viewer shows", column: rulesColumn, row: top + 2, style: context.theme.heading)
        _ = HelpScreen.paragraphs(rules(games: context.environment.games), into: &frame, column: rulesColumn, width: HelpScreen.rulesWidth,
                                  row: top + 3, glyphs: context.glyphs)
    }
}
