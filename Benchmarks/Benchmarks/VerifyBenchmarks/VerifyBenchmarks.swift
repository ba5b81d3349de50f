import Benchmark
import BenchmarkSupport
import GameCore
import GameRules
import Mines
import Tiles

// `verify` as a leaderboard would run it on an entry: a timed log replayed through the rules from
// the setup, every check made, the result summed up. Targets: an expert Mines game of about 300
// actions and Tiles level 44 solved, each well under 20 ms; a resume (the same replay) of the
// largest Mines game (100×100, 5,000 actions) within 20 ms.

/// The actions in the verified log.
private let loggedActions = BenchmarkMetric.custom("logged actions", polarity: .prefersSmaller, useScalingFactor: false)

/// A session's log with an offset for every action, 0.2 to 2 s apart (the times do not change
/// the work, only that they are checked).
private func timed<Move>(_ actions: [SessionAction<Move>]) -> TimedLog<Move> {
    var random = SeededGenerator(seed: 44)
    var offset = 0
    return TimedLog(actions.map { action in
        offset += 200 + Int(random.next() % 1_800)
        return TimedAction(action, at: offset)
    })
}

/// A Mines game played by the solver's proofs from the centre (a reveal of every proven-safe
/// cell, a flag on every proven mine), a hint asked every `hintEvery` actions, until the board
/// is cleared or the log holds `actions` actions.
private func minesGame(_ params: MinesGameParams, seed: UInt64, actions: Int = .max, hintEvery: Int = 25)
    -> (setup: GameSetup<MinesGameParams>, log: TimedLog<MinesMove>) {
    let setup = GameSetup(params: params, seed: seed)
    var session = GameSession(initial: MinesState(setup: params.setup(seed: seed)))
    LogicalPlay.play(&session) { session in
        if session.log.count % hintEvery == hintEvery - 1 { session.recordHint() }
        return session.log.count >= actions
    }
    return (setup, timed(session.log))
}

/// Fails the setup (so the run reports it instead of measuring) unless `result` is `expected`.
private func check(_ result: Result<VerifiedGame, VerificationFailure>, _ expected: GameStatus, _ name: String) throws {
    guard case .success(let verified) = result, verified.status == expected else {
        throw Repository.Missing(description: "\(name): verify gave \(result), expected \(expected)")
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, ThreadTime.metric, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 1000,
        thresholds: Tolerances.for([.wallClock, ThreadTime.metric, .mallocCountTotal])
    )
    let metrics: [BenchmarkMetric] = [.wallClock, ThreadTime.metric, .mallocCountTotal, loggedActions]

    // Expert, no-guess, played to the win: the first reveal lays the board out again (the
    // no-guess generator), then every reveal and flag is replayed.
    let expert = Prepared { minesGame(MinesGameParams(mode: .classic(.expert)), seed: 20_261_124) }
    Benchmark("Verify Mines expert won (about 300 actions)",
              configuration: .init(setup: {
                  try check(MinesBackEnd.verify(expert.value.setup, log: expert.value.log, claimedPlayMilliseconds: nil),
                            .won, "expert")
              }).reporting(metrics)) { benchmark in
        let game = expert.value
        benchmark.measurement(loggedActions, game.log.count)
        blackHole(ThreadTime.measure(benchmark) {
            MinesBackEnd.verify(game.setup, log: game.log, claimedPlayMilliseconds: nil)
        })
    }

    // Level 44 cleared by the solver's sequence.
    let level44 = Prepared { () -> Result<(GameSetup<TilesParams>, TimedLog<TilesMove>), Error> in
        Result {
            guard let level = try Repository.shippedLevels().first(where: { $0.number == 44 }) else {
                throw Repository.Missing(description: "level 44 is not shipped")
            }
            let moves = TilesSolver().solve(level.board).moves
            return (GameSetup(params: TilesParams(level: level), seed: 0), timed(moves.map { .move($0) }))
        }
    }
    Benchmark("Verify Tiles level 44 solved",
              configuration: .init(setup: {
                  let (setup, log) = try level44.value.get()
                  try check(TilesBackEnd.verify(setup, log: log, claimedPlayMilliseconds: nil), .won, "level 44")
              }).reporting(metrics)) { benchmark in
        guard let (setup, log) = try? level44.value.get() else { return }
        benchmark.measurement(loggedActions, log.count)
        blackHole(ThreadTime.measure(benchmark) { TilesBackEnd.verify(setup, log: log, claimedPlayMilliseconds: nil) })
    }

    // What a resume does: the largest board (100×100/2000) with 5,000 logged actions, replayed
    // to its session (the state, the log) with every check.
    let largest = Prepared {
        minesGame(MinesGameParams(mode: .custom(.sized(100, 100, 2000))), seed: 20_261_121, actions: 5_000)
    }
    Benchmark("Replay Mines 100×100/2000 with 5,000 actions (resume)",
              configuration: .init(setup: {
                  try check(MinesBackEnd.verify(largest.value.setup, log: largest.value.log, claimedPlayMilliseconds: nil),
                            .playing, "100×100")
              }).reporting(metrics)) { benchmark in
        let game = largest.value
        benchmark.measurement(loggedActions, game.log.count)
        blackHole(ThreadTime.measure(benchmark) {
            MinesBackEnd.replay(game.setup, log: game.log, claimedPlayMilliseconds: nil)
        })
    }

    // The same game with the cursor's way kept between its actions (issue 22): what traces add to
    // the log's size and to a replay, which passes over them (one trace per cell moved, and one
    // per straight run as the play screen keeps a held key's run).
    for coalesced in [false, true] {
        let traced = Prepared { () -> (setup: GameSetup<MinesGameParams>, log: TimedLog<MinesMove>) in
            let game = largest.value
            return (game.setup, withCursorTraces(game.log, coalesced: coalesced))
        }
        let name = coalesced ? "a trace per straight run" : "a trace per cell moved"
        Benchmark("Replay Mines 100×100/2000 with 5,000 actions and the cursor's way, \(name) (resume)",
                  configuration: .init(setup: {
                      try check(MinesBackEnd.verify(traced.value.setup, log: traced.value.log, claimedPlayMilliseconds: nil),
                                .playing, "100×100 traced")
                  }).reporting(metrics + [logBytes])) { benchmark in
            let game = traced.value
            benchmark.measurement(loggedActions, game.log.count)
            benchmark.measurement(logBytes, game.log.packed().count)
            blackHole(ThreadTime.measure(benchmark) {
                MinesBackEnd.replay(game.setup, log: game.log, claimedPlayMilliseconds: nil)
            })
        }
    }
    Benchmark("Log bytes of Mines 100×100/2000 with 5,000 actions, no traces",
              configuration: .init(metrics: [logBytes], maxIterations: 1)) { benchmark in
        benchmark.measurement(logBytes, largest.value.log.packed().count)
    }
}

/// The packed log's size in bytes (what a save, an outbox row and a board row carry).
private let logBytes = BenchmarkMetric.custom("log bytes", polarity: .prefersSmaller, useScalingFactor: false)

/// `log` with the cursor's way between each two actions' cells kept as the play screen keeps it
/// (issue 22): along the row, then down the column, one trace per cell moved (a player tapping),
/// or, `coalesced`, one per straight run (a held key), each at an even share of the time between
/// the two actions.
private func withCursorTraces(_ log: TimedLog<MinesMove>, coalesced: Bool) -> TimedLog<MinesMove> {
    var entries: [TimedAction<MinesMove>] = []
    var cursor: Point?
    var lastOffset = 0
    for entry in log.entries {
        if case .move(let move) = entry.action, let target = move.cell, let from = cursor {
            var stops: [Point] = []
            var here = from
            while here.x != target.x {
                here.x += here.x < target.x ? 1 : -1
                if !coalesced || here.x == target.x { stops.append(here) }
            }
            while here.y != target.y {
                here.y += here.y < target.y ? 1 : -1
                if !coalesced || here.y == target.y { stops.append(here) }
            }
            let span = max(0, (entry.offset ?? lastOffset) - lastOffset)
            for (index, stop) in stops.enumerated() {
                entries.append(TimedAction(.move(.cursor(stop)), at: lastOffset + span * (index + 1) / (stops.count + 1)))
            }
        }
        if case .move(let move) = entry.action, let cell = move.cell { cursor = cell }
        entries.append(entry)
        lastOffset = entry.offset ?? lastOffset
    }
    return TimedLog(entries)
}

extension MinesParams {
    /// A board size written in this file (always in range; a mistake shows as a 1-mine board).
    static func sized(_ width: Int, _ height: Int, _ mines: Int) -> MinesParams {
        (try? MinesParams(width: width, height: height, mines: mines)) ?? .beginner
    }
}
