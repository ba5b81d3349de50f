import BoardTestSupport
import Foundation
import Testing

/// `clearfield board claim ROLE` (issue 29, point 2), the real binary against the real service over
/// real HTTP: the password comes from standard input, a wrong one is refused with the service's
/// sentence, the right one makes this computer the old account (once), and `--help` says how.
@Suite(.serialized, .tags(.postgres)) struct BoardClaimCommandTests {
    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `clearfield` with `arguments` (and the data directory), `input` on standard input.
    static func clearfield(_ arguments: [String], input: String = "", home: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = try LiveService.locate("clearfield")
        process.arguments = arguments + ["--data-dir", home.appendingPathComponent("data").path]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8",
                               "SWIFT_BACKTRACE": "interactive=no"]
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
                       errors: String(decoding: errors, as: UTF8.self))
    }

    @Test func aPlayerClaimsTheirOldAccountOnceWithThePasswordFromStandardInput() throws {
        let live = try LiveService()
        defer { live.stop() }
        let role = "lee_" + UUID().uuidString.prefix(8).lowercased()
        let old = try live.addLegacyLogin(role: role, password: "lee-secret")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("claim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }

        let joined = try Self.clearfield(["board", "join", live.address], home: home)
        #expect(joined.status == 0, "\(joined)")

        let empty = try Self.clearfield(["board", "claim", role], home: home)
        #expect(empty.status == 64 && empty.errors.contains("no password was given"), "\(empty)")

        let wrong = try Self.clearfield(["board", "claim", role], input: "guess\n", home: home)
        #expect(wrong.status == 1, "\(wrong)")
        #expect(wrong.errors.contains("could not claim \(role)") && wrong.errors.contains("not right"), "\(wrong)")

        let claimed = try Self.clearfield(["board", "claim", role], input: "lee-secret\n", home: home)
        #expect(claimed.status == 0 && claimed.output.contains("Claimed \(role): this computer is player \(old)"),
                "\(claimed)")
        #expect(!claimed.output.contains("lee-secret") && !claimed.errors.contains("lee-secret"))
        let status = try Self.clearfield(["board", "status"], home: home)
        #expect(status.output.contains("You: player \(old)"), "\(status)")

        // Once only: the account is this computer's now, and no password is kept for it.
        let again = try Self.clearfield(["board", "claim", role], input: "lee-secret\n", home: home)
        #expect(again.status == 1 && again.errors.contains("could not claim"), "\(again)")
    }

    @Test func helpSaysWhereThePasswordComesFrom() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("claim-help-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let help = try Self.clearfield(["board", "claim", "--help"], home: home)
        #expect(help.status == 0 && help.output.contains("standard input") && help.output.contains("ROLE"), "\(help)")
        let board = try Self.clearfield(["board", "--help"], home: home)
        #expect(board.output.contains("claim"), "\(board)")
    }
}
