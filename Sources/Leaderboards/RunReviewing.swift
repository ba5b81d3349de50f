import Foundation
import Players

/// Where held runs wait for a moderator (`HumanEnvelope`): the local database (Storage) and the
/// shared board (SharedBoard) each keep them and each decision, with who made it and when.
/// Synchronous and throwing like `LeaderboardStore`: callers run it from a background job.
public protocol RunReviewing {
    /// The runs held and not yet decided, oldest first; every board's when `board` is nil.
    func heldRuns(board: BoardID?) throws -> [HeldRun]

    /// A moderator's decision on a held run: approved, it ranks as any verified run; rejected,
    /// it stays off the boards. Refused (`LeaderboardStoreError`) when `moderator` is not a
    /// moderator or the run is not held. The store records the decision with its time.
    func review(runID: String, decision: ReviewDecision, moderator: PlayerID) throws

    /// Where a run stands in review; nil for a run that was never held.
    func reviewState(runID: String) throws -> ReviewState?

    /// Holds a kept run the envelope finds too fast (`leaderboard verify` on runs kept before
    /// the envelope, or kept under other limits): it leaves every board until a moderator
    /// approves it. Nothing changes for a run already held or decided. A store that applies the
    /// envelope to every row it reads may keep nothing here.
    func hold(runID: String, reason: String) throws
}

/// The envelope's verdict on a kept run, as a store applies it when a run is submitted
/// (`RankingRegistry.envelopeCheck`: the games' logs are read through the registry).
public typealias EnvelopeCheck = @Sendable (RankedRun) -> EnvelopeVerdict

extension RankingRegistry {
    /// `envelopeVerdict(of:)` with the standard envelope, for a store to call.
    public var envelopeCheck: EnvelopeCheck {
        { run in self.envelopeVerdict(of: run) }
    }
}

/// A run the envelope held, with why.
public struct HeldRun: Hashable, Sendable {
    public var run: RankedRun
    /// `HeldReason.description` as kept.
    public var reason: String

    public init(run: RankedRun, reason: String) {
        self.run = run
        self.reason = reason
    }
}

/// A moderator's word on a held run. The raw values are what stores keep.
public enum ReviewDecision: String, Hashable, Sendable, CaseIterable {
    case approve = "approved"
    case reject = "rejected"
}

/// A held run's standing.
public enum ReviewState: Hashable, Sendable {
    /// Waiting for a moderator, with why it was held.
    case held(reason: String)
    case decided(ReviewDecision, moderator: PlayerID, at: Date)

    /// Whether the run may rank: only once approved.
    public var mayRank: Bool {
        if case .decided(.approve, _, _) = self { return true }
        return false
    }

    /// The line the run's player and the moderators see.
    public var summary: String {
        switch self {
        case .held: HeldReason.playerLine
        case .decided(.approve, _, _): "approved by a moderator"
        case .decided(.reject, _, _): "rejected by a moderator: faster than any recorded game"
        }
    }
}
