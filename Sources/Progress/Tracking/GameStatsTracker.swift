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
    private var tiles: TilesRecorder?
    private var mines: MinesRecorder?

    public init(context: StatsContext) throws {
        let catalog = try GameStatsCatalog.catalog(for: context.kind)
        self.context = context
        self.catalog = catalog
        self.stats = Stats(schema: catalog.game)
        self.lastTurn = 0
        self.playTimeMilliseconds = 0
        self.startCounted = false
        self.result = nil
        try installRecorder(tilesState: nil, minesState: nil)
        mines?.start(&stats)
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
        if context.kind == .tiles {
            for event in events { tiles?.record(event, into: &stats) }
        } else {
            let now = playTimeMilliseconds
            for event in events { mines?.record(event, playTimeMilliseconds: now, into: &stats) }
        }
        return true
    }

    /// Play time comes from the session's PlayClock (paused in menus, help and suspension);
    /// it never goes backwards.
    public mutating func updatePlayTime(_ milliseconds: Int64) {
        guard !isFinished, milliseconds > playTimeMilliseconds else { return }
        playTimeMilliseconds = milliseconds
        stats.set(milliseconds, for: playTimeHandle)
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

    // MARK: Finishing (exactly once)

    /// Ends the game: the final stats and outcome, ready to roll into the totals. A second call
    /// throws `StatsError.alreadyFinished`.
    public mutating func finish(outcome: GameOutcome, playTimeMilliseconds time: Int64) throws -> GameResult {
        guard !isFinished else { throw StatsError.alreadyFinished }
        updatePlayTime(time)
        mines?.finish(outcome: outcome, playTimeMilliseconds: playTimeMilliseconds, into: &stats)
        let finished = GameResult(context: context, outcome: outcome, playTimeMilliseconds: playTimeMilliseconds,
                                  stats: stats, startCounted: startCounted, tilesClear: tiles?.state.clear)
        result = finished
        return finished
    }

    /// Ends the game and returns the totals with it rolled in. A second call throws.
    public mutating func finish(outcome: GameOutcome, playTimeMilliseconds time: Int64, totals: Stats) throws -> Stats {
        try finish(outcome: outcome, playTimeMilliseconds: time).rolledOver(into: totals)
    }

    // MARK: Internals

    private var playTimeHandle: StatHandle {
        switch catalog.recorderHandles {
        case .tiles(let handles): handles.playTime
        case .mines(let handles): handles.playTime
        }
    }

    private mutating func installRecorder(tilesState: TilesRecorder.State?, minesState: MinesRecorder.State?) throws {
        switch (context, catalog.recorderHandles) {
        case (.tiles, .tiles(let handles)):
            tiles = TilesRecorder(handles: handles, state: tilesState ?? .init())
        case (.mines(let board), .mines(let handles)):
            mines = MinesRecorder(handles: handles, board: board, state: minesState ?? .init())
        default:
            throw StatsError.unknownGameContext("\(context)")
        }
    }

    public static func == (lhs: GameStatsTracker, rhs: GameStatsTracker) -> Bool {
        lhs.context == rhs.context && lhs.stats == rhs.stats && lhs.lastTurn == rhs.lastTurn
            && lhs.playTimeMilliseconds == rhs.playTimeMilliseconds && lhs.startCounted == rhs.startCounted
            && lhs.result == rhs.result && lhs.tiles?.state == rhs.tiles?.state && lhs.mines?.state == rhs.mines?.state
    }
}

extension GameStatsTracker: Codable {
    private enum CodingKeys: String, CodingKey {
        case context, stats, lastTurn = "last_turn", playTime = "play_time_ms", startCounted = "start_counted"
        case result, tiles, mines
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(context: try container.decode(StatsContext.self, forKey: .context))
        let stored = try container.decode([String: Int64].self, forKey: .stats)
        stats = Stats.restoring(schema: catalog.game, storedValues: stored).stats
        lastTurn = try container.decode(Int.self, forKey: .lastTurn)
        playTimeMilliseconds = try container.decode(Int64.self, forKey: .playTime)
        startCounted = try container.decode(Bool.self, forKey: .startCounted)
        result = try container.decodeIfPresent(GameResult.self, forKey: .result)
        isFinished = result != nil
        try installRecorder(tilesState: try container.decodeIfPresent(TilesRecorder.State.self, forKey: .tiles),
                            minesState: try container.decodeIfPresent(MinesRecorder.State.self, forKey: .mines))
        if let trail = tiles?.state, trail.scoreTrail.isEmpty || !trail.scoreTrail.indices.contains(trail.position) {
            throw DecodingError.dataCorruptedError(forKey: .tiles, in: container,
                                                   debugDescription: "score trail position out of range")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(context, forKey: .context)
        try container.encode(stats.storedValues, forKey: .stats)
        try container.encode(lastTurn, forKey: .lastTurn)
        try container.encode(playTimeMilliseconds, forKey: .playTime)
        try container.encode(startCounted, forKey: .startCounted)
        try container.encodeIfPresent(result, forKey: .result)
        try container.encodeIfPresent(tiles?.state, forKey: .tiles)
        try container.encodeIfPresent(mines?.state, forKey: .mines)
    }
}
