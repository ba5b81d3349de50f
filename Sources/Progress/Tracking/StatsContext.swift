import GameCore

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

/// What the stats need to know about a game that its events do not say: which game, which
/// level or board. Given once when the game starts and saved with the tracker.
public enum StatsContext: Hashable, Sendable, Codable {
    case tiles(level: Int)
    case mines(board: MinesStatsBoard)

    public var kind: GameKind {
        switch self {
        case .tiles: .tiles
        case .mines: .mines
        }
    }

    private enum CodingKeys: String, CodingKey {
        case game, level, board
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(GameKind.self, forKey: .game) {
        case .tiles: self = .tiles(level: try container.decode(Int.self, forKey: .level))
        case .mines: self = .mines(board: try container.decode(MinesStatsBoard.self, forKey: .board))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .game)
        switch self {
        case .tiles(let level): try container.encode(level, forKey: .level)
        case .mines(let board): try container.encode(board, forKey: .board)
        }
    }
}
