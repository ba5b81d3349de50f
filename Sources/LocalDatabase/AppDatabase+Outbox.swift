import Foundation
import GRDB

/// A finished ranked game waiting for the shared board: its run id (the board's idempotency key),
/// the player whose game it was, and the run itself as the shared-board module encoded it.
public struct OutboxEntry: Equatable, Sendable {
    public var runID: String
    public var playerID: Int64
    public var board: String
    public var payload: Data
    public var queuedAt: Date
    public var attempts: Int
    public var lastError: String?

    public init(runID: String, playerID: Int64, board: String, payload: Data, queuedAt: Date,
                attempts: Int = 0, lastError: String? = nil) {
        self.runID = runID
        self.playerID = playerID
        self.board = board
        self.payload = payload
        self.queuedAt = queuedAt
        self.attempts = attempts
        self.lastError = lastError
    }
}

/// The local outbox (`sharedBoardOutbox`): written when a ranked game ends, read by the background
/// submitter, emptied entry by entry once the board has each run.
extension AppDatabase {
    /// Queues a run; queuing the same run id again changes nothing (a game ends once).
    public func enqueueOutbox(_ entry: OutboxEntry) throws {
        try dbWriter.write { db in
            try db.execute(sql: """
                INSERT INTO sharedBoardOutbox (runId, playerId, board, payload, queuedAt, attempts, lastError)
                VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (runId) DO NOTHING
                """, arguments: [entry.runID, entry.playerID, entry.board, entry.payload, entry.queuedAt,
                                 entry.attempts, entry.lastError])
        }
    }

    /// What waits for one player, oldest first.
    public func outbox(player: Int64, limit: Int = 1000) throws -> [OutboxEntry] {
        try dbWriter.read { db in
            try Row.fetchAll(db, sql: """
                SELECT runId, playerId, board, payload, queuedAt, attempts, lastError FROM sharedBoardOutbox
                WHERE playerId = ? ORDER BY queuedAt, runId LIMIT ?
                """, arguments: [player, limit]).map { row in
                OutboxEntry(runID: row["runId"], playerID: row["playerId"], board: row["board"], payload: row["payload"],
                            queuedAt: row["queuedAt"], attempts: row["attempts"], lastError: row["lastError"])
            }
        }
    }

    /// How many runs wait for one player (the "offline — N results waiting" count).
    public func outboxCount(player: Int64) throws -> Int {
        try dbWriter.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM sharedBoardOutbox WHERE playerId = ?", arguments: [player]) ?? 0
        }
    }

    /// The board has the run: it leaves the outbox.
    public func removeFromOutbox(runID: String) throws {
        try dbWriter.write { db in
            try db.execute(sql: "DELETE FROM sharedBoardOutbox WHERE runId = ?", arguments: [runID])
        }
    }

    /// A failed attempt, counted, with why (shown by `board status`).
    public func noteOutboxAttempt(runID: String, error: String) throws {
        try dbWriter.write { db in
            try db.execute(sql: "UPDATE sharedBoardOutbox SET attempts = attempts + 1, lastError = ? WHERE runId = ?",
                           arguments: [error, runID])
        }
    }
}
