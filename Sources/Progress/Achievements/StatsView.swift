import GameCore

/// The stats an evaluation reads: every game's lifetime totals and, during a game, its
/// per-game stats. Build it for the call; holding on to it would make the next stat update copy.
public struct StatsView: Sendable {
    /// By game; a game missing here counts as not played yet.
    public var totals: [GameKind: Stats]
    /// The game in progress (or just finished), if any.
    public var game: Stats?
    /// True once the game has been rolled into the totals (after `finish`): its stats then
    /// still count for game scope but are not added to the totals a second time.
    public var gameIsInTotals: Bool

    public init(totals: [GameKind: Stats], game: Stats? = nil, gameIsInTotals: Bool = false) {
        self.totals = totals
        self.game = game
        self.gameIsInTotals = gameIsInTotals
    }
}
