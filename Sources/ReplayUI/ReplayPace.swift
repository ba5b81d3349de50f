import Shell
import GameCore

/// Where a replay stands in its game's play time, and how fast that time runs: a value over
/// the monotonic clock, so the viewer can say exactly when its next move is due and sleep
/// until then (no polling), and tests drive it with a manual clock.
///
/// Speeds are exact ratios (a quarter to eight times the recorded pace), so the instant asked
/// for a position is never a nanosecond early for it.
package struct ReplayPace: Equatable, Sendable {
    /// One speed: `numerator / denominator` times the recorded pace.
    package struct Speed: Equatable, Sendable {
        package var numerator: UInt64
        package var denominator: UInt64

        /// "0.25", "1", "8".
        package var text: String {
            switch (numerator, denominator) {
            case (_, 1): "\(numerator)"
            case (1, 2): "0.5"
            case (1, 4): "0.25"
            default: "\(numerator)/\(denominator)"
            }
        }
    }

    package static let speeds = [Speed(numerator: 1, denominator: 4), Speed(numerator: 1, denominator: 2),
                         Speed(numerator: 1, denominator: 1), Speed(numerator: 2, denominator: 1),
                         Speed(numerator: 4, denominator: 1), Speed(numerator: 8, denominator: 1)]
    package static let recordedSpeedIndex = 2

    private(set) var speedIndex = Self.recordedSpeedIndex
    /// The play time shown at `since` (or for good, while paused), in milliseconds.
    private var base = 0
    /// When playing: the instant `base` was shown. Nil while paused.
    private var since: Instant?

    package var speed: Speed { Self.speeds[speedIndex] }
    package var isPlaying: Bool { since != nil }

    /// The play time shown at `now`.
    package func position(at now: Instant) -> Int {
        guard let since else { return base }
        let elapsed = now.nanoseconds(since: since)
        return base + Int(elapsed * speed.numerator / (speed.denominator * 1_000_000))
    }

    /// When the play time reaches `target`; nil while paused. Now or earlier when it already has.
    package func instant(reaching target: Int, now: Instant) -> Instant? {
        guard let since else { return nil }
        guard target > base else { return now }
        let milliseconds = UInt64(target - base)
        let speed = speed
        // Rounded up: at the instant returned, `position` has reached the target.
        let nanoseconds = (milliseconds * 1_000_000 * speed.denominator + speed.numerator - 1) / speed.numerator
        return Instant(nanoseconds: since.nanoseconds + nanoseconds)
    }

    /// How often, in wall-clock milliseconds, the clock shown moves while playing: often enough
    /// to read as running at any speed, and a bounded number of wake-ups (none while paused).
    package static let refreshMilliseconds: UInt64 = 100

    /// The next instant after `now`, counted from when play began, at which the clock shown is
    /// redrawn; nil while paused, so a paused viewer never wakes.
    package func nextRefresh(after now: Instant) -> Instant? {
        guard let since else { return nil }
        let interval = Self.refreshMilliseconds * 1_000_000
        let elapsed = now.nanoseconds(since: since)
        return Instant(nanoseconds: since.nanoseconds + (elapsed / interval + 1) * interval)
    }

    package mutating func play(at now: Instant) {
        guard since == nil else { return }
        since = now
    }

    package mutating func pause(at now: Instant) {
        base = position(at: now)
        since = nil
    }

    /// Shows `position` from `now` on, playing or not as before.
    package mutating func seek(to position: Int, at now: Instant) {
        base = max(0, position)
        if since != nil { since = now }
    }

    /// One speed faster (`by: 1`) or slower (`by: -1`), within the speeds; the play time
    /// shown now stays where it is.
    package mutating func changeSpeed(by step: Int, at now: Instant) {
        let index = min(max(0, speedIndex + step), Self.speeds.count - 1)
        guard index != speedIndex else { return }
        seek(to: position(at: now), at: now)
        speedIndex = index
    }
}
