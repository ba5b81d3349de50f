import Foundation
import GRDB

/// How one player has done on one version of one level, over all attempts. A level is
/// (pack, number); its version is its map's fingerprint, so a level whose map changed starts
/// fresh while the record for the old map is kept, marked `supersededAt`.
public struct PlayerLevelProgress: Codable, Equatable, Sendable {
    public var playerID: Int64
    public var pack: String
    /// The level's number in its pack.
    public var levelNumber: Int
    /// `LevelMapText.hash` of the map these results were played on.
    public var mapHash: String
    public var passed: Bool
    /// The best score of a passing attempt; nil until the level is passed.
    public var bestScore: Int?
    /// 0 until the level is passed, then the most stars earned (see the help screen for the rule).
    public var bestStars: Int
    /// The fewest moves of a passing attempt; nil until the level is passed.
    public var fewestMoves: Int?
    public var updatedAt: Date
    /// When the level's map changed away from `mapHash`: these are results on an older version.
    public var supersededAt: Date?

    public init(
        playerID: Int64, pack: String = LevelPack.shippedName, levelNumber: Int, mapHash: String, passed: Bool,
        bestScore: Int?, bestStars: Int, fewestMoves: Int?, updatedAt: Date, supersededAt: Date? = nil
    ) {
        self.playerID = playerID
        self.pack = pack
        self.levelNumber = levelNumber
        self.mapHash = mapHash
        self.supersededAt = supersededAt
        self.passed = passed
        self.bestScore = bestScore
        self.bestStars = bestStars
        self.fewestMoves = fewestMoves
        self.updatedAt = updatedAt
    }

    /// This progress after one more attempt: bests only improve, and only passing attempts
    /// set them (a stuck board's score is not a best score).
    public func merging(_ result: LevelAttempt, at date: Date) -> PlayerLevelProgress {
        var merged = self
        merged.updatedAt = date
        guard result.passed else { return merged }
        merged.passed = true
        merged.bestScore = max(bestScore ?? result.score, result.score)
        merged.bestStars = max(bestStars, result.stars)
        merged.fewestMoves = min(fewestMoves ?? result.moves, result.moves)
        return merged
    }
}

extension PlayerLevelProgress: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "packLevelProgress"

    enum CodingKeys: String, CodingKey {
        case playerID = "playerId", pack
        case levelNumber = "number"
        case mapHash, passed, bestScore, bestStars, fewestMoves, updatedAt, supersededAt
    }

    public enum Columns {
        public static let playerID = Column(CodingKeys.playerID)
        public static let pack = Column(CodingKeys.pack)
        public static let levelNumber = Column(CodingKeys.levelNumber)
        public static let mapHash = Column(CodingKeys.mapHash)
        public static let supersededAt = Column(CodingKeys.supersededAt)
    }
}

/// The outcome of one attempt at a level, as the game reports it.
public struct LevelAttempt: Equatable, Sendable {
    public var pack: String
    public var levelNumber: Int
    public var passed: Bool
    public var score: Int
    public var stars: Int
    public var moves: Int
    /// The fingerprint of the map played (`LevelMapText.hash`); nil: the level's current map.
    public var mapHash: String?

    public init(pack: String = LevelPack.shippedName, levelNumber: Int, passed: Bool, score: Int, stars: Int, moves: Int,
                mapHash: String? = nil) {
        self.mapHash = mapHash
        self.pack = pack
        self.levelNumber = levelNumber
        self.passed = passed
        self.score = score
        self.stars = stars
        self.moves = moves
    }
}
