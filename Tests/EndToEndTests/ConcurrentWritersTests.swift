import Foundation
import Testing

/// Two real processes write to one database file at the same time; no update may be lost.
///
/// Runs the built `clearfield` binary (found next to the test bundle, or at `CLEARFIELD_BINARY`)
/// with the hidden `debug add-totals` command, which increments one stat total COUNT times, each
/// increment its own IMMEDIATE transaction (a rollover with its own game id).
@Suite struct ConcurrentWritersTests {
    @Test func twoProcessesIncrementingOneTotalLoseNothing() throws {
        let binary = try clearfieldBinary()
        let dataDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearfield-e2e-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        let count = 150

        // Both start on a data directory that does not exist yet, so they also race to create
        // the database file and apply its migrations.
        let writers = try (0..<2).map { _ in
            try start(binary, ["debug", "add-totals", "--data-dir", dataDirectory.path, "--count", "\(count)"])
        }
        for writer in writers {
            let result = writer.finish()
            #expect(result.status == 0, "a writer failed: \(result.errorOutput)")
        }

        let reader = try start(binary, ["debug", "add-totals", "--data-dir", dataDirectory.path, "--count", "0"])
        let result = reader.finish()
        #expect(result.status == 0, "reading the total failed: \(result.errorOutput)")
        #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "\(2 * count)")
        #expect(FileManager.default.fileExists(
            atPath: dataDirectory.appendingPathComponent("data/clearfield.sqlite").path))
    }
}

/// The built executable: `CLEARFIELD_BINARY` if set, else `clearfield` beside this test bundle
/// (SwiftPM puts both in `.build/<triple>/<configuration>/`).
private func clearfieldBinary() throws -> URL {
    if let override = ProcessInfo.processInfo.environment["CLEARFIELD_BINARY"], !override.isEmpty {
        return URL(fileURLWithPath: override)
    }
    let testExecutable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var candidates = [testExecutable.deletingLastPathComponent().appendingPathComponent("clearfield")]
    // On some platforms the bundle is a directory and the process is a separate runner.
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("clearfield"))
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate
    }
    throw MissingBinary(searched: candidates.map(\.path))
}

private struct MissingBinary: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
        "the clearfield binary was not found (looked at \(searched.joined(separator: ", "))); "
            + "run `swift build` first or set CLEARFIELD_BINARY"
    }
}

/// A started child process whose output is collected until it exits.
private struct RunningProcess {
    var process: Process
    var output: Pipe
    var errors: Pipe

    func finish() -> (status: Int32, output: String, errorOutput: String) {
        // Read before waiting so a chatty child can never block on a full pipe.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self),
                String(decoding: errorData, as: UTF8.self))
    }
}

private func start(_ binary: URL, _ arguments: [String]) throws -> RunningProcess {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "interactive=no"
    environment.removeValue(forKey: "CLEARFIELD_HOME")
    process.environment = environment
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    return RunningProcess(process: process, output: output, errors: errors)
}
