import Foundation
import Storage

/// Finished ranked games on their way to the shared board: written to the player's own database
/// first (so a crash, an unplugged cable or a board that is down loses nothing), then submitted
/// by `submitPending` — from a background thread (`OutboxWorker`), never from the input loop.
///
/// Exactly once: each run carries its id, the board's insert ignores an id it has, and an entry
/// leaves the outbox only after the board answered. A reply lost after the board committed leaves
/// the entry here; the next attempt inserts nothing and removes it.
public final class Outbox: @unchecked Sendable {
    private let database: AppDatabase
    /// The local player whose games these are.
    public let localPlayer: Int64
    private let connect: () throws -> any BoardSession
    /// One pass at a time, and the connection kept between passes (held across network waits).
    private let passLock = NSLock()
    /// Only the state: the screen reads it on the input thread, so it never waits on a pass.
    private let lock = NSLock()
    private var session: (any BoardSession)?
    private var lastState: SharedBoardState

    public init(database: AppDatabase, localPlayer: Int64, connect: @escaping () throws -> any BoardSession) {
        self.database = database
        self.localPlayer = localPlayer
        self.connect = connect
        let waiting = (try? database.outboxCount(player: localPlayer)) ?? 0
        lastState = .online(waiting: waiting)
    }

    /// The state for the board screen: the last attempt's outcome and what waits now.
    public var state: SharedBoardState {
        lock.lock()
        defer { lock.unlock() }
        return lastState
    }

    /// Keeps a finished run for the board (its player id is the board's, set when it is sent).
    public func enqueue(_ run: ServerRun, queuedAt: Date) throws {
        let payload = try JSONEncoder().encode(run)
        try database.enqueueOutbox(OutboxEntry(runID: run.id, playerID: localPlayer, board: run.board,
                                               payload: payload, queuedAt: queuedAt))
        lock.lock()
        lastState = Self.state(lastState, waiting: (try? database.outboxCount(player: localPlayer)) ?? lastState.waiting + 1)
        lock.unlock()
    }

    /// Sends what waits, oldest first; stops at the first failure that may pass (the board out of
    /// reach), keeps an entry the board refuses (counted, with why) and goes on. Returns the state.
    @discardableResult
    public func submitPending() -> SharedBoardState {
        passLock.lock()
        defer { passLock.unlock() }
        let state = pass()
        lock.lock()
        lastState = state
        lock.unlock()
        return state
    }

    private func pass() -> SharedBoardState {
        let entries: [OutboxEntry]
        do {
            entries = try database.outbox(player: localPlayer)
        } catch {
            return .offline(waiting: self.state.waiting, reason: "the outbox cannot be read: \(error)")
        }
        guard !entries.isEmpty else { return .online(waiting: 0) }
        for entry in entries {
            do {
                let session = try currentSession()
                var run = try JSONDecoder().decode(ServerRun.self, from: entry.payload)
                run.playerID = session.playerID
                _ = try session.insert(run)
                try database.removeFromOutbox(runID: entry.runID)
            } catch let error as BoardError where error.isTransient {
                dropSession()
                try? database.noteOutboxAttempt(runID: entry.runID, error: error.description)
                return .offline(waiting: entries.count - countSent(entries), reason: error.description)
            } catch {
                // Refused (or unreadable): it stays, with why, and the others still go.
                dropSession()
                try? database.noteOutboxAttempt(runID: entry.runID, error: String(describing: error))
            }
        }
        return .online(waiting: (try? database.outboxCount(player: localPlayer)) ?? 0)
    }

    /// Closes the connection kept between passes.
    public func close() {
        passLock.lock()
        defer { passLock.unlock() }
        dropSession()
    }

    private func countSent(_ entries: [OutboxEntry]) -> Int {
        let left = (try? database.outboxCount(player: localPlayer)) ?? entries.count
        return entries.count - left
    }

    private func currentSession() throws -> any BoardSession {
        if let session { return session }
        let made = try connect()
        session = made
        return made
    }

    private func dropSession() {
        session?.close()
        session = nil
    }

    private static func state(_ state: SharedBoardState, waiting: Int) -> SharedBoardState {
        switch state {
        case .notConfigured, .online: .online(waiting: waiting)
        case .offline(_, let reason): .offline(waiting: waiting, reason: reason)
        }
    }
}
