import Shell
import ReplayUI
import Mines
import Progress

/// The player's lifetime Mines records that a game is measured against, read from the totals.
public struct MinesRecords: Equatable, Sendable {
    /// The best time on this game's classic board (wins only); nil for other boards or none yet.
    public var bestTime: Int?
    /// The best endless run: the level cleared and the time it took.
    public var bestEndlessLevel: Int?
    public var bestEndlessTime: Int?
    /// In thousandths of 3BV per second.
    public var bestThreeBVPerSecond: Int?

    public init(bestTime: Int? = nil, bestEndlessLevel: Int? = nil, bestEndlessTime: Int? = nil,
                bestThreeBVPerSecond: Int? = nil) {
        self.bestTime = bestTime
        self.bestEndlessLevel = bestEndlessLevel
        self.bestEndlessTime = bestEndlessTime
        self.bestThreeBVPerSecond = bestThreeBVPerSecond
    }

    /// The records in `totals` (the Mines totals) for a game of `mode`.
    public init(totals: Stats, mode: MinesMode) {
        func value(_ name: String?) -> Int? {
            guard let name, let stored = try? totals.value(named: name) else { return nil }
            return Int(stored)
        }
        self.init(bestTime: value(MinesStats.bestTimeName(for: MinesStatsBoard(mode: mode))),
                  bestEndlessLevel: value("mines.bestEndlessLevel"),
                  bestEndlessTime: value("mines.bestEndlessLevelTime"),
                  bestThreeBVPerSecond: value("mines.bestThreeBVPerSecond"))
    }

    /// True when `levels` cleared in `milliseconds` beats the best run (more levels, or as many
    /// sooner).
    public func isBetterRun(levels: Int, milliseconds: Int) -> Bool {
        guard levels > 0 else { return false }
        guard let bestLevel = bestEndlessLevel else { return true }
        if levels != bestLevel { return levels > bestLevel }
        return milliseconds < (bestEndlessTime ?? Int.max)
    }
}
