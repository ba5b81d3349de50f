import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Terminal

/// Every signal that ends a program by default and may be caught is one the loop answers by
/// saving and restoring the terminal (issue 34, B9); the faults of the program itself are not.
@Suite struct StopSignalsTests {
    static let endingByDefault: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM,
                                           SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, SIGSTKFLT]

    @Test func everyCatchableEndingSignalIsCovered() {
        for signal in Self.endingByDefault {
            #expect(StopSignals.covers(signal), "\(SignalName.of(signal))")
        }
        // The real-time signals end a program by default too.
        let realTime = (__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #expect(realTime.allSatisfy { StopSignals.covers($0) })
    }

    @Test func faultsAndJobControlAreLeftAlone() {
        for signal in [SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGSYS, SIGABRT, SIGTSTP, SIGCONT, SIGWINCH, SIGCHLD] {
            #expect(!StopSignals.covers(signal), "\(SignalName.of(signal))")
        }
    }

    /// The new signals stop the loop by their own number (the exit status is 128 + it); the four
    /// named ones keep their reasons, and SIGPIPE is a request to stop as SIGTERM.
    @Test func reasonsAndNames() {
        #expect(StopSignals.reason(for: SIGUSR1) == .signal(SIGUSR1))
        #expect(StopSignals.reason(for: SIGXCPU) == .signal(SIGXCPU))
        #expect(StopSignals.reason(for: SIGHUP) == .hangup)
        #expect(StopSignals.reason(for: SIGPIPE) == .terminate)
        #expect(StopSignals.reason(for: 0) == nil)
        #expect(StopReason.signal(SIGUSR2).description == "SIGUSR2")
        #expect(SignalName.of(__libc_current_sigrtmin() + 2) == "SIGRTMIN+2")
    }
}
