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
    /// The boards named by what is played on them (a date, a level, a pack), as forms a person
    /// can read ("tiles.level.N"): what a message lists instead of every such board.
    var boardForms: [BoardForm] { get }
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

    public var boardForms: [BoardForm] { [] }

    public func definition(of board: BoardID) -> BoardDefinition? {
        boards.first { $0.id == board }
    }
}

/// A kind of board named by what is played on it: every board whose id starts with `prefix`,
/// written as `pattern` ("tiles.level." as "tiles.level.N").
public struct BoardForm: Hashable, Sendable {
    public var prefix: String
    public var pattern: String

    public init(prefix: String, pattern: String) {
        self.prefix = prefix
        self.pattern = pattern
    }
}
