import Foundation
import Synchronization

/// A monotonic instant in nanoseconds. Only differences between instants mean anything.
public struct Instant: Comparable, Hashable, Codable, Sendable {
    public var nanoseconds: UInt64

    public init(nanoseconds: UInt64) {
        self.nanoseconds = nanoseconds
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    public func nanoseconds(since earlier: Instant) -> UInt64 {
        nanoseconds >= earlier.nanoseconds ? nanoseconds - earlier.nanoseconds : 0
    }

    public func adding(milliseconds: UInt64) -> Instant {
        Instant(nanoseconds: nanoseconds &+ milliseconds &* 1_000_000)
    }
}

/// Where time comes from. Injected everywhere so tests and replays control it.
public protocol GameClock: Sendable {
    /// Monotonic time, for durations.
    func now() -> Instant
    /// Wall-clock time, for "when saved" and "date earned".
    func wallTime() -> Date
}

/// The real clock: a monotonic source for durations and the system calendar time for dates.
public struct SystemClock: GameClock {
    public init() {}

    public func now() -> Instant {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Instant(nanoseconds: UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec))
    }

    public func wallTime() -> Date { Date() }
}

/// A clock that moves only when told to: for tests and for replaying a move log.
public final class ManualClock: GameClock, Sendable {
    private let readings: Mutex<(current: Instant, wall: Date)>

    public init(start: Instant = Instant(nanoseconds: 0), wall: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        readings = Mutex((current: start, wall: wall))
    }

    public func now() -> Instant { readings.withLock { $0.current } }
    public func wallTime() -> Date { readings.withLock { $0.wall } }

    public func advance(milliseconds: UInt64) {
        readings.withLock {
            $0.current = $0.current.adding(milliseconds: milliseconds)
            $0.wall = $0.wall.addingTimeInterval(Double(milliseconds) / 1000)
        }
    }
}
