import Foundation
import Leaderboards
import Testing

@Suite struct RankPeriodsTests {
    private func date(_ text: String) -> Date {
        // "2026-11-24T23:30:00Z"
        ISO8601DateFormatter().date(from: text)!
    }

    @Test func daysAreLocalDates() {
        let moment = date("2026-11-24T23:30:00Z")
        #expect(RankPeriods.fixed(secondsFromGMT: 0).day(of: moment) == "2026-11-24")
        #expect(RankPeriods.fixed(secondsFromGMT: 3600).day(of: moment) == "2026-11-25")
        #expect(RankPeriods.fixed(secondsFromGMT: -12 * 3600).day(of: moment) == "2026-11-24")
    }

    @Test func isoWeeksAtYearEnds() {
        let utc = RankPeriods.fixed(secondsFromGMT: 0)
        #expect(utc.week(of: date("2026-11-24T12:00:00Z")) == "2026-W48")
        // 2027-01-01 is a Friday: its week's Thursday is in 2026, which has 53 weeks.
        #expect(utc.week(of: date("2027-01-01T12:00:00Z")) == "2026-W53")
        // 2024-12-30 is a Monday whose Thursday is 2025-01-02.
        #expect(utc.week(of: date("2024-12-30T12:00:00Z")) == "2025-W01")
        #expect(utc.week(of: date("1969-12-31T12:00:00Z")) == "1970-W01")
    }

    @Test func periodsNameEveryWindow() {
        let periods = RankPeriods.fixed(secondsFromGMT: 0).periods(of: date("2026-11-24T12:00:00Z"))
        #expect(periods == ["all", "w:2026-W48", "d:2026-11-24"])
    }
}
