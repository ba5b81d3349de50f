import GameCore

/// One board cleared in a game: what the cleared panel and an endless run's result show.
public struct ClearedBoard: Codable, Equatable, Sendable {
    /// The endless level (0 for a classic or custom board).
    public var level: Int
    /// Time on this board alone (pauses, menus and help left out).
    public var milliseconds: Int
    public var threeBV: Int
    public var clicks: Int

    public init(level: Int, milliseconds: Int, threeBV: Int, clicks: Int) {
        self.level = level
        self.milliseconds = milliseconds
        self.threeBV = threeBV
        self.clicks = clicks
    }

    public var threeBVPerSecond: Double? {
        BoardStatistics.threeBVPerSecond(threeBV: threeBV, milliseconds: milliseconds)
    }

    public var efficiency: Double? {
        BoardStatistics.efficiency(threeBV: threeBV, clicks: clicks)
    }
}
