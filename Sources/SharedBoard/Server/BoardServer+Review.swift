import Foundation
import PostgresNIO

/// A moderator's verdict on a held run, as the board keeps it.
public struct ServerReview: Equatable, Sendable {
    public var runID: String
    public var approved: Bool
    public var moderator: String
    public var reason: String?
}

extension BoardServer {
    /// The verdicts on these runs (those never reviewed are absent). One query however many.
    public func reviews(of runIDs: [String]) throws -> [String: ServerReview] {
        guard !runIDs.isEmpty else { return [:] }
        let rows = try connection.rows("""
            SELECT run_id, approved, moderator, reason FROM clearfield.run_review WHERE run_id = ANY(\(runIDs))
            """)
        var reviews: [String: ServerReview] = [:]
        for row in rows {
            guard let (id, approved, moderator, reason) = try? row.decode((String, Bool, String, String?).self) else {
                continue
            }
            reviews[id] = ServerReview(runID: id, approved: approved, moderator: moderator, reason: reason)
        }
        return reviews
    }

    /// A moderator approves (ranked after all) or rejects (never ranked) a held run; the database
    /// refuses anyone else and logs the verdict.
    public func review(runID: String, approve: Bool, reason: String?) throws {
        try connection.rows("SELECT clearfield.review_run(\(runID), \(approve), \(reason))")
    }
}
