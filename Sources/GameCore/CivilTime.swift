/// A moment as a calendar date and a time of day (proleptic Gregorian calendar), from a count of
/// seconds since 1970-01-01 00:00 at some offset. Plain arithmetic on purpose: Foundation's
/// `Calendar` and `TimeZone` load ICU's data on Linux, several megabytes of resident memory for a
/// date on a screen (docs/PERFORMANCE.md, "Resident memory").
public struct CivilTime: Hashable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    /// The date and time `seconds` after 1970-01-01 00:00:00 (negative: before it).
    public init(secondsSinceEpoch seconds: Int64) {
        let secondsPerDay: Int64 = 86_400
        let days = seconds >= 0 ? seconds / secondsPerDay : -((-seconds + secondsPerDay - 1) / secondsPerDay)
        let secondOfDay = Int(seconds - days * secondsPerDay)
        hour = secondOfDay / 3600
        minute = secondOfDay / 60 % 60
        second = secondOfDay % 60
        (year, month, day) = Self.date(daysSinceEpoch: days)
    }

    /// Seconds since 1970-01-01 00:00:00 of this date and time (the inverse of the initializer).
    public var secondsSinceEpoch: Int64 {
        let shiftedYear = Int64(year) - (month <= 2 ? 1 : 0)
        let cycle = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfCycle = shiftedYear - cycle * 400
        let dayOfYear = (153 * Int64(month > 2 ? month - 3 : month + 9) + 2) / 5 + Int64(day) - 1
        let dayOfCycle = yearOfCycle * 365 + yearOfCycle / 4 - yearOfCycle / 100 + dayOfYear
        let days = cycle * 146_097 + dayOfCycle - 719_468
        return days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    /// Year, month and day of a day number. Works in 400-year cycles (146,097 days each) counted
    /// from 0000-03-01, so the leap day falls at the end of each counted year.
    private static func date(daysSinceEpoch days: Int64) -> (Int, Int, Int) {
        let daysPerCycle: Int64 = 146_097
        let shifted = days + 719_468  // 1970-01-01 is day 719,468 after 0000-03-01
        let cycle = (shifted >= 0 ? shifted : shifted - (daysPerCycle - 1)) / daysPerCycle
        let dayOfCycle = shifted - cycle * daysPerCycle
        let yearOfCycle = (dayOfCycle - dayOfCycle / 1460 + dayOfCycle / 36_524 - dayOfCycle / 146_096) / 365
        let dayOfYear = dayOfCycle - (365 * yearOfCycle + yearOfCycle / 4 - yearOfCycle / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfCycle + cycle * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }
}
