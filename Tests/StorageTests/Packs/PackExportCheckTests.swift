import Foundation
import GameCore
import Testing
@testable import LocalDatabase
@testable import TilesLevels

/// `levels export` writes only what `levels import` takes (issue 22): levels the import would drop
/// are left out with the reason, and a pack no import would take is refused before writing.
@Suite struct PackExportCheckTests {
    static let pack = LevelPack(name: "Mine", author: "ada", version: "1", description: "", isPlayerMade: true,
                                installedAt: Date(timeIntervalSince1970: 0))
    let importer = PackImporter(backgrounds: [], rules: tilesRules)

    static func level(_ number: Int, _ map: String, par: Int = 15) -> LevelRecord {
        LevelRecord(number: number, background: "default", map: map, name: "Level \(number)", par: par, pack: "Mine")
    }

    @Test func aLevelThatCannotBeClearedIsLeftOutAndTheFileImports() throws {
        let levels = [Self.level(1, "RRGG\nRRGG", par: 2), Self.level(2, "RG\nGR")]
        let export = try importer.export(Self.pack, levels: levels).get()
        #expect(export.leftOut.map(\.number) == [2])
        #expect(export.leftOut.first?.reason.contains("cannot be cleared") == true, "\(export.leftOut)")
        let report = try importer.load(sql: export.sql, fileName: "mine.sql")
        #expect(report.errors.isEmpty, "\(report.problems)")
        #expect(report.levels.map(\.number) == [1])
    }

    @Test func theShippedPackIsRefusedWithTheReason() throws {
        let shipped = LevelPack.shipped(at: Date(timeIntervalSince1970: 0))
        let result = try importer.export(shipped, levels: [Self.level(1, "RRGG\nRRGG", par: 2)])
        guard case .failure(let refusal) = result else {
            Issue.record("the shipped pack was exported")
            return
        }
        #expect(refusal.description.contains("shipped pack") && refusal.description.contains("levels import"))
    }

    @Test func aPackWithNoLevelThatImportsIsRefused() throws {
        let result = try importer.export(Self.pack, levels: [Self.level(1, "RG\nGR")])
        guard case .failure(let refusal) = result else {
            Issue.record("a pack with no good level was written")
            return
        }
        #expect(refusal.description.contains("no level of it would import"), "\(refusal)")
    }
}

extension PackImporter {
    /// The check `levels export` runs.
    func export(_ pack: LevelPack, levels: [LevelRecord]) throws -> Result<PackExportCheck.Export, PackExportCheck.Refusal> {
        try PackExportCheck(importer: self).export(pack, levels: levels)
    }
}
