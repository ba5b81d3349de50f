import Foundation
import Synchronization

/// Replays a kept run with the games' rules (`RankingRegistry.reverify`), for a store to call
/// when it reads a board: a run marked verified by hand whose log does not replay must not rank
/// until someone runs `leaderboard verify`.
public typealias RunReplayCheck = @Sendable (RankedRun) -> VerificationState

extension RankingRegistry {
    /// `reverify(_:)`, for a store to call.
    public var replayCheck: RunReplayCheck {
        { run in self.reverify(run) }
    }
}

/// The runs this process has already replayed and found verified, by id and content, so a board
/// read replays a run at most once however often it is drawn: the cost of the check is bounded
/// by the rows a read returns, once. A run changed in any way (its log, setup, figures...) is a
/// different entry and is replayed again. Bounded too: past `capacity` entries it starts afresh.
public final class ReplayedRuns: Sendable {
    public static let shared = ReplayedRuns()

    struct Key: Hashable {
        var id: String
        var content: Int
    }

    private let seen = Mutex<Set<Key>>([])
    let capacity: Int

    public init(capacity: Int = 100_000) {
        self.capacity = capacity
    }

    static func key(of run: RankedRun) -> Key {
        // Within one process the hasher's seed is fixed; a forged run would need this process's
        // seed to collide with one already replayed.
        Key(id: run.id, content: run.hashValue)
    }

    public func contains(_ run: RankedRun) -> Bool {
        let key = Self.key(of: run)
        return seen.withLock { $0.contains(key) }
    }

    public func insert(_ run: RankedRun) {
        let key = Self.key(of: run)
        seen.withLock { seen in
            if seen.count >= capacity { seen.removeAll(keepingCapacity: true) }
            seen.insert(key)
        }
    }
}
