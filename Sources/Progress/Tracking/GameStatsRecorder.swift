import GameCore

/// Turns one game's events into per-game stat updates. Each game implements one in its own
/// module and hands a maker of it to its `GameStatsCatalog`; the tracker holds it while the
/// game is played and saves its `State` with the game.
public protocol GameStatsRecorder: Equatable, Sendable {
    /// What the recorder remembers beyond the stats (Tiles: the score after each step of the
    /// undo history). Saved with the game, under the game's kind, with explicit keys.
    associatedtype State: Codable, Equatable, Sendable

    var state: State { get }

    /// Sets what is known from the start (an endless run counts as one run).
    func start(_ stats: inout Stats)

    /// Records one turn's events. Called once per turn, so the game's loop over the events is
    /// compiled for its own type.
    mutating func record(_ events: [GameEvent], playTimeMilliseconds: Int64, into stats: inout Stats)

    /// At the end, once: stats only the outcome decides (a won board's best time).
    func finish(outcome: GameOutcome, playTimeMilliseconds: Int64, into stats: inout Stats)

    /// How a level was cleared, for a game made of levels: what the level table keeps.
    var levelClear: LevelClear? { get }

    /// For a game made of levels: what the player had earned on the level before this game, so a
    /// level already passed is not counted as passed again. Given before the first turn.
    mutating func setLevelStanding(_ standing: LevelStanding)
}

extension GameStatsRecorder {
    public func start(_ stats: inout Stats) {}
    public func finish(outcome: GameOutcome, playTimeMilliseconds: Int64, into stats: inout Stats) {}
    public var levelClear: LevelClear? { nil }
    public mutating func setLevelStanding(_ standing: LevelStanding) {}

    fileprivate func isEqual(to other: any GameStatsRecorder) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// How a level was cleared, for a game made of levels (`LevelPlace`): what the level table keeps
/// for the level's best score and fewest moves.
public struct LevelClear: Codable, Equatable, Sendable {
    public let level: Int
    public let score: Int
    public let moves: Int
    public let stars: Int

    public init(level: Int, score: Int, moves: Int, stars: Int) {
        self.level = level
        self.score = score
        self.moves = moves
        self.stars = stars
    }
}

/// Any game's recorder, as the tracker holds it.
struct AnyStatsRecorder: Equatable, Sendable {
    private(set) var base: any GameStatsRecorder

    init(_ base: any GameStatsRecorder) {
        self.base = base
    }

    func start(_ stats: inout Stats) { base.start(&stats) }

    @inline(__always)
    mutating func record(_ events: [GameEvent], playTimeMilliseconds: Int64, into stats: inout Stats) {
        base.record(events, playTimeMilliseconds: playTimeMilliseconds, into: &stats)
    }

    func finish(outcome: GameOutcome, playTimeMilliseconds: Int64, into stats: inout Stats) {
        base.finish(outcome: outcome, playTimeMilliseconds: playTimeMilliseconds, into: &stats)
    }

    var levelClear: LevelClear? { base.levelClear }

    mutating func setLevelStanding(_ standing: LevelStanding) { base.setLevelStanding(standing) }

    func encodeState(to encoder: Encoder) throws {
        try base.state.encode(to: encoder)
    }

    static func == (lhs: AnyStatsRecorder, rhs: AnyStatsRecorder) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }
}
