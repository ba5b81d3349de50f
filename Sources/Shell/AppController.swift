import GameCore
import Midend
import Terminal

/// How the main loop ended.
public enum AppExit: Equatable, Sendable {
    /// The player chose Quit.
    case quit
    /// A signal or a lost terminal asked the program to stop.
    case stopped(StopReason)
}

/// The main loop: draws the top screen into a frame of the terminal's size, presents it
/// only when it differs from the last one, then sleeps until the next event or the next
/// timer (a banner's expiry, a running clock's next second) and dispatches the event.
/// With no timer pending it waits without a time limit, so an idle game uses no CPU.
public final class AppController {
    /// The size every screen fits unless its content needs more (see `Screen.minimumSize`).
    public static let minimumSize = ScreenSize.compact

    public let terminal: any TerminalDevice
    public let environment: AppEnvironment
    public let glyphs: GlyphSet
    public let theme: Theme
    /// The navigation stack; the last screen is on top.
    public private(set) var stack: [any Screen]
    /// Called once when a stop event arrives, before the loop ends and the terminal is
    /// restored: the place to save a game in progress (the top screen is already paused).
    public var onStop: (StopReason, AppController) -> Void = { _, _ in }
    /// Called when the loop is about to wait after the first frame of a new screen was presented,
    /// and once `settleMilliseconds` after the last key or click: the moments to give back memory
    /// the way there needed (the launcher trims resident pages). Nil: never.
    public var onSettle: (() -> Void)?
    public static let settleMilliseconds: UInt64 = 2_000

    /// Runs screens' background work; its wake signal is polled with the terminal.
    public let work: WorkRunner
    private var size: ScreenSize
    private var banners = BannerQueue()
    /// How many times the stack changed: with the top screen's `noticeScope`, what a notice
    /// about the screen on top belongs to.
    private var navigations = 0
    private var lastPresented: FrameBuffer?
    private var topIsActive = false
    /// The stack changed since the loop last settled.
    private var unsettled = true
    /// When to settle after the last input, if not yet done.
    private var settleDue: Instant?

    public init(terminal: any TerminalDevice, environment: AppEnvironment, options: AppOptions = AppOptions(),
                screens: [any Screen], work: WorkRunner = WorkRunner()) {
        self.terminal = terminal
        self.work = work
        self.environment = environment
        self.glyphs = GlyphSet.choose(unicodeCapable: terminal.capabilities.unicode, forceASCII: options.forceASCII)
        self.theme = terminal.capabilities.colors && options.allowColor ? .color : .monochrome
        self.size = terminal.size
        self.stack = screens.isEmpty ? [MainMenuScreen()] : screens
        if !environment.warnings.isEmpty {
            stack.append(NoticeScreen.startupWarnings(environment.warnings))
        }
    }

    /// Runs until the player quits or a stop event arrives; the terminal is restored on
    /// every way out.
    @discardableResult
    public func run() -> AppExit {
        defer {
            work.forget(ownersFrom: 0)
            terminal.restore()
        }
        while true {
            let now = environment.clock.now()
            if let exit = deliverWork(now: now) { return exit }
            retryUnsavedResults(now: now)
            updateActivation(now: now)
            advanceBanners(now: now)
            let frame = render(now: now)
            if frame != lastPresented {
                terminal.present(frame)
                lastPresented = frame
            }
            if let onSettle, unsettled || settleDue.map({ now >= $0 }) == true {
                unsettled = false
                settleDue = nil
                onSettle()
            }
            let event = terminal.nextEvent(timeoutMilliseconds: timeout(now: now), wake: work.wake)
            if let exit = dispatch(event) { return exit }
            if let exit = dispatchTypedAhead(after: event) { return exit }
        }
    }

    /// The frame for the current state (what `run` presents).
    public func render(now: Instant) -> FrameBuffer {
        var frame = FrameBuffer(size: size)
        guard topFits(now: now) else {
            drawTooSmall(into: &frame, now: now)
            return frame
        }
        if let top = stack.last {
            top.draw(into: &frame, context: context(now: now))
        }
        if let banner = banners.current {
            drawBanner(banner.text(separator: bannerSeparator), row: Self.messageRow(in: size), into: &frame)
        }
        if let line = work.progressLine {
            drawProgress(line, into: &frame)
        }
        return frame
    }

    private func context(now: Instant) -> ScreenContext {
        ScreenContext(environment: environment, glyphs: glyphs, theme: theme, size: size, now: now)
    }

    private func timeout(now: Instant) -> Int? {
        var deadlines: [Instant] = []
        if let deadline = banners.deadline { deadlines.append(deadline) }
        if topIsActive, let top = stack.last, let change = top.nextChange(after: now) { deadlines.append(change) }
        // While work runs, its progress line is redrawn a few times a second; idle, no timer.
        if work.progressLine != nil { deadlines.append(now.adding(milliseconds: Self.progressRedrawMilliseconds)) }
        if let retry = environment.progress?.nextRetry { deadlines.append(retry) }
        if onSettle != nil, let settleDue { deadlines.append(settleDue) }
        guard let next = deadlines.min() else { return nil }
        let nanoseconds = next.nanoseconds(since: now)
        // Round up so the wake-up falls after the deadline, never just before it.
        return max(1, Int((nanoseconds + 999_999) / 1_000_000))
    }

    func dispatch(_ event: InputEvent) -> AppExit? {
        let now = environment.clock.now()
        switch event {
        case .timeout:
            if topIsActive, !stack.isEmpty {
                let top = stack.count - 1
                post(stack[top].tick(context: context(now: now)), from: top)
            }
            return nil
        case .wake:
            // The answers are delivered at the top of the loop.
            return nil
        case .resize(let newSize):
            size = newSize
            updateActivation(now: now)
            return nil
        case .stop(let reason):
            deactivateTop(now: now)
            stopScreens(now: now)
            onStop(reason, self)
            return .stopped(reason)
        case .key(let key):
            settleDue = now.adding(milliseconds: Self.settleMilliseconds)
            guard topFits(now: now) else { return leaveUnseen(key, now: now) }
            return handle(event, now: now)
        case .mouse:
            settleDue = now.adding(milliseconds: Self.settleMilliseconds)
            guard topFits(now: now) else { return nil }
            return handle(event, now: now)
        }
    }

    /// The terminal is big enough for the screen on top.
    private func topFits(now: Instant) -> Bool {
        guard let top = stack.last else { return true }
        return size.fits(top.minimumSize(context: context(now: now)))
    }

    /// A key while the top screen is too big to show: q and Esc still leave it, the way the
    /// screen itself would (a game saves); other keys wait for a bigger terminal, since the
    /// player cannot see what they would do.
    private func leaveUnseen(_ key: Key, now: Instant) -> AppExit? {
        guard key == .character("q") || key == .escape, !stack.isEmpty else { return nil }
        let top = stack.count - 1
        let command = stack[top].leaveUnseen(context: context(now: now))
        post(command.effects, from: top)
        switch command.navigation {
        case .pop, .popPassingOn:
            // Leaving the last screen is quitting, with the screens told as Quit tells them.
            return navigate(stack.count == 1 ? .quit : .pop, now: now)
        default:
            return navigate(command.navigation, now: now)
        }
    }

    private func handle(_ event: InputEvent, now: Instant) -> AppExit? {
        guard !stack.isEmpty else { return nil }
        let top = stack.count - 1
        // Esc while the top screen's work runs cancels the work; every other key goes on to the
        // screen as usual, so input stays responsive while work runs.
        if event == .key(.escape), work.isRunning(owner: top) {
            work.cancel { $0.owner == top }
            return nil
        }
        let command = stack[top].handle(event, context: context(now: now))
        if case .popPassingOn = command.navigation {
            apply(command, from: top, now: now)
            if let exit = navigate(.pop, now: now) { return exit }
            return handle(event, now: now)
        }
        return apply(command, from: top, now: now)
    }

    /// Carries out a screen's answer: its banners, its work, then where it goes.
    @discardableResult
    private func apply(_ command: ScreenCommand, from index: Int, now: Instant) -> AppExit? {
        if command.cancelsWork { work.cancel { $0.owner == index } }
        post(command.effects, from: index)
        if let text = command.clipboard {
            // About this game's line: gone once another game (or screen) is on top.
            banners.post(terminal.copyToClipboard(text) ? "Copied to the clipboard (where your terminal allows it)"
                                                        : "This terminal takes no clipboard escape: nothing was copied",
                         scope: noticeScope)
        }
        if case .popPassingOn = command.navigation { return nil }
        return navigate(command.navigation, now: now)
    }

    /// Results a busy database refused are tried again when due, whatever screen is up (the
    /// write waits a fraction of a second at most), so they do not wait for the next game.
    private func retryUnsavedResults(now: Instant) {
        guard let keeper = environment.progress, let due = keeper.nextRetry, now >= due else { return }
        for text in keeper.retryPending(at: now) { banners.post(text) }
    }

    /// Hands finished (and cancelled) work to the screens that started it.
    private func deliverWork(now: Instant) -> AppExit? {
        for (ticket, delivery) in work.takeFinished() where ticket.owner < stack.count {
            let command = stack[ticket.owner].receive(delivery, context: context(now: now))
            // Only the top screen may navigate; a covered screen's answer keeps its effects.
            if ticket.owner == stack.count - 1 {
                if let exit = apply(command, from: ticket.owner, now: now) { return exit }
            } else {
                post(command.effects, from: ticket.owner)
            }
        }
        return nil
    }

    private func navigate(_ navigation: Navigation, now: Instant) -> AppExit? {
        if case .stay = navigation {} else {
            unsettled = true
            navigations += 1
        }
        switch navigation {
        case .stay:
            return nil
        case .push(let screen):
            deactivateTop(now: now)
            stack.append(screen)
        case .pushAll(let screens):
            guard !screens.isEmpty else { return nil }
            deactivateTop(now: now)
            stack += screens
        case .pop, .popPassingOn:
            deactivateTop(now: now)
            work.forget(ownersFrom: stack.count - 1)
            stack.removeLast()
            if stack.isEmpty { return .quit }
        case .replace(let screen):
            deactivateTop(now: now)
            work.forget(ownersFrom: stack.count - 1)
            stack[stack.count - 1] = screen
        case .quit:
            deactivateTop(now: now)
            stopScreens(now: now)
            return .quit
        }
        updateActivation(now: now)
        return nil
    }

    /// The top screen is active while the terminal is big enough to show it.
    private func updateActivation(now: Instant) {
        let shouldBeActive = !stack.isEmpty && topFits(now: now)
        if shouldBeActive && !topIsActive {
            let top = stack.count - 1
            topIsActive = true
            post(stack[top].activate(context: context(now: now)), from: top)
        } else if !shouldBeActive {
            deactivateTop(now: now)
        }
    }

    private func deactivateTop(now: Instant) {
        guard topIsActive, !stack.isEmpty else { return }
        let top = stack.count - 1
        topIsActive = false
        post(stack[top].deactivate(context: context(now: now)), from: top)
    }

    /// Lets every screen, top first, finish what it has in progress before the app ends.
    private func stopScreens(now: Instant) {
        for index in stack.indices.reversed() {
            stack[index].appWillStop(context: context(now: now))
        }
    }

    /// The one way a screen's banners and work reach the loop: what its calls return.
    private func post(_ effects: ScreenEffects, from index: Int) {
        for text in effects.banners { banners.post(text) }
        for job in effects.jobs { work.start(job, owner: index) }
    }

    /// The line above the keys: messages and banners.
    package static func messageRow(in size: ScreenSize) -> Int { max(0, size.rows - 2) }

    /// The banner's line, less a space each side.
    private var bannerWidth: Int { max(1, size.columns - 2) }
    private var bannerSeparator: String { " \(glyphs.separator) " }

    /// The scope a notice about the screen on top belongs to.
    private var noticeScope: BannerQueue.Scope {
        BannerQueue.Scope(navigation: navigations, screen: stack.last?.noticeScope ?? 0)
    }

    private func advanceBanners(now: Instant) {
        banners.dropNotices(outside: noticeScope)
        // A banner waits its turn: behind a screen that holds them, and behind a message the
        // player asked for (it comes back in full once the message is gone).
        if stack.last?.holdsBanners == true || stack.last?.showsRequestedMessage == true {
            banners.holdBack()
            return
        }
        banners.advance(now: now, width: bannerWidth, separator: bannerSeparator)
    }

    package static let progressRedrawMilliseconds: UInt64 = 250

    /// The progress line takes the bottom row while work runs: what runs, how far, Esc to stop.
    private func drawProgress(_ line: String, into frame: inout FrameBuffer) {
        let row = size.rows - 1
        let text = TextLayout.fitted("\(line) \(glyphs.separator) Esc cancels", width: bannerWidth, glyphs: glyphs)
        frame.fill(column: 0, row: row, columns: size.columns, rows: 1, style: theme.banner)
        frame.put(text, column: 1, row: row, style: theme.banner)
    }

    private func drawTooSmall(into frame: inout FrameBuffer, now: Instant) {
        guard let top = stack.last else { return }
        let context = context(now: now)
        // With only the main menu left, leaving it ends the program.
        let leaving = stack.count == 1 ? "quit Clearfield" : top.unseenLeaving(context: context)
        TooSmallNotice(needed: top.minimumSize(context: context), size: size, leaving: leaving)
            .draw(into: &frame, theme: theme, glyphs: glyphs)
        // A banner (a save that failed on the way out) still gets the bottom line.
        if let banner = banners.current, size.rows >= 3 {
            drawBanner(banner.text(separator: bannerSeparator), row: size.rows - 1, into: &frame)
        }
    }

    /// A banner takes the whole message line, the one above the keys, which every screen
    /// leaves to passing messages: it never hides a title, a clock or an overlay's title, and
    /// never mixes with the text under it.
    private func drawBanner(_ text: String, row: Int, into frame: inout FrameBuffer) {
        let fitted = TextLayout.fitted(text, width: bannerWidth, glyphs: glyphs)
        frame.fill(column: 0, row: row, columns: size.columns, rows: 1, style: theme.banner)
        frame.put(fitted, column: max(0, (size.columns - DisplayWidth.of(fitted)) / 2), row: row, style: theme.banner)
    }
}
