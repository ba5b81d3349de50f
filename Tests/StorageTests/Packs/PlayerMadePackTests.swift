import Foundation
import Testing
@testable import SaveFiles
@testable import LocalDatabase
@testable import TilesLevels

/// Packs the player made in the editor ("v9-player-made-packs") are kept apart from imported
/// ones: a pack file of the same name cannot replace them, and an import never claims a pack.
@Suite struct PlayerMadePackTests {
    private static let draftsFile = """
        INSERT INTO pack (name, author, version, description) VALUES ('Drafts', 'eve', '9', 'Not yours');
        INSERT INTO levels (ix, name, map) VALUES (1, 'Theirs', 'RRGG
        RRGG');
        """

    @Test func aPackMadeInTheEditorIsMarkedAndAnImportedOneIsNot() throws {
        let fixture = try PackFixture()
        try fixture.database.createPlayerPack(named: "Drafts")
        #expect(try fixture.database.levelPack(named: "Drafts")?.isPlayerMade == true)
        #expect(try fixture.database.levelPack(named: "Mine")?.isPlayerMade == false)
        #expect(try fixture.database.levelPack(named: LevelPack.shippedName)?.isPlayerMade != true)
        // Saving a level keeps the mark.
        try fixture.database.saveLevel(LevelRecord(number: 1, background: "default", map: "RG\nGR", name: "Mine", par: 2),
                                       inPack: "Drafts")
        #expect(try fixture.database.levelPack(named: "Drafts")?.isPlayerMade == true)
    }

    @Test func aPackFileCannotReplaceAPackThePlayerMade() throws {
        let fixture = try PackFixture()
        try fixture.database.createPlayerPack(named: "Drafts")
        let own = LevelRecord(number: 1, background: "default", map: "RG\nGR", name: "Mine", par: 2)
        try fixture.database.saveLevel(own, inPack: "Drafts")
        let before = try fixture.snapshot()
        #expect(throws: LevelPackError.playerPackExists("Drafts")) {
            _ = try fixture.importPack(Self.draftsFile, named: "drafts.sql")
        }
        #expect(try fixture.snapshot() == before, "the player's pack is untouched")
        #expect(try fixture.database.levelRecords(pack: "Drafts").map(\.name) == ["Mine"])
    }

    @Test func aNewVersionOfAnImportedPackStaysImported() throws {
        let fixture = try PackFixture()
        _ = try fixture.importPack(PackFixture.goodPack, named: "again.sql")
        #expect(try fixture.database.levelPack(named: "Mine")?.isPlayerMade == false)
    }

    @Test func theSummaryCountsEveryBadLevelSkipped() {
        // One level failed its proof (it has a line of its own); two never got that far (a bad
        // map, an unknown background): they are only among the problems.
        var report = PackImportReport()
        report.pack = LevelPack(name: "P", installedAt: Date(timeIntervalSince1970: 0))
        report.isInstalled = true
        report.installedCount = 1
        report.levels = [.init(number: 1, name: "good", location: nil, par: 2, error: nil),
                         .init(number: 2, name: "stuck", location: nil, par: nil, error: "cannot be cleared")]
        report.problems = [LevelProblem(file: "p.sql", line: 3, levelNumber: 2, message: "cannot be cleared"),
                           LevelProblem(file: "p.sql", line: 4, levelNumber: 3, message: "a tile floats"),
                           LevelProblem(file: "p.sql", line: 5, levelNumber: 4, message: "no background \"x\"")]
        #expect(report.summary(fileName: "p.sql") == "Imported pack \"P\" version 1: 1 level (3 bad levels skipped)")
    }
}

/// The stamp a copy of the levels kept in memory is checked against.
@Suite struct LevelsStampTests {
    @Test func theStampChangesWithEveryLevelWriteFromAnyConnectionAndOnlyThen() throws {
        let fixture = try PackFixture()
        let first = try fixture.database.levelsStamp()
        // Results are not levels.
        try fixture.database.recordLevelResult(LevelAttempt(pack: "Mine", levelNumber: 2, passed: true, score: 10, stars: 1,
                                                            moves: 3), player: fixture.player.id)
        #expect(try fixture.database.levelsStamp() == first)
        // Another copy of the game on the same file saves a level.
        let other = try AppDatabase.open(at: fixture.databaseFile)
        try other.createPlayerPack(named: "Drafts")
        let made = try fixture.database.levelsStamp()
        #expect(made != first)
        try other.saveLevel(LevelRecord(number: 1, background: "default", map: "RG\nGR", name: "A", par: 2), inPack: "Drafts")
        let saved = try fixture.database.levelsStamp()
        #expect(saved != made)
        try other.removePack(named: "Drafts")
        #expect(try fixture.database.levelsStamp() != saved)
    }
}
