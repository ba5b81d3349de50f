import GameCore

/// The stats of the game being played. The session layer calls `record` after every turn with
/// the events the rules reported, and `finish` once when the game really ends; stats code never
/// appears inside the rules. Saved with the game (Codable, explicit keys).
public struct GameStatsTracker: Equatable, Sendable {
    public let context: StatsContext
    public let catalog: GameStatsCatalog
    public private(set) var stats: Stats
    /// The last turn recorded (the session's log length), so a turn fed twice (a save replayed
    /// through the rules on resume) is not counted twice.
    public private(set) var lastTurn: Int
    public private(set) var playTimeMilliseconds: Int64
    /// True once `countStart` added this game to the started games.
    public private(set) var startCounted: Bool
    /// Set by `finish`: the game's final stats and how it ended. A finished tracker records nothing.
    public private(set) var result: GameResult? {
        didSet { isFinished = result != nil }
    }
    /// Kept beside `result` so the per-turn path never touches the optional result value.
    public private(set) var isFinished = false
    /// The game's own recorder, made by its catalog.
    private var recorder: AnyStatsRecorder

    /// A new game of `context.kind`, whose catalog `catalog` is.
    public init(context: StatsContext, catalog: GameStatsCatalog) throws {
        try self.init(context: context, catalog: catalog, restoring: nil)
        recorder.start(&stats)
    }

    private init(context: StatsContext, catalog: GameStatsCatalog, restoring saved: Decoder?) throws {
        self.context = context
        self.catalog = catalog
        self.stats = Stats(schema: catalog.game)
        self.lastTurn = 0
        self.playTimeMilliseconds = 0
        self.startCounted = false
        self.result = nil
        self.recorder = try catalog.recorder(for: context, restoring: saved)
    }

    public var kind: GameKind { context.kind }

    // MARK: Recording

    /// Records one turn's events. `turn` is the session's log length after the turn (any
    /// increasing number works); a turn at or before the last one recorded is ignored. Returns
    /// whether the events were recorded.
    @discardableResult
    public mutating func record(_ events: [GameEvent], turn: Int? = nil, playTimeMilliseconds time: Int64? = nil) -> Bool {
        guard !isFinished else { return false }
        if let turn {
            guard turn > lastTurn else { return false }
            lastTurn = turn
        } else {
            lastTurn += 1
        }
        if let time { updatePlayTime(time) }
        recorder.record(events, playTimeMilliseconds: playTimeMilliseconds, into: &stats)
        return true
    }

    /// Play time comes from the session's PlayClock (paused in menus, help and suspension);
    /// it never goes backwards.
    public mutating func updatePlayTime(_ milliseconds: Int64) {
        guard !isFinished, milliseconds > playTimeMilliseconds else { return }
        playTimeMilliseconds = milliseconds
        stats.set(milliseconds, for: catalog.playTime)
    }

    /// Counts this game as started in the totals now rather than at rollover, so "games
    /// started" includes games still in progress or suspended. At most once per game.
    public mutating func countStart(in totals: inout Stats) throws {
        guard !startCounted else { return }
        guard totals.schema == catalog.totals else {
            throw StatsError.schemaMismatch(expected: catalog.totals.name, found: totals.schema.name)
        }
        guard let started = catalog.rollover.startedStat else { return }
        totals.increment(started)
        startCounted = true
    }

    /// What the player had earned on the game's level before this game (a game of levels only):
    /// a level already passed is not counted as passed again. Set when the game starts or resumes.
    public mutating func setLevelStanding(_ standing: LevelStanding) {
        guard !isFinished else { return }
        recorder.setLevelStanding(standing)
    }

    // MARK: Finishing (exactly once)

    /// Ends the game: the final stats and outcome, ready to roll into the totals. A second call
    /// throws `StatsError.alreadyFinished`.
    public mutating func finish(outcome: GameOutcome, playTimeMilliseconds time: Int64) throws -> GameResult {
        guard !isFinished else { throw StatsError.alreadyFinished }
        updatePlayTime(time)
        recorder.finish(outcome: outcome, playTimeMilliseconds: playTimeMilliseconds, into: &stats)
        let finished = GameResult(context: context, catalog: catalog, outcome: outcome,
                                  playTimeMilliseconds: playTimeMilliseconds, stats: stats,
                                  startCounted: startCounted, levelClear: recorder.levelClear)
        result = finished
        return finished
    }

    /// Ends the game and returns the totals with it rolled in. A second call throws.
    public mutating func finish(outcome: GameOutcome, playTimeMilliseconds time: Int64, totals: Stats) throws -> Stats {
        try finish(outcome: outcome, playTimeMilliseconds: time).rolledOver(into: totals)
    }

    public static func == (lhs: GameStatsTracker, rhs: GameStatsTracker) -> Bool {
        lhs.context == rhs.context && lhs.stats == rhs.stats && lhs.lastTurn == rhs.lastTurn
            && lhs.playTimeMilliseconds == rhs.playTimeMilliseconds && lhs.startCounted == rhs.startCounted
            && lhs.result == rhs.result && lhs.recorder == rhs.recorder
    }
}

/// Decoding reads the game's catalog from the decoder's user info (`GameCatalogs.userInfoKey`).
/// The recorder's state sits under the game's kind (`"tiles": {...}`), as in format-1 saves.
extension GameStatsTracker: Codable {
    private enum Keys {
        static let context = JSONKey("context"), stats = JSONKey("stats"), lastTurn = JSONKey("last_turn")
        static let playTime = JSONKey("play_time_ms"), startCounted = JSONKey("start_counted")
        static let result = JSONKey("result")
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let context = try container.decode(StatsContext.self, forKey: Keys.context)
        let catalog: GameStatsCatalog
        do {
            catalog = try GameCatalogs.from(decoder).requireCatalog(for: context.kind)
        } catch let error as StatsError {
            throw DecodingError.dataCorruptedError(forKey: Keys.context, in: container, debugDescription: error.description)
        }
        let recorderKey = JSONKey(context.kind.rawValue)
        let saved = container.contains(recorderKey) ? try container.superDecoder(forKey: recorderKey) : nil
        try self.init(context: context, catalog: catalog, restoring: saved)
        let stored = try container.decode([String: Int64].self, forKey: Keys.stats)
        stats = Stats.restoring(schema: catalog.game, storedValues: stored).stats
        lastTurn = try container.decode(Int.self, forKey: Keys.lastTurn)
        playTimeMilliseconds = try container.decode(Int64.self, forKey: Keys.playTime)
        startCounted = try container.decode(Bool.self, forKey: Keys.startCounted)
        result = try container.decodeIfPresent(GameResult.self, forKey: Keys.result)
        isFinished = result != nil
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(context, forKey: Keys.context)
        try container.encode(stats.storedValues, forKey: Keys.stats)
        try container.encode(lastTurn, forKey: Keys.lastTurn)
        try container.encode(playTimeMilliseconds, forKey: Keys.playTime)
        try container.encode(startCounted, forKey: Keys.startCounted)
        try container.encodeIfPresent(result, forKey: Keys.result)
        try recorder.encodeState(to: container.superEncoder(forKey: JSONKey(context.kind.rawValue)))
    }
}
