import Foundation
import Synchronization
import Testing
import Tiles
@testable import SaveFiles
@testable import LocalDatabase
@testable import TilesLevels

/// Hostile or runaway level files, imported into a real database file: each is refused with a
/// message naming the statement, and the player's database stays byte-for-byte as it was.
@Suite struct LevelImportRefusalTests {
    static let twoLevels = """
        INSERT INTO levels (ix, map, name, par) VALUES (1, 'RRGG', 'One', 2);
        INSERT INTO levels (ix, map, name, par) VALUES (2, 'RGR', 'Two', 3);
        """

    /// A data directory whose database holds a player and the two good levels, imported once.
    struct Fixture {
        let directory: TemporaryDirectory
        let levels: URL
        let database: AppDatabase
        var databaseFile: URL { directory.url.appendingPathComponent("clearfield.sqlite") }

        init() throws {
            directory = try TemporaryDirectory()
            levels = try directory.makeDirectory("levels")
            try directory.write(schemaSQL, to: "levels/schema.sql")
            try directory.write(LevelImportRefusalTests.twoLevels, to: "levels/01-good.sql")
            database = try AppDatabase.open(at: directory.url.appendingPathComponent("clearfield.sqlite"))
            _ = try database.currentPlayer(named: "ada")
            let first = try importer().importLevels(into: database)
            #expect(first.levelCount == 2 && first.problems.isEmpty, "\(first.problems)")
        }

        func importer(_ limits: SandboxLimits = .standard) -> LevelImporter {
            LevelImporter(levelsDirectory: levels, backgrounds: [], limits: limits, mapProblem: TileMap.problem(in:))
        }

        /// The database file and its write-ahead log, byte for byte.
        func snapshot() throws -> [Data?] {
            ["", "-wal"].map { try? Data(contentsOf: URL(fileURLWithPath: databaseFile.path + $0)) }
        }
    }

    static let hostile: [(file: String, sql: String, expected: String)] = [
        ("02-attach.sql", "ATTACH DATABASE '/tmp/clearfield-attack.sqlite' AS other;", "refused `ATTACH DATABASE"),
        ("02-detach.sql", "DETACH DATABASE main;", "refused `DETACH DATABASE main`"),
        ("02-pragma.sql", "PRAGMA journal_mode = DELETE;", "refused `PRAGMA journal_mode = DELETE`"),
        ("02-trigger.sql", "CREATE TRIGGER t AFTER INSERT ON levels BEGIN DELETE FROM levels; END;", "refused `CREATE TRIGGER"),
        ("02-view.sql", "CREATE VIEW v AS SELECT * FROM levels;", "refused `CREATE VIEW v"),
        ("02-table.sql", "CREATE TABLE other (x);", "refused `CREATE TABLE other (x)`"),
        ("02-drop.sql", "DROP TABLE levels;", "refused `DROP TABLE levels`"),
        ("02-player.sql", "DELETE FROM player;", "refused `DELETE FROM player`: it names the table player"),
        ("02-books.sql", "UPDATE levelSource SET contentHash = 'x';", "importer's own bookkeeping (levelSource)"),
        ("02-extension.sql", "SELECT load_extension('/tmp/libevil.so');", "it calls load_extension()"),
        ("02-forever.sql", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c;",
         "refused `WITH RECURSIVE c(x)"),
        ("02-zeroblob.sql", "INSERT INTO levels (ix, map, name, par) VALUES (3, zeroblob(400000000), 'Z', 1);",
         "it calls zeroblob()"),
        ("02-huge.sql", """
            WITH RECURSIVE m(s) AS (SELECT 'R' UNION ALL SELECT s || s FROM m WHERE length(s) < 100000000)
            INSERT INTO levels (ix, map, name, par) SELECT 3, s, 'Huge', 1 FROM m WHERE length(s) >= 100000000;
            """, "larger than 16 kB"),
        ("02-many.sql", """
            WITH RECURSIVE n(i) AS (SELECT 3 UNION ALL SELECT i + 1 FROM n WHERE i < 100002)
            INSERT INTO levels (ix, map, name, par) SELECT i, 'RR', 'Level ' || i, 1 FROM n;
            """, "more than 2,000 rows"),
    ]

    @Test(arguments: hostile.indices)
    func aHostileFileIsRefusedAndTheDatabaseIsUnchanged(index: Int) throws {
        let (file, sql, expected) = Self.hostile[index]
        let fixture = try Fixture()
        let before = try fixture.snapshot()
        try fixture.directory.write("-- hostile\n\n" + sql, to: "levels/\(file)")

        let report = try fixture.importer().importLevels(into: fixture.database)

        #expect(report.keptPreviousLevels)
        #expect(report.levelCount == 2)
        let refusal = try #require(report.errors.first { $0.file == file }, "\(report.problems)")
        #expect(refusal.line == 3)
        #expect(refusal.message.contains(expected), "\(refusal.message)")
        #expect(report.errors.last?.message.contains("keeps the 2 levels it had") == true)
        #expect(try fixture.snapshot() == before, "the database file changed")
        #expect(try fixture.database.levelRecords().map(\.name) == ["One", "Two"])
    }

    @Test func aFileOverTheSizeLimitIsRefusedWithoutBeingRead() throws {
        let fixture = try Fixture()
        let before = try fixture.snapshot()
        // A sparse 100 MB file: its size is all the importer may look at.
        let huge = fixture.levels.appendingPathComponent("02-huge-map.sql")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()

        let report = try fixture.importer().importLevels(into: fixture.database)
        let refusal = try #require(report.errors.first { $0.file == "02-huge-map.sql" })
        #expect(refusal.message.contains("100 MB, more than the 2 MB a level file may be"), "\(refusal.message)")
        #expect(report.keptPreviousLevels)
        #expect(try fixture.snapshot() == before)
    }

    @Test func aHugeFileBehindASymbolicLinkIsRefusedByWhatIsRead() throws {
        let fixture = try Fixture()
        let before = try fixture.snapshot()
        let huge = fixture.levels.deletingLastPathComponent().appendingPathComponent("elsewhere-huge.bin")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()
        try FileManager.default.createSymbolicLink(at: fixture.levels.appendingPathComponent("02-linked.sql"),
                                                   withDestinationURL: huge)

        let report = try fixture.importer().importLevels(into: fixture.database)
        let refusal = try #require(report.errors.first { $0.file == "02-linked.sql" }, "\(report.errors)")
        #expect(refusal.message.contains("more than the 2 MB a level file may be"), "\(refusal.message)")
        #expect(report.keptPreviousLevels)
        #expect(try fixture.snapshot() == before)
    }

    @Test func tooManyStatementsAreRefusedBeforeAnyRuns() throws {
        let fixture = try Fixture()
        let before = try fixture.snapshot()
        let inserts = (3...12).map { "INSERT INTO levels (ix, map, name, par) VALUES (\($0), 'RR', 'L\($0)', 1);" }
        try fixture.directory.write(inserts.joined(separator: "\n"), to: "levels/02-many.sql")
        var limits = SandboxLimits.standard
        limits.maxStatements = 8

        let report = try fixture.importer(limits).importLevels(into: fixture.database)
        let refusal = try #require(report.errors.first { $0.file == "02-many.sql" })
        // schema.sql has 1 statement and 01-good.sql 2, so the 9th is line 6 of 02-many.sql.
        #expect(refusal.line == 6)
        #expect(refusal.message.contains("13 statements, more than the 8 allowed; none was run"))
        #expect(try fixture.snapshot() == before)
    }

    @Test func deletingEveryLevelKeepsThePreviousCampaignWithANotice() throws {
        let fixture = try Fixture()
        let before = try fixture.snapshot()
        try fixture.directory.write("\nDELETE FROM levels;", to: "levels/02-wipe.sql")

        let report = try fixture.importer().importLevels(into: fixture.database)
        #expect(report.keptPreviousLevels)
        #expect(report.warnings.map(\.description) == ["02-wipe.sql:2: warning: this statement deleted 2 levels written before it"])
        #expect(report.errors.map(\.message) == [
            "the level files leave no levels at all (a DELETE FROM levels?)",
            "the level files were refused; the game keeps the 2 levels it had",
        ])
        #expect(try fixture.snapshot() == before)
    }

    @Test func deletingSomeLevelsIsANoticeAndTheRestImport() throws {
        let fixture = try Fixture()
        try fixture.directory.write("DELETE FROM levels WHERE ix = 1;", to: "levels/02-trim.sql")
        let report = try fixture.importer().importLevels(into: fixture.database)
        #expect(!report.keptPreviousLevels)
        #expect(report.warnings.map(\.description) == ["02-trim.sql:1: warning: this statement deleted 1 level written before it"])
        #expect(try fixture.database.levelRecords().map(\.number) == [2])
    }

    @Test func aRepeatedLevelNumberIsReportedWithBothPlaces() throws {
        let fixture = try Fixture()
        try fixture.directory.write("\n\nINSERT OR REPLACE INTO levels (ix, map, name, par) VALUES (2, 'GG', 'Again', 1);",
                                    to: "levels/02-again.sql")
        let report = try fixture.importer().importLevels(into: fixture.database)
        let repeated = try #require(report.warnings.first)
        #expect(repeated.description == "02-again.sql:3: warning: level 2 is written again here (first at 01-good.sql:2); this one replaces it")
        #expect(repeated.levelNumber == 2)
        #expect(try fixture.database.levelRecord(number: 2)?.name == "Again")
    }

    @Test func progressIsReportedForEveryStatementAndLevel() throws {
        let fixture = try Fixture()
        let progress = ProgressLog()
        _ = try fixture.importer().importLevels(into: fixture.database, force: true) { progress.append($0) }
        let steps = progress.entries
        #expect(steps.filter { $0.stage == .runningSQL }.map(\.done) == [1, 2, 3])
        #expect(steps.filter { $0.stage == .runningSQL }.allSatisfy { $0.total == 3 })
        #expect(steps.last == LevelImportProgress(stage: .checkingLevels, done: 2, total: 2))
    }

    @Test func anUnclearableLevelKeepsItsPlaceAndIsReportedWithFileAndLine() throws {
        let fixture = try Fixture()
        let importer = LevelImporter(levelsDirectory: fixture.levels, backgrounds: []) { record in
            record.map.contains("RGR") ? "cannot be cleared" : nil
        }
        let report = try importer.importLevels(into: fixture.database, force: true)
        #expect(report.errors.map(\.description) == ["01-good.sql:2: error: level 2 \"Two\" cannot be cleared"])
        #expect(try fixture.database.levelRecords().map(\.number) == [1, 2])
        #expect(try fixture.database.flaggedLevels().mapValues(\.description)
                == [2: "01-good.sql:2: error: level 2 \"Two\" cannot be cleared"])
    }
}

final class ProgressLog: Sendable {
    private let stored = Mutex<[LevelImportProgress]>([])

    func append(_ entry: LevelImportProgress) {
        stored.withLock { $0.append(entry) }
    }

    var entries: [LevelImportProgress] {
        stored.withLock { $0 }
    }
}
