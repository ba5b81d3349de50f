/// How a daily challenge's game is named wherever it shows (issue 31, "Daily named everywhere"):
/// "Daily 2026-11-28 · Mines", with "· practice" after the day's ranked attempt. The results
/// panel, the Continue line and `clearfield stats --json` take it from here, so they cannot drift.
package enum DailyGameName {
    /// The separator in Unicode (the shell's `GlyphSet.unicode.separator`; its ASCII set
    /// translates it where the text is drawn).
    package static let unicodeSeparator = "·"

    /// `date` as the daily names it ("2026-11-28"), `game` the game's title ("Mines").
    package static func text(date: String, game: String, practice: Bool = false,
                             separator: String = unicodeSeparator) -> String {
        "Daily \(date) \(separator) \(game)" + (practice ? " \(separator) practice" : "")
    }
}
