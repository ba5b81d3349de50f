import Foundation
import Storage

/// Says on standard error, half a second into opening the database, that the game is waiting for
/// it and for how long at most: a database another program holds would otherwise leave a blank
/// terminal until the open gives up.
final class SlowOpenNotice: Sendable {
    private let work: DispatchWorkItem

    init(after seconds: Double = 0.5, write: @escaping @Sendable (String) -> Void = { printError($0) }) {
        let patience = Int((AppDatabase.openPatience + AppDatabase.busyTimeout).rounded(.up))
        work = DispatchWorkItem {
            write("clearfield: waiting for the database (another program may be using it); "
                + "giving up after about \(patience) s")
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: work)
    }

    func cancel() { work.cancel() }
}
