import Foundation
import GameCore
import PropertyBased
import Testing

/// `CivilTime` against Foundation's Gregorian calendar in UTC (the reference; the game itself
/// avoids it for its memory) from 1600 to four centuries after 1970, and at the edges where
/// day, month, year and leap-year rules turn over. Foundation's calendar turns Julian before
/// 1582-10-15 where `CivilTime` stays Gregorian, hence 1600.
@Suite struct CivilTimeTests {
    static func reference(_ seconds: Int64) -> CivilTime {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second],
                                            from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        var civil = CivilTime(secondsSinceEpoch: 0)
        civil.year = parts.year!
        civil.month = parts.month!
        civil.day = parts.day!
        civil.hour = parts.hour!
        civil.minute = parts.minute!
        civil.second = parts.second!
        return civil
    }

    @Test func agreesWithTheGregorianCalendarOnAnyMoment() async {
        let fourCenturies: Int64 = 146_097 * 86_400  // 400 Gregorian years
        let from1600: Int64 = -11_676_096_000  // 1600-01-01 00:00 UTC
        await propertyCheck(count: 2_000, input: Gen.int64(in: from1600...fourCenturies)) { seconds in
            #expect(CivilTime(secondsSinceEpoch: seconds) == Self.reference(seconds), "\(seconds) s")
            #expect(CivilTime(secondsSinceEpoch: seconds).secondsSinceEpoch == seconds, "\(seconds) s back")
        }
    }

    @Test(arguments: [
        Int64(0), -1, 86_399, 86_400, 951_782_400, 951_868_799, 951_868_800,  // 2000-02-29 (a leap century)
        4_107_542_399, 4_107_542_400,  // 2100-02-28 23:59:59 and 2100-03-01 (not a leap year)
        -2_208_988_800, 1_767_225_599, 1_767_225_600,  // 1900-01-01, the turn of 2025 into 2026
    ])
    func agreesAtTheTurnsOfDaysMonthsAndYears(seconds: Int64) {
        #expect(CivilTime(secondsSinceEpoch: seconds) == Self.reference(seconds))
    }

    @Test func readsKnownDates() {
        let moment = CivilTime(secondsSinceEpoch: 1_800_000_100)  // 2027-01-15 08:01:40 UTC
        let expected: [Int] = [2027, 1, 15, 8, 1, 40]
        #expect([moment.year, moment.month, moment.day, moment.hour, moment.minute, moment.second] == expected)
        let before = CivilTime(secondsSinceEpoch: -1)
        let expectedBefore: [Int] = [1969, 12, 31, 23, 59, 59]
        #expect([before.year, before.month, before.day, before.hour, before.minute, before.second] == expectedBefore)
    }
}
