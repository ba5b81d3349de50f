import Foundation

/// The `clearfield` executable built next to the test bundle, or the one CLEARFIELD_BINARY names.
enum ClearfieldBinary {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Outcome: CustomStringConvertible {
        let status: Int32
        let output: String
        let errors: String

        var description: String { "status \(status), output \(output.debugDescription), errors \(errors.debugDescription)" }
    }

    static func locate() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["CLEARFIELD_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        // The test runner is .build/<configuration>/<package>PackageTests.xctest (a file on
        // Linux, a bundle on macOS); SwiftPM puts the products beside it.
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = runner.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("clearfield")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
            if folder.lastPathComponent == ".build" { break }
            folder = folder.deletingLastPathComponent()
        }
        throw Failure(description: "no clearfield executable next to \(runner.path); run `swift build` first or set CLEARFIELD_BINARY")
    }

    /// The test's environment, with Swift's crash reporter told never to wait for a key.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "interactive=no"
        return environment
    }

    /// Runs to completion and collects both outputs (small: these commands print a line or two).
    static func run(_ binary: URL, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                       errors: String(decoding: errorData, as: UTF8.self))
    }
}
