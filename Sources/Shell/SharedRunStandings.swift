import Foundation
import Leaderboards
import Midend
import Players
import Synchronization
import Terminal

/// The shared-board standing of the runs finished in this session, for their results panels:
/// "sending…" while a run waits in the outbox, then its rank on the shared board. The outbox
/// worker calls `refresh` after every pass, on its own thread (the board's reads wait there,
/// never on the input loop), and then wakes the input loop, which redraws the panel and the
/// Leaderboards screen's header at once. `standing` only reads what `refresh` found.
public final class SharedRunStandings: Sendable {
    private struct Entry: Sendable {
        var board: BoardID
        var standing: SharedRunStanding
    }

    private let entries = Mutex<[String: Entry]>([:])
    public let wake: WakeSignal

    public init(wake: WakeSignal) {
        self.wake = wake
    }

    /// Follows a run just queued.
    public func track(runID: String, board: BoardID) {
        entries.withLock { $0[runID] = $0[runID] ?? Entry(board: board, standing: .sending) }
    }

    /// The board's verdict on a run (the outbox's worker tells it, on its thread); the loop is woken.
    public func settle(runID: String, _ standing: SharedRunStanding) {
        // Kept even before `track` (the verdict may beat the ranking job's call): track keeps it.
        entries.withLock { $0[runID] = Entry(board: $0[runID]?.board ?? BoardID(rawValue: ""), standing: standing) }
        wake.signal()
    }

    /// What is known of a run; nil for one not followed. Never waits.
    public func standing(runID: String) -> SharedRunStanding? {
        entries.withLock { $0[runID]?.standing }
    }

    /// After a pass of the outbox: each run still "sending" that has left the outbox is looked up
    /// on the shared board (its rank in each window it is the player's best in); then the loop
    /// is woken.
    public func refresh(outboxRunIDs: Set<String>, store: any LeaderboardStore, player: PlayerID, now: Date) {
        let sent = entries.withLock { entries in
            entries.filter { $0.value.standing == .sending && !outboxRunIDs.contains($0.key) }.map { ($0.key, $0.value.board) }
        }
        for (runID, board) in sent {
            let standing = Self.standing(of: runID, board: board, store: store, player: player, now: now)
            entries.withLock { $0[runID]?.standing = standing }
        }
        wake.signal()
    }

    /// The run's placement on the shared board, read as its player (the store's viewer).
    package static func standing(of runID: String, board: BoardID, store: any LeaderboardStore, player: PlayerID,
                         now: Date) -> SharedRunStanding {
        var ranks: [RankWindow: Int] = [:]
        do {
            for window in RankWindow.allCases {
                if let row = try store.rank(of: player, board: board, window: window, now: now), row.runID == runID {
                    ranks[window] = row.rank
                }
            }
        } catch {
            return .notPlaced("the board could not be read (\(error))")
        }
        return .placed(Placement(board: board, ranks: ranks, isPersonalBest: ranks[.allTime] != nil))
    }
}
