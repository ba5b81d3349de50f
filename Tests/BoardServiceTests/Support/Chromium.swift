import Foundation
import Synchronization
import Testing

/// Debian's headless Chromium, driven from the command line against the service on loopback: the
/// DOM it built from a page, and screenshots. Without chromium the tests fail, saying how to get it.
enum Chromium {
    static let path = "/usr/bin/chromium"

    struct Missing: Error, CustomStringConvertible {
        var description: String { "the browser tests need Debian's chromium: sudo apt-get install chromium" }
    }

    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    static func requireInstalled() throws {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record(Comment(rawValue: Missing().description))
            throw Missing()
        }
    }

    /// The page's DOM as Chromium serialises it after loading (`--dump-dom`).
    static func dom(of url: String) async throws -> String {
        String(decoding: try await run(Chromium.path, ["--dump-dom", url]), as: UTF8.self)
    }

    /// A screenshot of `url` in a window of `width`×`height`, written to `file`.
    static func screenshot(of url: String, width: Int, height: Int, to file: URL) async throws {
        _ = try await run(Chromium.path, ["--screenshot=\(file.path)", "--window-size=\(width),\(height)",
                                          "--hide-scrollbars", url])
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw Failed(description: "chromium wrote no screenshot of \(url)")
        }
    }

    /// Runs a program to its end (killed after 60 s) and returns its standard output; waits
    /// without holding a thread (the service under test shares the test's executor).
    static func run(_ program: String, _ arguments: [String]) async throws -> Data {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = program == path
            ? ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)"] + arguments
            : arguments
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-out-" + UUID().uuidString)
        guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: output.path])
        }
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        let started = Mutex<Int32?>(nil)
        // A page that blocks the browser (an alert() left in by a name that reached the page as
        // markup waits for a click forever) ends the run instead of hanging the suite.
        let watchdog = Task {
            try await Task.sleep(for: .seconds(60))
            if let pid = started.withLock({ $0 }) { kill(pid, SIGTERM) }
        }
        defer { watchdog.cancel() }
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
                started.withLock { $0 = process.processIdentifier }
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        started.withLock { $0 = nil }
        try handle.close()
        guard status == 0 else { throw Failed(description: "\(program) \(arguments.joined(separator: " ")) ended with \(status)") }
        return try Data(contentsOf: output)
    }
}

/// A screenshot's layout, as scripts/png-layout.py reads it.
struct ScreenshotLayout: Equatable {
    var width = 0
    var height = 0
    /// The widest run of white pixels (tables, cards): its first and last column.
    var white = (left: -1, right: -1)
    var headerSpansWidth = false

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.white == rhs.white && lhs.headerSpansWidth == rhs.headerSpansWidth
    }

    static func of(_ file: URL) async throws -> ScreenshotLayout {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../scripts/png-layout.py")
            .standardized.path
        let text = String(decoding: try await Chromium.run("/usr/bin/python3", [script, file.path]), as: UTF8.self)
        var layout = ScreenshotLayout()
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            switch words.first {
            case "size": (layout.width, layout.height) = (Int(words[1]) ?? 0, Int(words[2]) ?? 0)
            case "white": layout.white = (Int(words[1]) ?? -1, Int(words[2]) ?? -1)
            case "header": layout.headerSpansWidth = words[1] == "full"
            default: break
            }
        }
        return layout
    }
}
