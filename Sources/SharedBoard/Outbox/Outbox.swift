import BoardAPI
import Foundation
import LocalDatabase
import Synchronization

/// Finished ranked games on their way to the board service: written to the player's own database
/// first (so a crash, an unplugged cable or a service that is down loses nothing), then submitted
/// by `submitPending` — from a background thread (`OutboxWorker`), never from the input loop.
///
/// Exactly once: each run carries its id, the service's idempotency key, and an entry leaves the
/// outbox only after the service answered a verdict for it (or refused the request itself). An
/// answer lost after the service stored the run leaves the entry here; the next attempt gets the
/// stored verdict back and removes it.
public final class Outbox: Sendable {
    private let database: AppDatabase
    /// The local player whose games these are.
    public let localPlayer: Int64
    private let session: any BoardSession
    /// Told each verdict as it arrives (on the worker's thread).
    private let onVerdict: @Sendable (RunVerdict) -> Void
    /// One pass at a time.
    private let pass = Mutex(())
    /// Only the state and the verdicts: the screen reads them on the input thread, so it never
    /// waits on a pass.
    private let lastState: Mutex<SharedBoardState>
    private let verdicts = Mutex<[String: RunVerdict]>([:])

    public init(database: AppDatabase, localPlayer: Int64, session: any BoardSession,
                onVerdict: @escaping @Sendable (RunVerdict) -> Void = { _ in }) {
        self.database = database
        self.localPlayer = localPlayer
        self.session = session
        self.onVerdict = onVerdict
        let waiting = (try? database.outboxCount(player: localPlayer)) ?? 0
        lastState = Mutex(.online(waiting: waiting))
    }

    /// The state for the board screen: the last attempt's outcome and what waits now.
    public var state: SharedBoardState {
        lastState.withLock { $0 }
    }

    /// The service's verdict on a run sent in this session, nil while it waits (or for another run).
    public func verdict(runID: String) -> RunVerdict? {
        verdicts.withLock { $0[runID] }
    }

    /// Keeps a finished run for the service.
    public func enqueue(_ run: RunSubmission, queuedAt: Date) throws {
        let payload = try APICoding.encoder().encode(run)
        try database.enqueueOutbox(OutboxEntry(runID: run.runID, playerID: localPlayer, board: run.board,
                                               payload: payload, queuedAt: queuedAt))
        let count = try? database.outboxCount(player: localPlayer)
        lastState.withLock { $0 = Self.state($0, waiting: count ?? $0.waiting + 1) }
    }

    /// Sends what waits, oldest first; stops at the first failure that may pass (the service out
    /// of reach), and takes a refusal of the request itself as the run's verdict. Returns the state.
    @discardableResult
    public func submitPending() -> SharedBoardState {
        let state = pass.withLock { _ in send() }
        lastState.withLock { $0 = state }
        return state
    }

    private func send() -> SharedBoardState {
        let entries: [OutboxEntry]
        do {
            entries = try database.outbox(player: localPlayer)
        } catch {
            return .offline(waiting: self.state.waiting, reason: "the outbox cannot be read: \(error)")
        }
        for (index, entry) in entries.enumerated() {
            guard let run = try? APICoding.decoder().decode(RunSubmission.self, from: entry.payload) else {
                // Kept by a version that sent runs to the database directly: the service cannot
                // take it (it has no deal there); the player's own boards keep it.
                settle(entry.runID, RunVerdict(runID: entry.runID, status: .refused,
                                               reason: "it was kept for the retired direct board"))
                continue
            }
            do {
                settle(entry.runID, try session.submit(run))
            } catch let failure as any BoardSessionFailure where failure.isTransient {
                try? database.noteOutboxAttempt(runID: entry.runID, error: failure.description)
                return .offline(waiting: entries.count - index, reason: failure.description)
            } catch let failure as any BoardSessionFailure {
                settle(entry.runID, RunVerdict(runID: entry.runID, status: .refused, reason: failure.description))
            } catch {
                // Not a failure of the service's (the run could not be encoded, say): it stays, with why.
                try? database.noteOutboxAttempt(runID: entry.runID, error: String(describing: error))
            }
        }
        return .online(waiting: (try? database.outboxCount(player: localPlayer)) ?? 0)
    }

    /// The service has answered for the run: it leaves the outbox and its verdict is kept.
    private func settle(_ runID: String, _ verdict: RunVerdict) {
        do {
            try database.removeFromOutbox(runID: runID)
        } catch {
            try? database.noteOutboxAttempt(runID: runID, error: "answered, but not removed: \(error)")
        }
        verdicts.withLock { $0[runID] = verdict }
        onVerdict(verdict)
    }

    private static func state(_ state: SharedBoardState, waiting: Int) -> SharedBoardState {
        switch state {
        case .notConfigured, .online: .online(waiting: waiting)
        case .offline(_, let reason): .offline(waiting: waiting, reason: reason)
        case .busy(_, let copy): .busy(waiting: waiting, copyFrom: copy)
        }
    }
}
