import Foundation
import GRDB

/// How one player has done on one level, over all attempts.
public struct PlayerLevelProgress: Codable, Equatable, Sendable {
    public var playerId: Int64
    public var levelIx: Int
    public var passed: Bool
    /// The best score of a passing attempt; nil until the level is passed.
    public var bestScore: Int?
    /// 0 until the level is passed, then the most stars earned (see the help screen for the rule).
    public var bestStars: Int
    /// The fewest moves of a passing attempt; nil until the level is passed.
    public var fewestMoves: Int?
    public var updatedAt: Date

    public init(
        playerId: Int64, levelIx: Int, passed: Bool, bestScore: Int?, bestStars: Int,
        fewestMoves: Int?, updatedAt: Date
    ) {
        self.playerId = playerId
        self.levelIx = levelIx
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
    public static let databaseTableName = "levelProgress"

    public enum Columns {
        public static let playerId = Column(CodingKeys.playerId)
        public static let levelIx = Column(CodingKeys.levelIx)
    }
}

/// The outcome of one attempt at a level, as the game reports it.
public struct LevelAttempt: Equatable, Sendable {
    public var levelIx: Int
    public var passed: Bool
    public var score: Int
    public var stars: Int
    public var moves: Int

    public init(levelIx: Int, passed: Bool, score: Int, stars: Int, moves: Int) {
        self.levelIx = levelIx
        self.passed = passed
        self.score = score
        self.stars = stars
        self.moves = moves
    }
}
