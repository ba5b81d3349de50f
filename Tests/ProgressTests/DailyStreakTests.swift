import Foundation
import GameCore
import Mines
import Tiles
import Testing
@testable import Progress

/// The daily-challenge streaks as stats (issue 23): rolled over once per finished game, read by
/// the achievements, lapsing by the day in the player's zone.
@Suite struct DailyStreakTests {
    static let start = 20_000  // 2024-10-04, a day number

    static func date(_ day: Int) -> String {
        let civil = CivilTime(secondsSinceEpoch: Int64(day) * 86_400)
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(civil.year)-\(pad(civil.month))-\(pad(civil.day))"
    }

    static func mines(_ day: Int) -> StatsContext { StatsContext.mines(board: .intermediate).daily(date(day)) }
    static func tiles(_ day: Int) -> StatsContext { StatsContext.tiles(level: 3, pack: "daily").daily(date(day)) }

    static let streaks = """
        \(AchievementHarness.entry("streak-3", unit: "days", #"{"stat": "daily.longestStreak", "scope": "total", "atLeast": 3}"#)),
        \(AchievementHarness.entry("double", #"{"stat": "daily.allClearedDays", "scope": "total", "atLeast": 1}"#)),
        \(AchievementHarness.entry("mines-2", #"{"stat": "daily.mines.longestStreak", "scope": "total", "atLeast": 2}"#))
        """

    /// Plays one game of `context` to `outcome`; returns the ids earned.
    @discardableResult
    static func play(_ context: StatsContext, _ outcome: GameOutcome = .won,
                     on harness: inout AchievementHarness) throws -> [String] {
        try harness.start(context)
        harness.play([.cellsRevealed(count: 1)])
        return harness.ids(try harness.finish(outcome))
    }

    @Test func dayNumbersReadOnlyRealDates() {
        #expect(DailyStreakSchema.dayNumber("1970-01-01") == 0)
        #expect(DailyStreakSchema.dayNumber("2026-11-26") == 20_783)
        #expect(DailyStreakSchema.dayNumber(Self.date(Self.start)) == Self.start)
        for bad in ["2026-02-30", "2026-13-01", "2026-1-01", "26-11-26", "2026/11/26", ""] {
            #expect(DailyStreakSchema.dayNumber(bad) == nil, "\(bad)")
        }
    }

    @Test func consecutiveDaysGrowTheStreakAndAMissedDayStartsAgain() throws {
        var harness = try AchievementHarness(catalog: try AchievementHarness.catalog(Self.streaks))
        #expect(try Self.play(Self.mines(Self.start), on: &harness) == [])
        #expect(try Self.play(Self.mines(Self.start + 1), on: &harness) == ["mines-2"])
        #expect(harness.player.dailyStreaks(today: Self.start + 1).either == .init(current: 2, longest: 2))
        // Day start + 2 missed: the next clear starts a new streak; the longest stays.
        #expect(try Self.play(Self.mines(Self.start + 3), on: &harness) == [])
        let figures = harness.player.dailyStreaks(today: Self.start + 3)
        #expect(figures.either == .init(current: 1, longest: 2))
        #expect(figures[GameKind.mines] == .init(current: 1, longest: 2))
        #expect(figures[GameKind.tiles] == .init(current: 0, longest: 0))
        #expect(try Self.play(Self.mines(Self.start + 4), on: &harness) == [])
        #expect(harness.status("streak-3")?.progress.current == 2)
        #expect(try Self.play(Self.mines(Self.start + 5), on: &harness) == ["streak-3"])
    }

    @Test func eitherGameKeepsTheStreakAndBothOnOneDayCountOnce() throws {
        var harness = try AchievementHarness(catalog: try AchievementHarness.catalog(Self.streaks))
        try Self.play(Self.mines(Self.start), on: &harness)
        try Self.play(Self.tiles(Self.start + 1), on: &harness)
        #expect(harness.player.dailyStreaks(today: Self.start + 1).either == .init(current: 2, longest: 2))
        #expect(try Self.play(Self.mines(Self.start + 2), on: &harness) == ["streak-3"])
        // Tiles the same day as the Mines just cleared: every daily of the day is cleared.
        #expect(try Self.play(Self.tiles(Self.start + 2), on: &harness) == ["double"])
        let figures = harness.player.dailyStreaks(today: Self.start + 2)
        #expect(figures.either == .init(current: 3, longest: 3), "the second game of a day adds no day")
        #expect(figures[GameKind.tiles] == .init(current: 2, longest: 2))
        #expect(figures.allClearedDays == 1)
    }

    /// Practice never counts: a chosen seed (a later attempt that day, a past date), a game lost
    /// or left, a game that is no daily, and a date at or before the last one counted.
    @Test func practiceAndRepeatsAreNotFarmable() throws {
        var harness = try AchievementHarness(catalog: try AchievementHarness.catalog(Self.streaks))
        try Self.play(Self.mines(Self.start), on: &harness)
        let before = harness.player.dailyTotals
        try Self.play(Self.mines(Self.start + 1).practice(), on: &harness)
        try Self.play(.mines(board: .intermediate), on: &harness)
        try Self.play(Self.mines(Self.start), on: &harness)
        try Self.play(Self.mines(Self.start - 1), on: &harness)
        try Self.play(Self.tiles(Self.start - 5).practice(), on: &harness)
        #expect(harness.player.dailyTotals == before)
        #expect(harness.unlocked.isEmpty)
        // Counting the same finished game again (a retried write) changes nothing either.
        let daily = harness.player.games.daily
        #expect(daily.rolledOver(Self.mines(Self.start), outcome: .won, into: before) == before)
    }

    /// The first game of a date to finish decides the day, as the daily ledger reads it: a ranked
    /// attempt lost, then the same level played on after its end (Tiles' `u`) and won, is no clear.
    @Test func theFirstFinishedGameOfADateDecidesIt() throws {
        var harness = try AchievementHarness(catalog: try AchievementHarness.catalog(Self.streaks))
        try Self.play(Self.tiles(Self.start), on: &harness)
        try Self.play(Self.tiles(Self.start + 1), .lost, on: &harness)
        try Self.play(Self.tiles(Self.start + 1), on: &harness)
        try Self.play(Self.tiles(Self.start + 2), .abandoned, on: &harness)
        try Self.play(Self.tiles(Self.start + 2), on: &harness)
        let figures = harness.player.dailyStreaks(today: Self.start + 2)
        #expect(figures[GameKind.tiles] == .init(current: 0, longest: 1))
        #expect(figures.either == .init(current: 0, longest: 1))
        #expect(harness.player.dailyTotals.storedValues["daily.tiles.lastDecidedDay"] == Int64(Self.start + 2))
    }

    /// The current streak as the player sees it: held through the day after the last clear (today
    /// is not over), gone once a whole day passed without one.
    @Test func theCurrentStreakLapsesAfterAMissedDay() throws {
        var harness = try AchievementHarness(catalog: try AchievementHarness.catalog(Self.streaks))
        try Self.play(Self.mines(Self.start), on: &harness)
        try Self.play(Self.mines(Self.start + 1), on: &harness)
        #expect(harness.player.dailyStreaks(today: Self.start + 1).either.current == 2)
        #expect(harness.player.dailyStreaks(today: Self.start + 2).either.current == 2)
        #expect(harness.player.dailyStreaks(today: Self.start + 3).either == .init(current: 0, longest: 2))
    }

    /// Days as the player's zone counts them, from an injected clock: the dates a ranked attempt
    /// is recorded at (the zone's date when it starts) across midnight and a daylight-saving
    /// change, where a day is 23 or 25 hours long.
    @Test func daysFollowTheZoneAcrossMidnightAndDaylightSaving() throws {
        // A zone one hour ahead of UTC that moves to two hours ahead at 01:00 UTC on 2026-03-29
        // and back on 2026-10-25 (as central Europe does).
        let spring = Date(timeIntervalSince1970: Double(DailyStreakSchema.dayNumber("2026-03-29")!) * 86_400 + 3_600)
        let autumn = Date(timeIntervalSince1970: Double(DailyStreakSchema.dayNumber("2026-10-25")!) * 86_400 + 3_600)
        let offset: (Date) -> Int = { $0 >= spring && $0 < autumn ? 7_200 : 3_600 }
        func day(_ moment: Date) -> Int { DailyStreakSchema.dayNumber(at: moment, secondsFromGMT: offset(moment)) }
        func local(_ date: String, _ hour: Int, _ minute: Int, offset hours: Int) -> Date {
            Date(timeIntervalSince1970: Double(DailyStreakSchema.dayNumber(date)! * 86_400 + hour * 3_600 + minute * 60
                                               - hours * 3_600))
        }
        // A day boundary: 23:59 and 00:00 local are two dates, though 23:30 UTC is one.
        #expect(day(local("2026-01-10", 23, 59, offset: 1)) == DailyStreakSchema.dayNumber("2026-01-10"))
        #expect(day(local("2026-01-11", 0, 0, offset: 1)) == DailyStreakSchema.dayNumber("2026-01-11"))

        var harness = try AchievementHarness(catalog: try AchievementHarness.catalog(Self.streaks))
        // Just after midnight each night through the spring change (its day has 23 hours): at
        // 00:30 on the 30th the zone is two hours ahead, so it is the 30th, not the 29th again.
        let springMoments = [local("2026-03-28", 0, 30, offset: 1), local("2026-03-29", 0, 30, offset: 1),
                             local("2026-03-30", 0, 30, offset: 2)]
        var earned: [String] = []
        for moment in springMoments { earned += try Self.play(Self.mines(day(moment)), on: &harness) }
        #expect(springMoments.map(day) == ["2026-03-28", "2026-03-29", "2026-03-30"].map { DailyStreakSchema.dayNumber($0)! })
        #expect(earned.contains("streak-3"))
        // Late each evening through the autumn change (its day has 25 hours): at 23:30 on the
        // 26th the zone is one hour ahead again, so it is still the 26th.
        var autumnHarness = try AchievementHarness(catalog: try AchievementHarness.catalog(Self.streaks))
        let autumnMoments = [local("2026-10-24", 23, 30, offset: 2), local("2026-10-25", 23, 30, offset: 1),
                             local("2026-10-26", 23, 30, offset: 1)]
        for moment in autumnMoments { try Self.play(Self.tiles(day(moment)), on: &autumnHarness) }
        #expect(autumnMoments.map(day) == ["2026-10-24", "2026-10-25", "2026-10-26"].map { DailyStreakSchema.dayNumber($0)! })
        let today = day(local("2026-10-26", 23, 59, offset: 1))
        #expect(autumnHarness.player.dailyStreaks(today: today).either == .init(current: 3, longest: 3))
        // The next day the streak holds (today is not over); a day later with no clear it is over.
        #expect(autumnHarness.player.dailyStreaks(today: today + 1).either.current == 3)
        #expect(autumnHarness.player.dailyStreaks(today: today + 2).either.current == 0)
    }

    /// The streaks survive a restart: stored under their own key and read back with the totals.
    @Test func theStreaksAreStoredBesideTheTotals() throws {
        let catalog = try AchievementHarness.catalog(Self.streaks)
        var harness = try AchievementHarness(catalog: catalog)
        try Self.play(Self.mines(Self.start), on: &harness)
        try Self.play(Self.mines(Self.start + 1), on: &harness)
        let stored = harness.player.allTotals[DailyStreakSchema.kind]?.storedValues ?? [:]
        #expect(stored["daily.longestStreak"] == 2)
        #expect(stored["daily.mines.lastDay"] == Int64(Self.start + 1))
        let reloaded = try PlayerProgress(catalog: catalog, achievementState: harness.player.achievements.state,
                                          totals: [DailyStreakSchema.kind: catalog.games.daily.stats(from: stored)])
        #expect(reloaded.dailyStreaks(today: Self.start + 1) == harness.player.dailyStreaks(today: Self.start + 1))
    }
}
