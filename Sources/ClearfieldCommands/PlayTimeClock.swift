import Foundation
import GameCore
import Terminal

/// The game's clock in the real program: monotonic time less the time spent suspended by Ctrl-Z
/// or stopped by SIGSTOP, so a suspended game's play clock (and anything else timed) does not count
/// the suspension.
struct PlayTimeClock: GameClock {
    private let system = SystemClock()

    func now() -> Instant {
        let instant = system.now()
        let suspended = CursesTerminal.suspendedNanoseconds
        return Instant(nanoseconds: instant.nanoseconds >= suspended ? instant.nanoseconds - suspended : 0)
    }

    func wallTime() -> Date { system.wallTime() }
}
