import Foundation
import GameCore
import SaveFiles
import Tiles

/// A fresh folder (see `TemporaryDirectory`), removed when `body` returns.
func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let directory = try TemporaryDirectory()
    // A test may have made it read-only; make it removable again first.
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path) }
    return try body(directory.url)
}

/// A payload that uses every kind of value a save holds: nested structs, arrays, enums with
/// and without associated values, optionals (set and not), dates, and 64-bit integers at
/// their extremes.
struct SamplePayload: Codable, Equatable {
    enum Mode: String, Codable, Equatable {
        case classic, endless
    }

    enum Mark: Codable, Equatable {
        case flag(Point)
        case question(Point, note: String?)
        case cleared
    }

    struct Board: Codable, Equatable {
        var width: Int
        var height: Int
        var mines: [Point]
    }

    var mode: Mode
    var seed: UInt64
    var total: Int64
    var boards: [Board]
    var marks: [Mark]
    var log: [SessionAction<TilesMove>]
    var nickname: String?
    var bestTime: Double?
    var started: Date
    var lastMove: Date?
    var clock: PlayClock

    /// A reproducible payload of roughly `actions` logged actions.
    static func make(seed: UInt64, actions: Int = 40) -> SamplePayload {
        var random = SeededGenerator(seed: seed)
        func point() -> Point { Point(x: Int.random(in: 0..<100, using: &random), y: Int.random(in: 0..<100, using: &random)) }
        let log: [SessionAction<TilesMove>] = (0..<actions).map { _ in
            switch Int.random(in: 0..<10, using: &random) {
            case 0: .undo
            case 1: .redo
            case 2: .hint
            case 3: .restart
            default: .move(TilesMove(point()))
            }
        }
        return SamplePayload(
            mode: seed % 2 == 0 ? .classic : .endless,
            seed: seed == 0 ? UInt64.max : random.next(),
            total: seed % 3 == 0 ? Int64.min : Int64.max,
            boards: (0..<3).map { _ in Board(width: 100, height: 100, mines: (0..<5).map { _ in point() }) },
            marks: [.flag(point()), .question(point(), note: "maybe"), .question(point(), note: nil), .cleared],
            log: log,
            nickname: seed % 2 == 0 ? "Ada ✨ Lovelace" : nil,
            bestTime: seed % 2 == 0 ? nil : 12.75,
            started: Date(timeIntervalSinceReferenceDate: 812_345_678.125),
            lastMove: seed % 2 == 0 ? Date(timeIntervalSince1970: 0) : nil,
            clock: PlayClock(accumulatedNanoseconds: UInt64.max - seed)
        )
    }
}

let sampleSummary = SaveSummary(game: "Mines", detail: "Endless, board 3", playTimeMilliseconds: 754_321,
                                savedAt: Date(timeIntervalSinceReferenceDate: 812_345_999.5))

/// Writes a sample archive to `file` and returns its bytes.
@discardableResult
func writeSampleArchive(to file: URL, seed: UInt64 = 7, actions: Int = 40) throws -> Data {
    try SaveArchive<SamplePayload>().write(SamplePayload.make(seed: seed, actions: actions), kind: "mines",
                                           summary: sampleSummary, to: file)
    return try Data(contentsOf: file)
}

/// The names in a folder, sorted, for checking what a save left behind.
func fileNames(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }

    var success: Success? {
        if case .success(let success) = self { return success }
        return nil
    }
}
