import GameCore
import Terminal

/// Short messages shown along the top row for a few seconds, without blocking input
/// ("Mines: coming soon", "Achievement unlocked: ..."). Messages that arrive together are
/// shown together, as many as fit on one line, so a burst of unlocks clears in one go
/// instead of holding the row for several times three seconds.
package struct BannerQueue: Equatable {
    package static let displayMilliseconds: UInt64 = 3000

    package struct Banner: Equatable {
        package var texts: [String]
        package var until: Instant

        package func text(separator: String) -> String { texts.joined(separator: separator) }
    }

    private(set) var current: Banner?
    private var pending: [String] = []

    /// Queues a message; it shows at the next `advance`, so messages posted together can
    /// share the line.
    package mutating func post(_ text: String) {
        pending.append(text)
    }

    /// Drops the banner whose time is up and shows the next messages that fit in `width`
    /// columns, joined by `separator` (always at least one: a message too long for the
    /// line is cut when drawn).
    package mutating func advance(now: Instant, width: Int, separator: String) {
        if let banner = current, banner.until <= now { current = nil }
        guard current == nil, !pending.isEmpty else { return }
        var texts = [pending.removeFirst()]
        var used = DisplayWidth.of(texts[0])
        let separatorWidth = DisplayWidth.of(separator)
        while let next = pending.first, used + separatorWidth + DisplayWidth.of(next) <= width {
            used += separatorWidth + DisplayWidth.of(next)
            texts.append(pending.removeFirst())
        }
        current = Banner(texts: texts, until: now.adding(milliseconds: BannerQueue.displayMilliseconds))
    }

    /// Takes the banner on screen off and puts its messages back at the head of the queue, to
    /// be shown in full later (a screen that holds banners came on top).
    package mutating func holdBack() {
        guard let banner = current else { return }
        pending.insert(contentsOf: banner.texts, at: 0)
        current = nil
    }

    /// When the banner on screen goes away; nil when none is shown.
    package var deadline: Instant? { current?.until }
}
