import ArgumentParser
import Foundation
import GameCore
import Glibc
import SaveFiles
import Tiles

#if canImport(Glibc)
#endif

/// `clearfield debug save-loop --file F --seed S`: what the kill tests run (a Tiles tool: its
/// payloads are Tiles saves; listed under `debug` by `TilesCommandTools.debugCommands`). It first loads and
/// checks the archive at F (as a resumed game would), prints one line saying what it found,
/// then saves ever-changing payloads of realistic size, forever or `--count` times.
///
/// The first line is `resumed <sequence> from <file>`, `fresh` (no archive yet) or
/// `problem: <sentence>`; a failed save is printed on standard error and exits with status 3.
package struct DebugSaveLoop: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "save-loop",
        abstract: "Check a save file, then save to it in a loop.",
        shouldDisplay: false
    )

    @Option(help: "The archive to check and then write.")
    var file: String

    @Option(help: "Seed of the generated payloads.")
    var seed: UInt64 = 1

    @Option(help: "Number of saves; none means forever, 0 only checks the file.")
    var count: Int?

    @Option(help: "Limit on the size of files this process may write (RLIMIT_FSIZE), to simulate a full disk.")
    var fileSizeLimit: Int?

    package func run() throws {
        let url = URL(fileURLWithPath: file)
        let archive = SaveArchive<DebugLoopSave>()
        var sequence: Int64 = 0
        switch archive.read(from: url, expecting: DebugLoopSave.kind) {
        case .success(let loaded):
            let saved = loaded.payload
            guard saved == DebugLoopSave.make(seed: saved.seed, sequence: saved.sequence) else {
                say("problem: save \(saved.sequence) does not hold what was written")
                throw ExitCode(2)
            }
            sequence = saved.sequence
            say("resumed \(sequence) from \(loaded.header.file.lastPathComponent)")
        case .failure(let problem) where problem.isMissing:
            say("fresh")
        case .failure(let problem):
            say("problem: \(problem.description)")
            throw ExitCode(2)
        }

        if let fileSizeLimit { try limitFileSize(to: fileSizeLimit) }
        var saves = 0
        while count.map({ saves < $0 }) ?? true {
            sequence += 1
            let payload = DebugLoopSave.make(seed: seed, sequence: sequence)
            let summary = SaveSummary(game: "Tiles", detail: "Level \(payload.levelNumber)",
                                      playTimeMilliseconds: payload.clockMilliseconds, savedAt: Date())
            do {
                try archive.write(payload, kind: DebugLoopSave.kind, summary: summary, to: url)
            } catch {
                FileHandle.standardError.write(Data((error.description + "\n").utf8))
                throw ExitCode(3)
            }
            saves += 1
        }
    }

    /// Written unbuffered, so a parent reading the pipe sees it before the process is killed.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func limitFileSize(to bytes: Int) throws {
        // Past the limit write() fails with EFBIG instead of the process being killed.
        signal(SIGXFSZ, SIG_IGN)
        var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        guard setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0 else { throw ExitCode(4) }
    }
}

/// A Tiles save as the game will write one (level, seed, move log with undo and redo, clock,
/// cursor), generated from a seed and a sequence number so a reader can tell exactly what a
/// given save must contain.
struct DebugLoopSave: Codable, Equatable {
    static let kind = "debug-loop"

    var sequence: Int64
    var seed: UInt64
    var levelNumber: Int
    var log: [SessionAction<TilesMove>]
    var clockMilliseconds: Int64
    var cursorX: Int
    var cursorY: Int

    private enum CodingKeys: String, CodingKey {
        case sequence = "sequence"
        case seed = "seed"
        case levelNumber = "levelIx"
        case log = "log"
        case clockMilliseconds = "clockMs"
        case cursorX = "cursorX"
        case cursorY = "cursorY"
    }

    /// Between 100 and 3,000 logged actions: a short Tiles level up to a long endless run.
    static func make(seed: UInt64, sequence: Int64) -> DebugLoopSave {
        var random = SeededGenerator.derived(from: seed, stream: UInt64(bitPattern: sequence))
        let length = Int.random(in: 100...3000, using: &random)
        let log: [SessionAction<TilesMove>] = (0..<length).map { _ in
            switch Int.random(in: 0..<20, using: &random) {
            case 0: .undo
            case 1: .redo
            case 2: .hint
            case 3: .restart
            default: .move(TilesMove(Point(x: Int.random(in: 0..<16, using: &random),
                                           y: Int.random(in: 0..<12, using: &random))))
            }
        }
        return DebugLoopSave(sequence: sequence, seed: seed, levelNumber: Int.random(in: 1...120, using: &random),
                             log: log, clockMilliseconds: Int64(length) * 1_250,
                             cursorX: Int.random(in: 0..<16, using: &random), cursorY: Int.random(in: 0..<12, using: &random))
    }
}
