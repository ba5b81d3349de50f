import Benchmark
import BenchmarkSupport
import GameCore
import Tiles

/// Positions the search expanded, reported next to the times.
private let nodesSearched = BenchmarkMetric.custom("nodes searched", polarity: .prefersSmaller, useScalingFactor: false)
/// The slowest single hint of a batch, in microseconds of thread CPU time (the target is about
/// the worst case).
private let slowestHint = BenchmarkMetric.custom("slowest hint (µs)", polarity: .prefersSmaller, useScalingFactor: false)

/// A uniformly random full board (not guaranteed clearable): what the solver meets when a
/// board was not designed.
private func randomBoard(width: Int, height: Int, colours: Int, seed: UInt64) -> TileBoard {
    var generator = SeededGenerator(seed: seed)
    var grid = Grid<UInt8>(width: width, height: height, repeating: 0)
    for y in 0..<height {
        for x in 0..<width { grid[x, y] = UInt8(Int.random(in: 1...colours, using: &generator)) }
    }
    return TileBoard(grid: grid)
}

private func shippedLevels() -> [Level] {
    do {
        return try Repository.shippedLevels()
    } catch {
        print("cannot read the shipped levels: \(error)")
        return []
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, ThreadTime.metric, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 1,
        maxDuration: .seconds(1),
        maxIterations: 200,
        thresholds: Tolerances.for([.wallClock, ThreadTime.metric, .mallocCountTotal])
    )
    let levels = shippedLevels()
    let solver = TilesSolver()
    // The hint key's solver, as the game builds it (`LiveEnvironment`).
    let hintSolver = TilesSolver(nodeLimit: TilesSolver.interactiveNodeLimit)

    // Deciding every shipped level from its start (the target: under 1 s each on one core).
    // The hint key runs this same search from the player's position (`TilesSolver.hint` is
    // `solve` plus picking the first move, within a lower node limit that no start comes near),
    // so these are also the hints on every start.
    for level in levels {
        let label = level.number < 10 ? "0\(level.number)" : "\(level.number)"
        Benchmark("Solve level \(label) \(level.name) (\(level.board.width)×\(level.board.height))",
                  configuration: .init().reporting([.wallClock, ThreadTime.metric, .mallocCountTotal, nodesSearched])) { benchmark in
            let solution = ThreadTime.measure(benchmark) { solver.solve(level.board) }
            benchmark.measurement(nodesSearched, solution.nodes)
            blackHole(solution)
        }
    }

    // Random 10×10 boards with four colours; most are clearable, some are proven not, a few
    // hit the node limit. One iteration decides twenty boards.
    let randomBoards = (0..<20).map { randomBoard(width: 10, height: 10, colours: 4, seed: $0) }
    let randomSolver = TilesSolver(nodeLimit: 200_000)
    Benchmark("Solve 20 random 10×10 boards, 4 colours (200k node limit each)",
              configuration: .init(maxDuration: .seconds(5), maxIterations: 10)
                  .reporting([.wallClock, .cpuTotal, nodesSearched])) { benchmark in
        var nodes = 0
        for board in randomBoards {
            let solution = randomSolver.solve(board)
            nodes += solution.nodes
            blackHole(solution)
        }
        benchmark.measurement(nodesSearched, nodes)
    }

    // One random 10×10 board at a time, so the percentiles show the spread between boards.
    Benchmark("Solve one random 10×10 board, 4 colours (200k node limit)",
              configuration: .init(maxDuration: .seconds(5), maxIterations: 200)
                  .reporting([.wallClock, ThreadTime.metric, nodesSearched])) { benchmark in
        let board = randomBoard(width: 10, height: 10, colours: 4, seed: 1000 + UInt64(benchmark.currentIteration))
        benchmark.startMeasurement()
        let solution = ThreadTime.measure(benchmark) { randomSolver.solve(board) }
        benchmark.stopMeasurement()
        benchmark.measurement(nodesSearched, solution.nodes)
        blackHole(solution)
    }

    guard let largest = levels.max(by: { $0.board.tileCount < $1.board.tileCount }) else { return }
    let start = largest.startState
    guard let firstMove = solver.solve(largest.board).moves.first else { return }

    // One move applied through the rules (flood fill, fall, closing columns, events).
    Benchmark("Apply one move on level \(largest.number) (\(largest.board.width)×\(largest.board.height))",
              configuration: .init(scalingFactor: .kilo).reporting([.wallClock, .mallocCountTotal])) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(start.applying(firstMove))
        }
    }

    // A hint on the largest level's start position (the target: under 100 ms).
    Benchmark("Hint on level \(largest.number) \(largest.name) (\(largest.board.width)×\(largest.board.height))") { benchmark in
        blackHole(ThreadTime.measure(benchmark) { hintSolver.hint(for: start) })
    }

    // A hint on every shipped level's start in one iteration; the slowest one is reported on
    // its own (the target, under 100 ms, is for any of them).
    let starts = levels.map(\.startState)
    Benchmark("Hints on all \(starts.count) shipped starts",
              configuration: .init(maxDuration: .seconds(5), maxIterations: 20)
                  .reporting([.wallClock, .cpuTotal, slowestHint])) { benchmark in
        var slowest: UInt64 = 0
        for state in starts {
            let before = ThreadTime.nanoseconds()
            blackHole(hintSolver.hint(for: state))
            slowest = max(slowest, ThreadTime.nanoseconds() - before)
        }
        benchmark.measurement(slowestHint, Int(slowest / 1000))
    }

    // Par as the level designer computes it (beam search and branch and bound), on a mid-size level.
    if let designed = levels.first(where: { $0.number == 20 }) {
        Benchmark("Fewest moves (par) for level 20 \(designed.name)",
                  configuration: .init(maxDuration: .seconds(5), maxIterations: 5)
                      .reporting([.wallClock, nodesSearched])) { benchmark in
            let solution = TilesSolver(nodeLimit: 100_000).fewestMoves(designed.board, beamWidth: 400)
            benchmark.measurement(nodesSearched, solution.nodes)
            blackHole(solution)
        }
    }
}
