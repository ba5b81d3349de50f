import Leaderboards

extension MinesRanking {
    /// The fastest recorded games of the competitive community (docs/FAIR-PLAY.md, "Records"):
    /// the lowest time any source gives for each classic level, in milliseconds.
    public enum Record {
        public static let beginner = 90
        public static let intermediate = 5_010
        public static let expert = 26_590

        public static func of(_ difficulty: MinesDifficulty) -> Int {
            switch difficulty {
            case .beginner: beginner
            case .intermediate: intermediate
            case .expert: expert
            }
        }
    }

    /// Every Mines board is held to the 3BV rate and the sustained action rate; a classic board
    /// also to a floor under its level's record; an endless run's rate counts every cleared board.
    public func envelopeLimits(for board: BoardID) -> HumanEnvelope.Limits {
        var limits = HumanEnvelope.actionLimits
        limits.maximumThreeBVPerSecond = HumanEnvelope.maximumThreeBVPerSecond
        if board == Self.endless {
            limits.threeBVMeasure = .cleared
        } else if let difficulty = Self.classicDifficulty(of: board) {
            limits.recordMilliseconds = Record.of(difficulty)
            limits.timeFloorMilliseconds = HumanEnvelope.floor(belowRecord: Record.of(difficulty))
        }
        return limits
    }

    /// `mines.expert.noguess` is an expert board; anything else is no classic board.
    static func classicDifficulty(of board: BoardID) -> MinesDifficulty? {
        let parts = board.rawValue.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "mines", let difficulty = MinesDifficulty(rawValue: String(parts[1])),
              MinesGenerationStyle.allCases.contains(where: { board == Self.board(difficulty, $0) }) else { return nil }
        return difficulty
    }
}
