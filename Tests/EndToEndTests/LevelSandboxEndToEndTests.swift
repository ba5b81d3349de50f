import Foundation
import Testing

/// The real `clearfield` binary on level files that never end, build huge values or reach outside
/// the levels table: `levels validate`, an import into a data directory and the game's start all
/// finish, name the file and line, and leave the player's database as it was.
@Suite struct LevelSandboxEndToEndTests {
    static let schema = """
        CREATE TABLE IF NOT EXISTS levels (ix INTEGER PRIMARY KEY, background TEXT NOT NULL DEFAULT 'default',
            map TEXT NOT NULL, name TEXT NOT NULL, par INTEGER NOT NULL, pack TEXT NOT NULL DEFAULT 'campaign');
        """
    static let good = "INSERT INTO levels (ix, map, name, par) VALUES (1, 'RRBB', 'Good one', 2);\n"
    static let forever = "\nWITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c;\n"
    static let zeroblob = "\n\nINSERT INTO levels (ix, map, name, par) VALUES (2, zeroblob(400000000), 'Blob', 1);\n"

    /// A resources directory (levels/ and an empty assets/) holding `levels`, removed afterwards.
    final class Resources {
        let root: URL

        init(_ levels: [String: String]) throws {
            root = FileManager.default.temporaryDirectory
                .appendingPathComponent("clearfield-e2e-sandbox-\(UUID().uuidString)", isDirectory: true)
            let manager = FileManager.default
            try manager.createDirectory(at: root.appendingPathComponent("assets/backgrounds"), withIntermediateDirectories: true)
            try manager.createDirectory(at: root.appendingPathComponent("levels"), withIntermediateDirectories: true)
            for (name, text) in levels.merging(["schema.sql": LevelSandboxEndToEndTests.schema], uniquingKeysWith: { a, _ in a }) {
                try write(text, to: name)
            }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ text: String, to name: String) throws {
            try Data(text.utf8).write(to: root.appendingPathComponent("levels/\(name)"))
        }

        func remove(_ name: String) throws {
            try FileManager.default.removeItem(at: root.appendingPathComponent("levels/\(name)"))
        }

        var dataDirectory: URL { root.appendingPathComponent("data") }
        var databaseFile: URL { dataDirectory.appendingPathComponent("data/clearfield.sqlite") }
    }

    /// Runs the binary under `timeout`, so a hang fails the test (status 124) instead of blocking it.
    func clearfield(_ arguments: [String], resources: Resources) throws -> CommandResult {
        let timeout = try #require(CommandRunner.find("timeout"), "coreutils' timeout is needed")
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "interactive=no"
        environment["CLEARFIELD_RESOURCES"] = resources.root.path
        environment.removeValue(forKey: "CLEARFIELD_HOME")
        let result = try CommandRunner.run(timeout, ["120", try ClearfieldBinary.path()] + arguments, environment: environment)
        #expect(result.status != 124, "clearfield \(arguments.joined(separator: " ")) did not finish")
        return result
    }

    @Test func validateStopsANeverEndingQueryAndAHugeBlobNamingFileAndLine() throws {
        let resources = try Resources(["01-good.sql": Self.good, "02-forever.sql": Self.forever, "03-blob.sql": Self.zeroblob])
        let validate = try clearfield(["levels", "validate"], resources: resources)
        #expect(validate.status == 1, "\(validate.standardError)")
        #expect(validate.standardError.contains("levels/02-forever.sql:2: error: refused `WITH RECURSIVE c(x)"))
        #expect(validate.standardError.contains("steps (a query that never ends?)"))
        #expect(validate.standardError.contains("levels/03-blob.sql:3: error: refused `INSERT INTO levels"))
        #expect(validate.standardError.contains("zeroblob()"))
    }

    @Test func validateNamesTheFileAndLineOfAnUnclearableLevelAndARepeatedOne() throws {
        let resources = try Resources(["01-good.sql": Self.good + """

            INSERT INTO levels (ix, map, name, par) VALUES (2, 'RG', 'Stuck', 1);
            INSERT OR REPLACE INTO levels (ix, map, name, par) VALUES (1, 'GGRR', 'Again', 2);
            """])
        let validate = try clearfield(["levels", "validate"], resources: resources)
        #expect(validate.status == 1)
        #expect(validate.standardError.contains("levels/01-good.sql:3: error: level 2 \"Stuck\" cannot be cleared"),
                "\(validate.standardError)")
        #expect(validate.standardError.contains(
            "levels/01-good.sql:4: warning: level 1 is written again here (first at 01-good.sql:1)"))
    }

    @Test func anImportIntoADataDirectoryIsRefusedAndLeavesTheDatabaseAsItWas() throws {
        let resources = try Resources(["01-good.sql": Self.good])
        let first = try clearfield(["levels", "list", "--data-dir", resources.dataDirectory.path], resources: resources)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("Good one"))
        let original = try Data(contentsOf: resources.databaseFile)

        // Opening the database in a new process already rewrites a few header bytes (SQLite's
        // change counters, on main as well), so each hostile run is compared with a run on the
        // same starting file that only opens it: the level SQL must add nothing to that.
        func runOnOriginal(_ arguments: [String]) throws -> (CommandResult, Data) {
            try original.write(to: resources.databaseFile)
            let result = try clearfield(arguments, resources: resources)
            return (result, try Data(contentsOf: resources.databaseFile))
        }
        let (_, openedOnly) = try runOnOriginal(["levels", "list", "--data-dir", resources.dataDirectory.path])

        for (name, text) in [("02-forever.sql", Self.forever), ("02-blob.sql", Self.zeroblob),
                             ("02-wipe.sql", "DELETE FROM levels;"), ("02-books.sql", "DELETE FROM levelSource;")] {
            try resources.write(text, to: name)
            defer { try? resources.remove(name) }
            let (list, after) = try runOnOriginal(["levels", "list", "--data-dir", resources.dataDirectory.path])
            #expect(list.status == 0, "\(list.standardError)")
            #expect(list.standardError.contains("levels/\(name):"), "\(name): \(list.standardError)")
            #expect(list.standardError.contains("keeps the 1 level it had"), "\(name): \(list.standardError)")
            #expect(list.standardOutput.contains("Good one"), "\(name): the previous level is still listed")
            #expect(after == openedOnly, "\(name) changed the database")
        }
    }

    @Test(.tags(.tmux)) func theGameStartsOnANeverEndingLevelFileAndSaysWhy() throws {
        let resources = try Resources(["01-good.sql": Self.good, "02-forever.sql": Self.forever])
        let session = try TmuxSession(columns: 100, rows: 30,
                                      extraEnvironment: ["CLEARFIELD_RESOURCES": resources.root.path])
        defer { session.kill(); session.removeFiles() }
        try session.run(TmuxSession.shellQuoted(try ClearfieldBinary.path()))
        let notice = try session.waitFor("problem", timeout: 60)
        let joined = try session.captureJoiningWrappedLines()
        #expect(joined.contains("02-forever.sql:2"), "\(notice)")
        #expect(joined.contains("steps"), "\(joined)")
    }
}
