import Foundation
import Testing

/// One error style and one set of exit statuses across the commands, ranges for numbers, help
/// without repeats, and drawing options only where something is drawn.
@Suite struct CommandLineStyleTests {
    func run(_ arguments: [String], input: String? = nil) throws -> ProgressCommandResult {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        return try runClearfieldForProgressTest(arguments, environment: ["CLEARFIELD_HOME": home.path])
    }

    @Test(arguments: [
        (["play", "tiles", "--level", "-1"], "--level -1 is out of range"),
        (["play", "tiles", "--level", "0"], "--level 0 is out of range"),
        (["play", "mines", "--width", "-3", "--height", "9", "--mines", "10"], "width -3 is out of range"),
        (["mines", "generate", "--width", "9", "--height", "9", "--mines", "10", "--count", "-1"], "--count -1 is out of range"),
    ])
    func negativeNumbersGetARangeMessage(_ arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.errorOutput.hasPrefix("clearfield: \(message)"), "\(result.errorOutput)")
        #expect(!result.errorOutput.contains("Missing value"))
    }

    @Test(arguments: [["--bogus"], ["stats", "--game", "chess"], ["levels", "list", "--nope"], ["play", "tiles", "--level"],
                      ["achievements", "validate", "a", "b"]])
    func usageErrorsExitWith64InOneStyle(_ arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.errorOutput)")
        #expect(result.errorOutput.hasPrefix("clearfield: "), "\(result.errorOutput)")
        #expect(!result.errorOutput.contains("Error:"))
    }

    @Test func minesSolveInputNotInTheFormatIsAUsageError() throws {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-cli-\(UUID().uuidString)")
        try Data("not a board\n".utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let result = try CommandRunner.run(try ClearfieldBinary.path(), ["mines", "solve"], standardInputPath: input.path)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("clearfield: "), "\(result.standardError)")
    }

    @Test(arguments: [["stats", "--ascii"], ["levels", "list", "--no-color"], ["achievements", "--ascii"],
                      ["levels", "validate", "--no-color"]])
    func drawingOptionsAreRefusedByCommandsThatPrint(_ arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 64, "\(result.errorOutput)")
        #expect(result.errorOutput.contains("only applies to commands that draw"))
    }

    @Test(arguments: [["stats"], ["levels", "list"], ["achievements"], ["levels", "validate"]])
    func helpOfCommandsThatPrintOffersNoDrawingOptions(_ command: [String]) throws {
        let help = try run(command + ["--help"]).output
        #expect(!help.contains("--ascii") && !help.contains("--no-color"), "\(help)")
    }

    @Test(arguments: [["keys"], ["play", "tiles"], ["play", "mines"], []])
    func commandsThatDrawKeepTheirDrawingOptions(_ command: [String]) throws {
        let help = try run(command + ["--help"]).output
        #expect(help.contains("--ascii") && help.contains("--no-color"))
    }

    /// No option's help repeats the values or the default the parser appends to it.
    @Test(arguments: [["stats"], ["play", "mines"], ["mines", "generate"], ["achievements"], ["levels", "list"],
                      ["mines", "schedule"]])
    func helpSaysValuesAndDefaultsOnce(_ command: [String]) throws {
        let help = try run(["help"] + command).output
        #expect(!help.contains("(default: --"), "\(help)")
        // Options with their help joined on one line each.
        let options = help.components(separatedBy: "\n  --").dropFirst()
            .map { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
        for option in options {
            guard let listed = option.range(of: "(values: ") else { continue }
            let values = option[listed.upperBound...].prefix { $0 != ")" }.components(separatedBy: ", ")
            let before = option[..<listed.lowerBound]
            #expect(!values.allSatisfy { before.contains($0) }, "values named twice: \(option)")
        }
    }

    @Test func rootHelpDocumentsTheExitStatuses() throws {
        let help = try run(["--help"]).output
        for status in ["0 done", "1 not found or a check failed", "2 the terminal", "64 a usage error"] {
            #expect(help.contains(status), "\(help)")
        }
    }

    /// The options every command takes are listed once, in the root's help, not on every usage
    /// line (issue 31 saw 159-column usage lines repeating `--shared-board`); they still work
    /// after any command, and `--help-hidden` still shows them there.
    @Test func globalOptionsAreDocumentedOnceAndAcceptedEverywhere() throws {
        let global = ["--data-dir", "--shared-board", "--local"]
        let root = try run(["--help"]).output
        #expect(global.allSatisfy { root.contains($0) }, "\(root)")
        var commands: [[String]] = []
        var pending: [[String]] = [[]]
        while let command = pending.popLast() {
            let help = try run(["help"] + command).output
            if !command.isEmpty {
                commands.append(command)
                let usage = help.components(separatedBy: "\n").filter { $0.hasPrefix("USAGE:") || $0.hasPrefix("       ") }
                #expect(!usage.isEmpty, "\(command): \(help)")
                for line in usage {
                    #expect(!global.contains { line.contains($0) }, "\(command): \(line)")
                }
            }
            guard let listed = help.range(of: "SUBCOMMANDS:\n") else { continue }
            let names = help[listed.upperBound...].components(separatedBy: "\n")
                .prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("See ") }
                .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
                .compactMap { $0.split(separator: " ").first.map(String.init) }
            pending += names.map { command + [$0] }
        }
        #expect(commands.count > 30, "\(commands)")
        #expect(commands.contains(["levels", "import"]) && commands.contains(["board", "join"]))
        let hidden = try run(["stats", "--help-hidden"]).output
        #expect(global.allSatisfy { hidden.contains($0) }, "\(hidden)")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let stats = try runClearfieldForProgressTest(["stats", "--json", "--local", "--data-dir", home.path], environment: [:])
        #expect(stats.status == 0, "\(stats.errorOutput)")
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("data").path)
                || (try? FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty) == false)
    }

}
