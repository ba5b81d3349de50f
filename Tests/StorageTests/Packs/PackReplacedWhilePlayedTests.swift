import Foundation
import GameCore
import Testing
import Tiles
@testable import LocalDatabase
@testable import TilesLevels

/// A pack imported again by another copy of the game while this one plays it (issue 21, point 6):
/// the result is kept under the map that was played, never under the new map or an empty one.
@Suite struct PackReplacedWhilePlayedTests {
    static let version2 = """
        INSERT INTO pack (name, author, version, description) VALUES ('Mine', 'ada', '2', 'Changed');
        INSERT INTO levels (ix, name, map) VALUES (1, 'One', 'RRBB
        RRBB');
        """

    @Test func aClearOfTheOldMapIsKeptForTheOldMapNotTheNewOne() throws {
        let fixture = try PackFixture()
        let played = try #require(try fixture.database.levelRecords(pack: "Mine").first { $0.number == 2 })
        // Another copy installs version 2 (level 2 replaced by nothing, level 1 changed).
        _ = try fixture.importPack(Self.version2, named: "mine-v2.sql")
        try fixture.database.recordLevelResult(
            LevelAttempt(pack: "Mine", levelNumber: 2, passed: true, score: 500, stars: 2, moves: 4, mapHash: played.mapHash),
            player: fixture.player.id)
        let rows = try fixture.database.levelHistory(player: fixture.player.id, pack: "Mine", levelNumber: 2)
        #expect(rows.count == 1)
        #expect(rows.first?.mapHash == played.mapHash, "\(rows)")
        #expect(rows.first?.mapHash.isEmpty == false, "never the empty fingerprint")
    }

    @Test func aClearOfAChangedLevelIsNotCountedForItsNewMap() throws {
        let fixture = try PackFixture()
        let played = try #require(try fixture.database.levelRecords(pack: "Mine").first { $0.number == 1 })
        _ = try fixture.importPack(Self.version2, named: "mine-v2.sql")
        let now = try #require(try fixture.database.levelRecords(pack: "Mine").first { $0.number == 1 })
        #expect(now.mapHash != played.mapHash)
        try fixture.database.recordLevelResult(
            LevelAttempt(pack: "Mine", levelNumber: 1, passed: true, score: 900, stars: 3, moves: 2, mapHash: played.mapHash),
            player: fixture.player.id)
        let current = try fixture.database.levelProgress(player: fixture.player.id)
            .filter { $0.pack == "Mine" && $0.levelNumber == 1 && $0.supersededAt == nil }
        #expect(current.isEmpty, "the new map was never played: \(current)")
    }

    @Test func theGamesMapFingerprintIsTheStoredOne() throws {
        let fixture = try PackFixture()
        for record in try fixture.database.levelRecords(pack: "Mine") {
            let board = try TileMap.parse(record.map)
            #expect(FNV1a.hex(TilesParams.mapHash(of: board)) == record.mapHash)
        }
    }
}
