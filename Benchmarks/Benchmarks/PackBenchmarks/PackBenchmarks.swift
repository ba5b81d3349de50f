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
import LocalDatabase
import SaveFiles
import TilesLevels

/// Importing a level pack of 200 generated levels the way `clearfield levels import` and the
/// level select's `i` do (issue 11): the SQL in the sandbox, every level checked and proven
/// clearable with its par computed, one transaction into a fresh database file. The progress
/// the import reports (what the progress line shows) is counted as a figure.
private let progressReports = BenchmarkMetric.custom("progress reports", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, ThreadTime.metric, progressReports],
        timeUnits: .milliseconds,
        warmupIterations: 0,
        maxDuration: .seconds(120),
        maxIterations: 3,
        thresholds: Tolerances.for([.wallClock, ThreadTime.metric])
    )
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-pack-benchmark-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("pack-200.sql")
    try? Data(GeneratedPack.sql(levels: 200, seed: 2026).utf8).write(to: file)
    let importer = PackImporter(backgrounds: [], rules: .tiles())

    Benchmark("Pack import: 200 levels, each solved") { benchmark in
        for iteration in benchmark.scaledIterations {
            let database = try AppDatabase.open(at: folder.appendingPathComponent("run-\(iteration)-\(UUID()).sqlite"))
            var reports = 0
            benchmark.startMeasurement()
            // The import runs on this thread (the solver included): its thread CPU is the work.
            let report = try ThreadTime.measure(benchmark) {
                try importer.importPack(file: file, into: database) { _ in reports += 1 }
            }
            benchmark.stopMeasurement()
            guard report.isInstalled, report.installedCount == 200 else {
                throw PackBenchmarkFailure("the generated pack did not import: \(report.problems.prefix(3))")
            }
            benchmark.measurement(progressReports, reports)
        }
    }
}

private struct PackBenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
