import Leaderboards
import Progress

/// Where a run finished in this session stands on the shared board, for its results panel:
/// waiting in the outbox, then the board service's verdict: ranked (its rank), held for review,
/// or not ranked (why).
public enum SharedRunStanding: Hashable, Sendable {
    case sending
    /// On the board, and how much longer the board's clock ran than the game's (a pause, help,
    /// the game put away and resumed), when it timed the run by its own clock.
    case placed(Placement, stoppedClockMilliseconds: Int? = nil)
    /// The board did not take it (why, in words).
    case notPlaced(String)
    /// Verified but held until a moderator looks at it (why, in words).
    case held(String)

    /// The results panel's line for a run ranked locally and sent to the shared board.
    public var line: String {
        switch self {
        case .sending: "Ranked: sending\u{2026}"
        case .placed(let placement, let stopped):
            "Ranked: " + (placement.summary ?? "kept, not your best on this board")
                + (stopped.map { ", timed by the board's clock (\(StatFormat.preciseDuration(milliseconds: Int64($0))) of breaks)" } ?? "")
        case .notPlaced(let reason): "Not ranked: \(reason)"
        case .held(let reason): "Held for review: \(reason)"
        }
    }
}

extension RankingProgress {
    /// The panel's line: with a shared board, a ranked run's standing there (sending, then its
    /// rank); otherwise the verdict's own line.
    package func line(shared: SharedBoardLink?) -> String? {
        guard let verdict else { return nil }
        if case .ranked(_, let runID) = verdict, let shared, let standing = shared.standing(runID) {
            return standing.line
        }
        return verdict.line
    }
}
