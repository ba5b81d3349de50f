import Progress

/// The results panel's list of the achievements the game earned (issue 31: a banner waits its
/// turn behind hints, messages and other banners, three seconds each, so one earned at a game's
/// end could be left unseen; the panel lists them all, as long as it stays up).
///
/// "Achievements: All Clear +10, Unassisted +15", packed into the panel's width: an achievement
/// moves whole to the next line, and is broken at its spaces only when it is wider than a line by
/// itself, so no word is cut. One earned again (a repeatable one: no more points) says "again".
/// When the list needs more than `maxLines` lines (a new player's first daily on a 60×20
/// terminal), it names as many whole achievements as fit and ends "and N more (see
/// Achievements)", the screen that lists them all; with no room for even one, "12 achievements
/// (see Achievements)"; with no room for that, nothing.
package enum EarnedAchievementsList {
    package static func lines(for unlocks: [AchievementUnlock], width: Int, maxLines: Int = .max) -> [String] {
        guard !unlocks.isEmpty, maxLines > 0 else { return [] }
        for shown in stride(from: unlocks.count, through: 0, by: -1) {
            let lines = packed(unlocks, shown: shown, width: width)
            if lines.count <= maxLines { return lines }
        }
        return []
    }

    /// The first `shown` achievements, and a note for the rest when some are left out.
    private static func packed(_ unlocks: [AchievementUnlock], shown: Int, width: Int) -> [String] {
        let hidden = unlocks.count - shown
        guard shown > 0 else {
            // 35 columns for 10 to 99: one line of the narrowest panel.
            return TextLayout.wrap("\(hidden) achievements (see Achievements)", width: width)
        }
        var parts = unlocks.prefix(shown).map { $0.timesEarned > 1 ? "\($0.title) again" : "\($0.title) +\($0.points)" }
        parts[0] = (unlocks.count == 1 ? "Achievement: " : "Achievements: ") + parts[0]
        // The comma goes with its achievement, so it stays when a line breaks after it.
        for index in parts.indices.dropLast() { parts[index] += "," }
        if hidden > 0 {
            parts[parts.count - 1] += ","
            parts.append("and \(hidden) more (see Achievements)")
        }
        return TextLayout.packed(parts, separator: " ", width: width)
    }
}
