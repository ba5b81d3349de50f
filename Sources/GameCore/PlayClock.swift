/// Time actually spent playing: it runs only between `resume` and `pause`, so menus, help,
/// pause and suspension (Ctrl-Z) are never counted.
public struct PlayClock: Equatable, Codable, Sendable {
    public private(set) var accumulatedNanoseconds: UInt64
    public private(set) var runningSince: Instant?

    private enum CodingKeys: String, CodingKey {
        case accumulatedNanoseconds = "accumulated_ns"
    }

    public init(accumulatedNanoseconds: UInt64 = 0) {
        self.accumulatedNanoseconds = accumulatedNanoseconds
        self.runningSince = nil
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        accumulatedNanoseconds = try container.decode(UInt64.self, forKey: .accumulatedNanoseconds)
        runningSince = nil
    }

    /// A decoded clock is always stopped: the time it was saved at means nothing now.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(accumulatedNanoseconds, forKey: .accumulatedNanoseconds)
    }

    public var isRunning: Bool { runningSince != nil }

    public mutating func resume(at instant: Instant) {
        if runningSince == nil { runningSince = instant }
    }

    public mutating func pause(at instant: Instant) {
        if let start = runningSince {
            accumulatedNanoseconds &+= instant.nanoseconds(since: start)
            runningSince = nil
        }
    }

    public func elapsedNanoseconds(at instant: Instant) -> UInt64 {
        guard let start = runningSince else { return accumulatedNanoseconds }
        return accumulatedNanoseconds &+ instant.nanoseconds(since: start)
    }

    public func elapsedMilliseconds(at instant: Instant) -> Int {
        Int(elapsedNanoseconds(at: instant) / 1_000_000)
    }

    /// When the displayed whole seconds next change, for a timer that wakes only then (nil while
    /// stopped: a paused game needs no wake-up at all).
    public func nextWholeSecond(after instant: Instant) -> Instant? {
        guard isRunning else { return nil }
        let elapsed = elapsedNanoseconds(at: instant)
        return Instant(nanoseconds: instant.nanoseconds &+ (1_000_000_000 - elapsed % 1_000_000_000))
    }
}

extension PlayClock {
    /// Formats a duration as m:ss (or h:mm:ss past an hour), the way timers read in games.
    public static func format(milliseconds: Int) -> String {
        let totalSeconds = max(0, milliseconds) / 1000
        let hours = totalSeconds / 3600
        let minutes = (totalSeconds % 3600) / 60
        let seconds = totalSeconds % 60
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(pad(minutes)):\(pad(seconds))" : "\(minutes):\(pad(seconds))"
    }
}
