import Benchmark
import BenchmarkSupport
import Foundation
import ClearfieldGames
import Shell
import ReplayUI
import PlayersUI
import LeaderboardsUI
import TilesPacksUI
import TilesUI
import TilesEditorUI
import MinesUI
import GameCore
import Mines
import Progress
import Tiles

/// Typical turns, as the rules report them: the events the session hands to Progress after
/// one move.
private enum Turn {
    /// Tiles: a group of five removed (the commonest move on the shipped levels).
    static let tilesGroup: [GameEvent] = [.groupRemoved(size: 5, color: 2, points: 9)]
    /// Mines: a reveal that opens one cell.
    static let minesReveal: [GameEvent] = [.cellsRevealed(count: 1)]
    /// Mines: a flag on a mine.
    static let minesFlag: [GameEvent] = [.flagPlaced(correct: true)]
    /// Mines: a chord that opens three cells (two events).
    static let minesChord: [GameEvent] = [.chorded(revealed: 3), .cellsRevealed(count: 3)]
}

/// The shipped achievements, compiled as the game compiles them at start-up.
private func shippedCatalog() -> AchievementCatalog {
    do {
        let loaded = AchievementCatalog.load(from: try Data(contentsOf: try Repository.file("assets/achievements.json")),
                                             games: .clearfield)
        if !loaded.isValid { print("assets/achievements.json: \(loaded.problems)") }
        return loaded.catalog
    } catch {
        print("cannot read assets/achievements.json: \(error)")
        return .empty(games: .clearfield)
    }
}

/// A player part way through a game, turn after turn: the unit the per-turn benchmarks drive.
/// Time moves on by 1.5 s of play per turn (a steady pace, so quick-succession windows see
/// turns come and go); the wall date moves with it.
private final class PlayerInGame: @unchecked Sendable {
    var progress: PlayerProgress
    var game: GameProgress
    var milliseconds: Int64 = 0

    init(catalog: AchievementCatalog, context: StatsContext) throws {
        progress = try PlayerProgress(catalog: catalog)
        game = try progress.startGame(context, at: Instant(nanoseconds: 0), date: Self.epoch).game
    }

    static let epoch = Date(timeIntervalSince1970: 1_800_000_000)

    @inline(__always)
    func record(_ events: [GameEvent]) -> [AchievementUnlock] {
        milliseconds += 1500
        return progress.record(events, in: &game, at: Instant(nanoseconds: UInt64(milliseconds) * 1_000_000),
                               date: Self.epoch.addingTimeInterval(Double(milliseconds) / 1000),
                               playTimeMilliseconds: milliseconds)
    }

    @inline(__always)
    func tick() -> [AchievementUnlock] {
        milliseconds += 1000
        return progress.tick(&game, at: Instant(nanoseconds: UInt64(milliseconds) * 1_000_000),
                             date: Self.epoch.addingTimeInterval(Double(milliseconds) / 1000),
                             playTimeMilliseconds: milliseconds)
    }
}

/// Times of a few hundred nanoseconds are measured by the wall clock alone, per operation over
/// a thousand (or a million) of them per sample: too short for a thread CPU reading each.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1000,
        thresholds: Tolerances.for([.wallClock, .mallocCountTotal])
    )
    let catalog = shippedCatalog()

    // The stats engine's per-turn path: one counter incremented through its handle.
    do {
        let schema = try TilesStats.catalog().game
        let handle = try schema.handle("tiles.tilesCleared")
        var stats = Stats(schema: schema)
        Benchmark("Stats: one increment by handle", configuration: .init(scalingFactor: .mega)) { benchmark in
            for _ in benchmark.scaledIterations {
                stats.increment(handle)
            }
            blackHole(stats[handle])
        }
        // The convenience path, for comparison: the name is looked up every time.
        Benchmark("Stats: one increment by name") { benchmark in
            for _ in benchmark.scaledIterations {
                try stats.increment("tiles.tilesCleared")
            }
            blackHole(stats[handle])
        }
    } catch {
        print("cannot build the stats catalog: \(error)")
    }

    // Recording one turn's events in the game's stats (`GameStatsTracker.record`), as the
    // session does after every move. Target: under 1 µs. Each sample is a fresh game of a
    // thousand turns (the fresh tracker is made outside the measurement).
    let trackedTurns: [(name: String, context: StatsContext, events: [GameEvent])] = [
        ("Tiles turn (a group of 5 removed)", .tiles(level: 44), Turn.tilesGroup),
        ("Mines turn (one cell revealed)", .mines(board: .expert), Turn.minesReveal),
        ("Mines turn (a flag placed)", .mines(board: .expert), Turn.minesFlag),
        ("Mines turn (a chord opening 3 cells)", .mines(board: .expert), Turn.minesChord),
    ]
    for (name, context, events) in trackedTurns {
        Benchmark("Record one turn in the game's stats: \(name)") { benchmark in
            guard let catalog = GameCatalogs.clearfield.catalog(for: context.kind),
                  var tracker = try? GameStatsTracker(context: context, catalog: catalog) else { return }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                tracker.record(events)
            }
            benchmark.stopMeasurement()
            blackHole(tracker)
        }
    }

    // One whole turn through `PlayerProgress.record`: the stats, then the achievements of the
    // full shipped set whose inputs changed. Target for the evaluation: under 2 µs; the
    // achievements' share is this less the matching stats-only line above. One player plays on
    // across samples (achievements are earned in the warm-up, as early in a real game), so
    // what is measured is the steady turn.
    for (name, context, events) in trackedTurns {
        let player = Prepared { try? PlayerInGame(catalog: catalog, context: context) }
        Benchmark("Record and evaluate one turn (\(catalog.count) achievements): \(name)",
                  configuration: .init(setup: { _ = player.value })) { benchmark in
            guard let player = player.value else { return }
            for _ in benchmark.scaledIterations {
                blackHole(player.record(events))
            }
        }
    }

    // A clock tick during play (once a second): play time moves on, time-based achievements
    // are checked.
    let ticking = Prepared { try? PlayerInGame(catalog: catalog, context: .mines(board: .expert)) }
    Benchmark("Clock tick: play time and time-based achievements (\(catalog.count) achievements)",
              configuration: .init(setup: { _ = ticking.value })) { benchmark in
        guard let player = ticking.value else { return }
        for _ in benchmark.scaledIterations {
            blackHole(player.tick())
        }
    }

    // Loading and compiling the shipped file, as the game does once at start-up.
    if let data = try? Data(contentsOf: (try? Repository.file("assets/achievements.json")) ?? URL(fileURLWithPath: "/")) {
        Benchmark("Load and compile assets/achievements.json (\(catalog.count) achievements)",
                  configuration: .init(timeUnits: .microseconds, scalingFactor: .one)) { _ in
            blackHole(AchievementCatalog.load(from: data, games: .clearfield))
        }
    }
}
