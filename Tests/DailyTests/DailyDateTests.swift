import Foundation
import PropertyBased
import Testing
@testable import Daily

@Suite struct DailyDateTests {
    @Test func readsOnlyTheOneSpelling() {
        #expect(DailyDate("2026-11-26")?.description == "2026-11-26")
        for bad in ["2026-11-31", "2026-02-29", "2026-1-26", "26-11-2026", "2026/11/26", "2026-11-26 ", "", "abcd-ef-gh",
                    "1969-12-31", "２026-11-26"] {
            #expect(DailyDate(bad) == nil, "\(bad)")
        }
        #expect(DailyDate("2028-02-29") != nil)
    }

    @Test func weekdaysAreISO() {
        #expect(DailyDate("2026-11-26")?.weekday == 4)  // a Thursday
        #expect(DailyDate("2026-11-23")?.weekday == 1)
        #expect(DailyDate("2026-11-29")?.weekday == 7)
        #expect(DailyDate("1970-01-01")?.weekday == 4)
    }

    @Test func dayNumbersRoundTrip() async {
        await propertyCheck(input: Gen.int(in: 0...2_900_000)) { number in
            let date = DailyDate(dayNumber: number)
            #expect(date.dayNumber == number)
            #expect(DailyDate(date.description) == date)
            #expect(date.adding(days: 1).dayNumber == number + 1)
        }
    }

    @Test func codableAsItsText() throws {
        let date = try #require(DailyDate("2027-01-05"))
        let data = try JSONEncoder().encode([date])
        #expect(String(decoding: data, as: UTF8.self) == "[\"2027-01-05\"]")
        #expect(try JSONDecoder().decode([DailyDate].self, from: data) == [date])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([DailyDate].self, from: Data("[\"2027-13-05\"]".utf8)) }
    }
}
