import Foundation
import GameRules
import Mines
import Testing

/// `clearfield mines autoplay` (issue 32): the figures, their reproducibility, the logs the
/// game's own verification accepts, and the exit statuses.
@Suite struct MinesAutoplayCommandTests {
    private func run(_ arguments: [String]) throws -> ProgressCommandResult {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-autoplay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        return try runClearfieldForProgressTest(["mines", "autoplay"] + arguments, environment: ["CLEARFIELD_HOME": home.path])
    }

    private static let beginner = ["--width", "9", "--height", "9", "--mines", "10", "--first", "3,3", "--seed", "7"]

    /// The lines that do not depend on the machine's speed.
    private static func figures(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { !$0.contains(" ms") }
    }

    @Test func itPrintsTheFiguresAndTheSameSeedGivesTheSameOnes() throws {
        let first = try run(Self.beginner + ["--count", "30"])
        #expect(first.status == 0, "\(first.errorOutput)")
        let lines = Self.figures(first.output)
        #expect(lines.first == "30 random 9x9/10 boards from seed 7, first reveal at 3,3")
        let wins = try #require(lines.first { $0.hasPrefix("wins ") })
        #expect(wins.contains(", losses "))
        #expect(lines.contains { $0.hasPrefix("win rate ") && $0.contains("95% interval") && $0.contains("Wilson") })
        #expect(lines.contains { $0.hasPrefix("guesses per won game ") })
        #expect(first.output.contains("mean time per board ") && first.output.contains("ms p99"))
        let again = try run(Self.beginner + ["--count", "30", "--jobs", "3"])
        #expect(Self.figures(again.output) == lines, "the figures depend on the seed alone")
    }

    @Test func jsonHasTheFigures() throws {
        let result = try run(Self.beginner + ["--count", "12", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let wins = try #require(object["wins"] as? Int), losses = try #require(object["losses"] as? Int)
        #expect(wins + losses == 12)
        #expect(object["boards"] as? Int == 12 && object["seed"] as? Int == 7)
        let interval = try #require(object["winRateInterval95"] as? [String: Double])
        let rate = try #require(object["winRate"] as? Double)
        #expect(try #require(interval["low"]) <= rate && rate <= (try #require(interval["high"])))
    }

    @Test func theLogsVerifyWithTheGamesOwnVerification() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-logs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try run(Self.beginner + ["--count", "5", "--json", "--logs", directory.path])
        #expect(result.status == 0, "\(result.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        var wins = 0
        for seed in 7...11 {
            let setup = try Data(contentsOf: directory.appendingPathComponent("\(seed).setup.json"))
            let log = try Data(contentsOf: directory.appendingPathComponent("\(seed).log"))
            let verified = try MinesBackEnd.verify(encodedSetup: setup, packedLog: log, claimedPlayMilliseconds: nil).get()
            #expect(verified.status.isFinal)
            if verified.status == .won { wins += 1 }
        }
        #expect(object["wins"] as? Int == wins, "the logs tell the same story as the figures")
    }

    @Test func theOutcomesFileHasOneLinePerBoardThatAgreesWithTheFigures() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-outcomes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run(Self.beginner + ["--count", "9", "--jobs", "2", "--json", "--outcomes", file.path])
        #expect(result.status == 0, "\(result.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ") }
        #expect(lines.map { $0.first.map(String.init) } == (7...15).map { String($0) }, "one line per seed, in order")
        #expect(lines.allSatisfy { $0.count == 3 && ["won", "lost"].contains($0[1]) && Int($0[2]) != nil })
        #expect(object["wins"] as? Int == lines.filter { $0[1] == "won" }.count)
    }

    @Test func anOutcomesFileThatCannotBeWrittenExitsWithOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-missing-\(UUID().uuidString)")
        let result = try run(Self.beginner + ["--count", "2", "--outcomes", directory.appendingPathComponent("o.txt").path])
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("clearfield: cannot write --outcomes "), "\(result.errorOutput)")
    }

    @Test(arguments: [
        (["--count", "0"], "--count 0 is out of range"),
        (["--jobs", "0"], "--jobs 0 is out of range"),
        (["--first", "9,0"], "--first 9,0 is off the 9x9 board"),
    ])
    func badOptionsAreUsageErrors(_ extra: [String], message: String) throws {
        let result = try run(["--width", "9", "--height", "9", "--mines", "10"] + extra)
        #expect(result.status == 64)
        #expect(result.errorOutput.hasPrefix("clearfield: \(message)"), "\(result.errorOutput)")
    }

    @Test func aLogDirectoryThatCannotBeMadeExitsWithOne() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-file-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run(Self.beginner + ["--count", "2", "--logs", file.path])
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("clearfield: --logs \(file.path) is a file"), "\(result.errorOutput)")
        #expect(result.output.isEmpty)
    }
}
