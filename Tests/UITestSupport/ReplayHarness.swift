@testable import ClearfieldGames
@testable import Shell
@testable import ReplayUI
import GameCore
import Terminal

/// The replay viewer on its own, with a manual clock, driven as the main loop drives it: it
/// sleeps until the screen's `nextChange` (or a key) and ticks the screen then.
struct ReplayHarness {
    let clock = ManualClock()
    var context: ScreenContext
    var screen: ReplayScreen
    /// How many times the screen asked to be woken and was.
    private(set) var wakes = 0

    init(_ recording: ReplayRecording, size: ScreenSize = ScreenSize(columns: 80, rows: 24),
         glyphs: GlyphSet = .unicode, theme: Theme = .color) throws {
        screen = try ReplayScreen.open(recording, games: AppEnvironment.clearfieldGames).get()
        context = Fixtures.context(Fixtures.environment(clock: clock), size: size, glyphs: glyphs, theme: theme)
        context.now = clock.now()
        screen.activate(context: context)
    }

    var frame: FrameBuffer { screen.frame(context) }
    var text: String { frame.text }
    /// Milliseconds since the harness began.
    var elapsed: Int { Int(clock.now().nanoseconds / 1_000_000) }

    /// Lets `milliseconds` pass as the loop would: waking the screen at each instant it names.
    mutating func wait(_ milliseconds: Int) {
        let end = clock.now().adding(milliseconds: UInt64(milliseconds))
        while let due = screen.nextChange(after: clock.now()), due <= end {
            let step = due.nanoseconds(since: clock.now())
            // The loop sleeps whole milliseconds, rounded up.
            clock.advance(milliseconds: max(1, (step + 999_999) / 1_000_000))
            context.now = clock.now()
            screen.tick(context: context)
            wakes += 1
        }
        clock.advance(milliseconds: end.nanoseconds(since: clock.now()) / 1_000_000)
        context.now = clock.now()
    }

    @discardableResult
    mutating func press(_ events: InputEvent...) -> ScreenCommand {
        var command = ScreenCommand.stay
        for event in events {
            context.now = clock.now()
            command = screen.handle(event, context: context)
        }
        return command
    }

    /// Covers the screen (help over it, say) for `milliseconds`, then shows it again.
    mutating func cover(for milliseconds: Int) {
        context.now = clock.now()
        screen.deactivate(context: context)
        clock.advance(milliseconds: UInt64(milliseconds))
        context.now = clock.now()
        screen.activate(context: context)
    }
}
