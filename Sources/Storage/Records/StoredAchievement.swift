import Foundation
import GRDB

/// What is stored about one achievement for one player. The achievement engine (module Progress)
/// owns the meaning of every field; storage keeps the values exactly and needs none of its types.
public struct StoredAchievement: Codable, Equatable, Sendable {
    public var achievementId: String
    /// Measured progress towards `target` (exact steps, never a rounded percentage).
    public var progress: Int64
    public var target: Int64
    /// How many times it was earned (achievements may be earned more than once).
    public var earnedCount: Int
    public var firstEarnedAt: Date?
    public var lastEarnedAt: Date?
    /// A hash of the definition the progress was measured against; a changed definition
    /// does not carry stale progress.
    public var definitionHash: String
    /// False after earning until the condition has been false once (no re-granting on load).
    public var armed: Bool
    /// Stat values the condition counts from after a reset, by stat name.
    public var baselines: [String: Int64]

    public init(
        achievementId: String, progress: Int64, target: Int64 = 1, earnedCount: Int, firstEarnedAt: Date?,
        lastEarnedAt: Date?, definitionHash: String, armed: Bool, baselines: [String: Int64] = [:]
    ) {
        self.achievementId = achievementId
        self.progress = progress
        self.target = target
        self.earnedCount = earnedCount
        self.firstEarnedAt = firstEarnedAt
        self.lastEarnedAt = lastEarnedAt
        self.definitionHash = definitionHash
        self.armed = armed
        self.baselines = baselines
    }
}

/// The row behind a `StoredAchievement`: the state plus whose it is.
struct StoredAchievementRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "achievementState"

    var playerId: Int64
    var achievementId: String
    var progress: Int64
    var target: Int64
    var earnedCount: Int
    var firstEarnedAt: Date?
    var lastEarnedAt: Date?
    var definitionHash: String
    var armed: Bool
    /// Stored as JSON text (GRDB encodes a dictionary property as JSON).
    var baselines: [String: Int64]

    enum Columns {
        static let playerId = Column(CodingKeys.playerId)
        static let achievementId = Column(CodingKeys.achievementId)
    }

    init(_ state: StoredAchievement, playerId: Int64) {
        self.playerId = playerId
        achievementId = state.achievementId
        progress = state.progress
        target = state.target
        earnedCount = state.earnedCount
        firstEarnedAt = state.firstEarnedAt
        lastEarnedAt = state.lastEarnedAt
        definitionHash = state.definitionHash
        armed = state.armed
        baselines = state.baselines
    }

    var state: StoredAchievement {
        StoredAchievement(
            achievementId: achievementId, progress: progress, target: target, earnedCount: earnedCount,
            firstEarnedAt: firstEarnedAt, lastEarnedAt: lastEarnedAt, definitionHash: definitionHash,
            armed: armed, baselines: baselines)
    }
}
