import Benchmark
import BenchmarkSupport
import Foundation
import GameCore
import Mines
import Progress
import Storage
import Tiles

/// Actions in the long logs: a long Mines game on the largest board, and a Tiles level played
/// over and over with undos, redos and restarts.
private let minesActions = 5000
private let tilesActions = 1000

/// The largest board the game allows, at expert density.
private let largestBoard = (try? MinesParams(width: 100, height: 100, mines: 2000)) ?? .expert

/// A long Mines game: 100×100 with 2,000 mines, played by logic from the centre (reveals of
/// proven cells, flags on proven mines), an undo and a redo after every 48 moves, stopped at
/// 5,000 logged actions. The stats are recorded turn by turn, as the session feeds them.
private func longMinesGame() throws -> MinesGameSave {
    var session = GameSession(initial: MinesState(mode: .custom(largestBoard), seed: 20_261_121))
    LogicalPlay.play(&session) { session in
        if session.log.count % 50 == 48 {
            session.undo()
            session.redo()
        }
        return session.log.count >= minesActions
    }
    var tracker = try GameStatsTracker(context: .mines(board: .custom))
    var replay = GameSession(initial: session.initial)
    for (turn, action) in session.log.enumerated() {
        tracker.record(replay.perform(action) ?? [], turn: turn + 1, playTimeMilliseconds: Int64(turn) * 700)
    }
    return MinesGameSave(session: session, stats: tracker, playMilliseconds: UInt64(session.log.count) * 700)
}

/// A long Tiles game on the largest shipped level: its clearing sequence played move by move
/// (an undo and a redo after every third move, a hint before every fifth), then a restart and
/// again, until the log holds 1,000 actions.
private func longTilesGame(_ level: Level) throws -> TilesGameSave {
    var session = GameSession(initial: level.startState)
    let moves = TilesSolver().solve(level.board).moves
    var tracker = try GameStatsTracker(context: .tiles(level: level.ix))
    func logged(_ events: [GameEvent]?) {
        tracker.record(events ?? [], turn: session.log.count, playTimeMilliseconds: Int64(session.log.count) * 900)
    }
    playing: while !moves.isEmpty {
        for (index, move) in moves.enumerated() {
            if index % 5 == 4 { logged(session.recordHint()) }
            logged(session.apply(move))
            if index % 3 == 2 {
                logged(session.undo())
                logged(session.redo())
            }
            if session.log.count >= tilesActions { break playing }
        }
        logged(session.restart())
    }
    return TilesGameSave(level: level, session: session, stats: tracker,
                         playMilliseconds: UInt64(session.log.count) * 900)
}

/// A folder of its own for the archives, in the system's temporary directory (the same disk
/// as the state directory on this machine). Each benchmark's setup makes it and its teardown
/// removes it.
private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-bench-\(getpid())")

/// The actions in the saved log, reported beside the times (the logical player may end a game
/// before the intended length).
private let loggedActions = BenchmarkMetric.custom("logged actions", polarity: .prefersSmaller, useScalingFactor: false)

/// The archive's size in bytes, reported beside the times.
private let archiveBytes = BenchmarkMetric.custom("archive size (bytes)", polarity: .prefersSmaller,
                                                  useScalingFactor: false)

private func fileSize(_ url: URL) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
}

/// Saving waits for the disk (two fsyncs), so its wall clock is noisier than the CPU work.
private let diskTime = BenchmarkThresholds(relative: [.p50: 35, .p75: 50])

/// Save and resume of one kind of game: encoding alone, the whole save (encode, write, fsync,
/// rename, fsync the folder), reading alone (read, check, decode), and the whole resume
/// (reading, then the game rebuilt through the rules). The setup writes the archive once and
/// checks it loads back equal and resumes; if not, the benchmarks fail instead of measuring.
private func saveBenchmarks<Payload: Codable & Equatable, Resumed>(
    _ name: String, kind: String, summary: SaveSummary, prepared: Prepared<Result<Payload, Error>>,
    actions: @escaping (Payload) -> Int, resume: @escaping (Payload) -> Resumed?
) {
    let archive = SaveArchive<Payload>()
    let file = folder.appendingPathComponent("\(kind).save")
    let setup: Benchmark.BenchmarkSetupHook = {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let payload = try prepared.value.get()
        try archive.write(payload, kind: kind, summary: summary, to: file)
        guard let loaded = try? archive.read(from: file, expecting: kind).get(), loaded.payload == payload,
              resume(loaded.payload) != nil else {
            throw Repository.Missing(description: "\(name): the archive does not load back and resume")
        }
    }
    let teardown: Benchmark.BenchmarkTeardownHook = { try? FileManager.default.removeItem(at: folder) }
    let configuration = Benchmark.Configuration(setup: setup, teardown: teardown)

    Benchmark("Save \(name): encode the payload (binary plist)", configuration: configuration) { benchmark in
        let payload = try prepared.value.get()
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        blackHole(try ThreadTime.measure(benchmark) { try encoder.encode(payload) })
    }
    Benchmark("Save \(name): SaveArchive.write (encode, write, fsync, rename, fsync folder)",
              configuration: .init(setup: setup, teardown: teardown)
                  .reporting([.wallClock, ThreadTime.metric, .mallocCountTotal, archiveBytes, loggedActions])) { benchmark in
        let payload = try prepared.value.get()
        try ThreadTime.measure(benchmark) {
            try archive.write(payload, kind: kind, summary: summary, to: file)
        }
        benchmark.measurement(archiveBytes, fileSize(file))
        benchmark.measurement(loggedActions, actions(payload))
    }
    Benchmark("Resume \(name): SaveArchive.read (read, check, decode)", configuration: configuration) { benchmark in
        blackHole(ThreadTime.measure(benchmark) { try? archive.read(from: file, expecting: kind).get() })
    }
    Benchmark("Resume \(name): read, decode and replay the log through the rules",
              configuration: configuration) { benchmark in
        blackHole(ThreadTime.measure(benchmark) { () -> Resumed? in
            guard let loaded = try? archive.read(from: file, expecting: kind).get() else { return nil }
            return resume(loaded.payload)
        })
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

    let savedAt = Date(timeIntervalSince1970: 1_800_000_000)
    let mines = Prepared { Result { try longMinesGame() } }
    saveBenchmarks("Mines 100x100/2000, \(minesActions) actions", kind: MinesGameSave.kind,
                   summary: SaveSummary(game: "Mines", detail: "Custom 100x100/2000", playTimeMilliseconds: 3_500_000,
                                        savedAt: savedAt),
                   prepared: mines,
                   actions: { $0.log.actions.count }) { $0.resumed() }

    let levels = (try? Repository.shippedLevels()) ?? []
    if let largest = levels.max(by: { $0.board.tileCount < $1.board.tileCount }) {
        let tiles = Prepared { Result { try longTilesGame(largest) } }
        saveBenchmarks("Tiles level \(largest.ix) (\(largest.board.width)x\(largest.board.height)), \(tilesActions) actions",
                       kind: TilesGameSave.kind,
                       summary: SaveSummary(game: "Tiles", detail: "Level \(largest.ix)", playTimeMilliseconds: 900_000,
                                            savedAt: savedAt),
                       prepared: tiles,
                       actions: { $0.log.actions.count }) { $0.resumed(from: levels) }
    }

    // Only the rules' share of a Mines resume: laying out the board again from its seed and
    // first cell (the no-guess generator on the largest board), then the log replayed.
    let replayed = Prepared { () -> Result<(MinesGameSave, [SessionAction<MinesMove>]), Error> in
        mines.value.map { save in
            (save, save.log.actions.map { action in
                switch action {
                case .move(let logged): .move(logged.move)
                case .undo: .undo
                case .redo: .redo
                case .restart: .restart
                case .hint: .hint
                }
            })
        }
    }
    let replaySetup: Benchmark.BenchmarkSetupHook = { _ = try replayed.value.get() }
    Benchmark("Resume Mines 100x100/2000: the board laid out again (no-guess generator)",
              configuration: .init(setup: replaySetup)) { benchmark in
        let (save, actions) = try replayed.value.get()
        guard case .move(.reveal(let first)) = actions.first else { return }
        blackHole(ThreadTime.measure(benchmark) {
            MinesGenerator.layout(for: largestBoard, first: first, seed: save.setup.seed)
        })
    }
    Benchmark("Resume Mines 100x100/2000: \(minesActions) actions replayed (GameSession.replaying)",
              configuration: .init(setup: replaySetup)
                  .reporting([.wallClock, ThreadTime.metric, .mallocCountTotal, .peakMemoryResident])) { benchmark in
        let (save, actions) = try replayed.value.get()
        blackHole(ThreadTime.measure(benchmark) { GameSession.replaying(actions, from: save.setup.initialState) })
    }
}
