#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CStopSignals

/// Handlers for every signal that would end the program by default and can be caught (SIGHUP,
/// SIGTERM, SIGINT, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
/// SIGXFSZ, SIGIO, SIGPWR, SIGSTKFLT and the real-time signals) that only record the signal; the
/// main loop reads it through `CursesTerminal.nextEvent`, saves and restores the terminal. The flag
/// and handler live in the small C target CStopSignals, as one real global that the handler and
/// the loop share in every build configuration.
enum StopSignals {
    /// Installs the handlers (without SA_RESTART, so a blocked read is interrupted). Called before
    /// `newterm`, which then leaves these signals alone.
    static func install() -> Bool {
        cf_stop_signals_install(1) == 0
    }

    /// Puts back whatever handled the signals before `install`.
    static func uninstall() {
        _ = cf_stop_signals_install(0)
    }

    /// Whether `install` covers `signal` (for tests and diagnostics).
    static func covers(_ signal: Int32) -> Bool {
        cf_stop_signals_covers(signal) != 0
    }

    /// Starts counting the time the program spends suspended (Ctrl-Z until `fg`, SIGSTOP until
    /// SIGCONT), leaving the suspension itself to ncurses.
    static func watchSuspension() {
        _ = cf_suspension_watch_install()
    }

    /// The mouse modes the program sets itself (drag tracking, SGR reports), as C strings made
    /// once: the Ctrl-Z wrapper reads them from a signal handler at any time, so they live as
    /// long as the process. `nonisolated(unsafe)`: written once here, then only read.
    nonisolated(unsafe) private static let mouseModes = (off: strdup(MouseDecoder.sgrReportsOff + MouseDecoder.dragTrackingOff),
                                                         on: strdup(MouseDecoder.dragTrackingOn + MouseDecoder.sgrReportsOn))

    /// Whether Ctrl-Z takes the program's own mouse modes off for the shell and puts them back
    /// after `fg`: ncurses does so only for the mode it asked for itself, and its request on
    /// resume resets drag tracking.
    static func suspensionKeepsMouseModes(_ keeps: Bool) {
        if keeps {
            cf_suspension_modes(mouseModes.off, mouseModes.on)
        } else {
            cf_suspension_modes(nil, nil)
        }
    }

    /// Nanoseconds spent suspended so far.
    static var suspendedNanoseconds: UInt64 { UInt64(cf_suspended_nanoseconds()) }

    /// How many times the program has come back from a Ctrl-Z suspension.
    static var resumptions: UInt { UInt(cf_resumptions()) }

    /// Brackets each wait of the loop, so a SIGCONT can tell how long the process was stopped
    /// at least: past the wait's deadline, it would have been running.
    static func loopWaits(milliseconds: Int32) { cf_loop_waiting(milliseconds) }
    static func loopRuns() { cf_loop_running() }

    /// The stop request that arrived since the last call, if any.
    static func take() -> StopReason? {
        reason(for: cf_stop_signals_take())
    }

    static func reason(for signal: Int32) -> StopReason? {
        switch signal {
        case 0: return nil
        case cf_stop_signals_hangup(): return .hangup
        case cf_stop_signals_terminate(): return .terminate
        case cf_stop_signals_interrupt(): return .interrupt
        case cf_stop_signals_quit(): return .quit
        // A lost output, or kill -PIPE: a request to stop from outside, as SIGTERM.
        case cf_stop_signals_pipe(): return .terminate
        default: return .signal(signal)
        }
    }
}
