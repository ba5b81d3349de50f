import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Errors about files reach the player as one plain sentence naming the file and what to do,
/// never as Foundation's or SQLite's own text.
@Suite struct PlainErrorTests {
    static let internalTexts = ["NSCocoaErrorDomain", "The operation could not be completed", "unable to open database file",
                                "cannotConvertInputStringDataToUTF8", "Error Domain"]

    /// Runs the binary as an unprivileged user when the tests run as root (root may write in a
    /// read-only folder), as the current user otherwise.
    func runUnprivileged(_ arguments: [String], home: URL) throws -> CommandResult {
        let binary = try ClearfieldBinary.path()
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "interactive=no"
        environment.removeValue(forKey: "CLEARFIELD_HOME")
        environment["HOME"] = home.path
        if getuid() == 0, let setpriv = CommandRunner.find("setpriv") {
            return try CommandRunner.run(setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", binary] + arguments,
                                         environment: environment)
        }
        return try CommandRunner.run(binary, arguments, environment: environment)
    }

    func scratch() throws -> URL {
        let root = URL(fileURLWithPath: "/tmp").appendingPathComponent("clearfield-plain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        chmod(root.path, 0o777)
        return root
    }

    @Test(arguments: [["stats"], ["achievements"]])
    func aReadOnlyDataFolderGetsOneSentenceSayingWhatToDo(_ command: [String]) throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let data = root.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        chmod(data.path, 0o555)
        let result = try runUnprivileged(command + ["--data-dir", root.path], home: root)
        #expect(result.status == 2)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(result.standardError.contains("\(data.path)/clearfield.sqlite"))
        #expect(result.standardError.contains("make it writable (chmod u+w \(data.path))"), "\(result.standardError)")
        #expect(!Self.internalTexts.contains { result.standardError.contains($0) })
    }

    @Test func aReadOnlyParentFolderSaysWhichFolderToMakeWritable() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let locked = root.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        chmod(locked.path, 0o555)
        let result = try runUnprivileged(["stats", "--data-dir", locked.path], home: root)
        #expect(result.status == 2)
        #expect(result.standardError.contains("cannot create the directory \(locked.path)/data: permission denied; make \(locked.path) writable"),
                "\(result.standardError)")
        #expect(!Self.internalTexts.contains { result.standardError.contains($0) })
    }

    @Test(arguments: ["folder", "missing", "not UTF-8", "not UTF-8 in an entry"])
    func achievementsValidateOfAnUnusableFileSaysWhy(_ kind: String) throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        var file = root.appendingPathComponent("achievements.json")
        switch kind {
        case "folder": file = root
        case "missing": break
        case "not UTF-8": try Data([0xFF, 0xFE, 0x7B, 0x22]).write(to: file)
        default: try Data(#"{"version": 1, "achievements": [{"id": "a\#u{FF}"}]}"#.utf8.map { $0 == 0xC3 ? 0xFF : $0 }).write(to: file)
        }
        let result = try CommandRunner.run(try ClearfieldBinary.path(), ["achievements", "validate", file.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains(file.path))
        #expect(!Self.internalTexts.contains { result.standardError.contains($0) }, "\(result.standardError)")
    }
}
