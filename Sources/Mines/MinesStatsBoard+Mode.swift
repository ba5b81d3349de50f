/// The Mines boards stats tell apart: the classic presets have a best time each; custom boards
/// count in the totals but hold no records; endless is a run of boards.
public enum MinesStatsBoard: String, Codable, Sendable, CaseIterable {
    case beginner, intermediate, expert, custom, endless

    /// The boards with a best time of their own (wins only).
    public var hasBestTime: Bool {
        switch self {
        case .beginner, .intermediate, .expert: true
        case .custom, .endless: false
        }
    }
}

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
