#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GameCore

/// The time zone dates are shown in: the system's (the C library's local time: `TZ`,
/// /etc/localtime) or a fixed offset (tests). Not Foundation's `TimeZone`, whose system zone
/// loads ICU's data on Linux: about 5 MB of resident memory at every start for a few dates on
/// screen (docs/PERFORMANCE.md, "Resident memory").
public enum LocalTimeZone: Hashable, Sendable {
    case system
    case fixed(secondsFromGMT: Int)

    public static let utc = LocalTimeZone.fixed(secondsFromGMT: 0)

    /// The offset from UTC in force at a moment (daylight saving time included).
    public func secondsFromGMT(at date: Date) -> Int {
        switch self {
        case .fixed(let seconds):
            return seconds
        case .system:
            var time = time_t(date.timeIntervalSince1970.rounded(.down))
            var parts = tm()
            guard localtime_r(&time, &parts) != nil else { return 0 }
            return Int(parts.tm_gmtoff)
        }
    }

    /// The calendar date and time of day of a moment in this zone.
    public func civilTime(of date: Date) -> CivilTime {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        return CivilTime(secondsSinceEpoch: seconds + Int64(secondsFromGMT(at: date)))
    }
}
