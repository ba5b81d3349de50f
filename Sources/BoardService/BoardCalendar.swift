import Foundation

/// The board's days and ISO weeks in its time zone, on the service's clock: the periods of
/// `board_best` ('all', 'd:2026-11-24', 'w:2026-W48') and the daily challenge's day.
public struct BoardCalendar: Sendable {
    public let timeZone: TimeZone

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    public func day(of date: Date) -> String {
        let parts = gregorian.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    public func week(of date: Date) -> String {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date)
        return String(format: "%04d-W%02d", parts.yearForWeekOfYear ?? 0, parts.weekOfYear ?? 0)
    }

    /// The first moment of the next day (a daily deal lapses then).
    public func endOfDay(of date: Date) -> Date {
        let start = gregorian.startOfDay(for: date)
        return gregorian.date(byAdding: .day, value: 1, to: start) ?? date.addingTimeInterval(86_400)
    }

    public func period(_ name: String, at date: Date) -> String? {
        switch name {
        case "all": "all"
        case "day": "d:" + day(of: date)
        case "week": "w:" + week(of: date)
        default: nil
        }
    }

    private var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
