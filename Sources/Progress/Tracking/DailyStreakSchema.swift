import Foundation
import GameCore

/// The player's daily-challenge streaks as stats (issue 23): kept beside the games' totals under
/// their own key (`kind`, "daily"), rolled over once per finished game by the same write as the
/// game's totals, and read by the achievements like any total (`daily.longestStreak`).
///
/// Only a ranked daily counts: its context names its date (`StatsContext.dailyDate`, the day in
/// the player's zone when the attempt was recorded) and carries no practice mark. The first such
/// game of a date to finish decides the day, as the daily ledger reads it (won: the day is
/// cleared; lost or left: it is not), so another game of the same date afterwards (a Tiles level
/// undone after its end) changes nothing. A practice attempt (a later attempt that day, a past
/// date) never moves a streak, and neither does a date at or before the last one decided for that
/// game, so no game can be counted twice or fill an old gap.
///
/// Per game (`daily.<kind>.…`) and for either game (`daily.…`): the streak as of its last day
/// cleared, the longest streak, and that last day (days since 1970-01-01); plus the days on which
/// every game's daily was cleared. The current streak as a player sees it lapses once a whole day
/// passes without a clear: `figures(today:)` is given today from the injected clock and zone.
public struct DailyStreakSchema: Sendable {
    /// The key the stats are kept under, beside the games' kinds.
    public static let kind = GameKind(rawValue: "daily")

    /// One run of days: the streak at `lastDay`, the longest, and the last day counted.
    struct Run: Sendable {
        let streak: StatHandle
        let longest: StatHandle
        let lastDay: StatHandle
    }

    /// One game's run, and the last day its ranked daily was decided (won, lost or left).
    struct GameRun: Sendable {
        let run: Run
        let lastDecided: StatHandle
    }

    public let schema: StatSchema
    /// The games, in catalog order.
    public let games: [GameKind]
    let perGame: [GameRun]
    let either: Run
    let allCleared: StatHandle

    /// The schema for these games. The names are fixed by the kinds alone, so stored rows read
    /// back whatever the order.
    public init(games: [GameKind], titles: [String]) {
        var registry = StatRegistry(schemaName: "daily")
        func run(_ prefix: String, _ title: String) -> Run? {
            // A game's kind has been checked by its catalog; one that makes no valid stat name
            // leaves that game without streaks rather than failing the program.
            guard let streak = try? registry.register(prefix + "streak", kind: .maximum, label: title + " streak"),
                  let longest = try? registry.register(prefix + "longestStreak", kind: .maximum,
                                                       label: title + " longest streak"),
                  let lastDay = try? registry.register(prefix + "lastDay", kind: .maximum,
                                                       label: title + " last day cleared") else { return nil }
            return Run(streak: streak, longest: longest, lastDay: lastDay)
        }
        // The fixed names come first, into an empty registry, so they are the first four stats
        // whatever register answers (they are valid and distinct).
        _ = run("daily.", "Daily")
        _ = try? registry.register("daily.allClearedDays", kind: .counter, label: "Days with every daily cleared")
        either = Run(streak: StatHandle(index: 0), longest: StatHandle(index: 1), lastDay: StatHandle(index: 2))
        allCleared = StatHandle(index: 3)
        var kept: [(GameKind, GameRun)] = []
        for (kind, title) in zip(games, titles) {
            let prefix = "daily.\(kind.rawValue)."
            guard let run = run(prefix, "Daily \(title)"),
                  let decided = try? registry.register(prefix + "lastDecidedDay", kind: .maximum,
                                                       label: "Daily \(title) last day decided") else { continue }
            kept.append((kind, GameRun(run: run, lastDecided: decided)))
        }
        self.games = kept.map(\.0)
        perGame = kept.map(\.1)
        schema = registry.freeze()
    }

    public func fresh() -> Stats { Stats(schema: schema) }

    /// Stats rebuilt from stored rows (names this version does not know are dropped).
    public func stats(from stored: [String: Int64]) -> Stats {
        Stats.restoring(schema: schema, storedValues: stored).stats
    }

    // MARK: Rolling over

    /// `totals` with a finished game counted, exactly as a rollover writes them; unchanged for any
    /// game that is not a ranked daily at a date after the last one decided for its game.
    public func rolledOver(_ context: StatsContext, outcome: GameOutcome, into totals: Stats) -> Stats {
        guard !context.isPractice, let text = context.dailyDate, let day = Self.dayNumber(text),
              let position = games.firstIndex(of: context.kind), totals.schema == schema else { return totals }
        let game = perGame[position]
        if let decided = totals.value(game.lastDecided), Int64(day) <= decided { return totals }
        var updated = totals
        updated.set(Int64(day), for: game.lastDecided)
        guard outcome == .won, Self.extend(game.run, to: day, in: &updated) else { return updated }
        _ = Self.extend(either, to: day, in: &updated)
        if perGame.allSatisfy({ updated.value($0.run.lastDay) == Int64(day) }) { updated.increment(allCleared) }
        return updated
    }

    /// Counts `day` in a run; false (nothing changed) for a day at or before its last day.
    private static func extend(_ run: Run, to day: Int, in stats: inout Stats) -> Bool {
        let last = stats.value(run.lastDay)
        if let last, Int64(day) <= last { return false }
        let streak = last == Int64(day - 1) ? (stats.value(run.streak) ?? 0) + 1 : 1
        stats.set(streak, for: run.streak)
        stats.record(streak, in: run.longest)
        stats.set(Int64(day), for: run.lastDay)
        return true
    }

    // MARK: Reading

    /// The streaks as of `today` (days since 1970-01-01 in the player's zone): a streak whose last
    /// day is before yesterday is over (current 0); cleared yesterday and not yet today still holds.
    public func figures(of totals: Stats, today: Int) -> DailyStreakFigures {
        func figure(_ run: Run) -> DailyStreakFigures.Streak {
            guard totals.schema == schema else { return .init(current: 0, longest: 0) }
            let last = totals.value(run.lastDay)
            let current = last.map { $0 >= Int64(today - 1) } == true ? totals.value(run.streak) ?? 0 : 0
            return .init(current: Int(current), longest: Int(totals.value(run.longest) ?? 0))
        }
        return DailyStreakFigures(either: figure(either),
                                  games: zip(games, perGame).map { (kind: $0, streak: figure($1.run)) },
                                  allClearedDays: Int(totals.schema == schema ? totals[allCleared] : 0))
    }

    /// Days since 1970-01-01 of a "YYYY-MM-DD" date; nil for anything else.
    public static func dayNumber(_ text: String) -> Int? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        var civil = CivilTime(secondsSinceEpoch: 0)
        civil.year = year
        civil.month = month
        civil.day = day
        let number = Int(civil.secondsSinceEpoch / 86_400)
        // A day past the month's end (02-30) would land in the next month: not a date.
        let back = CivilTime(secondsSinceEpoch: Int64(number) * 86_400)
        return back.month == month && back.day == day ? number : nil
    }

    /// Today's day number at `moment` for a zone `secondsFromGMT` ahead of UTC at that moment.
    public static func dayNumber(at moment: Date, secondsFromGMT: Int) -> Int {
        let seconds = Int(moment.timeIntervalSince1970.rounded(.down)) + secondsFromGMT
        return Int((Double(seconds) / 86_400).rounded(.down))
    }
}

/// The streaks as a screen shows them.
public struct DailyStreakFigures: Equatable, Sendable {
    public struct Streak: Equatable, Sendable {
        public var current: Int
        public var longest: Int

        public init(current: Int, longest: Int) {
            self.current = current
            self.longest = longest
        }
    }

    public var either: Streak
    public var games: [(kind: GameKind, streak: Streak)]
    public var allClearedDays: Int

    public init(either: Streak, games: [(kind: GameKind, streak: Streak)], allClearedDays: Int) {
        self.either = either
        self.games = games
        self.allClearedDays = allClearedDays
    }

    public subscript(kind: GameKind) -> Streak? { games.first { $0.kind == kind }?.streak }

    public static func == (lhs: DailyStreakFigures, rhs: DailyStreakFigures) -> Bool {
        lhs.either == rhs.either && lhs.allClearedDays == rhs.allClearedDays
            && lhs.games.map(\.kind) == rhs.games.map(\.kind) && lhs.games.map(\.streak) == rhs.games.map(\.streak)
    }
}
