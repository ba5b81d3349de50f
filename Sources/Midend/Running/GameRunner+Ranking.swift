import Foundation
import GameCore
import GameRules
import Leaderboards

/// What a runner knows of its game's ranking: the results panel's line. (The job that verifies
/// and submits the game goes to the main loop with the runner's other effects.)
package struct RankingProgress {
    /// Nil until the rules decide the game; then checking, ranked or not ranked (and why).
    package var verdict: RankingVerdict?
    /// The game the verdict is about: a verdict for another (an earlier attempt) is dropped.
    package var runID: String?
    /// A line to share about the game (`AppEnvironment.resultSharing`), once the job has answered.
    package var shareLine: String?

    package init(verdict: RankingVerdict? = nil, runID: String? = nil) {
        self.verdict = verdict
        self.runID = runID
    }

    /// The line the results panel shows, once the game is decided.
    package var line: String? {
        verdict?.line
    }
}

/// The answer of the ranking job, tagged with its game.
package struct RankingAnswer: Sendable {
    package var runID: String
    package var verdict: RankingVerdict
    package var shareLine: String? = nil
}

extension GameRunner {
    package static var rankingJobTitle: String { "Verifying the game for the leaderboards" }

    /// The rules decided the game (the `.rank` effect, before its end is reported): every
    /// finished game's results say whether it was ranked. Eligibility, the replay's verification
    /// and the submission run in a background job, among the runner's effects, which the screen's
    /// answer carries; the job keeps going if the screen is left, so the run is not lost.
    mutating func rank(services: PlayServices) {
        guard let access = services.leaderboards, let player = services.player else {
            ranking = RankingProgress(verdict: .unavailable)
            return
        }
        let game: FinishedGame
        do {
            game = try play.finishedGame(id: rankingRunID(progress: services.progress), playerID: player.identity.id,
                                         at: services.moment)
        } catch {
            ranking = RankingProgress(verdict: .notRanked(.unknownSetup))
            return
        }
        let sharing = services.resultSharing
        let context = play.statsContext, won = play.status == .won
        let playMilliseconds = play.playMilliseconds(at: services.now)
        let job = BackgroundJob(title: Self.rankingJobTitle) { _ in
            // Not stopped when cancelled (the screen left): a verified run is worth the moment.
            // The board service hears the end first (its clock stops), whatever the verdict here.
            access.shared?.finished?(game)
            let verdict = GameRanker.rank(game, registry: access.registry, store: access.store)
            // On a shared board the panel follows the run until the board has placed it.
            if case .ranked(let placement, let runID) = verdict { access.shared?.track(runID, placement.board) }
            let share = sharing?(ResultShareRequest(game: game, context: context, won: won,
                                                    playMilliseconds: playMilliseconds, verdict: verdict,
                                                    store: access.store))
            return RankingAnswer(runID: game.id, verdict: verdict, shareLine: share)
        }
        ranking = RankingProgress(verdict: .checking, runID: game.id)
        effects.jobs.append(job)
    }

    /// The game's id (the one it is counted under), so a second submission records nothing new;
    /// in a run that keeps no stats, an id made from the game itself, which is as stable.
    package func rankingRunID(progress: ProgressKeeper?) -> String {
        if let id = progress?.gameToSave?.id { return id }
        var bytes = Data(BackEnd.kind.rawValue.utf8)
        bytes += (try? BackEnd.encode(play.setup)) ?? Data()
        bytes += play.log.packed()
        return "run-" + String(FNV1a.hash(bytes), radix: 16)
    }

    /// The ranking job's answer: kept when it is about the game on screen.
    package mutating func receiveRanking(_ delivery: WorkDelivery) -> Bool {
        guard case .finished(_, let result) = delivery, let answer = result as? RankingAnswer else { return false }
        if answer.runID == ranking.runID {
            ranking.verdict = answer.verdict
            ranking.shareLine = answer.shareLine
        }
        return true
    }
}
