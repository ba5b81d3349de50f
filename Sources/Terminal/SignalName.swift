import CStopSignals
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The conventional name of a signal ("SIGUSR1"), for what the program says when one stopped it.
public enum SignalName {
    public static func of(_ number: Int32) -> String {
        if let name = names[number] { return name }
        let first = Int32(cf_signal_realtime_first()), last = Int32(cf_signal_realtime_last())
        if number >= first && number <= last { return number == first ? "SIGRTMIN" : "SIGRTMIN+\(number - first)" }
        return "signal \(number)"
    }

    private static let names: [Int32: String] = [
        SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGTERM: "SIGTERM", SIGPIPE: "SIGPIPE",
        SIGUSR1: "SIGUSR1", SIGUSR2: "SIGUSR2", SIGALRM: "SIGALRM", SIGVTALRM: "SIGVTALRM",
        SIGPROF: "SIGPROF", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ", SIGIO: "SIGIO",
    ].merging(linuxOnly) { first, _ in first }

    #if os(Linux)
    private static let linuxOnly: [Int32: String] = [SIGPWR: "SIGPWR", SIGSTKFLT: "SIGSTKFLT"]
    #else
    private static let linuxOnly: [Int32: String] = [:]
    #endif
}
