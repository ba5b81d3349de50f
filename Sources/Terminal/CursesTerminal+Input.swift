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
        if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
        let clock = ContinuousClock()
        let deadline = timeoutMilliseconds.map { clock.now.advanced(by: .milliseconds(max(0, $0))) }
        while true {
            // Back from Ctrl-Z, ncurses has repainted a blank screen: the last frame goes back up.
            repaintAfterResume()
            let wait = deadline.map { Int32(clamping: Self.milliseconds(until: $0, clock: clock)) } ?? -1
            wtimeout(window, wait)
            var code: wint_t = 0
            StopSignals.loopWaits(milliseconds: wait)
            let status = wget_wch(window, &code)
            StopSignals.loopRuns()
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
            if status == OK && code == Self.escapeCode {
                readEscapeSequence()
                if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
                continue
            }
            if let event = event(forCode: UInt32(code), isFunctionKey: status == KEY_CODE_YES) {
                return event
            }
        }
    }

    /// How long the rest of a mouse report may take after its ESC, like the terminal's escape
    /// delay: terminals write a report in one piece, so its bytes arrive together.
    public static let mouseReportPatience: Duration = .milliseconds(100)

    private static let escapeCode: wint_t = 27

    /// After an ESC that ncurses did not match to a key: reads what follows, a mouse report or
    /// not, into `pendingEvents`. A report that is not complete within `mouseReportPatience`
    /// (a stray introducer, Alt-[ then `<`) is given up on and its bytes become keys; a function
    /// key or a resize in the middle ends it the same way and follows its keys.
    private func readEscapeSequence() {
        var codes: [UInt32] = [UInt32(Self.escapeCode)]
        var interruption: (code: UInt32, isFunctionKey: Bool)?
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.mouseReportPatience)
        while MouseReportParser.parse(codes) == .incomplete {
            // ncurses has already waited its escape delay after the ESC: what came in that time
            // is in its queue, so the first read does not wait.
            let wait = codes.count == 1 ? 0 : Self.milliseconds(until: deadline, clock: clock)
            wtimeout(window, Int32(clamping: wait))
            var code: wint_t = 0
            let status = wget_wch(window, &code)
            if status == ERR {
                // A signal can end the wait early; the deadline bounds the retries.
                if codes.count == 1 || clock.now >= deadline { break }
                continue
            }
            if status == KEY_CODE_YES {
                interruption = (UInt32(code), true)
                break
            }
            codes.append(UInt32(code))
        }
        if case .report(let report) = MouseReportParser.parse(codes) {
            if let event = report.event { pendingEvents.append(.mouse(event)) }
        } else {
            for code in codes {
                if let event = event(forCode: code, isFunctionKey: false) { pendingEvents.append(event) }
            }
        }
        if let interruption, let event = event(forCode: interruption.code, isFunctionKey: interruption.isFunctionKey) {
            pendingEvents.append(event)
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
            StopSignals.loopWaits(milliseconds: remaining.map { Int32(clamping: $0) } ?? -1)
            let woken = wake.wait(alongside: STDIN_FILENO, timeoutMilliseconds: remaining)
            StopSignals.loopRuns()
            switch woken {
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
            // ncurses has resized its screens already (it handles SIGWINCH). With the encoder, the
            // window it touched in resizing is refreshed now, before the next frame: the next read
            // would otherwise refresh it over that frame.
            if encoder != nil { wrefresh(window) }
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
