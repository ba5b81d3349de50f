import Foundation
import Testing
@testable import LocalDatabase
@testable import TilesLevels

/// The editor's unproven marks (migration "v6-level-proof"): kept per map, cleared by a proven
/// save and by a pack import, gone with the pack.
@Suite struct LevelProofTests {
    private func level(_ number: Int, map: String) -> LevelRecord {
        LevelRecord(number: number, background: "default", map: map, name: "L\(number)", par: 1)
    }

    @Test func aLevelSavedUnprovenIsMarkedUntilSavedProven() throws {
        let fixture = try PackFixture()
        try fixture.database.createPlayerPack(named: "Drafts")
        try fixture.database.saveLevel(level(1, map: "RG\nGR"), inPack: "Drafts", proven: false)
        try fixture.database.saveLevel(level(2, map: "RR"), inPack: "Drafts", proven: true)
        #expect(try fixture.database.unprovenLevels(inPack: "Drafts") == [1])
        // Saving another level leaves the first one's mark alone.
        try fixture.database.saveLevel(level(3, map: "GG"), inPack: "Drafts", proven: false)
        #expect(try fixture.database.unprovenLevels(inPack: "Drafts") == [1, 3])
        try fixture.database.saveLevel(level(1, map: "RR"), inPack: "Drafts", proven: true)
        #expect(try fixture.database.unprovenLevels(inPack: "Drafts") == [3])
    }

    @Test func aMarkForAnOlderMapSaysNothing() throws {
        let fixture = try PackFixture()
        try fixture.database.createPlayerPack(named: "Drafts")
        try fixture.database.saveLevel(level(1, map: "RG\nGR"), inPack: "Drafts", proven: false)
        // Changed through the plain save (as an import or another tool would): the mark was for the old map.
        try fixture.database.saveLevel(level(1, map: "RR"), inPack: "Drafts")
        #expect(try fixture.database.unprovenLevels(inPack: "Drafts").isEmpty)
    }

    @Test func anImportedPackAndARemovedPackHaveNoMarks() throws {
        let fixture = try PackFixture()
        try fixture.database.saveLevel(level(7, map: "RG\nGR"), inPack: "Mine", proven: false)
        #expect(try fixture.database.unprovenLevels(inPack: "Mine") == [7])
        _ = try fixture.importPack(PackFixture.goodPack, named: "again.sql")
        #expect(try fixture.database.unprovenLevels(inPack: "Mine").isEmpty)

        try fixture.database.createPlayerPack(named: "Drafts")
        try fixture.database.saveLevel(level(1, map: "RG\nGR"), inPack: "Drafts", proven: false)
        try fixture.database.removePack(named: "Drafts")
        try fixture.database.createPlayerPack(named: "Drafts")
        try fixture.database.saveLevel(level(1, map: "RG\nGR"), inPack: "Drafts")
        #expect(try fixture.database.unprovenLevels(inPack: "Drafts").isEmpty)
    }
}
