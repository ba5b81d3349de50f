import CNCurses

/// SIGHUP, SIGTERM and SIGINT handlers that only record the signal; the main loop reads it through
/// `CursesTerminal.nextEvent`. The flag and handler are C statics from the shim, and a C static is
/// private to the object file that uses it, so every use of them stays in this one file.
enum StopSignals {
    /// Installs the handlers (without SA_RESTART, so a blocked read is interrupted). Called before
    /// `newterm`, which then leaves these three signals alone.
    static func install() -> Bool {
        cf_stop_signal_handlers(1) == 0
    }

    /// Puts back whatever handled the signals before `install`.
    static func uninstall() {
        _ = cf_stop_signal_handlers(0)
    }

    /// The stop request that arrived since the last call, if any.
    static func take() -> StopReason? {
        let signal = cf_take_stop_signal()
        switch signal {
        case 0: return nil
        case cf_signal_hangup(): return .hangup
        case cf_signal_terminate(): return .terminate
        case cf_signal_interrupt(): return .interrupt
        default: return .terminate
        }
    }
}
