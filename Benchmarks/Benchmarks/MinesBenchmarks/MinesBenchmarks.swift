import Benchmark
import BenchmarkSupport
import GameCore
import Mines

/// The generator's allocations depend on how much moving of mines a seed needs: they are
/// compared at the median, loosely (the standard tolerances otherwise, see `Tolerances`).
private let generatorAllocations = BenchmarkThresholds(relative: [.p50: 10])

/// The sizes `clearfield mines generate` is compared at with Simon Tatham's Mines
/// (see docs/PERFORMANCE.md), the three classic boards first.
private let generatedSizes: [(name: String, params: MinesParams)] = [
    ("beginner", .beginner), ("intermediate", .intermediate), ("expert", .expert),
    ("big", MinesParams.sized(50, 50, 500)),
]

extension MinesParams {
    /// A board size written in this file (always in range; a mistake shows as a 1-mine board).
    static func sized(_ width: Int, _ height: Int, _ mines: Int) -> MinesParams {
        (try? MinesParams(width: width, height: height, mines: mines)) ?? .beginner
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, ThreadTime.metric, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 1000,
        thresholds: Tolerances.for([.wallClock, ThreadTime.metric, .mallocCountTotal],
                                   overriding: [.mallocCountTotal: generatorAllocations])
    )

    // One no-guess board per iteration, each from a new seed, first cell at the centre (what
    // the first reveal costs a player). p100 is the worst board of the run: the target is no
    // expert board slower than 16 ms; read it from the thread CPU time, which a wait for a
    // core does not inflate. Runs of 10,000 expert boards, 2,000 of the smaller sizes and 500
    // of the 50×50 size.
    for (name, params) in generatedSizes {
        let boards = params == .expert ? 10_000 : params.cellCount > 1000 ? 500 : 2000
        Benchmark("Generate one no-guess board \(params) (\(name))",
                  configuration: .init(maxDuration: .seconds(30), maxIterations: boards)) { benchmark in
            let seed = UInt64(benchmark.currentIteration) &* 0x9E37_79B9_7F4A_7C15
            let first = Point(x: params.width / 2, y: params.height / 2)
            blackHole(ThreadTime.measure(benchmark) { MinesGenerator.layout(for: params, first: first, seed: seed) })
        }
    }

    // For comparison: a classic board (mines at random, first area kept clear).
    Benchmark("Generate one random board 30x16/99 (classic, not no-guess)",
              configuration: .init(scalingFactor: .kilo).reporting([.wallClock, .mallocCountTotal])) { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(MinesGenerator.layout(for: .expert, first: Point(x: 15, y: 8), seed: UInt64(index),
                                            style: .random))
        }
    }

    // The flood reveal: one reveal that opens a whole region, on a laid-out 100×100 board.
    // With one mine in a corner, a reveal in the opposite corner opens all 9,999 safe cells
    // (the worst case); on a board at 10 % density, the largest zero region.
    var corner = [Bool](repeating: false, count: 100 * 100)
    corner[0] = true
    if let layout = MineLayout(width: 100, height: 100, isMine: corner) {
        let board = MinesBoard(layout: layout)
        Benchmark("Flood reveal 100x100, 1 mine: 9,999 cells opened") { benchmark in
            blackHole(ThreadTime.measure(benchmark) { board.revealing(Point(x: 99, y: 99)) })
        }
    }
    let sparse = MinesParams.sized(100, 100, 1000)
    if let layout = MinesGenerator.layout(for: sparse, first: Point(x: 50, y: 50), seed: 7, style: .random) {
        let board = MinesBoard(layout: layout)
        let opened = board.revealing(Point(x: 50, y: 50))?.board.revealedCount ?? 0
        Benchmark("Flood reveal 100x100/1000 from the centre: \(opened) cells opened") { benchmark in
            blackHole(ThreadTime.measure(benchmark) { board.revealing(Point(x: 50, y: 50)) })
        }
    }

    // The hint (`H`) on expert boards half played by logic: 64 different boards, one per
    // iteration in turn. Each hint runs the solver over what the player sees.
    let midGame = Prepared { (0..<64).map { LogicalPlay.boardInPlay(.expert, seed: 500 + UInt64($0)) } }
    Benchmark("Hint on an expert board mid-game (64 boards, half revealed)",
              configuration: .init(maxIterations: 2000, setup: { _ = midGame.value })) { benchmark in
        let boards = midGame.value
        let board = boards[benchmark.currentIteration % boards.count]
        blackHole(ThreadTime.measure(benchmark) { MinesSolver.hint(for: board) })
    }

    // The hint just after the first reveal, where the least is known and the most is covered.
    let justOpened = Prepared { (0..<64).map { LogicalPlay.boardInPlay(.expert, seed: 900 + UInt64($0), fraction: 0) } }
    Benchmark("Hint on an expert board after the first reveal (64 boards)",
              configuration: .init(maxIterations: 2000, setup: { _ = justOpened.value })) { benchmark in
        let boards = justOpened.value
        let board = boards[benchmark.currentIteration % boards.count]
        blackHole(ThreadTime.measure(benchmark) { MinesSolver.hint(for: board) })
    }

    // The hint where logic has run out (issue 24): the exact rule counts every part of the
    // frontier and the odds are weighed, on classic boards played by logic until stuck. The
    // target is p100 under 100 ms on expert and on 100×100 (the search is capped).
    for (name, params, seeds) in [("expert", MinesParams.expert, 64), ("100x100/2000", .sized(100, 100, 2000), 16)] {
        let stuck = Prepared { (0..<seeds).compactMap { LogicalPlay.boardOutOfLogic(params, seed: 7000 + UInt64($0)) } }
        Benchmark("Hint where logic has run out, \(name) (\(seeds) seeds)",
                  configuration: .init(maxIterations: 1000, setup: { _ = stuck.value })) { benchmark in
            let boards = stuck.value
            guard !boards.isEmpty else { return }
            let board = boards[benchmark.currentIteration % boards.count]
            blackHole(ThreadTime.measure(benchmark) { MinesSolver.hint(for: board) })
        }
    }
}
