import Benchmark
import BenchmarkSupport
import Foundation
import GameCore
import GameRules
import Leaderboards
import Mines
import LocalDatabase
import SaveFiles
import TilesLevels

// The leaderboards at scale: 1,000,000 ranked runs of 10,000 players in a file database, read
// the way the screen and `clearfield leaderboard` read them (top 20, a player's rank, the rows
// around a player). Target: each under 5 ms. And one ranked expert entry checked again the way
// `leaderboard verify` does (setup decoded, log unpacked, replayed, compared): under 20 ms.

private let playerCount = 10_000
private let runCount = 1_000_000
private let boards: [BoardID] = ["mines.beginner.noguess", "mines.intermediate.noguess", "mines.expert.noguess",
                                 "mines.endless"]
private let measured: BoardID = "mines.expert.noguess"
private let now = Date(timeIntervalSince1970: 1_795_000_000)

/// The database, built once into the temporary directory (about a minute) and reused by later runs.
private func leaderboardStore() throws -> DatabaseLeaderboardStore {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("clearfield-leaderboard-benchmark-v1", isDirectory: true)
    let file = directory.appendingPathComponent("clearfield.sqlite")
    let ready = directory.appendingPathComponent("ready")
    if !FileManager.default.fileExists(atPath: ready.path) {
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let database = try AppDatabase.open(at: file)
        for index in 1...playerCount { _ = try database.currentPlayer(named: "player\(index)") }
        let store = database.leaderboards(periods: .fixed(secondsFromGMT: 0))
        var random = SeededGenerator(seed: 1_000_000)
        let claimed = VerifiedGame(kind: .mines, status: .won, boardsCleared: 1, moves: 150, threeBV: 120,
                                   hintsUsed: 0, undosUsed: 0, actionCount: 150, timingStartOffset: 900,
                                   lastOffset: 60_000, playMilliseconds: 59_100)
        let batch = 50_000
        for start in stride(from: 0, to: runCount, by: batch) {
            try store.submit(contentsOf: (start..<(start + batch)).map { index in
                let time = Int64(20_000 + random.next() % 400_000)
                let finishedAt = now.addingTimeInterval(-Double(random.next() % (60 * 86_400_000)) / 1000)
                return RankedRun(
                    id: "run-\(index)", board: boards[Int(random.next() % UInt64(boards.count))],
                    playerID: Int64(1 + random.next() % UInt64(playerCount)), kind: .mines, setup: Data([1]),
                    log: Data("run-\(index)".utf8), claimed: claimed, sortKey: [time, -(120_000_000 / time), 0],
                    figures: ["timeMs": time], finishedAt: finishedAt, verification: .verified)
            })
        }
        try Data().write(to: ready)
    }
    return try AppDatabase.open(at: file).leaderboards(periods: .fixed(secondsFromGMT: 0))
}

/// An expert game won by the solver's proofs without a hint, assessed as a dealt ranked run.
private func expertRun() throws -> (RankingRegistry, RankedRun) {
    let registry = RankingRegistry(games: try GameRegistry([MinesBackEnd.self]), rules: [MinesRanking()])
    for seed in UInt64(20_261_124)... {
        let params = MinesGameParams(mode: .classic(.expert))
        var session = GameSession(initial: MinesState(setup: params.setup(seed: seed)))
        LogicalPlay.play(&session) { _ in false }
        var offset = 0
        var random = SeededGenerator(seed: seed)
        let log = TimedLog(session.log.map { action -> TimedAction<MinesMove> in
            offset += 200 + Int(random.next() % 1_800)
            return TimedAction(action, at: offset)
        })
        let decision = registry.assess(FinishedGame(
            id: "expert", playerID: 1, kind: .mines, setup: try MinesBackEnd.encode(GameSetup(params: params, seed: seed)),
            log: log.packed(), claimedPlayMilliseconds: offset, origin: .dealt, finishedAt: now))
        if let run = decision.run { return (registry, run) }
    }
    throw Repository.Missing(description: "no expert game could be won by proofs")
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, ThreadTime.metric],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 2000,
        thresholds: Tolerances.for([.wallClock, ThreadTime.metric])
    )
    let store = Prepared { Result { try leaderboardStore() } }
    /// A player in the middle of the measured board (rank about 5,000 of 10,000).
    let middle = Prepared { () -> Int64 in
        let rows = (try? store.value.get().rows(board: measured, window: .allTime, now: now, offset: playerCount / 2,
                                                limit: 1, viewer: nil)) ?? []
        return rows.first?.playerID ?? 1
    }
    let ready: () throws -> Void = {
        let count = try store.value.get().rowCount(board: measured, window: .allTime, now: now, viewer: nil)
        guard count > playerCount / 2 else { throw Repository.Missing(description: "the board has \(count) rows") }
    }

    Benchmark("Leaderboard top 20 (1,000,000 runs, 10,000 players)", configuration: .init(setup: ready)) { benchmark in
        guard let store = try? store.value.get() else { return }
        blackHole(ThreadTime.measure(benchmark) {
            try? store.top(board: measured, window: .allTime, now: now, limit: 20, viewer: middle.value)
        })
    }
    Benchmark("Leaderboard top 20 this week", configuration: .init(setup: ready)) { benchmark in
        guard let store = try? store.value.get() else { return }
        blackHole(ThreadTime.measure(benchmark) {
            try? store.top(board: measured, window: .week, now: now, limit: 20, viewer: middle.value)
        })
    }
    Benchmark("Leaderboard a player's rank (middle of 10,000)", configuration: .init(setup: ready)) { benchmark in
        guard let store = try? store.value.get() else { return }
        blackHole(ThreadTime.measure(benchmark) {
            try? store.rank(of: middle.value, board: measured, window: .allTime, now: now)
        })
    }
    Benchmark("Leaderboard around me (radius 10, middle of 10,000)", configuration: .init(setup: ready)) { benchmark in
        guard let store = try? store.value.get() else { return }
        blackHole(ThreadTime.measure(benchmark) {
            try? store.around(player: middle.value, board: measured, window: .allTime, now: now, radius: 10)
        })
    }

    let expert = Prepared { Result { try expertRun() } }
    Benchmark("Leaderboard verify one expert entry",
              configuration: .init(setup: {
                  let (registry, run) = try expert.value.get()
                  guard registry.reverify(run) == .verified else {
                      throw Repository.Missing(description: "the expert entry does not verify")
                  }
              })) { benchmark in
        guard let (registry, run) = try? expert.value.get() else { return }
        blackHole(ThreadTime.measure(benchmark) { registry.reverify(run) })
    }
}
