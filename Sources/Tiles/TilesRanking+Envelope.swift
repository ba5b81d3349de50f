import Leaderboards

extension TilesRanking {
    /// A move needs the cursor brought to a group and a key (or an aimed click): at least 80 ms
    /// a move over the level's par moves, and sustained over any 10 moves (docs/FAIR-PLAY.md).
    public static let moveMilliseconds = 80
    public static let windowMoves = 10

    public func envelopeLimits(for board: BoardID) -> HumanEnvelope.Limits {
        HumanEnvelope.Limits(windowIntervals: Self.windowMoves, windowMilliseconds: Self.windowMoves * Self.moveMilliseconds,
                             moveMilliseconds: Self.moveMilliseconds)
    }
}
