import Foundation
import GRDB
import Leaderboards
import Players

extension AppDatabase {
    /// Runs held for review (issue 19): a row per run the human envelope found too fast, with the
    /// moderator's decision once made; every decision is also a line of `runReviewLog`, so a
    /// changed mind leaves its trace. A held or rejected run is in `rankedRun` (it replays) but
    /// never in `boardBest`.
    static func migrateToRunReview(_ db: Database) throws {
        try db.create(table: "runReview") { t in
            t.primaryKey("runId", .text).references("rankedRun", onDelete: .cascade)
            t.column("reason", .text).notNull()
            t.column("heldAt", .datetime).notNull()
            t.column("decision", .text).check { $0 == nil || ["approved", "rejected"].contains($0) }
            t.column("moderatorId", .integer)
            t.column("decidedAt", .datetime)
        }
        try db.create(table: "runReviewLog") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("runId", .text).notNull()
            t.column("decision", .text).notNull()
            t.column("moderatorId", .integer).notNull()
            t.column("at", .datetime).notNull()
        }
    }
}

/// One decision in the review log: who approved or rejected which run, and when.
public struct RunReviewRecord: Hashable, Sendable {
    public var runID: String
    public var decision: ReviewDecision
    public var moderator: PlayerID
    public var at: Date
}

extension DatabaseLeaderboardStore: RunReviewing {
    /// SQL: the runs that may not rank (held, or rejected).
    static let notRankable = "SELECT runId FROM runReview WHERE decision IS NULL OR decision <> 'approved'"

    public func heldRuns(board: BoardID?) throws -> [HeldRun] {
        try writer.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT r.*, v.reason AS heldReason FROM rankedRun r JOIN runReview v ON v.runId = r.id
                WHERE v.decision IS NULL AND (? IS NULL OR r.board = ?)
                ORDER BY v.heldAt, r.id
                """, arguments: [board?.rawValue, board?.rawValue])
            return try rows.map { HeldRun(run: try Self.run(from: $0), reason: $0["heldReason"]) }
        }
    }

    public func reviewState(runID: String) throws -> ReviewState? {
        try writer.read { db in try Self.reviewState(runID, db) }
    }

    public func review(runID: String, decision: ReviewDecision, moderator: PlayerID) throws {
        let date = database.now()
        try writer.write { db in
            let profile = try AppDatabase.knownProfile(moderator, in: db)
            guard profile.role.canModerate else {
                throw LeaderboardStoreError("only a moderator can review a held run")
            }
            guard let run = try fetchRun(runID, db), try Self.reviewState(runID, db) != nil else {
                throw LeaderboardStoreError("the run \(runID) is not held for review")
            }
            try db.execute(sql: "UPDATE runReview SET decision = ?, moderatorId = ?, decidedAt = ? WHERE runId = ?",
                           arguments: [decision.rawValue, moderator, StoredDate.text(date), runID])
            try db.execute(sql: "INSERT INTO runReviewLog (runId, decision, moderatorId, at) VALUES (?, ?, ?, ?)",
                           arguments: [runID, decision.rawValue, moderator, StoredDate.text(date)])
            try replace(run, db)
        }
    }

    public func hold(runID: String, reason: String) throws {
        let date = database.now()
        try writer.write { db in
            guard let run = try fetchRun(runID, db) else { throw LeaderboardStoreError("there is no ranked run \(runID)") }
            guard try Self.reviewState(runID, db) == nil else { return }
            try Self.insertHold(runID: runID, reason: reason, at: date, db)
            try replace(run, db)
        }
    }

    /// Every review decision, newest first.
    public func reviewLog() throws -> [RunReviewRecord] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM runReviewLog ORDER BY id DESC").compactMap { row in
                guard let decision = ReviewDecision(rawValue: row["decision"]) else { return nil }
                return RunReviewRecord(runID: row["runId"], decision: decision, moderator: row["moderatorId"],
                                       at: try Self.date(row, "at"))
            }
        }
    }

    /// Whether a run about to be kept is held: by an earlier decision, or now by the envelope
    /// (which then holds it). Only verified runs are asked.
    func holds(_ run: RankedRun, _ db: Database) throws -> Bool {
        if let state = try Self.reviewState(run.id, db) { return !state.mayRank }
        guard let envelope, case .held(let reason) = envelope(run) else { return false }
        try Self.insertHold(runID: run.id, reason: reason.description, at: database.now(), db)
        return true
    }

    /// The run's player's rows worked out again in every period it falls in.
    private func replace(_ run: RankedRun, _ db: Database) throws {
        for period in periods.periods(of: run.finishedAt) {
            try rebuildBest(board: run.board, period: period, player: run.playerID, db)
            try refreshAggregates(of: run.board, period: period, player: run.playerID, db)
        }
    }

    private static func insertHold(runID: String, reason: String, at date: Date, _ db: Database) throws {
        try db.execute(sql: "INSERT INTO runReview (runId, reason, heldAt) VALUES (?, ?, ?)",
                       arguments: [runID, reason, StoredDate.text(date)])
    }

    static func reviewState(_ runID: String, _ db: Database) throws -> ReviewState? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM runReview WHERE runId = ?", arguments: [runID]) else {
            return nil
        }
        guard let decisionText: String = row["decision"], let decision = ReviewDecision(rawValue: decisionText) else {
            return .held(reason: row["reason"])
        }
        return .decided(decision, moderator: row["moderatorId"], at: try date(row, "decidedAt"))
    }
}
