import Foundation
import GameCore
import GameRules
import Leaderboards

/// The reading client's own verdict on a run from the board: its log replayed through the game's
/// rules from its setup, and every figure the board orders or shows compared with what the replay
/// reached. The board's rows say what their writer claims; only this decides what ranks.
public struct RunReplayer: Sendable {
    private let registry: GameRegistry
    private let rules: [any RankingRules]

    public init(registry: GameRegistry, rules: [any RankingRules]) {
        self.registry = registry
        self.rules = rules
    }

    public func verdict(_ run: RankedRun) -> VerificationState {
        guard let gameRules = rules.first(where: { $0.kind == run.kind }) else {
            return .unverified("no game \"\(SafeText.escaped(run.kind.rawValue))\" ranks on this board")
        }
        let replay = registry.verify(kind: run.kind.rawValue, encodedSetup: run.setup, packedLog: run.log,
                                     claimedPlayMilliseconds: run.claimed.playMilliseconds)
        guard case .success(let reached) = replay else {
            if case .failure(let failure) = replay { return .unverified(failure.description) }
            return .unverified("the replay failed")
        }
        guard reached == run.claimed else {
            return .unverified("the claimed result is not what the log reaches")
        }
        // A dealt seed: the board's rows never say otherwise (an undealt game is refused before
        // it is ever submitted), and the rest of the rules (assisted, 3BV floor, board) still apply.
        guard case .ranked(let board) = gameRules.eligibility(encodedSetup: run.setup, verification: replay,
                                                             origin: .dealt) else {
            return .unverified("the game does not rank")
        }
        guard board == run.board else { return .unverified("the game ranks on another board") }
        let score = gameRules.score(of: reached, on: board, finishedAt: run.finishedAt)
        guard RankedScore.padded(score.sortKey) == run.paddedSortKey, score.figures == run.figures else {
            return .unverified("the ranked figures are not what the log reaches")
        }
        return .verified
    }
}
