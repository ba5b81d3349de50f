import Foundation
import GRDB

/// What is stored about one achievement for one player. The achievement engine (module Progress)
/// owns the meaning of every field; storage keeps the values exactly and needs none of its types.
public struct StoredAchievement: Codable, Equatable, Sendable {
    public var achievementID: String
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
        achievementID: String, progress: Int64, target: Int64 = 1, earnedCount: Int, firstEarnedAt: Date?,
        lastEarnedAt: Date?, definitionHash: String, armed: Bool, baselines: [String: Int64] = [:]
    ) {
        self.achievementID = achievementID
        self.progress = progress
        self.target = target
        self.earnedCount = earnedCount
        self.firstEarnedAt = firstEarnedAt
        self.lastEarnedAt = lastEarnedAt
        self.definitionHash = definitionHash
        self.armed = armed
        self.baselines = baselines
    }

    private enum CodingKeys: String, CodingKey {
        case achievementID = "achievementId", progress, target, earnedCount, firstEarnedAt, lastEarnedAt, definitionHash, armed, baselines
    }
}

/// The row behind a `StoredAchievement`: the state plus whose it is.
struct StoredAchievementRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "achievementState"

    var playerID: Int64
    var achievementID: String
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
        static let playerID = Column(CodingKeys.playerID)
        static let achievementID = Column(CodingKeys.achievementID)
    }

    init(_ state: StoredAchievement, playerID: Int64) {
        self.playerID = playerID
        achievementID = state.achievementID
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
            achievementID: achievementID, progress: progress, target: target, earnedCount: earnedCount,
            firstEarnedAt: firstEarnedAt, lastEarnedAt: lastEarnedAt, definitionHash: definitionHash,
            armed: armed, baselines: baselines)
    }
}
