import Foundation
import Leaderboards
import Players

/// Held runs on the shared board (issue 19), as `RunReviewing`: the human envelope is applied by
/// every reader to every row it reads (`PostgresLeaderboardStore`'s `hold`), so nothing is kept
/// here for a held run; the moderators' verdicts are the database's (`review_run`, which refuses
/// anyone but a moderator and logs each verdict). Synchronous: call it from background work.
public struct SharedRunReviews: RunReviewing, Sendable {
    public let server: BoardServer
    /// The envelope's verdict on a run (`RankingRegistry.envelopeCheck`), and its replay.
    let envelope: EnvelopeCheck
    let verify: @Sendable (RankedRun) -> VerificationState

    public init(server: BoardServer, envelope: @escaping EnvelopeCheck,
                verify: @escaping @Sendable (RankedRun) -> VerificationState) {
        self.server = server
        self.envelope = envelope
        self.verify = verify
    }

    /// Runs that verify, that the envelope holds and that nobody reviewed, newest first (of the
    /// last 500 unreviewed runs), oldest first as the protocol asks.
    public func heldRuns(board: BoardID?) throws -> [HeldRun] {
        try server.unreviewedRuns(board: board?.rawValue).reversed().compactMap { row in
            guard let run = ServerRowCheck.rankedRun(from: row.run), verify(run).isVerified,
                  case .held(let reason) = envelope(run) else { return nil }
            return HeldRun(run: run, reason: reason.description)
        }
    }

    /// The moderator is whoever is connected: the database checks they are one (a refusal
    /// otherwise) and logs the decision; `moderator` is not trusted for it.
    public func review(runID: String, decision: ReviewDecision, moderator: PlayerID) throws {
        try server.review(runID: runID, approve: decision == .approve, reason: nil)
    }

    public func reviewState(runID: String) throws -> ReviewState? {
        if let review = try server.reviews(of: [runID])[runID] {
            return .decided(review.approved ? .approve : .reject, moderator: review.moderatorID ?? 0, at: review.at)
        }
        guard let row = try server.run(id: runID), let run = ServerRowCheck.rankedRun(from: row.run),
              case .held(let reason) = envelope(run) else { return nil }
        return .held(reason: reason.description)
    }

    /// Nothing to keep: every reader holds such a run by the envelope itself.
    public func hold(runID: String, reason: String) throws {}
}
