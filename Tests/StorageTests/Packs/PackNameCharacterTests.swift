import Foundation
import Testing
@testable import TilesLevels

/// Pack and level names follow the nickname's character rules (issue 21, point 7): a zero-width
/// space or a byte-order mark would make two packs, or two levels, that look the same.
@Suite struct PackNameCharacterTests {
    @Test(arguments: ["Starter\u{200B}", "\u{FEFF}Starter", "Star\u{2060}ter", "Sta\u{202E}rter", "Starter\u{E000}"])
    func aPackNameWithAnInvisibleCharacterIsRefused(name: String) throws {
        let fixture = try PackFixture()
        let before = try fixture.snapshot()
        let sql = PackFixture.goodPack.replacingOccurrences(of: "'Mine'", with: "'\(name)'")
        let report = try fixture.importPack(sql, named: "lookalike.sql", skipBad: true)
        #expect(!report.isInstalled, "\(report.problems)")
        #expect(report.problems.contains { $0.message.contains("pack: the name holds") }, "\(report.problems)")
        #expect(try fixture.snapshot() == before)
    }

    @Test func aLevelNameWithAnInvisibleCharacterDropsTheLevel() throws {
        let fixture = try PackFixture()
        let sql = PackFixture.goodPack.replacingOccurrences(of: "'One'", with: "'One\u{200B}'")
        let report = try fixture.importer().load(sql: sql, fileName: "levels.sql")
        #expect(report.goodRecords.map(\.name) == ["Two"], "\(report.problems)")
        #expect(report.problems.contains { $0.message.contains("invisible character U+200B") }, "\(report.problems)")
    }

    @Test func symbolsAndAccentsStayAllowed() throws {
        let fixture = try PackFixture()
        let sql = PackFixture.goodPack.replacingOccurrences(of: "'Mine'", with: "'Étoiles ★'")
            .replacingOccurrences(of: "'One'", with: "'Café ☕'")
        let report = try fixture.importer().load(sql: sql, fileName: "ok.sql")
        #expect(report.errors.isEmpty, "\(report.problems)")
        #expect(report.pack?.name == "Étoiles ★")
    }
}
