import Daily
import Synchronization

/// The daily Tiles maps' fingerprints already built: building one costs up to a few hundred
/// milliseconds, and a board's rows are checked again each time it is read.
final class TilesMapCache: Sendable {
    private struct Key: Hashable {
        var date: DailyDate
        var seed: UInt64
    }

    private let hashes = Mutex<[Key: UInt64]>([:])

    func mapHash(on date: DailyDate, seed: UInt64) -> UInt64 {
        let key = Key(date: date, seed: seed)
        if let known = hashes.withLock({ $0[key] }) { return known }
        let hash = DailyTilesChallenge(date: date, seed: seed).mapHash
        hashes.withLock { $0[key] = hash }
        return hash
    }
}
