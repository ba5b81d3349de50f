import Progress

/// The results panel's list of the achievements the game earned (issue 31: a banner waits its
/// turn behind hints, messages and other banners, three seconds each, so one earned at a game's
/// end could be left unseen; the panel lists them all, as long as it stays up).
///
/// "Achievements: All Clear +10, Unassisted +15", packed into the panel's width: an achievement
/// moves whole to the next line, and is broken at its spaces only when it is wider than a line by
/// itself, so no word is cut. One earned again (a repeatable one: no more points) says "again".
package enum EarnedAchievementsList {
    package static func lines(for unlocks: [AchievementUnlock], width: Int) -> [String] {
        guard !unlocks.isEmpty else { return [] }
        var parts = unlocks.map { $0.timesEarned > 1 ? "\($0.title) again" : "\($0.title) +\($0.points)" }
        parts[0] = (unlocks.count == 1 ? "Achievement: " : "Achievements: ") + parts[0]
        // The comma goes with its achievement, so it stays when a line breaks after it.
        for index in parts.indices.dropLast() { parts[index] += "," }
        return TextLayout.packed(parts, separator: " ", width: width)
    }
}
