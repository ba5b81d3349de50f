import Foundation
import GameCore
import Midend
import Progress
import Terminal
import Shell

/// The Stats screen's line of daily-challenge streaks for one game's tab (issue 23): the game's
/// own streak and the streak of days with either daily cleared, current and longest, as of today
/// in the player's zone. Shorter wordings are tried in turn so no word is ever cut.
package enum StatsStreakLine {
    /// Today's day number (days since 1970-01-01) in `zone` on `clock`.
    package static func today(clock: any GameClock, zone: LocalTimeZone) -> Int {
        let now = clock.wallTime()
        return DailyStreakSchema.dayNumber(at: now, secondsFromGMT: zone.secondsFromGMT(at: now))
    }

    /// The longest wording that fits in `width` columns.
    package static func text(_ figures: DailyStreakFigures, kind: GameKind, title: String, width: Int,
                             separator: String = "·") -> String {
        let candidates = wordings(figures, kind: kind, title: title, separator: separator)
        return candidates.first { DisplayWidth.of($0) <= width } ?? candidates[candidates.count - 1]
    }

    /// From the widest to the narrowest.
    package static func wordings(_ figures: DailyStreakFigures, kind: GameKind, title: String,
                                 separator: String = "·") -> [String] {
        func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
        let either = figures.either
        guard let own = figures[kind] else {
            return ["Daily streak, either game: \(days(either.current)), longest \(days(either.longest))",
                    "Daily streak: \(either.current), longest \(either.longest)"]
        }
        return [
            "Daily streak, \(title): \(days(own.current)), longest \(days(own.longest)) \(separator) either game: "
                + "\(days(either.current)), longest \(days(either.longest))",
            "Daily streak: \(title) \(days(own.current)), longest \(own.longest) \(separator) either \(days(either.current)), "
                + "longest \(either.longest)",
            "Daily streak: \(title) \(own.current), longest \(own.longest) \(separator) either \(either.current), longest \(either.longest)",
            "Streak: \(title) \(own.current) (best \(own.longest)) \(separator) either \(either.current) (best \(either.longest))",
        ]
    }
}

extension StatsScreen {
    /// The streak line under the table, over the key hints (the row above them: the table ends
    /// three rows up and the note, when there is one, two), for the tab's game.
    func drawStreaks(into frame: inout FrameBuffer, progress: ProgressKeeper, context: ScreenContext) {
        let environment = context.environment
        let today = StatsStreakLine.today(clock: environment.clock, zone: environment.timeZone)
        let title = progress.progress.games.catalog(for: kind)?.title ?? kind.rawValue
        let line = StatsStreakLine.text(progress.progress.dailyStreaks(today: today), kind: kind, title: title,
                                        width: context.size.columns - 2, separator: context.glyphs.separator)
        frame.putCentered(line, row: context.size.rows - 2, from: 0, width: context.size.columns, style: context.theme.dim,
                          glyphs: context.glyphs)
    }
}
