import Progress

/// The achievements one game earned, from its start to its end (`ProgressKeeper.lastGameEarned`),
/// under the id the keeper gave the game, so the screen that played it can tell its own list
/// from another game's.
public struct EarnedInGame: Equatable, Sendable {
    public let gameID: String
    /// In the order they were earned; a repeatable one earned again is here again.
    public let unlocks: [AchievementUnlock]

    public init(gameID: String, unlocks: [AchievementUnlock]) {
        self.gameID = gameID
        self.unlocks = unlocks
    }
}
