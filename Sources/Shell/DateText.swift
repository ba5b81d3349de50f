import Foundation
import GameCore

/// Dates as the screens and the command line show them: ISO order (year first), the same on
/// every machine whatever its locale, in the player's time zone.
public enum DateText {
    /// "2027-01-15".
    public static func day(_ date: Date, timeZone: LocalTimeZone) -> String {
        let parts = components(date, timeZone: timeZone)
        return "\(parts.year)-\(two(parts.month))-\(two(parts.day))"
    }

    /// "2027-01-15 08:00".
    public static func minute(_ date: Date, timeZone: LocalTimeZone) -> String {
        let parts = components(date, timeZone: timeZone)
        return day(date, timeZone: timeZone) + " \(two(parts.hour)):\(two(parts.minute))"
    }

    private static func components(_ date: Date, timeZone: LocalTimeZone) -> CivilTime {
        timeZone.civilTime(of: date)
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
