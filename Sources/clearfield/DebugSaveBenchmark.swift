import ArgumentParser
import Foundation
import GameCore
import Storage

/// `clearfield debug save-bench`: times saving and resuming. First the real thing, a long Tiles
/// game on the largest campaign level through the game's own save and resume code (replay of every
/// action included); then the shape of the largest save a Mines game will make (a 100×100 board
/// with a long move log), its log as keyed values and packed, as archives only.
struct DebugSaveBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "save-bench",
        abstract: "Time saving and resuming a large game.",
        shouldDisplay: false
    )

    @Option(help: "Folder for the archive (a new temporary folder by default).")
    var directory: String?

    @Option(help: "Logged actions in the payload.")
    var actions: Int = 5000

    @Option(help: "Timed repetitions of each operation.")
    var iterations: Int = 200

    @Option(help: "Logged actions in the Tiles game.")
    var tilesActions: Int = 3000

    func run() throws {
        let folder = try directory.map { URL(fileURLWithPath: $0) } ?? makeTemporaryFolder()
        defer { if directory == nil { try? FileManager.default.removeItem(at: folder) } }
        try measureTilesGame(folder: folder)
        let file = folder.appendingPathComponent("bench.save")
        let keyed = BenchmarkMinesSave.make(actions: actions)
        print("payload: a 100x100 Mines game with \(actions) logged actions, \(iterations) iterations, in \(folder.path)")
        try measure(keyed, name: "log as keyed values", file: file)
        try measure(PackedBenchmarkMinesSave(keyed), name: "log packed (PackedActionLog)", file: file)
    }

    private func measure<Payload: Codable & Equatable>(_ payload: Payload, name: String, file: URL) throws {
        let archive = SaveArchive<Payload>()
        let summary = SaveSummary(game: "Mines", detail: "Endless, board 40", playTimeMilliseconds: 3_600_000,
                                  savedAt: Date())
        var saves = Timings()
        var resumes = Timings()
        for _ in 0..<iterations {
            try saves.measure {
                try archive.write(payload, kind: BenchmarkMinesSave.kind, summary: summary, to: file)
            }
            var loaded: LoadedArchive<Payload>?
            resumes.measure {
                loaded = try? archive.read(from: file, expecting: BenchmarkMinesSave.kind).get()
            }
            guard loaded?.payload == payload else { throw ValidationError("the archive did not load back") }
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        try? ArchiveFile.remove(file)
        print("\(name): archive \(size) bytes")
        print("  save   (encode, write, fsync, rename, fsync folder): \(saves)")
        print("  resume (read, check, decode):                         \(resumes)")
    }

    private func measureTilesGame(folder: URL) throws {
        var game = try TilesSaveBenchmark.make(actions: tilesActions, folder: folder)
        print("payload: Tiles level \(game.level.ix) (\(game.level.board.width)x\(game.level.board.height)) with "
              + "\(tilesActions) logged actions and its stats, \(iterations) iterations, in \(folder.path)")
        var saves = Timings()
        var resumes = Timings()
        for _ in 0..<iterations {
            try saves.measure { try game.save() }
            try resumes.measure { try game.resume() }
        }
        print("the game's save (TilesPlayScreen.save, GameResumer.resume): archive \(game.archiveBytes) bytes")
        print("  save   (payload, encode, write, fsync, rename, fsync folder): \(saves)")
        print("  resume (read, check, decode, replay, stats back):             \(resumes)")
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

/// The same save with its log packed, as a real save should store a long log.
struct PackedBenchmarkMinesSave: Codable, Equatable {
    var width: Int
    var height: Int
    var mines: Int
    var seed: UInt64
    var log: PackedActionLog<BenchmarkMinesSave.Move>
    var clockMilliseconds: Int64

    init(_ save: BenchmarkMinesSave) {
        (width, height, mines, seed) = (save.width, save.height, save.mines, save.seed)
        log = PackedActionLog(save.log)
        clockMilliseconds = save.clockMilliseconds
    }

    private enum CodingKeys: String, CodingKey {
        case width = "width"
        case height = "height"
        case mines = "mines"
        case seed = "seed"
        case log = "log"
        case clockMilliseconds = "clockMs"
    }
}

extension BenchmarkMinesSave.Move: PackableMove {
    func pack(into writer: inout PackWriter) {
        writer.write(x)
        writer.write(y)
        writer.write(BenchmarkMinesSave.Action.allCases.firstIndex(of: action) ?? 0)
    }

    init(unpacking reader: inout PackReader) throws {
        x = try reader.read()
        y = try reader.read()
        action = BenchmarkMinesSave.Action.allCases[try reader.read(in: 0...BenchmarkMinesSave.Action.allCases.count - 1)]
    }
}

/// The shape of a Mines save: the board's parameters, the seed and every action of a long
/// game, each a cell and what was done to it.
struct BenchmarkMinesSave: Codable, Equatable {
    static let kind = "mines"

    enum Action: String, Codable, CaseIterable, Sendable {
        case reveal, flag, chord
    }

    struct Move: Codable, Equatable, Sendable {
        var x: Int
        var y: Int
        var action: Action

        private enum CodingKeys: String, CodingKey {
            case x = "x"
            case y = "y"
            case action = "a"
        }
    }

    var width: Int
    var height: Int
    var mines: Int
    var seed: UInt64
    var log: [SessionAction<Move>]
    var clockMilliseconds: Int64

    private enum CodingKeys: String, CodingKey {
        case width = "width"
        case height = "height"
        case mines = "mines"
        case seed = "seed"
        case log = "log"
        case clockMilliseconds = "clockMs"
    }

    static func make(actions: Int) -> BenchmarkMinesSave {
        var random = SeededGenerator(seed: 2026)
        let actionKinds: [Action] = [.reveal, .reveal, .reveal, .flag, .chord]
        let log: [SessionAction<Move>] = (0..<actions).map { index in
            if index % 50 == 49 { return .undo }
            return .move(Move(x: Int.random(in: 0..<100, using: &random), y: Int.random(in: 0..<100, using: &random),
                              action: actionKinds[Int.random(in: 0..<actionKinds.count, using: &random)]))
        }
        return BenchmarkMinesSave(width: 100, height: 100, mines: 2000, seed: random.next(), log: log,
                                  clockMilliseconds: 3_600_000)
    }
}
