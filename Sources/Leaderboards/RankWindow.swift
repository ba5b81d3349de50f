import Foundation
import GameCore

/// The time a board covers: today, this week (ISO week, Monday first) or all time, in local
/// dates.
public enum RankWindow: String, Hashable, Codable, Sendable, CaseIterable {
    case today
    case week
    case allTime = "all"

    /// "today", "this week", "all time".
    public var title: String {
        switch self {
        case .today: "today"
        case .week: "this week"
        case .allTime: "all time"
        }
    }
}

/// Which day and ISO week a moment falls in, in the player's local time: the buckets a store
/// keeps each player's best in. The offset from UTC is injected (tests pass a fixed one; the
/// program the system's, daylight saving time included), and the dates are plain arithmetic:
/// Foundation's `Calendar` would load ICU's data for two labels.
public struct RankPeriods: Sendable {
    /// The bucket of every moment: all time.
    public static let allTimePeriod = "all"

    private let secondsFromGMT: @Sendable (Date) -> Int

    /// Periods in a zone whose offset from UTC at a moment this returns.
    public init(secondsFromGMT: @escaping @Sendable (Date) -> Int) {
        self.secondsFromGMT = secondsFromGMT
    }

    /// Periods at a fixed offset from UTC (tests; UTC is 0).
    public static func fixed(secondsFromGMT offset: Int) -> RankPeriods {
        RankPeriods { _ in offset }
    }

    /// The local date of a moment, "2026-11-24".
    public func day(of date: Date) -> String {
        let local = localDay(of: date)
        let parts = CivilTime(secondsSinceEpoch: local * 86_400)
        return "\(parts.year)-\(Self.twoDigits(parts.month))-\(Self.twoDigits(parts.day))"
    }

    /// The ISO week of a moment's local date, "2026-W48": weeks start on Monday and a week
    /// belongs to the year its Thursday falls in (so 2027-01-01, a Friday, is in 2026-W53).
    public func week(of date: Date) -> String {
        let local = localDay(of: date)
        // Day 0 (1970-01-01) was a Thursday: ISO weekday 4.
        let weekday = Self.modulo(local + 3, 7) + 1
        let thursday = local - Int64(weekday) + 4
        let year = CivilTime(secondsSinceEpoch: thursday * 86_400).year
        var newYear = CivilTime(secondsSinceEpoch: 0)
        newYear.year = year
        let dayOfYear = thursday - newYear.secondsSinceEpoch / 86_400
        return "\(year)-W\(Self.twoDigits(Int(dayOfYear / 7 + 1)))"
    }

    /// The bucket a window covers at `now`: "all", "d:2026-11-24" or "w:2026-W48".
    public func period(_ window: RankWindow, at now: Date) -> String {
        switch window {
        case .allTime: Self.allTimePeriod
        case .today: "d:" + day(of: now)
        case .week: "w:" + week(of: now)
        }
    }

    /// Every bucket a run finished at `date` counts in, all time first.
    public func periods(of date: Date) -> [String] {
        RankWindow.allCases.reversed().map { period($0, at: date) }
    }

    /// Days since 1970-01-01 of the local date.
    private func localDay(of date: Date) -> Int64 {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down)) + Int64(secondsFromGMT(date))
        return (seconds - Self.modulo(seconds, 86_400)) / 86_400
    }

    private static func modulo(_ value: Int64, _ divisor: Int64) -> Int64 {
        let remainder = value % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
