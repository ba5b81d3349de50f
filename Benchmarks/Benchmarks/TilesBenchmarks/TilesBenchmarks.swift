import Benchmark
import GameCore
import Tiles

/// Positions the search expanded, reported next to the times.
private let nodesSearched = BenchmarkMetric.custom("nodes searched", polarity: .prefersSmaller, useScalingFactor: false)

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

private struct ShippedLevel {
    var ix: Int
    var name: String
    var board: TileBoard
}

private func shippedLevels() -> [ShippedLevel] {
    do {
        return try LevelFileReader.allLevels().map { record in
            ShippedLevel(ix: record.ix, name: record.name, board: try TileMap.parse(record.map))
        }
    } catch {
        print("cannot read the shipped levels: \(error)")
        return []
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        warmupIterations: 1,
        maxDuration: .seconds(1),
        maxIterations: 200
    )
    let levels = shippedLevels()
    let solver = TilesSolver()

    // Deciding every shipped level from its start (the target: under 1 s each on one core).
    for level in levels {
        let label = level.ix < 10 ? "0\(level.ix)" : "\(level.ix)"
        Benchmark("Solve level \(label) \(level.name) (\(level.board.width)×\(level.board.height))",
                  configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, nodesSearched])) { benchmark in
            var nodes = 0
            for _ in benchmark.scaledIterations {
                let solution = solver.solve(level.board)
                nodes = solution.nodes
                blackHole(solution)
            }
            benchmark.measurement(nodesSearched, nodes)
        }
    }

    // Random 10×10 boards with four colours; most are clearable, some are proven not, a few
    // hit the node limit. One iteration decides twenty boards.
    let randomBoards = (0..<20).map { randomBoard(width: 10, height: 10, colours: 4, seed: $0) }
    let randomSolver = TilesSolver(nodeLimit: 200_000)
    Benchmark("Solve 20 random 10×10 boards, 4 colours (200k node limit each)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, nodesSearched], maxDuration: .seconds(5),
                                   maxIterations: 10)) { benchmark in
        var nodes = 0
        for board in randomBoards {
            let solution = randomSolver.solve(board)
            nodes += solution.nodes
            blackHole(solution)
        }
        benchmark.measurement(nodesSearched, nodes)
    }

    guard let largest = levels.max(by: { $0.board.tileCount < $1.board.tileCount }) else { return }
    let start = TilesState(level: largest.ix, par: 0, board: largest.board)
    guard let firstMove = solver.solve(largest.board).moves.first else { return }

    // One move applied through the rules (flood fill, fall, closing columns, events).
    Benchmark("Apply one move on level \(largest.ix) (\(largest.board.width)×\(largest.board.height))",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(start.applying(firstMove))
        }
    }

    // A hint on the largest level's start position (the target: under 100 ms).
    Benchmark("Hint on level \(largest.ix) \(largest.name) (\(largest.board.width)×\(largest.board.height))") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(solver.hint(for: start))
        }
    }

    // Par as the level designer computes it (beam search and branch and bound), on a mid-size level.
    if let designed = levels.first(where: { $0.ix == 20 }) {
        Benchmark("Fewest moves (par) for level 20 \(designed.name)",
                  configuration: .init(metrics: [.wallClock, nodesSearched], maxDuration: .seconds(5), maxIterations: 5)) { benchmark in
            let solution = TilesSolver(nodeLimit: 100_000).fewestMoves(designed.board, beamWidth: 400)
            benchmark.measurement(nodesSearched, solution.nodes)
            blackHole(solution)
        }
    }
}
