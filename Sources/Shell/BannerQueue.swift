import GameCore
import Terminal

/// Short messages shown along the top row for a few seconds, without blocking input
/// ("Mines: coming soon", "Achievement unlocked: ..."). Messages that arrive together are
/// shown together, as many as fit on one line, so a burst of unlocks clears in one go
/// instead of holding the row for several times three seconds.
package struct BannerQueue {
    package static let displayMilliseconds: UInt64 = 3000

    /// What a notice is about, when it is about one thing on screen (issue 31: "Copied to the
    /// clipboard" stayed into the next game): the screen on top, by how many times the stack
    /// changed, and the screen's own `noticeScope` (its game). A notice with a scope goes, shown
    /// or waiting, once the scope on top is another; one without a scope shows wherever.
    package struct Scope: Equatable {
        package var navigation: Int
        package var screen: Int

        package init(navigation: Int, screen: Int) {
            self.navigation = navigation
            self.screen = screen
        }
    }

    package struct Banner: Equatable {
        package var texts: [String]
        package var until: Instant
        /// The scope of each text, nil for one that belongs to no screen.
        package var scopes: [Scope?] = []

        package func text(separator: String) -> String { texts.joined(separator: separator) }
    }

    private(set) var current: Banner?
    private var pending: [(text: String, scope: Scope?)] = []

    /// Queues a message; it shows at the next `advance`, so messages posted together can
    /// share the line. With a scope, it is dropped once that scope is no longer on top.
    package mutating func post(_ text: String, scope: Scope? = nil) {
        pending.append((text, scope))
    }

    /// Drops the notices, on screen or waiting, whose scope is not `scope` (the one on top).
    package mutating func dropNotices(outside scope: Scope) {
        pending.removeAll { $0.scope.map { $0 != scope } ?? false }
        guard var banner = current, banner.scopes.contains(where: { $0.map { $0 != scope } ?? false }) else { return }
        let kept = zip(banner.texts, banner.scopes).filter { $0.1.map { $0 == scope } ?? true }
        banner.texts = kept.map(\.0)
        banner.scopes = kept.map(\.1)
        current = banner.texts.isEmpty ? nil : banner
    }

    /// Drops the banner whose time is up and shows the next messages that fit in `width`
    /// columns, joined by `separator` (always at least one: a message too long for the
    /// line is cut when drawn).
    package mutating func advance(now: Instant, width: Int, separator: String) {
        if let banner = current, banner.until <= now { current = nil }
        guard current == nil, !pending.isEmpty else { return }
        var taken = [pending.removeFirst()]
        var used = DisplayWidth.of(taken[0].text)
        let separatorWidth = DisplayWidth.of(separator)
        while let next = pending.first, used + separatorWidth + DisplayWidth.of(next.text) <= width {
            used += separatorWidth + DisplayWidth.of(next.text)
            taken.append(pending.removeFirst())
        }
        current = Banner(texts: taken.map(\.text), until: now.adding(milliseconds: BannerQueue.displayMilliseconds),
                         scopes: taken.map(\.scope))
    }

    /// Takes the banner on screen off and puts its messages back at the head of the queue, to
    /// be shown in full later (a screen that holds banners came on top).
    package mutating func holdBack() {
        guard let banner = current else { return }
        let scopes = banner.scopes.count == banner.texts.count ? banner.scopes : banner.texts.map { _ in nil }
        pending.insert(contentsOf: zip(banner.texts, scopes).map { (text: $0.0, scope: $0.1) }, at: 0)
        current = nil
    }

    /// When the banner on screen goes away; nil when none is shown.
    package var deadline: Instant? { current?.until }
}
