import Foundation
import Testing
@testable import LocalDatabase
@testable import TilesLevels

/// Importing good and bad packs: per-level reports with file and line, packs with errors refused
/// whole unless --skip-bad, and results kept for unchanged levels across a new version.
@Suite struct PackImportTests {
    @Test func aGoodPackIsCheckedSolvedAndInstalledWithItsMetadata() throws {
        let fixture = try PackFixture()
        let pack = try #require(try fixture.database.levelPack(named: "Mine"))
        #expect(pack.author == "ada" && pack.version == "1" && pack.description == "Two boards" && !pack.isShipped)
        let levels = try fixture.database.levelRecords(pack: "Mine")
        #expect(levels.map(\.number) == [1, 2])
        // Par left out is the solver's fewest moves; a par given is kept.
        #expect(levels.map(\.par) == [2, 5])
        #expect(levels[0].map == "RRGG\nRRGG")
        #expect(levels[0].mapHash == LevelMapText.hash("RRGG\nRRGG"))
    }

    @Test func eachLevelIsReportedWithTheLineThatWroteIt() throws {
        let fixture = try PackFixture()
        let report = try fixture.importer().load(sql: PackFixture.goodPack, fileName: "mine.sql")
        #expect(report.levels.map(\.number) == [1, 2])
        #expect(report.levels.map { $0.location?.description } == ["mine.sql:2", "mine.sql:4"])
        #expect(report.levels.map(\.par) == [2, 5])
        #expect(report.levels.allSatisfy { $0.error == nil })
    }

    static let mixedPack = """
        INSERT INTO pack (name, version) VALUES ('Mine', '2');
        INSERT INTO levels (ix, name, map) VALUES (1, 'One', 'RRGG
        RRGG');
        INSERT INTO levels (ix, name, map) VALUES (2, 'Stuck', 'RGRG');
        INSERT INTO levels (ix, name, map) VALUES (3, 'Odd', 'RXR');
        INSERT INTO levels (ix, name, background, map) VALUES (4, 'Nowhere', 'moon', 'GG');
        INSERT INTO levels (ix, name, map) VALUES (5, 'Typo', 'RR', 'extra');
        INSERT INTO levels (ix, name, background, map) VALUES (6, 'Field', 'meadow', 'BB');
        """

    @Test func aPackWithBadLevelsIsRefusedWholeAndEachProblemHasItsLine() throws {
        let fixture = try PackFixture()
        let before = try fixture.snapshot()
        let report = try fixture.importPack(Self.mixedPack, named: "mixed.sql")
        #expect(!report.isRefused && !report.isInstalled)
        let lines = Set(report.errors.compactMap(\.line))
        #expect(lines.isSuperset(of: [4, 5, 6, 7]), "\(report.errors)")
        #expect(report.errors.contains { $0.line == 4 && $0.message.contains("\"Stuck\" cannot be cleared") })
        #expect(report.errors.contains { $0.line == 5 && $0.message.contains("bad map") })
        #expect(report.errors.contains { $0.line == 6 && $0.message.contains("unknown background \"moon\"") })
        #expect(report.problems.contains { $0.message.contains("--skip-bad") })
        #expect(try fixture.snapshot() == before)
        #expect(try fixture.database.levelPack(named: "Mine")?.version == "1")
    }

    @Test func skipBadInstallsOnlyTheGoodLevels() throws {
        let fixture = try PackFixture()
        let report = try fixture.importPack(Self.mixedPack, named: "mixed.sql", skipBad: true)
        #expect(report.isInstalled && report.installedCount == 2)
        #expect(try fixture.database.levelRecords(pack: "Mine").map(\.number) == [1, 6])
        #expect(try fixture.database.levelPack(named: "Mine")?.version == "2")
    }

    @Test func aPackNeedsExactlyOneMetadataRow() throws {
        let fixture = try PackFixture()
        let none = try fixture.importer().load(sql: "INSERT INTO levels (ix, name, map) VALUES (1, 'A', 'RR');",
                                               fileName: "none.sql")
        #expect(none.pack == nil && none.problems.contains { $0.message.contains("no metadata row") })
        let two = try fixture.importer().load(sql: "INSERT INTO pack (name) VALUES ('A'), ('B');", fileName: "two.sql")
        #expect(two.pack == nil && two.problems.contains { $0.message.contains("holds 2 rows") })
        let control = try fixture.importer().load(sql: "INSERT INTO pack (name) VALUES ('A' || char(27) || '[2J');",
                                                  fileName: "esc.sql")
        #expect(control.pack == nil && control.problems.contains { $0.message.contains("control character") })
    }

    @Test func aLevelNameWithAControlCharacterIsAnError() throws {
        let fixture = try PackFixture()
        let report = try fixture.importer().load(sql: """
            INSERT INTO pack (name) VALUES ('P');
            INSERT INTO levels (ix, name, map) VALUES (1, 'A' || char(27) || ']0;x', 'RR');
            """, fileName: "title.sql")
        #expect(report.goodRecords.isEmpty)
        #expect(report.errors.contains { $0.line == 2 && $0.message.contains("control character") }, "\(report.errors)")
    }

    @Test func aPackMayChangeAndDeleteItsOwnLevels() throws {
        let fixture = try PackFixture()
        let report = try fixture.importPack(PackFixture.goodPack + """

            UPDATE levels SET name = 'Renamed', par = NULL WHERE ix = 2;
            DELETE FROM levels WHERE ix = 1;
            """, named: "update.sql")
        #expect(report.isInstalled, "\(report.problems)")
        let levels = try fixture.database.levelRecords(pack: "Mine")
        #expect(levels.map(\.name) == ["Renamed"])
        #expect(levels.first?.par == 2)
    }

    @Test func anUnchangedLevelKeepsItsResultsAndAChangedOneStartsFresh() throws {
        let fixture = try PackFixture()
        let player = fixture.player.id
        let first = try #require(try fixture.database.levelProgress(player: player, pack: "Mine", levelNumber: 1))
        // Imported again unchanged: the result stands.
        _ = try fixture.importPack(PackFixture.goodPack, named: "again.sql")
        #expect(try fixture.database.levelProgress(player: player, pack: "Mine", levelNumber: 1) == first)
        // Level 1's map changes: it starts fresh, the old result kept and marked as for an older version.
        let changed = PackFixture.goodPack.replacingOccurrences(of: "'RRGG\nRRGG'", with: "'GGRR\nGGRR'")
        #expect(try fixture.importPack(changed, named: "v2.sql").isInstalled)
        #expect(try fixture.database.levelProgress(player: player, pack: "Mine", levelNumber: 1) == nil)
        let history = try fixture.database.levelHistory(player: player, pack: "Mine", levelNumber: 1)
        #expect(history.count == 1 && history[0].supersededAt != nil && history[0].bestScore == 1000)
        // Changed back: the result for that map is current again.
        _ = try fixture.importPack(PackFixture.goodPack, named: "v3.sql")
        #expect(try fixture.database.levelProgress(player: player, pack: "Mine", levelNumber: 1)?.bestScore == 1000)
    }

    @Test func theShippedPackCannotBeChangedThroughThePackAPI() throws {
        let fixture = try PackFixture()
        #expect(throws: LevelPackError.shippedPackIsReadOnly) {
            try fixture.database.saveLevel(LevelRecord(number: 1, background: "default", map: "RR", name: "X", par: 1),
                                           inPack: LevelPack.shippedName)
        }
        try fixture.database.createPlayerPack(named: "Drafts", author: "ada")
        try fixture.database.saveLevel(LevelRecord(number: 3, background: "default", map: "RR", name: "X", par: 1),
                                       inPack: "Drafts")
        #expect(try fixture.database.levelRecords(pack: "Drafts").map(\.number) == [3])
        #expect(throws: LevelPackError.packExists("Drafts")) { try fixture.database.createPlayerPack(named: "Drafts") }
    }
}
