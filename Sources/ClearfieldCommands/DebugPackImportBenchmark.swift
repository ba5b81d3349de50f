import ClearfieldGames
import Shell
import ReplayUI
import PlayersUI
import LeaderboardsUI
import PacksUI
import TilesUI
import EditorUI
import MinesUI
import ArgumentParser
import Foundation
import GameCore
import Storage
import Tiles

/// `clearfield debug pack-import-bench`: the time to import a generated pack of N levels the way
/// `levels import` does (the SQL in the sandbox, every level checked and proven clearable by the
/// solver with its par computed, one transaction into a fresh database file). The levels are built
/// clearable by `ClearableBoardBuilder` from a seed, in the campaign's range of sizes and colours.
struct DebugPackImportBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack-import-bench",
        abstract: "Time importing a generated level pack (see docs/PERFORMANCE.md).")

    @Option(help: "Levels in the pack.") var levels = 200
    @Option(help: "Imports to time (each into a new database).") var runs = 3
    @Option(help: "Seed of the generated levels.") var seed: UInt64 = 2026
    @Option(help: "Keep the generated pack file here.") var keep: String?

    func validate() throws {
        guard levels >= 1, runs >= 1 else { throw ValidationError("--levels and --runs must be at least 1") }
    }

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-pack-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = URL(fileURLWithPath: keep ?? folder.appendingPathComponent("bench.sql").path)
        try Data(GeneratedPack.sql(levels: levels, seed: seed).utf8).write(to: file)
        let importer = PackImporter(backgrounds: [], rules: .tiles())
        var seconds: [Double] = []
        var cpuSeconds: [Double] = []
        for run in 0..<runs {
            let database = try AppDatabase.open(at: folder.appendingPathComponent("run-\(run).sqlite"))
            let line = ImportProgressLine(delay: 0.2)
            let start = DispatchTime.now().uptimeNanoseconds, cpuStart = Self.processCPUSeconds()
            let report = try importer.importPack(file: file, into: database, progress: line.isTerminal ? line.report : nil)
            seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            // The machine may be shared: CPU time says what the import costs whatever the wait for a core.
            cpuSeconds.append(Self.processCPUSeconds() - cpuStart)
            line.finish()
            guard report.isInstalled, report.installedCount == levels else {
                throw GameDataUnavailable(description: "the benchmark's pack did not import: "
                    + report.problems.prefix(3).map(\.description).joined(separator: "; "))
            }
        }
        printLine("\(levels) levels imported and solved: " + Self.summary(seconds, "wall", levels: levels) + "; "
            + Self.summary(cpuSeconds, "CPU", levels: levels))
    }

    static func summary(_ seconds: [Double], _ label: String, levels: Int) -> String {
        let sorted = seconds.sorted(), median = sorted[sorted.count / 2]
        return "\(label) median \(String(format: "%.2f", median)) s (\(String(format: "%.1f", median * 1000 / Double(levels))) ms "
            + "a level), runs \(seconds.map { String(format: "%.2f", $0) }.joined(separator: ", ")) s"
    }

    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
