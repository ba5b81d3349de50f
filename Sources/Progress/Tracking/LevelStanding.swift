/// What the player had already earned on a game's level before the game began: whether it was
/// passed and its most stars. A game of levels counts a level as newly passed (or newly
/// 3-starred) only against this, so clearing a level again is a game, not another level.
public struct LevelStanding: Codable, Equatable, Sendable {
    public var passed: Bool
    /// The most stars earned on the level; 0 when it was never passed.
    public var stars: Int

    public init(passed: Bool, stars: Int) {
        self.passed = passed
        self.stars = passed ? stars : 0
    }

    /// A level never passed.
    public static let notPassed = LevelStanding(passed: false, stars: 0)

    /// This standing with a clear of `stars` stars added to it.
    public func adding(clearWith stars: Int) -> LevelStanding {
        LevelStanding(passed: true, stars: max(self.stars, stars))
    }

    /// The better of two standings (the stored one and one still waiting to be written).
    public func merged(with other: LevelStanding) -> LevelStanding {
        LevelStanding(passed: passed || other.passed, stars: max(stars, other.stars))
    }
}
