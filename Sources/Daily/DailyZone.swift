import Foundation

/// The time zone a player's days are counted in: the offset from UTC in force at any moment,
/// daylight saving included. A function rather than Foundation's `TimeZone`, so the game can
/// pass the C library's local time (no ICU data loaded) and tests any rule they like.
public struct DailyZone: Sendable {
    public let secondsFromGMT: @Sendable (Date) -> Int

    public init(secondsFromGMT: @escaping @Sendable (Date) -> Int) {
        self.secondsFromGMT = secondsFromGMT
    }

    public static let utc = DailyZone { _ in 0 }

    public static func fixed(secondsFromGMT offset: Int) -> DailyZone { DailyZone { _ in offset } }

    /// The date it is at `moment` in this zone.
    public func date(at moment: Date) -> DailyDate {
        let seconds = Int(moment.timeIntervalSince1970.rounded(.down)) + secondsFromGMT(moment)
        return DailyDate(dayNumber: Int((Double(seconds) / 86_400).rounded(.down)))
    }

    /// The first moment of `date` in this zone. The offset at midnight may differ from the one at
    /// a guess made with another offset (a daylight-saving change that night), so the guess is
    /// corrected until it settles; a midnight that does not exist (clocks moved forward over it)
    /// gives the first moment that is on the date.
    public func start(of date: DailyDate) -> Date {
        let midnightUTC = Double(date.dayNumber) * 86_400
        var guess = Date(timeIntervalSince1970: midnightUTC - Double(secondsFromGMT(Date(timeIntervalSince1970: midnightUTC))))
        for _ in 0..<3 {
            let corrected = Date(timeIntervalSince1970: midnightUTC - Double(secondsFromGMT(guess)))
            if corrected == guess { break }
            guess = corrected
        }
        // Step back to the day's first second if the correction overshot into it, or forward if
        // the guess still lies on the day before.
        while self.date(at: guess) > date { guess = guess.addingTimeInterval(-900) }
        while self.date(at: guess) < date { guess = guess.addingTimeInterval(900) }
        while self.date(at: guess.addingTimeInterval(-1)) == date { guess = guess.addingTimeInterval(-1) }
        return guess
    }

    /// Seconds from `moment` until the next date begins in this zone.
    public func secondsUntilNextDay(from moment: Date) -> Int {
        let next = start(of: date(at: moment).adding(days: 1))
        return max(0, Int(next.timeIntervalSince(moment).rounded(.up)))
    }
}
