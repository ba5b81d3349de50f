import Foundation
import Storage
import Synchronization

/// Finished ranked games on their way to the shared board: written to the player's own database
/// first (so a crash, an unplugged cable or a board that is down loses nothing), then submitted
/// by `submitPending` — from a background thread (`OutboxWorker`), never from the input loop.
///
/// Exactly once: each run carries its id, the board's insert ignores an id it has, and an entry
/// leaves the outbox only after the board answered. A reply lost after the board committed leaves
/// the entry here; the next attempt inserts nothing and removes it.
public final class Outbox: Sendable {
    private let database: AppDatabase
    /// The local player whose games these are.
    public let localPlayer: Int64
    private let connect: @Sendable () throws -> any BoardSession
    /// Deals fetched ahead for the next games, topped up by each pass (nil: none are kept).
    public let deals: DealPool?
    /// One pass at a time, and the connection kept between passes (held across network waits).
    private let pass = Mutex<SessionBox>(SessionBox())
    /// Only the state: the screen reads it on the input thread, so it never waits on a pass.
    private let lastState: Mutex<SharedBoardState>

    public init(database: AppDatabase, localPlayer: Int64, deals: DealPool? = nil,
                connect: @escaping @Sendable () throws -> any BoardSession) {
        self.database = database
        self.localPlayer = localPlayer
        self.deals = deals
        self.connect = connect
        let waiting = (try? database.outboxCount(player: localPlayer)) ?? 0
        lastState = Mutex(.online(waiting: waiting))
    }

    /// The state for the board screen: the last attempt's outcome and what waits now.
    public var state: SharedBoardState {
        lastState.withLock { $0 }
    }

    /// Keeps a finished run for the board (its player id is the board's, set when it is sent).
    public func enqueue(_ run: ServerRun, queuedAt: Date) throws {
        let payload = try JSONEncoder().encode(run)
        try database.enqueueOutbox(OutboxEntry(runID: run.id, playerID: localPlayer, board: run.board,
                                               payload: payload, queuedAt: queuedAt))
        let count = try? database.outboxCount(player: localPlayer)
        lastState.withLock { $0 = Self.state($0, waiting: count ?? $0.waiting + 1) }
    }

    /// Sends what waits, oldest first; stops at the first failure that may pass (the board out of
    /// reach), keeps an entry the board refuses (counted, with why) and goes on. Returns the state.
    @discardableResult
    public func submitPending() -> SharedBoardState {
        let state = pass.withLock { box in
            let sent = send(&box)
            return sent.isOffline ? sent : topUpDeals(&box, after: sent)
        }
        lastState.withLock { $0 = state }
        return state
    }

    private func send(_ box: inout SessionBox) -> SharedBoardState {
        let entries: [OutboxEntry]
        do {
            entries = try database.outbox(player: localPlayer)
        } catch {
            return .offline(waiting: self.state.waiting, reason: "the outbox cannot be read: \(error)")
        }
        guard !entries.isEmpty else { return .online(waiting: 0) }
        for entry in entries {
            do {
                let session = try currentSession(&box)
                var run = try JSONDecoder().decode(ServerRun.self, from: entry.payload)
                run.playerID = session.playerID
                _ = try session.insert(run)
                try database.removeFromOutbox(runID: entry.runID)
            } catch let error as BoardError where error.isTransient {
                box.drop()
                try? database.noteOutboxAttempt(runID: entry.runID, error: error.description)
                return .offline(waiting: entries.count - countSent(entries), reason: error.description)
            } catch {
                // Refused (or unreadable): it stays, with why, and the others still go.
                box.drop()
                try? database.noteOutboxAttempt(runID: entry.runID, error: String(describing: error))
            }
        }
        return .online(waiting: (try? database.outboxCount(player: localPlayer)) ?? 0)
    }

    /// Asks the board for the deals the pool lacks (the next games start from them).
    private func topUpDeals(_ box: inout SessionBox, after state: SharedBoardState) -> SharedBoardState {
        guard let deals else { return state }
        for game in deals.missing() {
            do {
                let deal = try currentSession(&box).issueDeal(game: game)
                deals.add(deal, receivedAt: Date())
            } catch let error as BoardError where error.isTransient {
                box.drop()
                return .offline(waiting: state.waiting, reason: error.description)
            } catch {
                // Refused (a quota, say): the games started meanwhile are ranked here only.
                box.drop()
                return state
            }
        }
        return state
    }

    /// Closes the connection kept between passes.
    public func close() {
        pass.withLock { $0.drop() }
    }

    private func countSent(_ entries: [OutboxEntry]) -> Int {
        let left = (try? database.outboxCount(player: localPlayer)) ?? entries.count
        return entries.count - left
    }

    private func currentSession(_ box: inout SessionBox) throws -> any BoardSession {
        if let session = box.session { return session }
        let made = try connect()
        box.session = made
        return made
    }

    private static func state(_ state: SharedBoardState, waiting: Int) -> SharedBoardState {
        switch state {
        case .notConfigured, .online: .online(waiting: waiting)
        case .offline(_, let reason): .offline(waiting: waiting, reason: reason)
        case .busy(_, let copy): .busy(waiting: waiting, copyFrom: copy)
        }
    }
}

/// The connection kept between passes, only ever used under the outbox's pass lock.
struct SessionBox: ~Copyable {
    var session: (any BoardSession)?

    mutating func drop() {
        session?.close()
        session = nil
    }
}
