import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 34's smaller items on the command line: each says what is wrong, with the exit status
/// the README gives (64 a usage error, 2 an environment that cannot be used).
@Suite struct SmallerHardeningCommandTests {
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ProgressCommandResult {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-small-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        return try runClearfieldForProgressTest(arguments, environment: ["CLEARFIELD_HOME": home.path].merging(environment) { _, new in new })
    }

    @Test func helpForACommandThatDoesNotExistIsAUsageError() throws {
        let missing = try run(["help", "nosuch"])
        #expect(missing.status == 64, "\(missing.errorOutput)")
        #expect(missing.errorOutput.hasPrefix("clearfield: there is no command 'nosuch'"), "\(missing.errorOutput)")
        let nested = try run(["help", "daily", "nosuch"])
        #expect(nested.status == 64)
        #expect(nested.errorOutput.contains("in `clearfield daily`"), "\(nested.errorOutput)")
        #expect(try run(["help", "stats"]).status == 0)
    }

    @Test func continueBeforeAnotherCommandIsRefusedNotIgnored() throws {
        let result = try run(["--continue", "stats"])
        #expect(result.status == 64, "\(result.errorOutput)")
        #expect(result.errorOutput.hasPrefix("clearfield: --continue resumes the saved game"), "\(result.errorOutput)")
    }

    @Test func aDateBeforeTheFirstDaySaysSo() throws {
        let result = try run(["daily", "--date", "1969-12-31"])
        #expect(result.status == 64)
        #expect(result.errorOutput.hasPrefix("clearfield: --date 1969-12-31 is before 1970-01-01"), "\(result.errorOutput)")
        let notADate = try run(["daily", "--date", "1969-02-30"])
        #expect(notADate.errorOutput.contains("is not a date"), "\(notADate.errorOutput)")
    }

    /// README: "A refused nickname exits with status 64" — a name taken (here: the form of the
    /// placeholder names) as much as a malformed one.
    @Test func aRefusedNicknameExits64() throws {
        let taken = try run(["profile", "--nickname", "Player 7"])
        #expect(taken.status == 64, "\(taken.errorOutput)")
        #expect(taken.errorOutput.contains("placeholder"), "\(taken.errorOutput)")
    }

    /// An empty CLEARFIELD_HOME is refused as `--data-dir ""` is: neither means "the defaults".
    @Test func anEmptyHomeVariableIsRefusedAsAnEmptyOptionIs() throws {
        let variable = try run(["stats"], environment: ["CLEARFIELD_HOME": ""])
        let option = try run(["stats", "--data-dir", ""])
        #expect(variable.status == option.status)
        #expect(variable.status != 0)
        #expect(variable.errorOutput.hasPrefix("clearfield: CLEARFIELD_HOME is set to an empty path"), "\(variable.errorOutput)")
    }
}

extension PlainErrorTests {
    /// A data folder inside a folder the player may not read: that folder is named, not the
    /// folder that could then not be created.
    @Test func anUnreadableFolderIsNamedAsUnreadable() throws {
        let root = try scratch()
        defer { chmod(root.path, 0o755); try? FileManager.default.removeItem(at: root) }
        let locked = root.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        chmod(locked.path, 0o000)
        let result = try runUnprivileged(["stats", "--data-dir", locked.appendingPathComponent("game").path], home: root)
        #expect(result.status == 2)
        #expect(result.standardError.contains("cannot read the folder \(locked.path)"), "\(result.standardError)")
        #expect(!result.standardError.contains("cannot create the directory"))
    }
}
