import Dispatch
import Foundation
import GRDBSQLite
import Synchronization

/// Stops a running untrusted statement from outside it (issue 34, B2).
///
/// The progress handler runs only between VM steps, every `SandboxGuard.stepsPerCheck` of them:
/// when each step is expensive (a `GLOB` over a long string) a thousand steps can take minutes.
/// While a statement runs, this timer looks every `period` at the wall clock, the statement
/// thread's CPU clock and the cancel flag, and calls `sqlite3_interrupt`, which SQLite honours at
/// the next step. With the pattern and value sizes bounded (`SandboxLimits`), no one step is long,
/// so the statement ends within one step of the budget or the cancel.
final class SandboxWatchdog: Sendable {
    /// How often a running statement is looked at: short enough that Esc feels immediate.
    static let period = DispatchTimeInterval.milliseconds(10)

    private struct Watch {
        var connection: Connection
        var cpuClock: clockid_t?
        var cpuAtStart: Double
        var startedAt: UInt64
        var budgetSeconds: Double
        var reason: String?
        var isBudget = false
    }

    /// The connection handle, sent to the timer's thread. `sqlite3_interrupt` is documented as
    /// safe to call from any thread while the connection is open, and the handle is used only
    /// between `begin` and `end`, which the statement's own thread brackets around the statement
    /// (the connection is open throughout): the compiler cannot see either fact.
    private struct Connection: @unchecked Sendable {
        var pointer: OpaquePointer
    }

    private let shouldStop: @Sendable () -> Bool
    private let watch = Mutex<Watch?>(nil)

    init(shouldStop: @escaping @Sendable () -> Bool) {
        self.shouldStop = shouldStop
    }

    /// Starts watching the statement about to run on `connection`, on the calling thread, which
    /// may run for `budgetSeconds` of wall or CPU time. The timer returned is `end`'s to stop.
    func begin(connection: OpaquePointer, budgetSeconds: Double) -> DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .userInitiated))
        timer.schedule(deadline: .now() + Self.period, repeating: Self.period, leeway: .milliseconds(2))
        timer.setEventHandler { [weak self] in self?.look() }
        let cpuClock = Self.currentThreadCPUClock()
        let cpuAtStart = cpuClock.flatMap(Self.seconds(of:)) ?? 0
        watch.withLock {
            $0 = Watch(connection: Connection(pointer: connection), cpuClock: cpuClock, cpuAtStart: cpuAtStart,
                       startedAt: DispatchTime.now().uptimeNanoseconds,
                       budgetSeconds: budgetSeconds)
        }
        timer.resume()
        return timer
    }

    /// Stops watching; returns why the statement was interrupted, if it was, and whether the
    /// reason was the time budget (which then is spent). No interrupt reaches the connection
    /// after this returns: `look` interrupts only while holding the lock with a watch set.
    func end(_ timer: DispatchSourceTimer) -> (reason: String?, isBudget: Bool) {
        let ended = watch.withLock { watch in
            defer { watch = nil }
            return (watch?.reason, watch?.isBudget ?? false)
        }
        timer.cancel()
        return ended
    }

    private func look() {
        watch.withLock { watch in
            guard var current = watch, current.reason == nil else { return }
            let wall = Double(DispatchTime.now().uptimeNanoseconds - current.startedAt) / 1_000_000_000
            let cpu = (current.cpuClock.flatMap(Self.seconds(of:)) ?? 0) - current.cpuAtStart
            if shouldStop() {
                current.reason = "the import was cancelled"
            } else if wall > current.budgetSeconds {
                current.reason = "the level files took longer than the time allowed"
                current.isBudget = true
            } else if cpu > current.budgetSeconds {
                // Only a clock that stands still (a faked one) lets CPU time pass wall time.
                current.reason = "the level files used more processor time than allowed"
                current.isBudget = true
            }
            guard current.reason != nil else { return }
            watch = current
            sqlite3_interrupt(current.connection.pointer)
        }
    }

    private static func currentThreadCPUClock() -> clockid_t? {
        var clock = clockid_t()
        return pthread_getcpuclockid(pthread_self(), &clock) == 0 ? clock : nil
    }

    private static func seconds(of clock: clockid_t) -> Double? {
        var time = timespec()
        guard clock_gettime(clock, &time) == 0 else { return nil }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
