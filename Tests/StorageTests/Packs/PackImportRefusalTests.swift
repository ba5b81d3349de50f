import Foundation
import Testing
@testable import LocalDatabase
@testable import TilesLevels

/// Hostile or runaway pack files: each is refused with a message naming the statement, nothing
/// is installed, and the player's database file stays byte-for-byte as it was.
@Suite struct PackImportRefusalTests {
    static let header = "INSERT INTO pack (name) VALUES ('Evil');\n"
    static let goodLevel = "INSERT INTO levels (ix, name, map) VALUES (1, 'One', 'RRGG');\n"

    static let hostile: [(sql: String, expected: String)] = [
        ("ATTACH DATABASE 'clearfield.sqlite' AS game;", "refused `ATTACH DATABASE 'clearfield.sqlite' AS game`"),
        ("DETACH DATABASE main;", "refused `DETACH DATABASE main`"),
        ("PRAGMA writable_schema = ON;", "refused `PRAGMA writable_schema = ON`"),
        ("CREATE TRIGGER t AFTER INSERT ON levels BEGIN DELETE FROM pack; END;", "refused `CREATE TRIGGER t"),
        ("CREATE VIEW v AS SELECT * FROM levels;", "refused `CREATE VIEW v"),
        ("CREATE TABLE player (id);", "refused `CREATE TABLE player (id)`"),
        ("DROP TABLE levels;", "refused `DROP TABLE levels`"),
        ("INSERT INTO player (name, createdAt) VALUES ('mallory', '2026-01-01');",
         "refused `INSERT INTO player (name, createdAt)"),
        ("DELETE FROM packLevelProgress;", "refused `DELETE FROM packLevelProgress`: it names the table packLevelProgress"),
        ("UPDATE packLevel SET map = 'RR';", "refused `UPDATE packLevel SET map = 'RR'`"),
        ("INSERT INTO levelPack (name, installedAt) VALUES ('x', 0);", "refused `INSERT INTO levelPack"),
        ("WITH x AS (SELECT 1) UPDATE main.levels SET name = (SELECT name FROM sqlite_master);", "sqlite_master"),
        ("SELECT load_extension('/tmp/libevil.so');", "it calls load_extension()"),
        ("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c;",
         "refused `WITH RECURSIVE c(x) AS"),
        ("INSERT INTO levels (ix, name, map) VALUES (9, 'Blob', zeroblob(100000000));", "it calls zeroblob()"),
        ("""
            WITH RECURSIVE m(s) AS (SELECT 'R' UNION ALL SELECT s || s FROM m WHERE length(s) < 100000000)
            INSERT INTO levels (ix, name, map) SELECT 9, 'Blob', s FROM m WHERE length(s) >= 100000000;
            """, "larger than 16 kB"),
        ("""
            WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < 100001)
            INSERT INTO levels (ix, name, map) SELECT i, 'Level ' || i, 'RR' FROM n;
            """, "more than 2,000 rows"),
    ]

    @Test(arguments: hostile.indices)
    func aHostilePackIsRefusedAndTheDatabaseIsUntouched(index: Int) throws {
        let (sql, expected) = Self.hostile[index]
        let fixture = try PackFixture()
        let before = try fixture.snapshot()
        let report = try fixture.importPack(Self.header + Self.goodLevel + sql, named: "evil.sql")
        #expect(report.isRefused, "\(report.problems)")
        #expect(!report.isInstalled)
        let refusal = try #require(report.problems.first { $0.message.contains("refused") }, "\(report.problems)")
        #expect(refusal.message.contains(expected), "\(refusal)")
        #expect(refusal.file == "evil.sql" && refusal.line != nil, "\(refusal)")
        #expect(try fixture.snapshot() == before, "the database file changed")
        #expect(try fixture.database.levelPacks().map(\.name) == ["campaign", "Mine"])
        #expect(try fixture.database.levelProgress(player: fixture.player.id).count == 1)
    }

    @Test func aPackFileOverTheSizeLimitIsRefusedWithoutBeingRead() throws {
        let fixture = try PackFixture()
        let before = try fixture.snapshot()
        let huge = Self.header + "-- " + String(repeating: "x", count: 3_000_000) + "\n"
        let report = try fixture.importPack(huge, named: "huge.sql")
        #expect(report.isRefused && !report.isInstalled)
        #expect(report.problems.first?.message.contains("more than the 2 MB a pack file may be") == true,
                "\(report.problems)")
        #expect(try fixture.snapshot() == before)
    }

    @Test func aPackMayNotTakeTheShippedPacksName() throws {
        let fixture = try PackFixture()
        let before = try fixture.snapshot()
        let report = try fixture.importPack(PackFixture.goodPack.replacingOccurrences(of: "'Mine'", with: "'campaign'"),
                                            named: "shipped.sql", skipBad: true)
        #expect(!report.isInstalled)
        #expect(report.problems.contains { $0.message.contains("name of the shipped pack") }, "\(report.problems)")
        #expect(try fixture.snapshot() == before)
    }
}
