import Foundation
import GRDB
import Testing
@testable import LocalDatabase
@testable import TilesLevels

/// "v4-level-packs" on a database as the previous version left it (levels by a global `ix`,
/// progress by (player, ix)): every player's progress on the shipped levels comes through intact.
@Suite struct PackMigrationTests {
    /// The migration just before this one, whatever its name (the order may change at merge).
    static var previousMigration: String {
        let names = AppDatabase.migrator.migrations
        let index = names.firstIndex(of: "v4-level-packs") ?? names.count
        return names[index - 1]
    }

    /// A database at the previous schema: three shipped levels, two players with progress, and a
    /// result on a level the campaign no longer has.
    static func previousVersionDatabase() throws -> DatabaseQueue {
        let queue = try DatabaseQueue(configuration: AppDatabase.makeConfiguration())
        try AppDatabase.migrator.migrate(queue, upTo: previousMigration)
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO levels (ix, background, map, name, par, pack) VALUES
                    (1, 'default', char(10) || '  RRGG' || char(10) || '  RRGG' || char(10), 'One', 2, 'campaign'),
                    (2, 'meadow', 'RGR' || char(10) || 'RGR', 'Two', 2, 'campaign'),
                    (3, 'default', 'bbgg', 'Three', 2, 'campaign');
                INSERT INTO player (id, name, createdAt) VALUES (1, 'ada', '2026-01-01 10:00:00.000'),
                                                               (2, 'grace', '2026-01-02 10:00:00.000');
                INSERT INTO levelProgress (playerId, levelIx, passed, bestScore, bestStars, fewestMoves, updatedAt) VALUES
                    (1, 1, 1, 1004, 3, 2, '2026-01-03 10:00:00.000'),
                    (1, 2, 1, 1000, 2, 4, '2026-01-03 11:00:00.000'),
                    (1, 9, 1, 1001, 3, 1, '2026-01-03 12:00:00.000'),
                    (2, 3, 0, NULL, 0, NULL, '2026-01-04 10:00:00.000');
                INSERT INTO levelSource (id, contentHash, importedAt) VALUES (1, 'abc', '2026-01-01 09:00:00.000');
                """)
        }
        return queue
    }

    @Test func progressOnTheShippedLevelsComesThroughIntact() throws {
        let queue = try Self.previousVersionDatabase()
        let database = try AppDatabase(queue)
        #expect(try database.levelPacks().map(\.name) == [LevelPack.shippedName])
        #expect(try database.levelPack(named: LevelPack.shippedName)?.isShipped == true)
        let levels = try database.levelRecords(pack: LevelPack.shippedName)
        #expect(levels.map(\.number) == [1, 2, 3])
        #expect(levels.map(\.map) == ["RRGG\nRRGG", "RGR\nRGR", "BBGG"])
        #expect(levels.map(\.background) == ["default", "meadow", "default"])

        let ada = try database.levelProgress(player: 1)
        #expect(ada.map(\.levelNumber) == [1, 2])
        #expect(ada.map(\.bestScore) == [1004, 1000])
        #expect(ada.map(\.bestStars) == [3, 2])
        #expect(ada.map(\.fewestMoves) == [2, 4])
        #expect(ada.map(\.passed) == [true, true])
        #expect(ada.map(\.mapHash) == levels.prefix(2).map(\.mapHash))
        #expect(ada.allSatisfy { $0.pack == LevelPack.shippedName && $0.supersededAt == nil })
        let grace = try database.levelProgress(player: 2)
        #expect(grace.map(\.levelNumber) == [3] && grace.first?.passed == false)
        // The level the campaign no longer has keeps its result, marked as for an older version.
        let gone = try database.levelHistory(player: 1, pack: LevelPack.shippedName, levelNumber: 9)
        #expect(gone.count == 1 && gone[0].supersededAt != nil && gone[0].bestScore == 1001)
        // The shipped import is still up to date: its source hash came through.
        #expect(try database.storedLevelImport()?.contentHash == "abc")
        #expect(try database.storedLevelImport()?.levelCount == 3)
    }

    @Test func theShippedLevelsReimportedUnchangedKeepProgressAndAChangedOneStartsFresh() throws {
        let database = try AppDatabase(try Self.previousVersionDatabase())
        var levels = try database.levelRecords(pack: LevelPack.shippedName)
        try database.replaceLevels(with: levels, problems: [], contentHash: "abc")
        #expect(try database.levelProgress(player: 1).map(\.levelNumber) == [1, 2])
        levels[1] = LevelRecord(number: 2, background: "meadow", map: "GRG\nGRG", name: "Two", par: 2)
        try database.replaceLevels(with: levels, problems: [], contentHash: "def")
        #expect(try database.levelProgress(player: 1).map(\.levelNumber) == [1])
        #expect(try database.levelHistory(player: 1, pack: LevelPack.shippedName, levelNumber: 2).first?.bestScore == 1000)
    }
}
