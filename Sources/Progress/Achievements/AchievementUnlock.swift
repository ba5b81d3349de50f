import Foundation

/// An achievement earned just now: what a banner shows.
public struct AchievementUnlock: Equatable, Sendable {
    public let id: String
    public let title: String
    public let earnedDescription: String
    public let points: Int
    /// How many times it has been earned, this time included (1 unless repeatable).
    public let timesEarned: Int
    public let date: Date
}
