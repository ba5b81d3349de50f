import Foundation
import GameCore

/// A run of consecutive days with a daily cleared: the one still going and the longest ever.
public struct DailyStreak: Hashable, Sendable, Codable {
    public var current: Int
    public var longest: Int

    public init(current: Int = 0, longest: Int = 0) {
        self.current = current
        self.longest = longest
    }

    /// The streak of a set of cleared dates as of `today`. A streak is still current while
    /// today is not over: cleared yesterday and not yet today keeps it (as Wordle does); a day
    /// with no clear before yesterday ends it. A date after `today` (cleared in a zone ahead of
    /// this one, before a move west) has not begun here and counts in neither.
    public init(cleared dates: Set<DailyDate>, today: DailyDate) {
        let days = Set(dates.filter { $0 <= today }.map(\.dayNumber))
        var longest = 0
        for day in days where !days.contains(day - 1) {
            var length = 1
            while days.contains(day + length) { length += 1 }
            longest = max(longest, length)
        }
        var end = today.dayNumber
        if !days.contains(end) { end -= 1 }
        var current = 0
        while days.contains(end - current) { current += 1 }
        self.init(current: current, longest: longest)
    }
}

/// The streaks of one player: per game, and of days with either daily cleared.
public struct DailyStreaks: Hashable, Sendable, Codable {
    public var mines: DailyStreak
    public var tiles: DailyStreak
    public var either: DailyStreak

    public init(mines: DailyStreak = DailyStreak(), tiles: DailyStreak = DailyStreak(), either: DailyStreak = DailyStreak()) {
        self.mines = mines
        self.tiles = tiles
        self.either = either
    }

    /// From the dates each game's ranked daily was cleared on (dates in the player's zone, as
    /// the attempts were recorded).
    public init(cleared: [DailyGame: Set<DailyDate>], today: DailyDate) {
        let mines = cleared[.mines] ?? [], tiles = cleared[.tiles] ?? []
        self.init(mines: DailyStreak(cleared: mines, today: today), tiles: DailyStreak(cleared: tiles, today: today),
                  either: DailyStreak(cleared: mines.union(tiles), today: today))
    }

    public subscript(game: DailyGame) -> DailyStreak { game == .mines ? mines : tiles }

    /// "3 days (longest 5); Mines 2, Tiles 3": the streak of either game first.
    public var summary: String {
        func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
        return "\(days(either.current)) (longest \(either.longest)); Mines \(mines.current), Tiles \(tiles.current)"
    }
}

/// Today and the days around it for one player: the clock and their zone, both injected.
public struct DailyCalendar: Sendable {
    public let clock: any GameClock
    public let zone: DailyZone

    public init(clock: any GameClock, zone: DailyZone) {
        self.clock = clock
        self.zone = zone
    }

    public var today: DailyDate { zone.date(at: clock.wallTime()) }

    /// Seconds until the next date begins in the player's zone.
    public var secondsUntilTomorrow: Int { zone.secondsUntilNextDay(from: clock.wallTime()) }

    /// The last `count` dates, oldest first, ending today.
    public func lastDays(_ count: Int) -> [DailyDate] {
        let today = today
        return (0..<count).reversed().map { today.adding(days: -$0) }
    }

    public func streaks(cleared: [DailyGame: Set<DailyDate>]) -> DailyStreaks {
        DailyStreaks(cleared: cleared, today: today)
    }
}
