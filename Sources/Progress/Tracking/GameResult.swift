import GameCore

/// A finished game as the totals need it: its final per-game stats and how it ended.
///
/// Rolling over is pure, so if writing the totals fails (the database is locked) Storage can
/// keep this value and apply it later to the totals it reads then.
public struct GameResult: Equatable, Sendable {
    public let context: StatsContext
    public let outcome: GameOutcome
    public let playTimeMilliseconds: Int64
    public let stats: Stats
    /// The game was already counted as started when it began.
    public let startCounted: Bool
    /// For Tiles: how the level was cleared (nil when it was not).
    public let tilesClear: TilesLevelClear?

    public var kind: GameKind { context.kind }

    /// The totals with this game folded in by its game's rollover.
    public func rolledOver(into totals: Stats) throws -> Stats {
        var updated = totals
        try GameStatsCatalog.catalog(for: kind).rollover
            .apply(game: stats, outcome: outcome, startAlreadyCounted: startCounted, to: &updated)
        return updated
    }
}

extension GameResult: Codable {
    private enum CodingKeys: String, CodingKey {
        case context, outcome, playTime = "play_time_ms", stats, startCounted = "start_counted", tilesClear = "tiles_clear"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        context = try container.decode(StatsContext.self, forKey: .context)
        outcome = try container.decode(GameOutcome.self, forKey: .outcome)
        playTimeMilliseconds = try container.decode(Int64.self, forKey: .playTime)
        let schema = try GameStatsCatalog.catalog(for: context.kind).game
        stats = Stats.restoring(schema: schema, storedValues: try container.decode([String: Int64].self, forKey: .stats)).stats
        startCounted = try container.decode(Bool.self, forKey: .startCounted)
        tilesClear = try container.decodeIfPresent(TilesLevelClear.self, forKey: .tilesClear)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(context, forKey: .context)
        try container.encode(outcome, forKey: .outcome)
        try container.encode(playTimeMilliseconds, forKey: .playTime)
        try container.encode(stats.storedValues, forKey: .stats)
        try container.encode(startCounted, forKey: .startCounted)
        try container.encodeIfPresent(tilesClear, forKey: .tilesClear)
    }
}
