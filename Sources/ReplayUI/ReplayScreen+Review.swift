import Midend
import Shell
import Leaderboards
import Terminal

/// A held run under a moderator's eyes in the replay viewer: why it was held, and how to pass
/// the moderator's decision to the store that keeps it (the local database or the shared board,
/// which record who decided and when).
public struct ReplayReview: Sendable {
    public var runID: String
    /// Why the envelope held it ("faster than any recorded game: 0.01 s, …").
    public var reason: String
    /// Records the decision and answers a sentence (done, or refused and why). Waits on the
    /// store: called from background work only.
    public var decide: @Sendable (ReviewDecision) -> String

    public init(runID: String, reason: String, decide: @escaping @Sendable (ReviewDecision) -> String) {
        self.runID = runID
        self.reason = reason
        self.decide = decide
    }
}

/// Where a review stands in the viewer: asking to confirm, waiting for the store, decided.
struct ReplayReviewing {
    var review: ReplayReview
    var asking: ReviewDecision?
    /// The store's answer to the decision, once it came.
    var answer: String?
}

/// The store's answer to a moderator's decision.
struct ReplayReviewAnswer: Sendable {
    var message: String
}

/// A moderator's keys in the replay viewer of a held run: `a` approves it (it ranks), `x` rejects
/// it (it stays off the boards), each after a y/n question; the decision runs as background work.
extension ReplayScreen {
    /// The viewer with a moderator's review keys.
    public func reviewing(_ review: ReplayReview) -> ReplayScreen {
        var screen = self
        screen.reviewing = ReplayReviewing(review: review)
        return screen
    }

    /// The key, when it is a review key (or the answer to the review's question); nil otherwise.
    mutating func reviewKey(_ key: Key) -> ScreenCommand? {
        guard var state = reviewing else { return nil }
        defer { reviewing = state }
        if let decision = state.asking {
            state.asking = nil
            guard key == .character("y") || key == .character("Y") else { return .stay }
            let review = state.review
            return .run(BackgroundJob(title: "Recording the decision") { _ in
                ReplayReviewAnswer(message: review.decide(decision))
            })
        }
        switch key {
        case .character("a"): state.asking = .approve
        case .character("x"): state.asking = .reject
        default: return nil
        }
        return .stay
    }

    public mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
        guard case .finished(_, let result) = delivery, let answer = result as? ReplayReviewAnswer else { return .stay }
        reviewing?.answer = answer.message
        return .banner(answer.message)
    }

    /// The review keys for the key line, when the viewer reviews a held run.
    var reviewHints: [(key: String, action: String)] {
        reviewing == nil ? [] : [("a", "approve"), ("x", "reject")]
    }

    /// The review's line (above the verdict) and its keys, when the viewer reviews a held run.
    func drawReview(into frame: inout FrameBuffer, context: ScreenContext) {
        guard let state = reviewing else { return }
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let line: String
        if let decision = state.asking {
            line = decision == .approve ? "Approve this run? It ranks on the board. (y/n)"
                                        : "Reject this run? It stays off the boards. (y/n)"
        } else if let answer = state.answer {
            line = answer
        } else {
            line = "Held for review: " + state.review.reason
        }
        frame.putCentered(line, row: size.rows - 4, from: 0, width: size.columns,
                          style: state.asking != nil ? theme.selected : theme.warning, glyphs: glyphs)
    }
}
