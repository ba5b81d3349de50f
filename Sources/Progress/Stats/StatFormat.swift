import GameCore

/// Human formatting for stat values. Locale-independent on purpose: the same numbers read the
/// same on every machine, in snapshots and in `--json` neighbours of the text output.
public enum StatFormat {
    /// Shown for a maximum, minimum or rate that has no value yet.
    public static let noValue = "–"

    public static func format(_ value: Int64, unit: StatUnit) -> String {
        switch unit {
        case .count: count(value)
        case .milliseconds: duration(milliseconds: value)
        case .thousandths: thousandths(value)
        }
    }

    /// 1234567 → "1,234,567".
    public static func count(_ value: Int64) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        grouped.reserveCapacity(digits.count + digits.count / 3 + 1)
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }

    /// A duration as m:ss, or h:mm:ss from an hour on, the way game timers read.
    public static func duration(milliseconds: Int64) -> String {
        PlayClock.format(milliseconds: Int(clamping: milliseconds))
    }

    /// A result time with hundredths of a second, as the competitive minesweeper community
    /// compares times (a board's time, a run's, best times): 12_345 → "12.34 s" under a minute,
    /// 62_500 → "1:02.50", 3_600_000 → "1:00:00.00". Truncates, like a stopwatch. Every screen
    /// shows result times this way, and other durations (a game's length so far) as m:ss.
    public static func preciseDuration(milliseconds: Int64) -> String {
        let hundredths = max(0, milliseconds) / 10
        let seconds = hundredths / 100
        func pad(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let fraction = "." + pad(hundredths % 100)
        if seconds < 60 { return "\(seconds)\(fraction) s" }
        let minutes = seconds / 60
        if minutes < 60 { return "\(minutes):\(pad(seconds % 60))\(fraction)" }
        return "\(minutes / 60):\(pad(minutes % 60)):\(pad(seconds % 60))\(fraction)"
    }

    /// A fixed-point value in thousandths with 2 decimals, rounded half away from zero:
    /// 3_145 → "3.15", 12_000 → "12.00".
    public static func thousandths(_ value: Int64) -> String {
        let magnitude = value.magnitude
        let hundredths = magnitude / 10 + (magnitude % 10 >= 5 ? 1 : 0)
        let whole = hundredths / 100
        let fraction = hundredths % 100
        let text = String(whole) + "." + (fraction < 10 ? "0" : "") + String(fraction)
        return value < 0 && hundredths > 0 ? "-" + text : text
    }

    /// A rate from an amount over a duration, in thousandths per second, exactly:
    /// 3BV 42 in 13_500 ms → 3_111 (3.111 3BV/s). Nil for a zero or negative duration.
    public static func ratePerSecond(_ amount: Int64, milliseconds: Int64) -> Int64? {
        guard milliseconds > 0 else { return nil }
        let (scaled, overflow) = amount.multipliedReportingOverflow(by: 1_000_000)
        guard !overflow else { return .max }
        return scaled / milliseconds
    }
}
