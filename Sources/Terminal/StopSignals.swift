import CStopSignals

/// SIGHUP, SIGTERM, SIGINT, SIGQUIT and SIGPIPE (a stop, as SIGTERM) handlers that only record the signal; the main loop reads it through
/// `CursesTerminal.nextEvent`. The flag and handler live in the small C target CStopSignals, as one
/// real global that the handler and the loop share in every build configuration.
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

    /// Starts counting the time the program spends suspended (Ctrl-Z until `fg`), leaving the
    /// suspension itself to ncurses.
    static func watchSuspension() {
        _ = cf_suspension_watch_install()
    }

    /// Nanoseconds spent suspended so far.
    static var suspendedNanoseconds: UInt64 { UInt64(cf_suspended_nanoseconds()) }

    /// The stop request that arrived since the last call, if any.
    static func take() -> StopReason? {
        let signal = cf_stop_signals_take()
        switch signal {
        case 0: return nil
        case cf_stop_signals_hangup(): return .hangup
        case cf_stop_signals_terminate(): return .terminate
        case cf_stop_signals_interrupt(): return .interrupt
        case cf_stop_signals_quit(): return .quit
        // SIGPIPE, and any other signal recorded: a request to stop from outside.
        default: return .terminate
        }
    }
}
