import Foundation
import GameCore
import GameRules

/// One game's ranking rules, declared by the game's own module (Tiles, Mines): which boards it
/// has, which finished games rank on which board, and how a verified game is ordered. Nothing
/// outside the game knows its boards; the leaderboard code loops over these values.
public protocol RankingRules: Sendable {
    /// The game these rules rank.
    var kind: GameKind { get }
    /// The boards to list, in the order the screens show them.
    var boards: [BoardDefinition] { get }
    /// The definition of any board of this game, listed or not (a Tiles level added later).
    func definition(of board: BoardID) -> BoardDefinition?
    /// The board a person means by `typed` on the command line when it is not a board's id
    /// (a name a game kept from an older version, say); nil when the game knows no such name.
    func definition(named typed: String) -> BoardDefinition?
    /// How fast people can play `board`: a run faster than these limits is held for review.
    func envelopeLimits(for board: BoardID) -> HumanEnvelope.Limits
    /// Whether a finished game ranks, and on which board. `verification` is the replay's
    /// verdict on the game's setup and log; `origin` nil means unknown (not ranked).
    func eligibility(encodedSetup: Data, verification: Result<VerifiedGame, VerificationFailure>,
                     origin: SeedOrigin?) -> Eligibility
    /// The order and figures of a verified game on `board`.
    func score(of verified: VerifiedGame, on board: BoardID, finishedAt: Date) -> RankedScore
}

extension RankingRules {
    public func definition(named typed: String) -> BoardDefinition? { nil }

    public func envelopeLimits(for board: BoardID) -> HumanEnvelope.Limits { HumanEnvelope.actionLimits }

    public func definition(of board: BoardID) -> BoardDefinition? {
        boards.first { $0.id == board }
    }
}
