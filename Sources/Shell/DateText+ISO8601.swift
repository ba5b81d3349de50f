import Foundation
import GameCore

extension DateText {
    /// "2027-01-15T08:00:00.000Z", from the civil time (no date formatter: those load ICU).
    public static func iso8601(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
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
