import Foundation
import Testing
@testable import LocalDatabase
@testable import TilesLevels

/// Pack names clash as players' names do (issue 31: "Campaign" was imported beside the shipped
/// "campaign", "STARTER" beside "Starter"): another spelling of an installed pack's name is
/// refused with the pack's own problem, and nothing changes; the same name still replaces.
@Suite struct PackNameClashTests {
    static func renamed(_ name: String) -> String {
        PackFixture.goodPack.replacingOccurrences(of: "'Mine'", with: "'\(name)'")
    }

    @Test(arguments: ["MINE", "mine", "Miné", "Ｍine"])
    func anotherSpellingOfAnInstalledPackIsRefused(_ name: String) throws {
        let fixture = try PackFixture()
        let before = try fixture.database.levelPacks()
        let report = try fixture.importPack(Self.renamed(name), named: "other.sql")
        #expect(!report.isInstalled)
        let problem = try #require(report.errors.first { $0.message.contains("written another way") }, "\(report.problems)")
        #expect(problem.message.contains("\"\(name)\"") && problem.message.contains("\"Mine\""), "\(problem.message)")
        #expect(report.summary(fileName: "other.sql").contains("not imported"))
        #expect(!report.canSkipBad, "--skip-bad would not help")
        #expect(try fixture.database.levelPacks() == before, "nothing changed")
    }

    @Test func theSameNameReplacesThePackAndAnotherNameIsAnotherPack() throws {
        let fixture = try PackFixture()
        #expect(try fixture.importPack(PackFixture.goodPack, named: "again.sql").isInstalled)
        #expect(try fixture.importPack(Self.renamed("Mines"), named: "mines.sql").isInstalled)
        #expect(try fixture.database.levelPacks().filter { !$0.isShipped }.map(\.name) == ["Mine", "Mines"])
    }

    @Test func theEditorsNewPackAndTheInstallItselfRefuseItToo() throws {
        let fixture = try PackFixture()
        #expect(throws: LevelPackError.nameTaken(name: "MINE", installed: "Mine")) {
            try fixture.database.createPlayerPack(named: "MINE")
        }
        #expect(throws: LevelPackError.nameTaken(name: "mine", installed: "Mine")) {
            try fixture.database.installPack(LevelPack(name: "mine", installedAt: Date()), levels: [])
        }
    }
}
