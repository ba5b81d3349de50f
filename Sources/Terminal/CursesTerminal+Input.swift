#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNCurses

extension CursesTerminal {
    /// Waits for a key, a mouse event, a resize, a stop signal, or the end of the timeout. With
    /// no timeout the read blocks in the kernel: an idle program uses no CPU.
    public func nextEvent(timeoutMilliseconds: Int?) -> InputEvent {
        guard !isRestored else { return .stop(.hangup) }
        // A signal that arrived while the caller was busy is answered before blocking again.
        if let reason = StopSignals.take() { return .stop(reason) }
        let clock = ContinuousClock()
        let deadline = timeoutMilliseconds.map { clock.now.advanced(by: .milliseconds(max(0, $0))) }
        while true {
            wtimeout(window, deadline.map { Int32(clamping: Self.milliseconds(until: $0, clock: clock)) } ?? -1)
            var code: wint_t = 0
            let status = wget_wch(window, &code)
            if status == ERR {
                if let reason = StopSignals.take() { return .stop(reason) }
                if cf_descriptor_hung_up(STDIN_FILENO) != 0 { return .stop(.hangup) }
                if let deadline, clock.now >= deadline { unexplainedFailedReads = 0; return .timeout }
                // Interrupted early (Ctrl-Z and fg, a stray signal): wait again. A terminal that is
                // gone fails every read at once, so a long run of these means hang-up.
                unexplainedFailedReads += 1
                if unexplainedFailedReads >= Self.failedReadLimit { return .stop(.hangup) }
                continue
            }
            unexplainedFailedReads = 0
            if let event = event(forCode: UInt32(code), isFunctionKey: status == KEY_CODE_YES) {
                return event
            }
        }
    }

    /// Waits for input as `nextEvent(timeoutMilliseconds:)` does and for `wake` too: both
    /// descriptors are polled together, so a wake-up ends the wait at once and an idle game still
    /// sleeps in the kernel. Input ncurses has already buffered (typeahead, the rest of an escape
    /// sequence) is taken first with a read that does not wait, since poll cannot see it.
    public func nextEvent(timeoutMilliseconds: Int?, wake: WakeSignal?) -> InputEvent {
        guard let wake, wake.readDescriptor >= 0 else { return nextEvent(timeoutMilliseconds: timeoutMilliseconds) }
        guard !isRestored else { return .stop(.hangup) }
        if wake.drain() { return .wake }
        let clock = ContinuousClock()
        let deadline = timeoutMilliseconds.map { clock.now.advanced(by: .milliseconds(max(0, $0))) }
        while true {
            let waiting = nextEvent(timeoutMilliseconds: 0)
            if waiting != .timeout { return waiting }
            let remaining = deadline.map { Self.milliseconds(until: $0, clock: clock) }
            if remaining == 0 { return .timeout }
            switch wake.wait(alongside: STDIN_FILENO, timeoutMilliseconds: remaining) {
            case .wake:
                wake.drain()
                return .wake
            case .input, .interrupted, .timeout:
                // The zero-wait read above takes the input, the signal (a stop, a resize) or the
                // expired deadline on the next turn.
                continue
            }
        }
    }

    public func eventAlreadyWaiting() -> InputEvent? {
        let event = nextEvent(timeoutMilliseconds: 0)
        return event == .timeout ? nil : event
    }

    private static let failedReadLimit = 64

    /// Rounded up, so a timed read never ends before the deadline and is not mistaken for an
    /// interrupted one.
    private static func milliseconds(until deadline: ContinuousClock.Instant, clock: ContinuousClock) -> Int {
        let remaining = clock.now.duration(to: deadline).components
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        let milliseconds = remaining.seconds * 1000
            + (remaining.attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond
        return max(0, Int(clamping: milliseconds))
    }

    /// The event for one `wget_wch` result, or nil for input the game has no use for.
    private func event(forCode code: UInt32, isFunctionKey: Bool) -> InputEvent? {
        switch KeyDecoder.decode(code: code, isFunctionKey: isFunctionKey) {
        case .key(let key):
            if key == .control("l") { repaintPhysicalScreen() }
            return .key(key)
        case .mouse:
            var report = MEVENT()
            guard getmouse(&report) == OK,
                  let button = MouseDecoder.button(for: report.bstate, leftHeld: &leftButtonHeld) else {
                return nil
            }
            return .mouse(MouseEvent(position: ScreenPosition(column: Int(report.x), row: Int(report.y)),
                                     button: button))
        case .resize:
            // ncurses has resized its screens already (it handles SIGWINCH).
            refreshSize()
            invalidateScreen()
            return .resize(size)
        case .unrecognized:
            unrecognizedInputHandler?(Self.name(ofCode: code, isFunctionKey: isFunctionKey))
            return nil
        }
    }

    /// Ctrl-L: the screen may have been scribbled on by another program; redraw all of it now from
    /// what ncurses knows, and rewrite every cell on the next frame.
    private func repaintPhysicalScreen() {
        cf_repaint_physical_screen()
        invalidateScreen()
    }

    private static func name(ofCode code: UInt32, isFunctionKey: Bool) -> String {
        let name = isFunctionKey ? keyname(Int32(truncatingIfNeeded: code))
                                 : key_name(wchar_t(truncatingIfNeeded: code))
        return name.map { String(cString: $0) } ?? "code \(code)"
    }
}
