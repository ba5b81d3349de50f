import Foundation
import GameCore
import GRDB

/// Dates written to the database as GRDB writes them ("yyyy-MM-dd HH:mm:ss.SSS", UTC: what its
/// reading side and every existing database expect), but without GRDB's own formatter: that one
/// is a `DateFormatter` with an `en_US_POSIX` locale, which loads ICU's data on Linux (about
/// 5 MB resident, for one date written at every start; docs/PERFORMANCE.md, "Resident memory").
package enum StoredDate {
    static func text(_ date: Date) -> String {
        // To the nearest millisecond, as the formatter rounds.
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : -((-milliseconds + 999) / 1000)
        let parts = CivilTime(secondsSinceEpoch: seconds)
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return pad(parts.year, 4) + "-" + pad(parts.month, 2) + "-" + pad(parts.day, 2) + " "
            + pad(parts.hour, 2) + ":" + pad(parts.minute, 2) + ":" + pad(parts.second, 2) + "."
            + pad(Int(milliseconds - seconds * 1000), 3)
    }

    /// A date GRDB wrote ("yyyy-MM-dd HH:mm:ss.SSS", or without the milliseconds, seconds or
    /// time; "T" may separate date and time), read without GRDB's UTC calendar, whose set-up
    /// finds the system time zone through ICU. Anything else goes to GRDB's own reading.
    static func date(from value: DatabaseValue) -> Date? {
        guard let text = String.fromDatabaseValue(value) else { return Date.fromDatabaseValue(value) }
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var result = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                result = result * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return result
        }
        let separatorsOK = bytes.count >= 10 && bytes[4] == UInt8(ascii: "-") && bytes[7] == UInt8(ascii: "-")
        guard separatorsOK, let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              (1...12).contains(month), (1...31).contains(day) else { return Date.fromDatabaseValue(value) }
        var parts = CivilTime(secondsSinceEpoch: 0)
        (parts.year, parts.month, parts.day) = (year, month, day)
        var milliseconds = 0
        if bytes.count > 10 {
            let timeOK = bytes.count >= 16 && (bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T"))
                && bytes[13] == UInt8(ascii: ":")
            guard timeOK, let hour = number(11..<13), let minute = number(14..<16), hour < 24, minute < 60 else {
                return Date.fromDatabaseValue(value)
            }
            (parts.hour, parts.minute) = (hour, minute)
            if bytes.count > 16 {
                guard bytes.count >= 19, bytes[16] == UInt8(ascii: ":"), let second = number(17..<19), second < 60 else {
                    return Date.fromDatabaseValue(value)
                }
                parts.second = second
            }
            if bytes.count > 19 {
                guard bytes.count == 23, bytes[19] == UInt8(ascii: "."), let fraction = number(20..<23) else {
                    return Date.fromDatabaseValue(value)
                }
                milliseconds = fraction
            }
        }
        // Counted from 2001 as Foundation's calendar counts, so the result is the same Double.
        let sinceReference = Double(parts.secondsSinceEpoch - 978_307_200) + Double(milliseconds) / 1000
        return Date(timeIntervalSinceReferenceDate: sinceReference)
    }
}

/// A record whose dates are written by `StoredDate`.
package protocol StoresDatesAsText: EncodableRecord {}

extension StoresDatesAsText {
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .custom { StoredDate.text($0) }
    }
}

extension StoredAchievementRecord: StoresDatesAsText {}
extension FinishedGameRecord: StoresDatesAsText {}
extension PlayerLevelProgress: StoresDatesAsText {}

/// A record whose dates are read by `StoredDate`.
package protocol ReadsDatesAsText: FetchableRecord {}

extension ReadsDatesAsText {
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .custom { StoredDate.date(from: $0) }
    }
}

extension Player: ReadsDatesAsText {}
extension StoredAchievementRecord: ReadsDatesAsText {}
extension FinishedGameRecord: ReadsDatesAsText {}
extension PlayerLevelProgress: ReadsDatesAsText {}
