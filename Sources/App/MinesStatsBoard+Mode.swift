import Mines
import Progress

extension MinesStatsBoard {
    /// The stats board of a Mines mode: each classic board has its own best time, every custom
    /// size counts together, and an endless run is one game.
    public init(mode: MinesMode) {
        switch mode {
        case .classic(.beginner): self = .beginner
        case .classic(.intermediate): self = .intermediate
        case .classic(.expert): self = .expert
        case .custom: self = .custom
        case .endless: self = .endless
        }
    }
}
