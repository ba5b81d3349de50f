import Foundation

/// The one way the game writes a moment as text for machines: "2027-01-15T08:00:00.000Z" (UTC,
/// milliseconds), in JSON output, listings and web pages alike. Computed from `CivilTime` rather
/// than by `ISO8601DateFormatter`, which loads ICU's data on Linux for a few digits.
public enum ISO8601Text {
    public static func string(from date: Date) -> String {
        // Whole microseconds first: a Date keeps its time since 2001 as a Double, so a moment
        // written as -0.001 s since 1970 reads back as -0.0010000000000000009 and would lose a
        // millisecond to the floor below.
        let microseconds = Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
        let milliseconds = microseconds >= 0 ? microseconds / 1000 : -((-microseconds + 999) / 1000)
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : -((-milliseconds + 999) / 1000)
        let time = CivilTime(secondsSinceEpoch: seconds)
        func pad(_ value: Int, _ width: Int = 2) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(time.year, 4))-\(pad(time.month))-\(pad(time.day))T\(pad(time.hour)):\(pad(time.minute)):"
            + "\(pad(time.second)).\(pad(Int(milliseconds - seconds * 1000), 3))Z"
    }
}
