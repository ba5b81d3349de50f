import Shell
import Terminal

/// The replay viewer's page of the help (`?` in the viewer): its keys, and what it draws,
/// including what the Mines path shows and what it cannot.
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
        "Mines: the underlined cells are the way the player's cursor went from the last action's cell "
            + "to the next one's, and the cursor moves along it as the replay plays. "
            + "A game saved before cursor moves were kept has only the cells acted on: "
            + "its underlined cells are a straight line between the two, not the way the cursor went.",
    ]

    package static func draw(into frame: inout FrameBuffer, left: Int, top: Int, context: ScreenContext) {
        let rulesColumn = left + HelpScreen.rulesOffset
        let columns = HelpScreen.KeyColumns([keys], left: left + 2, right: rulesColumn - 2, glyphs: context.glyphs)
        _ = HelpScreen.keySection("Watching a replay", keys, into: &frame, columns: columns, row: top + 2,
                                  context: context)
        frame.put("What the viewer shows", column: rulesColumn, row: top + 2, style: context.theme.heading)
        _ = HelpScreen.paragraphs(rules, into: &frame, column: rulesColumn, width: HelpScreen.rulesWidth,
                                  row: top + 3, glyphs: context.glyphs)
    }
}
