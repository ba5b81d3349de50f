import Testing
@testable import Daily

/// Issue 34: a date cleared in a zone ahead (then the player moved west) has not begun here, and
/// counts in no streak, longest included.
@Suite struct DailyStreakFutureDateTests {
    private func date(_ text: String) -> DailyDate { DailyDate(text)! }

    @Test func aDateNotBegunCountsInNeitherStreak() {
        let today = date("2026-11-26")
        #expect(DailyStreak(cleared: [date("2026-11-27"), date("2026-11-28")], today: today) == DailyStreak())
        let cleared: Set = [date("2026-11-25"), date("2026-11-26"), date("2026-11-27")]
        #expect(DailyStreak(cleared: cleared, today: today) == DailyStreak(current: 2, longest: 2))
    }

    @Test func theDayBeforeTheFirstIsToldApartFromNoDate() {
        #expect(DailyDate.isBeforeFirst("1969-12-31"))
        #expect(DailyDate.isBeforeFirst("0001-01-01"))
        #expect(!DailyDate.isBeforeFirst("1969-02-30"), "no such day")
        #expect(!DailyDate.isBeforeFirst("1970-01-01"))
        #expect(!DailyDate.isBeforeFirst("yesterday"))
    }
}
