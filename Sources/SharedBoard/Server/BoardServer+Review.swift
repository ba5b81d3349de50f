import Foundation
import PostgresNIO

/// A moderator's verdict on a held run, as the board keeps it.
public struct ServerReview: Equatable, Sendable {
    public var runID: String
    public var approved: Bool
    public var moderator: String
    /// The moderator's player id on the board (nil for an administrator who is no player).
    public var moderatorID: Int64?
    public var reason: String?
    public var at: Date
}

extension BoardServer {
    /// The verdicts on these runs (those never reviewed are absent). One query however many.
    public func reviews(of runIDs: [String]) throws -> [String: ServerReview] {
        guard !runIDs.isEmpty else { return [:] }
        let rows = try connection.rows("""
            SELECT v.run_id, v.approved, v.moderator, p.id, v.reason, v.at
            FROM clearfield.run_review v LEFT JOIN clearfield.player p ON p.role_name = v.moderator
            WHERE v.run_id = ANY(\(runIDs))
            """)
        var reviews: [String: ServerReview] = [:]
        for row in rows {
            guard let (id, approved, moderator, moderatorID, reason, at) =
                    try? row.decode((String, Bool, String, Int64?, String?, Date).self) else { continue }
            reviews[id] = ServerReview(runID: id, approved: approved, moderator: moderator, moderatorID: moderatorID,
                                       reason: reason, at: at)
        }
        return reviews
    }

    /// A moderator approves (ranked after all) or rejects (never ranked) a held run; the database
    /// refuses anyone else and logs the verdict.
    public func review(runID: String, approve: Bool, reason: String?) throws {
        try connection.rows("SELECT clearfield.review_run(\(runID), \(approve), \(reason))")
    }
}

extension BoardServer {
    /// The newest runs nobody reviewed yet, on one board or all: where held ones are looked for
    /// (the envelope is the game's; the board keeps only the verdicts).
    public func unreviewedRuns(board: String?, limit: Int = 500) throws -> [ServerBoardRow] {
        let rows = try connection.rows("""
            SELECT \(unescaped: Self.boardColumns)
            \(unescaped: Self.runsJoined)
            WHERE (\(board)::text IS NULL OR r.board = \(board))
              AND NOT EXISTS (SELECT FROM clearfield.run_review v WHERE v.run_id = r.id)
            ORDER BY r.submitted_at DESC, r.id
            LIMIT \(Int64(limit))
            """)
        return rows.compactMap(Self.boardRow)
    }
}
