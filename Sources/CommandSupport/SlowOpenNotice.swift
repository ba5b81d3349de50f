import Dispatch
import LocalDatabase
import Synchronization

/// Says on standard error, half a second into opening the database, that the game is waiting for
/// it and for how long at most: a database another program holds would otherwise leave a blank
/// terminal until the open gives up.
package final class SlowOpenNotice: Sendable {
    /// Set once the open is over: a notice not yet written is then never written.
    private let cancelled = Mutex(false)

    package init(after seconds: Double = 0.5, write: @escaping @Sendable (String) -> Void = { printError($0) }) {
        let patience = Int((AppDatabase.openPatience + AppDatabase.busyTimeout).rounded(.up))
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            guard !self.cancelled.withLock({ $0 }) else { return }
            write("clearfield: waiting for the database (another program may be using it); "
                + "giving up after about \(patience) s")
        }
    }

    package func cancel() { cancelled.withLock { $0 = true } }
}
