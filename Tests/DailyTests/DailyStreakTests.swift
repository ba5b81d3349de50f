import Foundation
import GameCore
import Mines
import Testing
import Tiles
@testable import Daily

/// Streaks over dates in the player's zone, with the clock and the zone injected.
@Suite struct DailyStreakTests {
    private func date(_ text: String) -> DailyDate { DailyDate(text)! }
    private func moment(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

    @Test func aMissedDayEndsTheCurrentStreakButNotTheLongest() {
        let cleared: Set = [date("2026-11-20"), date("2026-11-21"), date("2026-11-22"), date("2026-11-24"), date("2026-11-25")]
        #expect(DailyStreak(cleared: cleared, today: date("2026-11-26")) == DailyStreak(current: 2, longest: 3))
        #expect(DailyStreak(cleared: cleared, today: date("2026-11-25")) == DailyStreak(current: 2, longest: 3))
        #expect(DailyStreak(cleared: cleared, today: date("2026-11-27")) == DailyStreak(current: 0, longest: 3))
        #expect(DailyStreak(cleared: [], today: date("2026-11-27")) == DailyStreak())
    }

    @Test func eitherCountsADayWithOneGameCleared() {
        let streaks = DailyStreaks(cleared: [.mines: [date("2026-11-24"), date("2026-11-26")], .tiles: [date("2026-11-25")]],
                                   today: date("2026-11-26"))
        #expect(streaks[.mines] == DailyStreak(current: 1, longest: 1))
        #expect(streaks[.tiles] == DailyStreak(current: 1, longest: 1))  // yesterday's keeps it today
        #expect(streaks.either == DailyStreak(current: 3, longest: 3))
    }

    /// 23:59:59 and 00:00:01 in UTC+1 are two dates, whatever the date in UTC.
    @Test func theDayTurnsAtThePlayersMidnight() {
        // 2026-11-26 22:59:59 UTC is 23:59:59 in UTC+1.
        let clock = ManualClock(wall: moment(1_795_733_999))
        let calendar = DailyCalendar(clock: clock, zone: .fixed(secondsFromGMT: 3600))
        #expect(calendar.today == date("2026-11-26"))
        #expect(calendar.secondsUntilTomorrow == 1)
        let cleared: [DailyGame: Set<DailyDate>] = [.mines: [date("2026-11-25"), date("2026-11-26")]]
        #expect(calendar.streaks(cleared: cleared)[.mines].current == 2)
        clock.advance(milliseconds: 2000)
        #expect(calendar.today == date("2026-11-27"))
        #expect(calendar.secondsUntilTomorrow == 86_399)
        #expect(calendar.streaks(cleared: cleared)[.mines].current == 2)  // still alive today
        #expect(calendar.lastDays(3) == [date("2026-11-25"), date("2026-11-26"), date("2026-11-27")])
        // The same moment is still the 26th in UTC-8.
        #expect(DailyCalendar(clock: clock, zone: .fixed(secondsFromGMT: -8 * 3600)).today == date("2026-11-26"))
        clock.advance(milliseconds: 86_400_000)
        #expect(calendar.streaks(cleared: cleared)[.mines].current == 0)
    }

    /// A zone that leaves daylight saving (UTC-4 to UTC-5) at 06:00 UTC on 2026-11-01, as New York
    /// does: that date is 25 hours long, and games played late each evening make one streak.
    @Test func aDaylightSavingChangeKeepsTheDatesConsecutive() {
        let change: TimeInterval = 1_793_512_800  // 2026-11-01 06:00 UTC
        let zone = DailyZone { $0.timeIntervalSince1970 < change ? -4 * 3600 : -5 * 3600 }
        let firstStart = zone.start(of: date("2026-11-01"))
        #expect(firstStart == moment(1_793_505_600))  // 04:00 UTC: midnight at UTC-4
        #expect(zone.start(of: date("2026-11-02")) == moment(1_793_595_600))  // 05:00 UTC: midnight at UTC-5
        #expect(zone.secondsUntilNextDay(from: firstStart) == 25 * 3600)
        // Played at 23:30 local on 10-31, 11-01 and 11-02.
        let evenings = [1_793_503_800.0, 1_793_593_800, 1_793_680_200].map { zone.date(at: moment($0)) }
        #expect(evenings == [date("2026-10-31"), date("2026-11-01"), date("2026-11-02")])
        let clock = ManualClock(wall: moment(1_793_680_200))
        #expect(DailyCalendar(clock: clock, zone: zone).streaks(cleared: [.tiles: Set(evenings)])[.tiles]
                == DailyStreak(current: 3, longest: 3))
    }

    /// Clocks moved forward over midnight (00:00 becomes 01:00): the date begins at 01:00.
    @Test func aDateWhoseMidnightNeverHappensBeginsAtItsFirstMoment() {
        let jump: TimeInterval = 1_774_742_400  // 2026-03-29 00:00 UTC
        let zone = DailyZone { $0.timeIntervalSince1970 < jump ? 0 : 3600 }
        #expect(zone.start(of: date("2026-03-29")) == moment(jump))
        #expect(zone.date(at: moment(jump - 1)) == date("2026-03-28"))
        #expect(zone.secondsUntilNextDay(from: moment(jump - 10)) == 10)
        #expect(zone.secondsUntilNextDay(from: moment(jump)) == 23 * 3600)
    }
}
