import Foundation
import GameCore
import Progress
import Shell

extension MinesPlayScreen {
    /// Why this practice game keeps no best, in two lines to fit the panel: a daily is practice
    /// when it is not the day's first attempt or its date is past (issue 23); any other game is
    /// practice because its seed was chosen.
    package func practiceLines(context: ScreenContext) -> [String] {
        guard let date = play.statsContext.dailyDate else { return Self.practiceLines }
        return Self.dailyPracticeLines(date: date, today: Self.today(context))
    }

    /// The daily's wording: today's date means an attempt after the ranked one.
    package static func dailyPracticeLines(date: String, today: String) -> [String] {
        ["practice: bests are not kept", date < today ? "for a past date's daily" : "for a later attempt that day"]
    }

    /// Today in the player's zone, written as a daily's date ("YYYY-MM-DD").
    static func today(_ context: ScreenContext) -> String {
        let civil = context.environment.timeZone.civilTime(of: context.environment.clock.wallTime())
        func pad(_ value: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        return "\(pad(civil.year, 4))-\(pad(civil.month, 2))-\(pad(civil.day, 2))"
    }
}
