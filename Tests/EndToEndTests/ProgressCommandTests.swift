import Foundation
import Testing

/// `clearfield stats` and `clearfield achievements` through the built binary, on fresh data
/// directories and resources made for each test (the shipped achievements file, one level).
@Suite struct ProgressCommandTests {
    /// The repository's assets/achievements.json, read directly: what the binary must agree with.
    static let shippedAchievements = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("assets/achievements.json")

    /// A scratch directory holding a data directory and a resources directory (levels/ with one
    /// level, assets/ with the shipped achievements file).
    final class Scratch {
        let root: URL
        var dataDirectory: URL { root.appendingPathComponent("home", isDirectory: true) }
        var resources: URL { root.appendingPathComponent("resources", isDirectory: true) }

        init() throws {
            root = FileManager.default.temporaryDirectory
                .appendingPathComponent("clearfield-progress-e2e-\(UUID().uuidString)", isDirectory: true)
            let levels = resources.appendingPathComponent("levels", isDirectory: true)
            let assets = resources.appendingPathComponent("assets", isDirectory: true)
            try FileManager.default.createDirectory(at: levels, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
            try Data("""
                CREATE TABLE IF NOT EXISTS levels (ix INTEGER PRIMARY KEY, background TEXT NOT NULL DEFAULT 'default',
                    map TEXT NOT NULL, name TEXT NOT NULL, par INTEGER NOT NULL, pack TEXT NOT NULL DEFAULT 'campaign');
                INSERT INTO levels (ix, map, name, par) VALUES (1, 'RRBB', 'Pairs', 2);
                """.utf8).write(to: levels.appendingPathComponent("schema.sql"))
            try FileManager.default.copyItem(at: ProgressCommandTests.shippedAchievements,
                                             to: assets.appendingPathComponent("achievements.json"))
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func run(_ arguments: [String]) throws -> ProgressCommandResult {
            try runClearfieldForProgressTest(arguments, environment: ["CLEARFIELD_RESOURCES": resources.path])
        }
    }

    static func json(_ text: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }

    @Test func aDataDirThatIsAFileGetsAPlainErrorWithoutSuggestingDataDir() throws {
        let scratch = try Scratch()
        let file = scratch.root.appendingPathComponent("afile")
        try Data("x".utf8).write(to: file)
        let result = try scratch.run(["stats", "--data-dir", file.path])
        #expect(result.status != 0)
        #expect(result.errorOutput.contains(
            "cannot create the directory \(file.path)/data: \(file.path) is a file, not a directory"), "\(result.errorOutput)")
        #expect(!result.errorOutput.contains("NSCocoaErrorDomain"))
        #expect(!result.errorOutput.contains("use --data-dir"), "the option the player just used is not suggested")
    }

    @Test func statsJSONOnAFreshDataDirectoryListsZeroTotals() throws {
        let scratch = try Scratch()
        let result = try scratch.run(["stats", "--json", "--data-dir", scratch.dataDirectory.path])
        #expect(result.status == 0, "\(result.errorOutput)")
        let totals = try #require(Self.json(result.output)?["totals"] as? [String: [String: Any]])
        #expect(Set(totals.keys) == ["tiles", "mines"])
        #expect(totals["tiles"]?["tiles.gamesWon"] as? Int == 0)
        #expect(totals["tiles"]?["tiles.levelsPassed"] as? Int == 0)
        #expect(totals["tiles"]?["tiles.bestScore"] is NSNull, "a best with no value yet is null")
        #expect(totals["mines"]?["mines.boardsCleared"] as? Int == 0)
        #expect(FileManager.default.fileExists(
            atPath: scratch.dataDirectory.appendingPathComponent("data/clearfield.sqlite").path),
            "--data-dir DIR keeps the database in DIR/data")

        let tilesOnly = try scratch.run(["stats", "--json", "--game", "tiles", "--data-dir", scratch.dataDirectory.path])
        #expect((Self.json(tilesOnly.output)?["totals"] as? [String: Any])?.keys.sorted() == ["tiles"])
    }

    @Test func statsReadsWhatTheGameWrote() throws {
        let scratch = try Scratch()
        let home = scratch.dataDirectory.path
        // The hidden debug command rolls totals over the way a finished game does.
        let add = try scratch.run(["debug", "add-totals", "--game", "tiles", "--stat", "tiles.tilesCleared",
                                   "--count", "3", "--data-dir", home])
        #expect(add.status == 0, "\(add.errorOutput)")
        let json = try scratch.run(["stats", "--json", "--data-dir", home])
        let totals = Self.json(json.output)?["totals"] as? [String: [String: Any]]
        #expect(totals?["tiles"]?["tiles.tilesCleared"] as? Int == 3)
        let text = try scratch.run(["stats", "--game", "tiles", "--data-dir", home])
        #expect(text.status == 0)
        #expect(text.output.contains("Tiles cleared       3"))
        #expect(text.output.contains("Play time           0:00"), "times read m:ss")
        #expect(!text.output.contains("Mines"))
    }

    @Test func achievementsJSONOnAFreshDataDirectoryAgreesWithTheShippedFile() throws {
        let scratch = try Scratch()
        let shipped = try #require(Self.json(String(decoding: try Data(contentsOf: Self.shippedAchievements), as: UTF8.self)))
        let declared = try #require(shipped["achievements"] as? [[String: Any]])
        let result = try scratch.run(["achievements", "--json", "--data-dir", scratch.dataDirectory.path])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.errorOutput.isEmpty, "the shipped file loads without warnings")
        let listing = try #require(Self.json(result.output))
        let entries = try #require(listing["achievements"] as? [[String: Any]])
        #expect(entries.compactMap { $0["id"] as? String } == declared.compactMap { $0["id"] as? String })
        #expect(listing["earned"] as? Int == 0 && listing["count"] as? Int == declared.count)
        #expect(listing["maximumPoints"] as? Int == 1000)
        let total = declared.compactMap { $0["points"] as? Int }.reduce(0, +)
        #expect(total > 0 && total < 1000)
        #expect(listing["possiblePoints"] as? Int == total, "the real total, not the cap")
        let text = try scratch.run(["achievements", "--data-dir", scratch.dataDirectory.path])
        #expect(text.output.contains(": 0 / \(declared.count) earned, 0 / \(total) points"), "\(text.output)")
        #expect(entries.allSatisfy { $0["earned"] as? Bool == false && $0["firstEarned"] == nil })
        for entry in entries {
            let hidden = entry["hidden"] as? Bool ?? false
            #expect(entry["revealed"] as? Bool == !hidden, "a hidden one is not revealed before any progress")
        }
    }

    @Test func hiddenAchievementsAreMaskedInTextUnlessRevealed() throws {
        let scratch = try Scratch()
        let shipped = try #require(Self.json(String(decoding: try Data(contentsOf: Self.shippedAchievements), as: UTF8.self)))
        let declared = try #require(shipped["achievements"] as? [[String: Any]])
        let hiddenTitles = declared.filter { $0["hidden"] as? Bool == true }.compactMap { $0["title"] as? String }
        #expect(hiddenTitles.count >= 4)
        let masked = try scratch.run(["achievements", "--data-dir", scratch.dataDirectory.path])
        #expect(masked.status == 0, "\(masked.errorOutput)")
        #expect(masked.output.contains("0 / \(declared.count) earned"))
        for title in hiddenTitles { #expect(!masked.output.contains("] \(title) ("), "\(title) is masked") }
        #expect(masked.output.components(separatedBy: "Hidden achievement").count - 1 == hiddenTitles.count)
        let revealed = try scratch.run(["achievements", "--reveal", "--data-dir", scratch.dataDirectory.path])
        for title in hiddenTitles { #expect(revealed.output.contains("] \(title) ("), "\(title) is shown") }
    }

    @Test func validateNamesEachBrokenEntryAndFails() throws {
        let scratch = try Scratch()
        let file = scratch.root.appendingPathComponent("broken.json")
        try Data("""
            {"version": 1, "achievements": [
              {"id": "org.example.good", "title": "Good", "description": "d", "earnedDescription": "e", "points": 5,
               "condition": {"stat": "tiles.tilesCleared", "scope": "total", "atLeast": 1}},
              {"id": "org.example.typo", "title": "Typo", "description": "d", "earnedDescription": "e", "points": 5,
               "condition": {"stat": "tiles.tilesClearedd", "scope": "total", "atLeast": 1}},
              {"id": "org.example.greedy", "title": "Greedy", "description": "d", "earnedDescription": "e", "points": 500,
               "condition": {"stat": "tiles.moves", "scope": "total", "atLeast": 1}}
            ]}
            """.utf8).write(to: file)
        let result = try scratch.run(["achievements", "validate", file.path])
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("achievement #2 'org.example.typo'"))
        #expect(result.errorOutput.contains("tiles.tilesClearedd"))
        #expect(result.errorOutput.contains("achievement #3 'org.example.greedy'"))
        #expect(!result.errorOutput.contains("org.example.good"))
        #expect(result.output.contains("1 achievement valid"))

        let shipped = try scratch.run(["achievements", "validate"])
        #expect(shipped.status == 0, "the shipped file is valid: \(shipped.errorOutput)")
        let missing = try scratch.run(["achievements", "validate", scratch.root.appendingPathComponent("nope.json").path])
        #expect(missing.status == 1 && missing.errorOutput.contains("cannot be read"))
    }

    @Test func brokenShippedEntriesAreLeftOutWithAWarning() throws {
        let scratch = try Scratch()
        try Data("""
            {"version": 1, "achievements": [
              {"id": "org.example.good", "title": "Good", "description": "d", "earnedDescription": "e", "points": 5,
               "condition": {"stat": "tiles.tilesCleared", "scope": "total", "atLeast": 1}},
              {"id": "org.example.bad", "title": "Bad", "description": "d", "earnedDescription": "e", "points": 0,
               "condition": {"stat": "tiles.tilesCleared", "scope": "total", "atLeast": 1}}
            ]}
            """.utf8).write(to: scratch.resources.appendingPathComponent("assets/achievements.json"))
        let result = try scratch.run(["achievements", "--json", "--data-dir", scratch.dataDirectory.path])
        #expect(result.status == 0, "the good entries still work: \(result.errorOutput)")
        #expect(result.errorOutput.contains("achievement #2 'org.example.bad'"))
        let entries = Self.json(result.output)?["achievements"] as? [[String: Any]]
        #expect(entries?.compactMap { $0["id"] as? String } == ["org.example.good"])
        let validate = try scratch.run(["achievements", "validate"])
        #expect(validate.status == 1 && validate.errorOutput.contains("'org.example.bad'"))
    }

    @Test func anUnusableDataDirectoryIsAClearErrorNotACrash() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.root, withIntermediateDirectories: true)
        let blocker = scratch.root.appendingPathComponent("a-file")
        try Data("not a directory".utf8).write(to: blocker)
        for arguments in [["stats", "--data-dir", blocker.path], ["achievements", "--data-dir", blocker.path],
                          ["--data-dir", blocker.path]] {
            let result = try scratch.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.errorOutput)")
            #expect(result.errorOutput.contains("cannot create the directory \(blocker.path)/data"))
            #expect(result.errorOutput.split(separator: "\n").count == 1, "one line")
        }
    }
}

struct ProgressCommandResult {
    var status: Int32
    var output: String
    var errorOutput: String
}

/// Runs the built binary (`CLEARFIELD_BINARY`, else `clearfield` beside the test bundle) to the end.
func runClearfieldForProgressTest(_ arguments: [String], environment extra: [String: String]) throws
    -> ProgressCommandResult {
    let process = Process()
    process.executableURL = try progressTestBinary()
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "interactive=no"
    environment.removeValue(forKey: "CLEARFIELD_HOME")
    environment.merge(extra, uniquingKeysWith: { _, new in new })
    process.environment = environment
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Standard error is read on another thread while this one reads standard output, so a
    // chatty child never blocks on a full pipe.
    final class Collected: @unchecked Sendable { var data = Data() }
    let errorData = Collected()
    let group = DispatchGroup()
    group.enter()
    let errorHandle = errors.fileHandleForReading
    DispatchQueue.global().async {
        errorData.data = errorHandle.readDataToEndOfFile()
        group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return ProgressCommandResult(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                                 errorOutput: String(decoding: errorData.data, as: UTF8.self))
}

private func progressTestBinary() throws -> URL {
    if let override = ProcessInfo.processInfo.environment["CLEARFIELD_BINARY"], !override.isEmpty {
        return URL(fileURLWithPath: override)
    }
    let testExecutable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidates = [testExecutable.deletingLastPathComponent().appendingPathComponent("clearfield"),
                      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("clearfield")]
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw ProgressTestBinaryMissing(searched: candidates.map(\.path))
    }
    return found
}

private struct ProgressTestBinaryMissing: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
        "the clearfield binary was not found (looked at \(searched.joined(separator: ", "))); "
            + "run `swift build` first or set CLEARFIELD_BINARY"
    }
}
