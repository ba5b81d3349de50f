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

/// The streaks of one player: per game, and of days with any daily cleared.
public struct DailyStreaks: Hashable, Sendable, Codable {
    /// Each game's streak, by the game.
    public var games: [DailyGame: DailyStreak]
    public var either: DailyStreak

    public init(games: [DailyGame: DailyStreak] = [:], either: DailyStreak = DailyStreak()) {
        self.games = games
        self.either = either
    }

    /// From the dates each game's ranked daily was cleared on (dates in the player's zone, as
    /// the attempts were recorded); every game of `games` has a streak, cleared or not.
    public init(cleared: [DailyGame: Set<DailyDate>], today: DailyDate, games: [DailyGame] = []) {
        var streaks: [DailyGame: DailyStreak] = [:]
        for game in games { streaks[game] = DailyStreak() }
        for (game, dates) in cleared { streaks[game] = DailyStreak(cleared: dates, today: today) }
        self.init(games: streaks, either: DailyStreak(cleared: cleared.values.reduce(into: []) { $0.formUnion($1) }, today: today))
    }

    public subscript(game: DailyGame) -> DailyStreak { games[game] ?? DailyStreak() }

    /// "3 days (longest 5); Mines 2, Tiles 3": the streak of any game first, then each of `dailies`'.
    public func summary(_ dailies: DailyGames) -> String {
        func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
        let each = dailies.all.map { "\($0.title) \(self[$0.game].current)" }.joined(separator: ", ")
        return "\(days(either.current)) (longest \(either.longest))" + (each.isEmpty ? "" : "; " + each)
    }

    /// Written as before games were listed by the registry: each game's streak under its id,
    /// beside `either` (`clearfield daily --json`'s `streak`).
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        static let either = Key(stringValue: "either")
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var games: [DailyGame: DailyStreak] = [:]
        for key in container.allKeys where key.stringValue != Key.either.stringValue {
            games[DailyGame(GameKind(rawValue: key.stringValue))] = try container.decode(DailyStreak.self, forKey: key)
        }
        self.init(games: games, either: try container.decode(DailyStreak.self, forKey: .either))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (game, streak) in games { try container.encode(streak, forKey: Key(stringValue: game.rawValue)) }
        try container.encode(either, forKey: .either)
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
