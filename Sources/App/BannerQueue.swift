import GameCore

/// Short messages shown one at a time along the bottom of the screen, each for a few
/// seconds, without blocking input ("Mines: coming soon", "Achievement unlocked: ...").
struct BannerQueue: Equatable {
    static let displayMilliseconds: UInt64 = 3000

    struct Banner: Equatable {
        var text: String
        var until: Instant
    }

    private(set) var current: Banner?
    private var pending: [String] = []

    mutating func post(_ text: String, now: Instant) {
        pending.append(text)
        advance(now: now)
    }

    /// Drops the banner whose time is up and shows the next one.
    mutating func advance(now: Instant) {
        if let banner = current, banner.until <= now { current = nil }
        if current == nil, !pending.isEmpty {
            current = Banner(text: pending.removeFirst(), until: now.adding(milliseconds: BannerQueue.displayMilliseconds))
        }
    }

    /// When the banner on screen goes away; nil when none is shown.
    var deadline: Instant? { current?.until }
}
