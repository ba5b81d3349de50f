import GameCore

/// The classic boards.
public enum MinesDifficulty: String, Codable, Sendable, CaseIterable {
    case beginner, intermediate, expert

    public var params: MinesParams {
        switch self {
        case .beginner: .beginner
        case .intermediate: .intermediate
        case .expert: .expert
        }
    }

    public var title: String {
        switch self {
        case .beginner: "Beginner"
        case .intermediate: "Intermediate"
        case .expert: "Expert"
        }
    }
}

/// What kind of game is being played.
public enum MinesMode: Hashable, Sendable {
    /// One of the classic boards: Beginner 9×9/10, Intermediate 16×16/40, Expert 30×16/99.
    case classic(MinesDifficulty)
    /// A board of the player's size (checked by `MinesParams`).
    case custom(MinesParams)
    /// A run of boards from `EndlessSchedule`, each no-guess; one mine ends the run.
    case endless

    public var title: String {
        switch self {
        case .classic(let difficulty): difficulty.title
        // × as on every screen (drawn as x where only ASCII can be shown).
        case .custom(let params): "Custom \(params.width)×\(params.height)/\(params.mines)"
        case .endless: "Endless"
        }
    }

    /// A stable name for statistics and best times: `beginner`, `intermediate`, `expert`,
    /// `custom` (all custom sizes together) or `endless`.
    public var key: String {
        switch self {
        case .classic(let difficulty): difficulty.rawValue
        case .custom: "custom"
        case .endless: "endless"
        }
    }

    public var isEndless: Bool { self == .endless }
}

extension MinesMode: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, difficulty, params
    }

    private enum Kind: String, Codable {
        case classic, custom, endless
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .classic: self = .classic(try container.decode(MinesDifficulty.self, forKey: .difficulty))
        case .custom: self = .custom(try container.decode(MinesParams.self, forKey: .params))
        case .endless: self = .endless
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .classic(let difficulty):
            try container.encode(Kind.classic, forKey: .kind)
            try container.encode(difficulty, forKey: .difficulty)
        case .custom(let params):
            try container.encode(Kind.custom, forKey: .kind)
            try container.encode(params, forKey: .params)
        case .endless:
            try container.encode(Kind.endless, forKey: .kind)
        }
    }
}

/// The player's Mines settings that change the rules.
public struct MinesSettings: Hashable, Codable, Sendable {
    /// How classic and custom boards are laid out (endless boards are always no-guess).
    public var style: MinesGenerationStyle
    /// Whether flagging a flag turns it into a question mark.
    public var questionMarks: Bool

    public init(style: MinesGenerationStyle = .noGuess, questionMarks: Bool = false) {
        self.style = style
        self.questionMarks = questionMarks
    }
}

/// Everything needed to start a game again exactly: with the move log, a save.
public struct MinesSetup: Hashable, Codable, Sendable {
    public var mode: MinesMode
    /// The board's seed (classic, custom) or the run's seed (endless).
    public var seed: UInt64
    public var settings: MinesSettings
    /// A classic board laid out from this cell when the game starts, the cell revealed (a daily's
    /// opening, the same for every player); nil: laid out at the first reveal, from that cell.
    public var opening: Point?

    public init(mode: MinesMode, seed: UInt64, settings: MinesSettings = MinesSettings(), opening: Point? = nil) {
        self.mode = mode
        self.seed = seed
        self.settings = settings
        self.opening = opening
    }

    public var initialState: MinesState { MinesState(setup: self) }
}
