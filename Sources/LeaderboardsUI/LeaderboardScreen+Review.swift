import Midend
import Shell
import ReplayUI
import PlayersUI
import Foundation
import Leaderboards
import Players
import Terminal

/// Held runs on the Leaderboards screen (issue 19): a moderator sees how many runs of the board
/// wait for review, and `r` opens the oldest in the replay viewer with the review keys
/// (ReplayScreen+Review.swift). The board is read again when the viewer is left.
extension LeaderboardScreen {
    /// "2 held for review (r)", for a moderator when the board has held runs.
    var heldSummary: String? {
        guard reviewer, let held = page?.held, !held.isEmpty else { return nil }
        return "\(held.count) held for review (r)"
    }

    /// After a page came: whether the viewer may review its held runs. The local database's
    /// roles say so (one profile read, as the moderation keys do); a shared board lists held
    /// runs to its moderators only, so a list it gave is the viewer's to review.
    mutating func noteReviewer(context: ScreenContext) {
        guard let held = page?.held, !held.isEmpty, let viewer = viewer(context) else {
            reviewer = false
            return
        }
        if context.environment.leaderboards?.shared != nil {
            reviewer = true
            return
        }
        reviewer = (try? context.environment.profiles?.profile(viewer).role.canModerate) ?? false
    }

    /// `r`: the oldest held run of the board in the replay viewer, with the review keys.
    mutating func openReview(context: ScreenContext) -> ScreenCommand {
        guard reviewer, let held = page?.held.first, let access = context.environment.leaderboards,
              let moderator = viewer(context) else {
            return .banner(reviewer || page?.held.isEmpty != false ? "No run of this board is held for review"
                                                                   : "Only a moderator can review held runs")
        }
        let caption = "held for review"
        let runID = held.run.id
        let review = ReplayReview(runID: runID, reason: held.reason) { decision in
            Self.decide(decision, runID: runID, moderator: moderator, access: access)
        }
        rereadsWhenShown = true
        let games = context.environment.games
        return .run(BackgroundJob(title: "Opening the replay") { _ in
            Self.replay(runID: runID, caption: caption, store: .success(access.store), games: games)
                .map { $0.reviewing(review) }
        })
    }

    /// Records a decision in the board's store and says what came of it.
    static func decide(_ decision: ReviewDecision, runID: String, moderator: PlayerID,
                       access: LeaderboardAccess) -> String {
        guard let reviewing = access.store as? any RunReviewing else { return "This board keeps no reviews" }
        do {
            try reviewing.review(runID: runID, decision: decision, moderator: moderator)
            return decision == .approve ? "Approved: the run ranks on its board" : "Rejected: the run stays off the boards"
        } catch {
            return "The decision was not recorded: \(error)"
        }
    }
}

extension LeaderboardPage {
    /// The page with the board's held runs, when the store keeps reviews (a store that cannot
    /// list them leaves the list empty: the board itself was read).
    func withHeldRuns(from store: any LeaderboardStore) -> LeaderboardPage {
        guard let reviewing = store as? any RunReviewing else { return self }
        var page = self
        page.held = (try? reviewing.heldRuns(board: query.board)) ?? []
        return page
    }
}
