import Foundation
import GameCore
import Progress

/// A finished game whose rollover has not been written yet: its id (rolled over at most once)
/// and its final stats. Everything the write needs comes from these two, so a rollover that
/// failed can be retried later, even in another run of the game.
public struct PendingRollover: Codable, Equatable, Sendable {
    public var gameID: String
    public var result: GameResult

    public init(gameID: String, result: GameResult) {
        self.gameID = gameID
        self.result = result
    }

    private enum CodingKeys: String, CodingKey {
        case gameID = "game_id", result
    }
}

/// What could not be written before the program ended, kept for the next start.
public struct UnsavedProgress: Codable, Equatable, Sendable {
    public var rollovers: [PendingRollover]
    /// The achievement states, when their last write failed.
    public var achievements: AchievementState?

    public init(rollovers: [PendingRollover] = [], achievements: AchievementState? = nil) {
        self.rollovers = rollovers
        self.achievements = achievements
    }

    public var isEmpty: Bool { rollovers.isEmpty && achievements == nil }
}

/// Where one player's stats and achievements are kept. `DatabaseProgressStore` is the real
/// one; tests wrap it to make writes fail.
public protocol ProgressStore: AnyObject {
    /// How long a write may wait for another connection holding the database: nil for the
    /// database's own busy timeout (writes nobody waits on: start-up, exit), a fraction of a
    /// second while the player is waiting (a failed write is kept and retried).
    var writeWait: TimeInterval? { get set }

    /// The stored lifetime totals of each game, by stat name.
    func loadTotals() throws -> [GameKind: [String: Int64]]

    func loadAchievements() throws -> AchievementState

    /// Folds a finished game into the stored totals of its game, in one transaction with the
    /// level's result (Tiles) and these achievement states. Returns the stored totals of that
    /// game afterwards, or nil when this game id had already been rolled over (nothing written).
    func rollOver(_ game: PendingRollover, achievements: AchievementState) throws -> [String: Int64]?

    /// Whether the game `gameID` has already been rolled over (it ended and was counted).
    func isFinished(gameID: String) throws -> Bool

    /// Writes these achievement states (one transaction).
    func saveAchievements(_ state: AchievementState) throws

    /// Replaces every stored achievement state with these (one transaction): a reset.
    func replaceAchievements(_ state: AchievementState) throws

    /// Keeps what could not be written for the next start, replacing what was kept before;
    /// an empty value removes it. Throws when it could be kept nowhere.
    func keepUnsaved(_ unsaved: UnsavedProgress) throws

    /// What an earlier run could not write (empty when nothing).
    func loadUnsaved() throws -> UnsavedProgress

    /// What the player has earned on the level a game of `context` is played on (any version of
    /// its map), or nil when the game is not played on a level.
    func levelStanding(for context: StatsContext) throws -> LevelStanding?
}

extension ProgressStore {
    /// A store that keeps no level results knows of none.
    public func levelStanding(for context: StatsContext) throws -> LevelStanding? { nil }
}
