import GameCore

/// A finished game as the totals need it: its final per-game stats and how it ended.
///
/// Rolling over is pure, so if writing the totals fails (the database is locked) Storage can
/// keep this value and apply it later to the totals it reads then.
public struct GameResult: Equatable, Sendable {
    public let context: StatsContext
    /// The game's catalog: its rollover folds this game into the totals.
    public let catalog: GameStatsCatalog
    public let outcome: GameOutcome
    public let playTimeMilliseconds: Int64
    public let stats: Stats
    /// The game was already counted as started when it began.
    public let startCounted: Bool
    /// For a game of levels: how the level was cleared (nil when it was not).
    public let levelClear: LevelClear?

    public var kind: GameKind { context.kind }

    /// The totals with this game folded in by its game's rollover (a practice game sets no best).
    public func rolledOver(into totals: Stats) throws -> Stats {
        var updated = totals
        try catalog.rollover.apply(game: stats, outcome: outcome, startAlreadyCounted: startCounted,
                                   keepingBests: !context.isPractice, to: &updated)
        return updated
    }

    public static func == (lhs: GameResult, rhs: GameResult) -> Bool {
        lhs.context == rhs.context && lhs.outcome == rhs.outcome && lhs.playTimeMilliseconds == rhs.playTimeMilliseconds
            && lhs.stats == rhs.stats && lhs.startCounted == rhs.startCounted && lhs.levelClear == rhs.levelClear
    }
}

/// Decoding reads the game's catalog from the decoder's user info (`GameCatalogs.userInfoKey`).
extension GameResult: Codable {
    private enum CodingKeys: String, CodingKey {
        // "tiles_clear": the key results kept for the next start were first written with.
        case context, outcome, playTime = "play_time_ms", stats, startCounted = "start_counted", levelClear = "tiles_clear"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        context = try container.decode(StatsContext.self, forKey: .context)
        do {
            catalog = try GameCatalogs.from(decoder).requireCatalog(for: context.kind)
        } catch let error as StatsError {
            throw DecodingError.dataCorruptedError(forKey: .context, in: container, debugDescription: error.description)
        }
        outcome = try container.decode(GameOutcome.self, forKey: .outcome)
        playTimeMilliseconds = try container.decode(Int64.self, forKey: .playTime)
        stats = Stats.restoring(schema: catalog.game, storedValues: try container.decode([String: Int64].self, forKey: .stats)).stats
        startCounted = try container.decode(Bool.self, forKey: .startCounted)
        levelClear = try container.decodeIfPresent(LevelClear.self, forKey: .levelClear)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(context, forKey: .context)
        try container.encode(outcome, forKey: .outcome)
        try container.encode(playTimeMilliseconds, forKey: .playTime)
        try container.encode(stats.storedValues, forKey: .stats)
        try container.encode(startCounted, forKey: .startCounted)
        try container.encodeIfPresent(levelClear, forKey: .levelClear)
    }
}
