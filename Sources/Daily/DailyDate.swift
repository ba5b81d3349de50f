import Foundation
import GameCore

/// A calendar date (proleptic Gregorian), the identity of a daily challenge. Written and read
/// only as "YYYY-MM-DD" (four-digit year), so a date in a board id, a command's argument or a
/// database row has one spelling.
public struct DailyDate: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Nil for a day that does not exist (2026-02-30) or a year outside 1970...9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1970...9999).contains(year), (1...12).contains(month),
              (1...Self.days(inMonth: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly "YYYY-MM-DD"; nil for anything else (no other separators, no missing zeros).
    public init?(_ text: String) {
        guard let (year, month, day) = Self.fields(text) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The first day there is: days before it are not "not a date" but too early.
    public static let first = DailyDate(year: 1970, month: 1, day: 1)!

    /// True when `text` is a real calendar day written YYYY-MM-DD that comes before `first`
    /// (1969-12-31), so a message can say so rather than call it no date at all.
    public static func isBeforeFirst(_ text: String) -> Bool {
        guard let (year, month, day) = fields(text), year < first.year, (1...12).contains(month) else { return false }
        return (1...days(inMonth: month, year: year)).contains(day)
    }

    private static func fields(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        return (year, month, day)
    }

    /// The date of the day `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) {
        let civil = CivilTime(secondsSinceEpoch: Int64(dayNumber) * 86_400)
        year = civil.year
        month = civil.month
        day = civil.day
    }

    /// Days since 1970-01-01 (that day is 0).
    public var dayNumber: Int {
        let civil = CivilTime(secondsSinceEpoch: 0)
        var midnight = civil
        midnight.year = year
        midnight.month = month
        midnight.day = day
        return Int(midnight.secondsSinceEpoch / 86_400)
    }

    /// 1 for Monday through 7 for Sunday (ISO 8601); 1970-01-01 was a Thursday.
    public var weekday: Int { (dayNumber + 3).modulo(7) + 1 }

    public func adding(days: Int) -> DailyDate { DailyDate(dayNumber: dayNumber + days) }

    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (lhs: DailyDate, rhs: DailyDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = DailyDate(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "'\(text)' is not a date written YYYY-MM-DD"))
        }
        self = date
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension Int {
    /// The remainder that is never negative.
    fileprivate func modulo(_ divisor: Int) -> Int { ((self % divisor) + divisor) % divisor }
}
