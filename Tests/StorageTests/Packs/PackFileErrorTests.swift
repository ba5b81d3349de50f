import Foundation
import Testing
@testable import TilesLevels

/// A pack file that cannot be read is named with a plain reason, never the system's error text.
@Suite struct PackFileErrorTests {
    @Test func aMissingFileAndAFolderAreSaidPlainly() throws {
        let fixture = try PackFixture()
        let missing = fixture.directory.url.appendingPathComponent("nope.sql")
        #expect(throws: PackImportError.unreadable(path: missing.path, reason: "it does not exist")) {
            _ = try fixture.importer().load(file: missing)
        }
        let folder = fixture.directory.url.appendingPathComponent("a-folder.sql")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(throws: PackImportError.unreadable(path: folder.path, reason: "it is a folder, not a file")) {
            _ = try fixture.importer().load(file: folder)
        }
    }
}
