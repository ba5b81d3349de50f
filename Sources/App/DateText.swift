import Foundation

/// Dates as the screens and the command line show them: ISO order (year first), the same on
/// every machine whatever its locale, in the player's time zone.
public enum DateText {
    /// "2027-01-15".
    public static func day(_ date: Date, timeZone: TimeZone) -> String {
        let parts = components(date, timeZone: timeZone)
        return "\(parts.year)-\(two(parts.month))-\(two(parts.day))"
    }

    /// "2027-01-15 08:00".
    public static func minute(_ date: Date, timeZone: TimeZone) -> String {
        let parts = components(date, timeZone: timeZone)
        return day(date, timeZone: timeZone) + " \(two(parts.hour)):\(two(parts.minute))"
    }

    private static func components(_ date: Date, timeZone: TimeZone)
        -> (year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0)
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
