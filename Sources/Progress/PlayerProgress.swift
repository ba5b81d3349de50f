import Foundation
import GameCore

/// One game in play as Progress sees it: its stats and the achievement conditions that live
/// inside one game. Saved with the game (Codable, explicit keys); resumed with
/// `PlayerProgress.resumeGame`.
public struct GameProgress: Equatable, Sendable {
    public internal(set) var tracker: GameStatsTracker
    public internal(set) var conditions: GameConditionState

    public var context: StatsContext { tracker.context }
    public var stats: Stats { tracker.stats }
    public var isFinished: Bool { tracker.isFinished }

    /// See `GameStatsTracker.setLevelStanding`; call before `PlayerProgress.resumeGame`.
    public mutating func setLevelStanding(_ standing: LevelStanding) {
        tracker.setLevelStanding(standing)
    }
}

extension GameProgress: Codable {
    private enum CodingKeys: String, CodingKey {
        case tracker = "stats", conditions
    }
}

/// What ending a game produced: the finished game (keep it to retry if writing fails), the
/// new totals of its game, and the achievements earned by the ending.
public struct GameFinish: Sendable {
    public let result: GameResult
    public let totals: Stats
    public let unlocks: [AchievementUnlock]
}

/// Everything Progress keeps for one player: every game's lifetime totals and the achievement
/// state. The app's session layer calls it at each step of a game; Storage loads and saves
/// its parts (`totals(for:)`, `achievements.state`). The games are those the achievement
/// catalog was compiled against (`catalog.games`).
///
/// Time comes from the caller (the injected clock's instant and wall date, and the session's
/// PlayClock for play time): nothing here reads a clock.
public struct PlayerProgress: Sendable {
    /// In `games.stats` order, then the daily streaks (`games.daily`): the order the achievements
    /// read them in, so a turn passes this array as it is.
    private var totalsList: [Stats]
    public private(set) var achievements: AchievementEvaluator

    /// `totals` holds the stored totals by game, and the daily streaks under
    /// `DailyStreakSchema.kind`; a game missing there starts fresh.
    public init(catalog: AchievementCatalog, achievementState: AchievementState = AchievementState(),
                totals: [GameKind: Stats] = [:]) throws {
        self.totalsList = try catalog.games.stats.map { game in
            try Self.checked(totals[game.kind] ?? game.freshTotals(), against: game.totals)
        } + [try Self.checked(totals[DailyStreakSchema.kind] ?? catalog.games.daily.fresh(),
                              against: catalog.games.daily.schema)]
        self.achievements = AchievementEvaluator(catalog: catalog, state: achievementState)
        var noGame: GameConditionState?
        achievements.prepare(totals: totalsList, game: nil, gameIsInTotals: false, conditions: &noGame)
    }

    /// The games this progress keeps totals for.
    public var games: GameCatalogs { achievements.catalog.games }

    /// The totals of `kind`; fresh totals for a game not registered (there are none to show).
    public func totals(for kind: GameKind) -> Stats {
        let code = games.code(of: kind)
        return code >= 0 ? totalsList[code] : Stats(schema: StatSchema.empty)
    }

    /// Every game's totals, by game, and the daily streaks under `DailyStreakSchema.kind`.
    public var allTotals: [GameKind: Stats] {
        Dictionary(uniqueKeysWithValues: zip(games.kinds + [DailyStreakSchema.kind], totalsList))
    }

    /// The daily streaks as rolled over so far (`DailyStreakSchema`).
    public var dailyTotals: Stats { totalsList[totalsList.count - 1] }

    /// The daily streaks as of `today` (days since 1970-01-01 in the player's zone).
    public func dailyStreaks(today: Int) -> DailyStreakFigures {
        games.daily.figures(of: dailyTotals, today: today)
    }

    /// Installs totals read again from the database (another copy of the game wrote them).
    public mutating func replaceTotals(_ totals: Stats) throws {
        if totals.schema == games.daily.schema {
            totalsList[totalsList.count - 1] = totals
            return
        }
        guard let code = games.stats.firstIndex(where: { $0.totals == totals.schema }) else {
            throw StatsError.schemaMismatch(expected: games.stats.map(\.totals.name).joined(separator: " or "),
                                            found: totals.schema.name)
        }
        totalsList[code] = totals
    }

    // MARK: A game's life

    /// Begins a new game. Reports `gameStarted` to the achievements as the game's first turn.
    /// `levelStanding`: for a game of levels, what the player had earned on the level before it.
    public mutating func startGame(_ context: StatsContext, levelStanding: LevelStanding? = nil, at instant: Instant,
                                   date: Date) throws -> (game: GameProgress, unlocks: [AchievementUnlock]) {
        var tracker = try GameStatsTracker(context: context, catalog: try games.requireCatalog(for: context.kind))
        if let levelStanding { tracker.setLevelStanding(levelStanding) }
        var game = GameProgress(tracker: tracker, conditions: achievements.newGame(context.kind))
        resumeGame(&game)
        let unlocks = achievements.evaluate([.gameStarted(context.kind)], at: instant, date: date, totals: totalsList,
                                            game: game.tracker.stats, gameIsInTotals: false, conditions: &game.conditions)
        return (game, unlocks)
    }

    /// Counts the game as started in its totals now (so "games started" includes games in
    /// progress or suspended); the rollover then does not count it again. Optional: without it
    /// the start is counted when the game ends. Storage should write the totals after calling it.
    public mutating func countStart(of game: inout GameProgress) throws {
        let code = games.code(of: game.context.kind)
        guard code >= 0 else { throw StatsError.unknownGameContext("no game '\(game.context.kind.rawValue)'") }
        try game.tracker.countStart(in: &totalsList[code])
    }

    /// After a saved game is loaded: measures conditions against it without granting anything,
    /// so whatever already holds does not fire again (it must be earned by new play).
    public mutating func resumeGame(_ game: inout GameProgress) {
        var conditions: GameConditionState? = game.conditions
        achievements.prepare(totals: totalsList, game: game.tracker.stats, gameIsInTotals: game.isFinished,
                             conditions: &conditions)
        if let conditions { game.conditions = conditions }
    }

    /// One turn: records its events in the game's stats, then evaluates the achievements whose
    /// inputs changed. `turn` is the session's log length after the turn; a turn already
    /// recorded (a replayed save) changes nothing. Do not pass `gameStarted`/`gameEnded`:
    /// `startGame` and `finish` report those.
    public mutating func record(_ events: [GameEvent], in game: inout GameProgress, turn: Int? = nil,
                                at instant: Instant, date: Date, playTimeMilliseconds: Int64) -> [AchievementUnlock] {
        guard game.tracker.record(events, turn: turn, playTimeMilliseconds: playTimeMilliseconds) else { return [] }
        return achievements.evaluate(events, at: instant, date: date, totals: totalsList,
                                     game: game.tracker.stats, gameIsInTotals: false, conditions: &game.conditions)
    }

    /// A clock tick during play: play time moves on, time-based achievements are checked.
    public mutating func tick(_ game: inout GameProgress, at instant: Instant, date: Date,
                              playTimeMilliseconds: Int64) -> [AchievementUnlock] {
        guard !game.isFinished else { return [] }
        game.tracker.updatePlayTime(playTimeMilliseconds)
        return achievements.evaluate(at: instant, date: date, totals: totalsList,
                                     game: game.tracker.stats, gameIsInTotals: false, conditions: game.conditions)
    }

    /// Ends the game (won, lost or abandoned): rolls it into its game's totals, exactly once
    /// (a second call throws `StatsError.alreadyFinished`), and reports `gameEnded`.
    /// Storage then writes `finish.totals` and `achievements.state` in one transaction.
    public mutating func finish(_ game: inout GameProgress, outcome: GameOutcome, at instant: Instant, date: Date,
                                playTimeMilliseconds: Int64) throws -> GameFinish {
        let code = games.code(of: game.context.kind)
        guard code >= 0 else { throw StatsError.unknownGameContext("no game '\(game.context.kind.rawValue)'") }
        let result = try game.tracker.finish(outcome: outcome, playTimeMilliseconds: playTimeMilliseconds)
        let totals = try result.rolledOver(into: totalsList[code])
        totalsList[code] = totals
        let daily = totalsList.count - 1
        totalsList[daily] = games.daily.rolledOver(result.context, outcome: outcome, into: totalsList[daily])
        let unlocks = achievements.evaluate([.gameEnded(result.kind, outcome)], at: instant, date: date,
                                            totals: totalsList, game: game.tracker.stats, gameIsInTotals: true,
                                            conditions: &game.conditions)
        return GameFinish(result: result, totals: totals, unlocks: unlocks)
    }

    /// Resets every achievement, never the stats (see `AchievementEvaluator.resetAll`).
    public mutating func resetAchievements(game: inout GameProgress?) {
        var conditions = game?.conditions
        achievements.resetAll(view: StatsView(totals: allTotals, game: game?.tracker.stats,
                                              gameIsInTotals: game?.isFinished ?? false),
                              game: &conditions)
        if let conditions { game?.conditions = conditions }
    }

    // MARK: Internals

    private static func checked(_ stats: Stats, against schema: StatSchema) throws -> Stats {
        guard stats.schema == schema else {
            throw StatsError.schemaMismatch(expected: schema.name, found: stats.schema.name)
        }
        return stats
    }
}
