import Foundation
import GRDB

/// What is stored about one achievement for one player. The achievement engine owns the meaning;
/// storage keeps the values exactly.
public struct AchievementState: Codable, Equatable, Sendable {
    public var achievementId: String
    /// Measured progress towards the goal (steps, never a rounded percentage).
    public var progress: Int64
    /// How many times it was earned (achievements may be earned more than once).
    public var earnedCount: Int
    public var firstEarnedAt: Date?
    public var lastEarnedAt: Date?
    /// A hash of the definition the progress was measured against; a changed definition
    /// does not carry stale progress.
    public var definitionHash: String
    /// False after earning until the condition has been false once (no re-granting on load).
    public var armed: Bool

    public init(
        achievementId: String, progress: Int64, earnedCount: Int, firstEarnedAt: Date?,
        lastEarnedAt: Date?, definitionHash: String, armed: Bool
    ) {
        self.achievementId = achievementId
        self.progress = progress
        self.earnedCount = earnedCount
        self.firstEarnedAt = firstEarnedAt
        self.lastEarnedAt = lastEarnedAt
        self.definitionHash = definitionHash
        self.armed = armed
    }
}

/// The row behind an `AchievementState`: the state plus whose it is.
struct AchievementStateRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "achievementState"

    var playerId: Int64
    var achievementId: String
    var progress: Int64
    var earnedCount: Int
    var firstEarnedAt: Date?
    var lastEarnedAt: Date?
    var definitionHash: String
    var armed: Bool

    enum Columns {
        static let playerId = Column(CodingKeys.playerId)
        static let achievementId = Column(CodingKeys.achievementId)
    }

    init(_ state: AchievementState, playerId: Int64) {
        self.playerId = playerId
        achievementId = state.achievementId
        progress = state.progress
        earnedCount = state.earnedCount
        firstEarnedAt = state.firstEarnedAt
        lastEarnedAt = state.lastEarnedAt
        definitionHash = state.definitionHash
        armed = state.armed
    }

    var state: AchievementState {
        AchievementState(
            achievementId: achievementId, progress: progress, earnedCount: earnedCount,
            firstEarnedAt: firstEarnedAt, lastEarnedAt: lastEarnedAt,
            definitionHash: definitionHash, armed: armed)
    }
}
