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

/// `clearfield debug save-bench`: times saving and resuming real games through the game's own save
/// and resume code (payload, packed log, atomic write; read, checks, replay of every action, stats
/// handed back): a long Tiles game on the largest campaign level, and a long Mines game on the
/// largest board (100×100).
struct DebugSaveBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "save-bench",
        abstract: "Time saving and resuming a large game.",
        shouldDisplay: false
    )

    @Option(help: "Folder for the archive (a new temporary folder by default).")
    var directory: String?

    @Option(help: "Logged actions in the Mines game.")
    var actions: Int = 5000

    @Option(help: "Timed repetitions of each operation.")
    var iterations: Int = 200

    @Option(help: "Logged actions in the Tiles game.")
    var tilesActions: Int = 3000

    func run() throws {
        let folder = try directory.map { URL(fileURLWithPath: $0) } ?? makeTemporaryFolder()
        defer { if directory == nil { try? FileManager.default.removeItem(at: folder) } }
        try measureTilesGame(folder: folder.appendingPathComponent("tiles"))
        try measureMinesGame(folder: folder.appendingPathComponent("mines"))
    }

    private func measureMinesGame(folder: URL) throws {
        var game = try MinesSaveBenchmark.make(actions: actions, folder: folder)
        let params = MinesSaveBenchmark.params
        printLine("payload: Mines \(params.width)x\(params.height) with \(params.mines) mines and \(actions) logged actions "
              + "and its stats, \(iterations) iterations, in \(folder.path)")
        var saves = Timings()
        var resumes = Timings()
        for _ in 0..<iterations {
            try saves.measure { try game.save() }
            var resumed: MinesPlayScreen?
            try resumes.measure { resumed = try game.resume() }
            if let resumed { try game.check(resumed) }
        }
        printLine("the game's save (MinesPlayScreen.save, GameResumer.resume): archive \(game.archiveBytes) bytes")
        printLine("  save   (payload, encode, write, fsync, rename, fsync folder): \(saves)")
        printLine("  resume (read, check, decode, lay out, replay, stats back):    \(resumes)")
        game.environment.saveSlot?.remove()
    }

    private func measureTilesGame(folder: URL) throws {
        var game = try TilesSaveBenchmark.make(actions: tilesActions, folder: folder)
        printLine("payload: Tiles level \(game.level.ix) (\(game.level.board.width)x\(game.level.board.height)) with "
              + "\(tilesActions) logged actions and its stats, \(iterations) iterations, in \(folder.path)")
        var saves = Timings()
        var resumes = Timings()
        for _ in 0..<iterations {
            try saves.measure { try game.save() }
            try resumes.measure { try game.resume() }
        }
        printLine("the game's save (TilesPlayScreen.save, GameResumer.resume): archive \(game.archiveBytes) bytes")
        printLine("  save   (payload, encode, write, fsync, rename, fsync folder): \(saves)")
        printLine("  resume (read, check, decode, replay, stats back):             \(resumes)")
        game.environment.saveSlot?.remove()
    }

    private func makeTemporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// Wall-clock and CPU times of repeated runs: on a busy shared machine the wall clock includes
/// waiting for a core (and fsync waits for the disk), the CPU time only the work itself.
private struct Timings: CustomStringConvertible {
    private var wall: [Double] = []
    private var cpu: [Double] = []

    mutating func measure(_ body: () throws -> Void) rethrows {
        let wallStart = Self.now(CLOCK_MONOTONIC)
        let cpuStart = Self.now(CLOCK_THREAD_CPUTIME_ID)
        try body()
        cpu.append(Self.now(CLOCK_THREAD_CPUTIME_ID) - cpuStart)
        wall.append(Self.now(CLOCK_MONOTONIC) - wallStart)
    }

    /// Milliseconds on the given clock.
    private static func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    private static func summary(_ values: [Double]) -> String {
        let sorted = values.sorted()
        func at(_ fraction: Double) -> String {
            guard !sorted.isEmpty else { return "-" }
            return String(format: "%.3f", sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))])
        }
        return "min \(at(0)) / median \(at(0.5)) / p95 \(at(0.95)) ms"
    }

    var description: String {
        "wall \(Self.summary(wall)); CPU \(Self.summary(cpu))"
    }
}
