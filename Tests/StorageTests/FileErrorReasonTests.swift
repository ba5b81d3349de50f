import Foundation
import GRDB
import Testing
@testable import SaveFiles
@testable import LocalDatabase

/// Errors about files read as plain words, never Foundation's or SQLite's own text.
@Suite struct FileErrorReasonTests {
    func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-reason-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func aFolderReadAsAFileIsNamedAsSuch() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let error = try #require(throws: (any Error).self) { try Data(contentsOf: directory) }
        #expect(FileErrorReason.describe(error, path: directory.path) == "it is a folder, not a file")
    }

    @Test func aMissingFileSaysSo() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("none.json")
        let error = try #require(throws: (any Error).self) { try Data(contentsOf: missing) }
        #expect(FileErrorReason.describe(error, path: missing.path) == "it does not exist")
    }

    @Test(arguments: [CocoaError.Code.fileReadUnknown, .fileWriteUnknown, .fileReadCorruptFile])
    func noReasonEverCarriesFoundationsText(_ code: CocoaError.Code) {
        let reason = FileErrorReason.plain(CocoaError(code))
        #expect(!reason.contains("NSCocoaErrorDomain") && !reason.contains("The operation could not be completed"))
    }

    /// A database whose folder has gone: a sentence naming the folder and what to do.
    @Test func aDatabaseInAMissingFolderSaysWhatToDo() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let error = DatabaseError(resultCode: .SQLITE_CANTOPEN, message: "unable to open database file")
        let file = directory.appendingPathComponent("missing-folder/clearfield.sqlite")
        let reason = AppDatabase.openFailureReason(error, file: file)
        #expect(reason.contains("missing-folder does not exist"), "\(reason)")
        #expect(reason.contains("--data-dir DIR"))
        #expect(!reason.contains("unable to open database file"))
    }
}
