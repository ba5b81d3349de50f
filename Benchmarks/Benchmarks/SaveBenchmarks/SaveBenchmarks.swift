import ClearfieldGames
import Shell
import ReplayUI
import PlayersUI
import LeaderboardsUI
import TilesPacksUI
import TilesUI
import TilesEditorUI
import MinesUI
import Benchmark
import BenchmarkSupport
import Foundation
import GameCore
import GameRules
import Midend
import Mines
import LocalDatabase
import SaveFiles
import TilesLevels

// Save and resume through the game's own code: `MinesPlayScreen.save` / `TilesPlayScreen.save`
// (the `SavedGame` payload with its packed log and stats, `SaveSlot`, `SaveArchive`'s atomic
// write) and `GameResumer.resume` (what Continue runs: read, checks, decode, the game rebuilt
// through the rules, its stats handed back). Then the parts on their own, to show where the time
// goes.

/// Logged actions: a long Mines game on the largest board, and a long Tiles game (as many as the
/// save figures in docs/PERFORMANCE.md were taken with, so the two can be compared).
private let minesActions = 5000
private let tilesActions = 3000

/// Each benchmark's archives go to a folder of its own in the system's temporary directory (the
/// same disk as the state directory here), made by its setup; its teardown removes them all.
private let root = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-bench-\(getpid())")
private let teardown: Benchmark.BenchmarkTeardownHook = { try? FileManager.default.removeItem(at: root) }

/// The actions in the saved log (the logical player could end a game before the intended length).
private let loggedActions = BenchmarkMetric.custom("logged actions", polarity: .prefersSmaller, useScalingFactor: false)
/// The archive's size in bytes.
private let archiveBytes = BenchmarkMetric.custom("archive size (bytes)", polarity: .prefersSmaller,
                                                  useScalingFactor: false)

/// Saving waits for the disk (two fsyncs), so its wall clock is noisier than the CPU work.
private let diskTime = BenchmarkThresholds(relative: [.p50: 35, .p75: 50])

private func fileSize(_ url: URL?) -> Int {
    guard let url else { return 0 }
    return ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
}

/// The benchmarks of one game. `make` builds the game (outside the measurements) and writes its
/// archive; the setup also checks that it resumes the same, so a broken save fails the run
/// instead of measuring.
private func saveBenchmarks(_ name: String, folder: String,
                            make: @escaping (URL) throws -> SavedGameBench) {
    let directory = root.appendingPathComponent(folder)
    let game = Prepared { Result { try make(directory) } }
    let setup: Benchmark.BenchmarkSetupHook = {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try game.value.get().verify()
    }
    let configuration = Benchmark.Configuration(setup: setup, teardown: teardown)
    // The payload as the last save wrote it, read back once.
    let payload = Prepared { () -> SavedGame? in try? game.value.get().slot?.load().get().payload }

    Benchmark("Save \(name): the play screen's save (payload, encode, write, fsync, rename, fsync folder)",
              configuration: .init(setup: setup, teardown: teardown)
                  .reporting([.wallClock, ThreadTime.metric, .mallocCountTotal, archiveBytes, loggedActions])) { benchmark in
        let bench = try game.value.get()
        try ThreadTime.measure(benchmark) { try bench.saveOnce() }
        benchmark.measurement(archiveBytes, fileSize(bench.slot?.url))
        benchmark.measurement(loggedActions, bench.loggedActions)
    }
    Benchmark("Save \(name): the SavedGame payload encoded alone (binary plist)",
              configuration: .init(setup: {
                  try await setup()
                  guard payload.value != nil else { throw Repository.Missing(description: "\(name): no payload") }
              }, teardown: teardown)) { benchmark in
        guard let payload = payload.value else { return }
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        blackHole(try ThreadTime.measure(benchmark) { try encoder.encode(payload) })
    }
    Benchmark("Resume \(name): GameResumer.resume (read, check, decode, rebuild, stats back)",
              configuration: configuration) { benchmark in
        let bench = try game.value.get()
        blackHole(ThreadTime.measure(benchmark) { bench.resumeOnce() })
    }
    Benchmark("Resume \(name): SaveSlot.load alone (read, check, decode)", configuration: configuration) { benchmark in
        let bench = try game.value.get()
        blackHole(ThreadTime.measure(benchmark) { bench.slot?.load() })
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, ThreadTime.metric, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: .seconds(3),
        maxIterations: 300,
        thresholds: Tolerances.for([.wallClock, ThreadTime.metric, .mallocCountTotal], overriding: [.wallClock: diskTime])
    )

    saveBenchmarks("Mines 100x100/2000, \(minesActions) actions", folder: "mines") {
        try SavedGameBench.mines(actions: minesActions, folder: $0)
    }
    saveBenchmarks("Tiles largest level, \(tilesActions) actions", folder: "tiles") {
        try SavedGameBench.tiles(actions: tilesActions, folder: $0)
    }

    // The rules' share of a Mines resume, on the same game: laying the board out again from its
    // seed and first cell (the no-guess generator on the largest board), and the whole log
    // replayed through the session (which lays the board out on its first reveal).
    let replay = Prepared { () -> Result<(MinesSetup, [SessionAction<MinesMove>]), Error> in
        Result {
            let directory = root.appendingPathComponent("replay")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let bench = try SavedGameBench.mines(actions: minesActions, folder: directory)
            try bench.saveOnce()
            guard case .play(let values)? = try bench.slot?.load().get().payload.contents else {
                throw Repository.Missing(description: "the Mines save holds no game in format 2")
            }
            let mines = try DecodedPlay<MinesBackEnd>(values)
            return (mines.setup.params.setup(seed: mines.setup.seed), mines.log.actions)
        }
    }
    let replaySetup: Benchmark.BenchmarkSetupHook = { _ = try replay.value.get() }
    Benchmark("Resume Mines 100x100/2000: the board laid out again (no-guess generator)",
              configuration: .init(setup: replaySetup, teardown: teardown)) { benchmark in
        let (setup, actions) = try replay.value.get()
        guard case .move(.reveal(let first)) = actions.first else { return }
        let board = setup.initialState.board
        blackHole(ThreadTime.measure(benchmark) {
            MinesGenerator.layout(for: board.params, first: first, seed: board.seed)
        })
    }
    Benchmark("Resume Mines 100x100/2000: \(minesActions) actions replayed (GameSession.replaying)",
              configuration: .init(setup: replaySetup, teardown: teardown)
                  .reporting([.wallClock, ThreadTime.metric, .mallocCountTotal, .peakMemoryResident])) { benchmark in
        let (setup, actions) = try replay.value.get()
        blackHole(ThreadTime.measure(benchmark) { GameSession.replaying(actions, from: setup.initialState) })
    }
}
