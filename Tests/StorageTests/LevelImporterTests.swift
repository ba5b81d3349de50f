import Foundation
import GRDB
import Testing
@testable import LocalDatabase
@testable import TilesLevels
import Tiles

@Suite struct LevelImporterTests {
    static let goodLevels = """
        -- Two small levels.
        INSERT INTO levels (ix, background, map, name, par, pack) VALUES
            (1, 'default', 'RRGG
        RRGG', 'First steps', 2, 'campaign');
        INSERT INTO levels (ix, background, map, name, par, pack)
            VALUES (2, 'forest', 'RGR
        RGR', 'Semi; colon', 3, 'campaign');
        """

    func makeLevels(_ files: [String: String], in directory: TemporaryDirectory) throws -> URL {
        let levels = try directory.makeDirectory("levels")
        for (name, text) in files { try directory.write(text, to: "levels/\(name)") }
        return levels
    }

    /// Storage imports no game: the map format is checked by the check the caller passes in, so the
    /// same row is dropped with Tiles' check and kept as text without one.
    @Test func theMapCheckIsTheGamesNotStorages() throws {
        let directory = try TemporaryDirectory()
        let levels = try makeLevels(["schema.sql": schemaSQL, "01-maps.sql": """
            INSERT INTO levels (ix, map, name, par) VALUES (1, 'RR', 'Fine', 1);
            INSERT INTO levels (ix, map, name, par) VALUES (2, 'XX', 'Odd letters', 1);
            """], in: directory)
        let checked = try LevelImporter(levelsDirectory: levels, backgrounds: [], mapProblem: TileMap.problem(in:)).load()
        #expect(checked.records.map(\.number) == [1])
        #expect(checked.problems.contains { $0.levelNumber == 2 && $0.message.contains("bad map") })
        let unchecked = try LevelImporter(levelsDirectory: levels, backgrounds: []).load()
        #expect(unchecked.records.map(\.map) == ["RR", "XX"])
    }

    @Test func importsGoodFilesIntoTheLevelsTable() throws {
        let directory = try TemporaryDirectory()
        let levels = try makeLevels(["schema.sql": schemaSQL, "01-intro.sql": Self.goodLevels], in: directory)
        let database = try makeDatabase()
        let report = try LevelImporter(levelsDirectory: levels, backgrounds: ["forest"], mapProblem: TileMap.problem(in:)).importLevels(into: database)

        #expect(report.problems == [])
        #expect(report.levelCount == 2)
        #expect(report.wasUpToDate == false)
        let imported = try database.levelRecords()
        #expect(imported.map(\.number) == [1, 2])
        #expect(imported.map(\.name) == ["First steps", "Semi; colon"])
        #expect(imported[1].background == "forest")
        #expect(try TileMap.parse(imported[0].map) == (try TileMap.parse("RRGG\nRRGG")))
        #expect(try database.levelRecord(number: 2)?.par == 3)
        #expect(try database.levelRecord(number: 3) == nil)
        #expect(try database.levelRecord(after: 1)?.number == 2)
    }

    @Test func aMalformedStatementIsReportedWithFileAndLineAndTheRestStillLoads() throws {
        let directory = try TemporaryDirectory()
        let broken = """
            INSERT INTO levels (ix, map, name, par) VALUES (10, 'RR', 'Ten', 1);

            INSERT INTO levels (ix, map, name, par) VALUES (11, 'GG', 'Eleven' 1);
            INSERT INTO levels (ix, map, name, par) VALUES (12, 'BB', 'Twelve', 1);
            INSERT INTO levels (ix, map, name, par) VALUES (1, 'YY', 'Duplicate of one', 1);
            """
        let levels = try makeLevels(
            ["schema.sql": schemaSQL, "01-intro.sql": Self.goodLevels, "02-broken.sql": broken], in: directory)
        let database = try makeDatabase()
        let report = try LevelImporter(levelsDirectory: levels, backgrounds: ["forest"], mapProblem: TileMap.problem(in:)).importLevels(into: database)

        #expect(try database.levelRecords().map(\.number) == [1, 2, 10, 12])
        #expect(report.levelCount == 4)
        let errors = report.errors
        #expect(errors.map(\.file) == ["02-broken.sql", "02-broken.sql"])
        #expect(errors.map(\.line) == [3, 5])
        #expect(errors[0].message.contains("syntax error"))
        #expect(errors[1].message.contains("UNIQUE"))
        #expect(errors[0].description.hasPrefix("02-broken.sql:3: error:"))
    }

    @Test func aBadMapDropsTheLevelNamingItsFileAndLine() throws {
        let directory = try TemporaryDirectory()
        let levels = try makeLevels([
            "schema.sql": schemaSQL,
            "01-maps.sql": """
                INSERT INTO levels (ix, map, name, par) VALUES (1, 'RR', 'Fine', 1);
                INSERT INTO levels (ix, map, name, par)
                  VALUES (2, 'RR
                R.', 'Floating', 1);
                INSERT INTO levels (ix, map, name, par) VALUES (3, 'RX', 'Unknown letter', 1);
                INSERT INTO levels (ix, map, name, par) VALUES (4, '..', 'Empty', 1);
                INSERT INTO levels (ix, map, name, par) VALUES (5, 'RR', 'Text par', 'two');
                INSERT INTO levels (ix, map, name, par) VALUES (6, 'RR', '', 1);
                """,
        ], in: directory)
        let database = try makeDatabase()
        let report = try LevelImporter(levelsDirectory: levels, backgrounds: [], mapProblem: TileMap.problem(in:)).importLevels(into: database)

        #expect(try database.levelRecords().map(\.number) == [1])
        let dropped = report.errors
        #expect(dropped.map(\.levelNumber) == [2, 3, 4, 5, 6])
        #expect(dropped.map(\.line) == [2, 5, 6, 7, 8])
        #expect(dropped.allSatisfy { $0.file == "01-maps.sql" && $0.message.hasSuffix("level dropped") })
        #expect(dropped[0].message.contains("level 2 \"Floating\""))
        #expect(dropped[1].message.contains("'X'"))
        #expect(dropped[3].message.contains("par"))
    }

    @Test func anUnknownBackgroundFallsBackToDefaultWithAWarning() throws {
        let directory = try TemporaryDirectory()
        let levels = try makeLevels(["schema.sql": schemaSQL, "01-intro.sql": Self.goodLevels], in: directory)
        let database = try makeDatabase()
        let report = try LevelImporter(levelsDirectory: levels, backgrounds: ["desert"], mapProblem: TileMap.problem(in:)).importLevels(into: database)

        #expect(report.errors.isEmpty)
        #expect(report.warnings.count == 1)
        #expect(report.warnings.first?.levelNumber == 2)
        #expect(report.warnings.first?.line == 5)
        #expect(report.warnings.first?.message.contains("\"forest\"") == true)
        #expect(try database.levelRecord(number: 2)?.background == "default")
    }

    @Test func anUnchangedCampaignIsNotImportedAgainAndAChangeIsPickedUp() throws {
        let directory = try TemporaryDirectory()
        let levels = try makeLevels([
            "schema.sql": schemaSQL,
            "01-intro.sql": Self.goodLevels,
            "02-bad.sql": """
                INSERT INTO levels (ix, map, name, par) VALUES (9, 'R', 'Lonely', 1) oops;
                INSERT INTO levels (ix, map, name, par, background) VALUES (8, 'RR', 'Odd art', 1, 'nowhere');
                """,
        ], in: directory)
        let database = try makeDatabase()
        let importer = LevelImporter(levelsDirectory: levels, backgrounds: ["forest"], mapProblem: TileMap.problem(in:))
        let first = try importer.importLevels(into: database)
        #expect(first.wasUpToDate == false)
        #expect(first.errors.count == 1)
        #expect(first.warnings.map(\.levelNumber) == [8])

        let second = try importer.importLevels(into: database)
        #expect(second.wasUpToDate)
        #expect(second.levelCount == 3)
        // The stored problems are reported again while the file stays broken.
        #expect(second.problems == first.problems)

        try directory.write(
            Self.goodLevels.replacingOccurrences(of: "First steps", with: "Renamed"), to: "levels/01-intro.sql")
        let third = try importer.importLevels(into: database)
        #expect(third.wasUpToDate == false)
        #expect(try database.levelRecord(number: 1)?.name == "Renamed")

        // A new background set changes which levels need the fallback, so it re-imports too.
        let fourth = try LevelImporter(levelsDirectory: levels, backgrounds: [], mapProblem: TileMap.problem(in:)).importLevels(into: database)
        #expect(fourth.wasUpToDate == false)
        #expect(try database.levelRecord(number: 2)?.background == "default")
    }

    @Test func aRemovedLevelFileRemovesItsLevels() throws {
        let directory = try TemporaryDirectory()
        let levels = try makeLevels([
            "schema.sql": schemaSQL, "01-intro.sql": Self.goodLevels,
            "02-more.sql": "INSERT INTO levels (ix, map, name, par) VALUES (3, 'BB', 'Three', 1);",
        ], in: directory)
        let database = try makeDatabase()
        let importer = LevelImporter(levelsDirectory: levels, backgrounds: ["forest"], mapProblem: TileMap.problem(in:))
        try importer.importLevels(into: database)
        #expect(try database.levelRecords().count == 3)
        try FileManager.default.removeItem(at: levels.appendingPathComponent("02-more.sql"))
        try importer.importLevels(into: database)
        #expect(try database.levelRecords().map(\.number) == [1, 2])
    }

    @Test func levelFilesCannotReachOutsideTheLevelsTable() throws {
        let directory = try TemporaryDirectory()
        let levels = try makeLevels([
            "schema.sql": schemaSQL,
            "01-hostile.sql": """
                INSERT INTO levels (ix, map, name, par) VALUES (1, 'RR', 'One', 1);
                DELETE FROM player;
                PRAGMA user_version = 7;
                COMMIT;
                ATTACH DATABASE ':memory:' AS other;
                """,
        ], in: directory)
        let database = try makeDatabase()
        let player = try database.currentPlayer(named: "ada")
        let report = try LevelImporter(levelsDirectory: levels, backgrounds: [], mapProblem: TileMap.problem(in:)).importLevels(into: database)

        #expect(try database.players() == [player])
        // Refused files replace nothing: the (empty) campaign stays as it was.
        #expect(try database.levelRecords().isEmpty)
        #expect(report.keptPreviousLevels)
        #expect(report.errors.map(\.line) == [2, 3, 4, 5])
        #expect(report.errors[0].message.contains("refused `DELETE FROM player`"))
        #expect(report.errors[1].message.contains("PRAGMA is not allowed"))
    }

    @Test func aMissingSchemaFileIsReportedAndTheGamesDefinitionIsUsed() throws {
        let directory = try TemporaryDirectory()
        let levels = try makeLevels(["01-intro.sql": Self.goodLevels], in: directory)
        let report = try LevelImporter(levelsDirectory: levels, backgrounds: ["forest"], mapProblem: TileMap.problem(in:)).importLevels(into: makeDatabase())
        #expect(report.levelCount == 2)
        #expect(report.errors.map(\.file) == ["schema.sql"])
    }

    @Test func aSchemaThatDiffersFromTheGamesIsReported() throws {
        let directory = try TemporaryDirectory()
        let levels = try makeLevels([
            "schema.sql": "CREATE TABLE levels (ix INTEGER PRIMARY KEY, map TEXT, name TEXT NOT NULL, par INTEGER NOT NULL, pack TEXT NOT NULL DEFAULT 'campaign', author TEXT);",
            "01-one.sql": "INSERT INTO levels (ix, map, name, par) VALUES (1, 'RR', 'One', 1);",
        ], in: directory)
        let report = try LevelImporter(levelsDirectory: levels, backgrounds: [], mapProblem: TileMap.problem(in:)).importLevels(into: makeDatabase())
        #expect(report.errors.count == 1)
        let message = try #require(report.errors.first?.message)
        #expect(message.contains("column background is missing"))
        #expect(message.contains("column map is TEXT, expected TEXT NOT NULL"))
        #expect(message.contains("column author is not one the game reads"))
        // The level still loads, with the default background.
        #expect(report.levelCount == 1)
    }

    @Test func theShippedSchemaMatchesTheGamesTable() throws {
        // The sandbox creates the levels table from `LevelsTable` (the game's database keeps
        // levels by pack since "v4-level-packs"); levels/schema.sql, which level authors read,
        // must create the same table.
        #expect(SandboxTable.levels.definition == LevelsTable.createStatement())
        let game = try DatabaseQueue()
        try game.write { db in try db.execute(sql: LevelsTable.createStatement()) }
        let shipped = try DatabaseQueue()
        let schemaFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../levels/schema.sql").standardizedFileURL
        let schema = try String(contentsOf: schemaFile, encoding: .utf8)
        try shipped.write { db in try db.execute(sql: schema) }
        func describe(_ database: DatabaseQueue, _ table: String) throws -> [String] {
            try database.read { db in
                try db.columns(in: table).map {
                    "\($0.name) \($0.type) \($0.isNotNull) \($0.primaryKeyIndex) \($0.defaultValueSQL ?? "-")"
                }
            }
        }
        #expect(try describe(game, "levels") == describe(shipped, "levels"))
        #expect(try describe(game, "levels").count == 6)
    }

    @Test func aMissingDirectoryIsAClearError() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.url.appendingPathComponent("nowhere")
        #expect(throws: LevelImportError.missingDirectory(path: missing.path)) {
            try LevelImporter(levelsDirectory: missing, backgrounds: [], mapProblem: TileMap.problem(in:)).importLevels(into: makeDatabase())
        }
    }

    @Test func filesRunInNameOrderWithTheSchemaFirst() throws {
        // a.sql sorts before schema.sql by name but must run after it; b.sql then updates a's level.
        let directory = try TemporaryDirectory()
        let levels = try makeLevels([
            "schema.sql": schemaSQL,
            "a.sql": "INSERT INTO levels (ix, map, name, par) VALUES (1, 'RR', 'From a', 1);",
            "b.sql": "UPDATE levels SET name = 'Changed by b' WHERE ix = 1;",
            "notes.txt": "not SQL; ignored",
        ], in: directory)
        let report = try LevelImporter(levelsDirectory: levels, backgrounds: [], mapProblem: TileMap.problem(in:)).importLevels(into: makeDatabase())
        #expect(report.problems == [])
        let result = try LevelImporter(levelsDirectory: levels, backgrounds: [], mapProblem: TileMap.problem(in:)).load()
        #expect(result.records.map(\.name) == ["Changed by b"])
    }

    @Test func theUpdateThatLastWroteARowIsWhereItsProblemIsReported() throws {
        let directory = try TemporaryDirectory()
        let levels = try makeLevels([
            "schema.sql": schemaSQL,
            "a.sql": "INSERT INTO levels (ix, map, name, par) VALUES (1, 'RR', 'Fine', 1);",
            "b.sql": "\n\nUPDATE levels SET map = 'RQ' WHERE ix = 1;",
        ], in: directory)
        let result = try LevelImporter(levelsDirectory: levels, backgrounds: [], mapProblem: TileMap.problem(in:)).load()
        #expect(result.records.isEmpty)
        #expect(result.problems.map(\.file) == ["b.sql"])
        #expect(result.problems.map(\.line) == [3])
    }
}
