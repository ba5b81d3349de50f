import Foundation
import Testing

/// Two real processes write to one database file at the same time; no update may be lost.
///
/// Runs the built `clearfield` binary (found next to the test bundle, or at `CLEARFIELD_BINARY`)
/// with the hidden `debug add-totals` command, which increments one stat total COUNT times, each
/// increment its own IMMEDIATE transaction (a rollover with its own game id).
@Suite struct ConcurrentWritersTests {
    @Test func twoProcessesIncrementingOneTotalLoseNothing() throws {
        let binary = try storageTestBinary()
        let dataDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearfield-e2e-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        let count = 150

        // Both start on a data directory that does not exist yet, so they also race to create
        // the database file and apply its migrations.
        let writers = try (0..<2).map { _ in
            try launchForStorageTest(binary, ["debug", "add-totals", "--data-dir", dataDirectory.path, "--count", "\(count)"])
        }
        for writer in writers {
            let result = writer.finish()
            #expect(result.status == 0, "a writer failed: \(result.errorOutput)")
        }

        let reader = try launchForStorageTest(binary, ["debug", "add-totals", "--data-dir", dataDirectory.path, "--count", "0"])
        let result = reader.finish()
        #expect(result.status == 0, "reading the total failed: \(result.errorOutput)")
        #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "\(2 * count)")
        #expect(FileManager.default.fileExists(
            atPath: dataDirectory.appendingPathComponent("data/clearfield.sqlite").path))
    }
}

/// `clearfield levels list` and `levels validate` on level files made for the test, found through
/// `CLEARFIELD_RESOURCES`.
@Suite struct LevelsCommandEndToEndTests {
    let schema = """
        CREATE TABLE IF NOT EXISTS levels (ix INTEGER PRIMARY KEY, background TEXT NOT NULL DEFAULT 'default',
            map TEXT NOT NULL, name TEXT NOT NULL, par INTEGER NOT NULL, pack TEXT NOT NULL DEFAULT 'campaign');
        """

    func makeResources(_ levels: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearfield-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("assets/backgrounds"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("levels"), withIntermediateDirectories: true)
        for (name, text) in levels.merging(["schema.sql": schema], uniquingKeysWith: { first, _ in first }) {
            try Data(text.utf8).write(to: root.appendingPathComponent("levels/\(name)"))
        }
        return root
    }

    @Test func validateFailsNamingTheMalformedLevelAndListShowsTheGoodOnes() throws {
        let binary = try storageTestBinary()
        let resources = try makeResources(["01-first.sql": """
            INSERT INTO levels (ix, map, name, par) VALUES (1, 'RRBB', 'Good one', 2);
            INSERT INTO levels (ix, map, name, par) VALUES (2, 'RRZZ', 'Bad letters', 2);
            """])
        defer { try? FileManager.default.removeItem(at: resources) }
        let environment = ["CLEARFIELD_RESOURCES": resources.path]

        let validate = try launchForStorageTest(binary, ["levels", "validate"], environment: environment).finish()
        #expect(validate.status == 1)
        #expect(validate.errorOutput.contains("levels/01-first.sql:2: error: level 2 \"Bad letters\""))

        let list = try launchForStorageTest(binary, ["levels", "list", "--json"], environment: environment).finish()
        #expect(list.status == 0, "\(list.errorOutput)")
        let listing = try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [String: Any]
        let levels = listing?["levels"] as? [[String: Any]]
        #expect(levels?.compactMap { $0["name"] as? String } == ["Good one"])
        #expect((listing?["problems"] as? [Any])?.count == 1)
    }

    @Test func listKeepsItsColumnsFromLevelTenOn() throws {
        let binary = try storageTestBinary()
        let resources = try makeResources(["01-first.sql": """
            INSERT INTO levels (ix, map, name, par) VALUES (9, 'RRBB', 'Nine', 2);
            INSERT INTO levels (ix, map, name, par) VALUES (10, 'RRGGBB', 'Ten', 3);
            """])
        defer { try? FileManager.default.removeItem(at: resources) }
        let list = try launchForStorageTest(binary, ["levels", "list"], environment: ["CLEARFIELD_RESOURCES": resources.path])
            .finish()
        #expect(list.status == 0, "\(list.errorOutput)")
        let lines = list.output.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.contains("Name") })
        let nine = try #require(lines.first { $0.contains("Nine") })
        let ten = try #require(lines.first { $0.contains("Ten") })
        func column(_ text: String, in line: String) -> Int? {
            line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
        }
        #expect(column("Nine", in: nine) == column("Name", in: header))
        #expect(column("Ten", in: ten) == column("Name", in: header), "names line up under the header:\n\(list.output)")
        #expect(column("campaign", in: nine) == column("campaign", in: ten) && column("campaign", in: ten) == column("Pack", in: header))
    }

    @Test func solveFewestMovesExitsOneOnlyWhenItFoundNoSequenceAndSaysWhatIsUnproven() throws {
        let binary = try storageTestBinary()
        let resources = try makeResources(["01-first.sql": """
            INSERT INTO levels (ix, map, name, par) VALUES (1, 'RRBB', 'Pairs', 1);
            INSERT INTO levels (ix, map, name, par) VALUES (2, 'RGBRGB
            GBRGBR
            BRGBRG
            RRGGBB
            GGBBRR
            BBRRGG', 'Mix', 8);
            """])
        defer { try? FileManager.default.removeItem(at: resources) }
        let environment = ["CLEARFIELD_RESOURCES": resources.path]
        func solve(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let result = try launchForStorageTest(binary, ["levels", "solve"] + arguments, environment: environment).finish()
            return (result.status, result.output)
        }
        let full = try solve(["2", "--fewest-moves"])
        #expect(full.status == 0 && !full.output.contains("Note:"), "proven, within par: \(full.output)")
        let cut = try solve(["2", "--fewest-moves", "--node-limit", "20"])
        #expect(cut.status == 0, "a clearing sequence was found: \(cut.output)")
        #expect(cut.output.contains("not proven shortest") && cut.output.contains("(limit reached)"))
        let undecided = try solve(["2", "--fewest-moves", "--node-limit", "1"])
        #expect(undecided.status == 1 && undecided.output.contains("undecided"))
        let overPar = try solve(["1", "--fewest-moves"])
        #expect(overPar.status == 0 && overPar.output.contains("longer than par by 1"))
        #expect(!overPar.output.contains("not proven shortest"))
        let help = try launchForStorageTest(binary, ["levels", "solve", "--help"], environment: environment).finish()
        let helpText = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(helpText.contains("\"not proven shortest\""), "the help says what the output says")
        #expect(!helpText.contains("or the search hit its limit"))
    }

    /// Issue 22: moves are one-based column,row, as the game numbers cells ("1,3 1,3 0,3" was
    /// zero-based).
    @Test func solveNumbersCellsFromOneAsTheGameDoes() throws {
        let binary = try storageTestBinary()
        let resources = try makeResources(["01-first.sql": """
            INSERT INTO levels (ix, map, name, par) VALUES (1, 'RRBB', 'Pairs', 2);
            """])
        defer { try? FileManager.default.removeItem(at: resources) }
        let result = try launchForStorageTest(binary, ["levels", "solve", "1", "--json"],
                                              environment: ["CLEARFIELD_RESOURCES": resources.path]).finish()
        #expect(result.status == 0, "\(result.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let moves = try #require(object["moves"] as? [String])
        let cells = moves.map { $0.split(separator: ",").compactMap { Int($0) } }
        #expect(cells.count == 2 && cells.allSatisfy { $0.count == 2 && (1...4).contains($0[0]) && $0[1] == 1 }, "\(moves)")
    }

    @Test func validatePassesOnGoodLevels() throws {
        let binary = try storageTestBinary()
        let resources = try makeResources(["01-first.sql": """
            INSERT INTO levels (ix, map, name, par) VALUES (1, 'RRBB', 'Good one', 2);
            """])
        defer { try? FileManager.default.removeItem(at: resources) }
        let validate = try launchForStorageTest(binary, ["levels", "validate"], environment: ["CLEARFIELD_RESOURCES": resources.path])
            .finish()
        #expect(validate.status == 0, "\(validate.errorOutput)")
        #expect(validate.output.contains("1 level loaded"))
    }
}

/// The built executable: `CLEARFIELD_BINARY` if set, else `clearfield` beside this test bundle
/// (SwiftPM puts both in `.build/<triple>/<configuration>/`).
private func storageTestBinary() throws -> URL {
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
    throw MissingStorageTestBinary(searched: candidates.map(\.path))
}

private struct MissingStorageTestBinary: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
        "the clearfield binary was not found (looked at \(searched.joined(separator: ", "))); "
            + "run `swift build` first or set CLEARFIELD_BINARY"
    }
}

/// A started child process whose output is collected until it exits.
private struct StorageTestProcess {
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

private func launchForStorageTest(_ binary: URL, _ arguments: [String], environment extra: [String: String] = [:]) throws -> StorageTestProcess {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "interactive=no"
    environment.removeValue(forKey: "CLEARFIELD_HOME")
    environment.merge(extra, uniquingKeysWith: { _, new in new })
    process.environment = environment
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    return StorageTestProcess(process: process, output: output, errors: errors)
}
