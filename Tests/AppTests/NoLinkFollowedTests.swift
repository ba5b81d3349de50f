@testable import Shell
import Foundation
import Midend
import SaveFiles
@testable import LocalDatabase
import Testing
@testable import UITestSupport

/// No file the game writes follows a symbolic link out of its folders (issue 21, point 2): a link
/// planted where a lock, the pending results or the database belongs leaves its target untouched.
@Suite struct NoLinkFollowedTests {
    final class Folder {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearfield-links-\(UUID().uuidString)", isDirectory: true)
        init() throws {
            try FileManager.default.createDirectory(at: url.appendingPathComponent("state"), withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url) }

        /// A file outside the game's folders, holding `text`, and a link to it at `relativePath`.
        func plantLink(at relativePath: String, text: String = "precious\n") throws -> URL {
            let outside = url.appendingPathComponent("outside-\(UUID().uuidString).txt")
            try Data(text.utf8).write(to: outside)
            try FileManager.default.createSymbolicLink(at: url.appendingPathComponent(relativePath),
                                                       withDestinationURL: outside)
            return outside
        }

        /// A file outside the game's folders, holding `text`, and a hard link to it at `relativePath`.
        func plantHardLink(at relativePath: String, text: String = "precious\n") throws -> URL {
            let outside = url.appendingPathComponent("outside-\(UUID().uuidString).txt")
            try Data(text.utf8).write(to: outside)
            try FileManager.default.linkItem(at: outside, to: url.appendingPathComponent(relativePath))
            return outside
        }
    }

    /// Issue 34, B6: a hard link is a second name of the same file; O_NOFOLLOW does not see it.
    @Test func theOpenGameLockDoesNotWriteThroughAHardLink() throws {
        let folder = try Folder()
        let save = folder.url.appendingPathComponent("state/current-game.clearfield-save")
        let outside = try folder.plantHardLink(at: "state/current-game.open")
        let lock = OpenGameLock(guarding: save)
        #expect(lock.acquire() == nil)
        #expect(lock.isHeld)
        #expect(try String(contentsOf: outside, encoding: .utf8) == "precious\n")
        lock.release()
        #expect(try String(contentsOf: outside, encoding: .utf8) == "precious\n")
        let status = try FileManager.default.attributesOfItem(atPath: outside.path)
        #expect(status[.referenceCount] as? Int == 1, "the lock file still shares the outside file")
    }

    @Test func thePendingResultsAreNotWrittenOverAHardLinkedReserve() throws {
        let folder = try Folder()
        let pending = folder.url.appendingPathComponent("state/unsaved-progress.json")
        let outside = try folder.plantHardLink(at: "state/unsaved-progress.json.reserve",
                                               text: String(repeating: " ", count: PendingResultsFile.reserveBytes))
        var file = PendingResultsFile(url: pending)
        file.writeAtomically = { _, _ in throw FullDiskTests.NoSpace() }
        #expect(throws: PendingResultsFile.Failure.self) { try file.write(Data("{}".utf8)) }
        #expect(try Data(contentsOf: outside) == Data(repeating: UInt8(ascii: " "), count: PendingResultsFile.reserveBytes))
    }

    @Test func theOpenGameLockDoesNotWriteThroughALink() throws {
        let folder = try Folder()
        let save = folder.url.appendingPathComponent("state/current-game.clearfield-save")
        let outside = try folder.plantLink(at: "state/current-game.open")
        let lock = OpenGameLock(guarding: save)
        #expect(lock.acquire() == nil)
        #expect(lock.isHeld)
        lock.release()
        #expect(try String(contentsOf: outside, encoding: .utf8) == "precious\n")
        #expect(!OwnFile.isSymbolicLink(save.deletingPathExtension().path + ".open"))
    }

    @Test func theSaveLockDoesNotWriteThroughALink() throws {
        let folder = try Folder()
        let save = folder.url.appendingPathComponent("state/current-game.clearfield-save")
        let outside = try folder.plantLink(at: "state/current-game.lock")
        let lock = SaveFileLock(guarding: save)
        lock.release()
        #expect(try String(contentsOf: outside, encoding: .utf8) == "precious\n")
    }

    @Test func thePendingResultsAreNotWrittenOverALinkedReserve() throws {
        let folder = try Folder()
        let pending = folder.url.appendingPathComponent("state/unsaved-progress.json")
        let outside = try folder.plantLink(at: "state/unsaved-progress.json.reserve",
                                           text: String(repeating: " ", count: PendingResultsFile.reserveBytes))
        var file = PendingResultsFile(url: pending)
        file.writeAtomically = { _, _ in throw FullDiskTests.NoSpace() }
        #expect(throws: PendingResultsFile.Failure.self) { try file.write(Data("{}".utf8)) }
        #expect(try Data(contentsOf: outside) == Data(repeating: UInt8(ascii: " "), count: PendingResultsFile.reserveBytes))
    }

    @Test func aLinkedDatabaseOrCompanionIsRefused() throws {
        for suffix in ["", "-wal", "-journal"] {
            let folder = try Folder()
            let outside = try folder.plantLink(at: "clearfield.sqlite" + suffix, text: "")
            let database = folder.url.appendingPathComponent("clearfield.sqlite")
            #expect(throws: AppDatabaseError.self) { _ = try AppDatabase.open(at: database) }
            do {
                _ = try AppDatabase.open(at: database)
            } catch {
                #expect("\(error)".contains("is a symbolic link"), "\(error)")
            }
            #expect(try Data(contentsOf: outside).isEmpty, "the link's target was written (\(suffix))")
        }
    }

    @Test func aFolderWhereTheDatabaseBelongsIsSaidPlainly() throws {
        let folder = try Folder()
        let database = folder.url.appendingPathComponent("clearfield.sqlite")
        try FileManager.default.createDirectory(at: database, withIntermediateDirectories: true)
        do {
            _ = try AppDatabase.open(at: database)
            Issue.record("a folder opened as the database")
        } catch {
            #expect("\(error)".contains("it is a folder, not a database file"), "\(error)")
            #expect(!"\(error)".contains("chmod"), "\(error)")
        }
    }
}
