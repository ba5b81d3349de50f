import Foundation
import Players

/// Finds, among runs seen oldest first, an earlier run of another player with the same game,
/// setup and log (issue 34, B8): a copy replays as well as the original, so `verify` must look
/// for it. Keeps a hash per run seen (a store may hold a million) and compares whole runs only
/// when two hashes meet.
struct RunCopyFinder {
    private var seen: [Int: [(id: String, player: PlayerID)]] = [:]

    /// The id of the earlier run `run` copies, if any; remembers `run` otherwise.
    mutating func original(of run: RankedRun, in store: some LeaderboardStore) throws -> String? {
        var hasher = Hasher()
        hasher.combine(run.kind.rawValue)
        hasher.combine(run.setup)
        hasher.combine(run.log)
        let key = hasher.finalize()
        for earlier in seen[key] ?? [] where earlier.player != run.playerID {
            guard let other = try store.run(id: earlier.id) else { continue }
            if other.kind == run.kind, other.setup == run.setup, other.log == run.log { return earlier.id }
        }
        seen[key, default: []].append((run.id, run.playerID))
        return nil
    }
}
