import Foundation
import SaveFiles
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A save that cannot be written throws a clear error and leaves the previous save as it was.
@Suite struct ArchiveWriteFailureTests {
    private let archive = SaveArchive<SamplePayload>()

    private func attemptSecondSave(to file: URL) -> ArchiveFileError? {
        do throws(ArchiveFileError) {
            try archive.write(SamplePayload.make(seed: 99), kind: "mines", summary: sampleSummary, to: file)
            return nil
        } catch {
            return error
        }
    }

    private func expectPreviousSaveIntact(_ file: URL, _ bytes: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try Data(contentsOf: file) == bytes, sourceLocation: sourceLocation)
        #expect(try archive.read(from: file).get().payload == SamplePayload.make(seed: 1), sourceLocation: sourceLocation)
    }

    @Test func aReadOnlyFolderKeepsThePreviousSave() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let previous = try writeSampleArchive(to: file, seed: 1)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path) }

            if geteuid() == 0 {
                // Root writes through permission bits, so take the name the temporary file
                // needs with a folder: the first step fails the same way a read-only folder does.
                let inTheWay = directory.appendingPathComponent("game.save.tmp-\(getpid())")
                try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: false)
                let error = try #require(attemptSecondSave(to: file))
                #expect(error.step == .creatingTemporaryFile)
                #expect(error.description.contains(file.path))
                try FileManager.default.removeItem(at: inTheWay)
            } else {
                let error = try #require(attemptSecondSave(to: file))
                #expect(error.step == .creatingTemporaryFile)
                #expect(error.isReadOnly)
                #expect(error.description.contains("cannot be written"))
            }
            try expectPreviousSaveIntact(file, previous)
        }
    }

    @Test func aFolderThatIsAFileFailsWithoutCreatingAnything() throws {
        try withTemporaryDirectory { directory in
            let notAFolder = directory.appendingPathComponent("state")
            try Data("a regular file".utf8).write(to: notAFolder)
            let error = try #require(attemptSecondSave(to: notAFolder.appendingPathComponent("game.save")))
            #expect(error.errorNumber == ENOTDIR)
            #expect(error.description.hasPrefix("Could not save the game to \(notAFolder.path)/game.save"))
            #expect(try fileNames(in: directory) == ["state"])
        }
    }

    @Test func aBackupThatCannotBeReplacedStopsTheSaveBeforeAnythingChanges() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let previous = try writeSampleArchive(to: file, seed: 1)
            // A non-empty folder where the backup goes cannot be removed by the save.
            let backup = ArchiveFile.backupURL(for: file)
            try FileManager.default.createDirectory(at: backup, withIntermediateDirectories: false)
            try Data().write(to: backup.appendingPathComponent("keep"))

            let error = try #require(attemptSecondSave(to: file))
            #expect(error.step == .keepingBackup)
            try expectPreviousSaveIntact(file, previous)
            #expect(try fileNames(in: directory) == ["game.save", "game.save.bak"])
        }
    }

    @Test func aPayloadThatCannotBeEncodedIsAnEncodingError() throws {
        struct Unencodable: Codable {
            func encode(to encoder: Encoder) throws {
                throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "nothing to encode"))
            }
        }
        try withTemporaryDirectory { directory throws in
            let file = directory.appendingPathComponent("game.save")
            do throws(ArchiveFileError) {
                try SaveArchive<Unencodable>().write(Unencodable(), kind: "x", summary: sampleSummary, to: file)
                Issue.record("an unencodable payload was saved")
            } catch {
                #expect(error.step == .encoding)
                #expect(error.errorNumber == 0)
            }
            #expect(try fileNames(in: directory) == [])
        }
    }
}
