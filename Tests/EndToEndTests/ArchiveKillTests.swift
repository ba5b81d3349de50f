import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The real `clearfield` binary saving in a loop is killed with SIGKILL at random moments, a few
/// hundred times; every time, the next process must find a complete, correct save (the one
/// before or the one being written, never less), as a player would after a crash or power cut.
@Suite struct ArchiveKillTests {
    @Test func aSaveKilledAtAnyMomentLeavesAValidArchive() throws {
        let binary = try ClearfieldBinary.locate()
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("game.save").path

        let first = try ClearfieldBinary.run(binary, ["debug", "save-loop", "--file", file, "--count", "1"])
        #expect(first.status == 0 && first.output == "fresh\n", "\(first)")

        var random = SplitMix(seed: 0x4B11_15A7)
        var lastSequence: Int64 = 1
        var roundsThatSaved = 0
        let rounds = 300
        for round in 0..<rounds {
            let child = try LoopingChild(binary: binary, file: file, seed: UInt64(round + 2))
            let line = child.firstLine()
            guard let sequence = ArchiveKillTests.resumedSequence(in: line) else {
                child.kill()
                Issue.record("round \(round): the save did not load: \(line ?? "no output") \(child.errors())")
                return
            }
            // Never older than a save already seen complete: the previous archive is only
            // replaced by a complete new one.
            #expect(sequence >= lastSequence, "round \(round): went back from \(lastSequence) to \(sequence)")
            if sequence > lastSequence { roundsThatSaved += 1 }
            lastSequence = sequence

            usleep(useconds_t(random.next(below: 60_000)))
            let killed = child.kill()
            #expect(killed, "round \(round): the child ended by itself: \(child.errors())")
        }

        let last = try ClearfieldBinary.run(binary, ["debug", "save-loop", "--file", file, "--count", "0"])
        #expect(last.status == 0, "\(last)")
        let finalSequence = try #require(ArchiveKillTests.resumedSequence(in: last.output), "\(last)")
        #expect(finalSequence >= lastSequence)
        // Some kills must have landed after saves completed, or the test proved little.
        #expect(roundsThatSaved > 0)

        // One clean save afterwards tidies up whatever the killed processes left behind.
        let tidy = try ClearfieldBinary.run(binary, ["debug", "save-loop", "--file", file, "--count", "1"])
        #expect(tidy.status == 0, "\(tidy)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["game.save"])
        print("kill test: \(rounds) kills, \(roundsThatSaved) rounds found a newer save, last save \(finalSequence)")
    }

    @Test func aSaveThatRunsOutOfSpaceKeepsThePreviousSave() throws {
        let binary = try ClearfieldBinary.locate()
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("game.save").path

        let first = try ClearfieldBinary.run(binary, ["debug", "save-loop", "--file", file, "--count", "1"])
        #expect(first.status == 0, "\(first)")
        let before = try Data(contentsOf: URL(fileURLWithPath: file))

        // Every payload is larger than 1 kB, so the write stops part way, as on a full disk.
        let full = try ClearfieldBinary.run(binary, ["debug", "save-loop", "--file", file, "--count", "1",
                                                     "--file-size-limit", "1024"])
        #expect(full.status == 3, "\(full)")
        #expect(full.errors.contains("Could not save the game to \(file)"), "\(full)")
        #expect(full.errors.contains("previous save"), "\(full)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["game.save"])

        let check = try ClearfieldBinary.run(binary, ["debug", "save-loop", "--file", file, "--count", "0"])
        #expect(check.output == "resumed 1 from game.save\n", "\(check)")
    }

    static func resumedSequence(in line: String?) -> Int64? {
        guard let line, line.hasPrefix("resumed ") else { return nil }
        return Int64(line.dropFirst("resumed ".count).prefix(while: \.isNumber))
    }

    private func makeTemporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearfield-kill-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}

/// A `clearfield debug save-loop` child whose first line can be awaited before it is killed.
private final class LoopingChild {
    private let process = Process()
    private let output = Pipe()
    private let errorLog: URL

    init(binary: URL, file: String, seed: UInt64) throws {
        errorLog = URL(fileURLWithPath: file + ".child-errors")
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        process.executableURL = binary
        process.arguments = ["debug", "save-loop", "--file", file, "--seed", String(seed)]
        process.environment = ClearfieldBinary.environment
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorLog)
        try process.run()
    }

    /// Blocks until the child has printed its first line (or ended without one).
    func firstLine() -> String? {
        var bytes = Data()
        while !bytes.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            bytes.append(chunk)
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// Sends SIGKILL and waits; true when the child was still running and died of it.
    @discardableResult
    func kill() -> Bool {
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? output.fileHandleForReading.close()
        return process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    }

    func errors() -> String {
        let text = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: errorLog)
        return text
    }

    deinit {
        try? FileManager.default.removeItem(at: errorLog)
    }
}

/// A tiny seeded generator, so the kill moments are the same on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: UInt64) -> UInt64 { next() % bound }
}
