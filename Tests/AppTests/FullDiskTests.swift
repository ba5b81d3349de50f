@testable import Midend
import Foundation
@testable import LocalDatabase
import Testing
@testable import UITestSupport

/// A full disk at the end of a game: the database refuses the write and no new file can be
/// made. The results go into the space reserved at start (the pending file's reserve), and the
/// player is promised the next start only when they were written there.
@Suite struct FullDiskTests {
    final class Folder {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearfield-full-disk-\(UUID().uuidString)", isDirectory: true)
        var pending: URL { url.appendingPathComponent("state/unsaved-progress.json") }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    struct NoSpace: Error {}

    /// A run whose database and file writes fail as on a full disk (the reserve was made at start).
    static func fullDiskRun(database: AppDatabase, folder: Folder) throws -> ProgressFixture {
        let fixture = try ProgressFixture(database: database, unsavedFile: folder.pending)
        #expect(FileManager.default.fileExists(atPath: folder.pending.appendingPathExtension("reserve").path),
                "the reserve is made at start")
        fixture.store.failing = true
        fixture.store.inner.pendingFile?.writeAtomically = { _, _ in
            throw NSError(domain: NSCocoaErrorDomain, code: NSFileWriteOutOfSpaceError,
                          userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
        }
        return fixture
    }

    @Test func resultsGoIntoTheReserveAndAreWrittenAtTheNextStart() throws {
        let folder = Folder()
        let database = try AppDatabase.inMemory()
        let full = try Self.fullDiskRun(database: database, folder: folder)
        _ = ProgressKeeperTests.clearLevelOne(full.keeper)
        let message = try #require(full.keeper.close())
        #expect(message.contains("they were kept and will be saved at the next start"), "\(message)")
        #expect(FileManager.default.fileExists(atPath: folder.pending.path))
        #expect(!FileManager.default.fileExists(atPath: folder.pending.appendingPathExtension("reserve").path),
                "the reserve became the pending file")

        // Space again: the next start writes them and makes a new reserve.
        let next = try ProgressFixture(database: database, unsavedFile: folder.pending, seed: 9)
        #expect(next.keeper.loadWarnings.isEmpty)
        #expect(try next.totals()["tiles.gamesWon"] == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.pending.path))
        #expect(FileManager.default.fileExists(atPath: folder.pending.appendingPathExtension("reserve").path))
    }

    @Test func withoutTheReserveNothingIsPromised() throws {
        let folder = Folder()
        let full = try Self.fullDiskRun(database: try AppDatabase.inMemory(), folder: folder)
        try FileManager.default.removeItem(at: folder.pending.appendingPathExtension("reserve"))
        _ = ProgressKeeperTests.clearLevelOne(full.keeper)
        let message = try #require(full.keeper.close())
        #expect(!message.contains("will be saved"), "\(message)")
        #expect(message.contains("nor kept for the next start"))
        #expect(message.contains("No space left on device"))
        #expect(!FileManager.default.fileExists(atPath: folder.pending.path))
    }

    /// Kept twice over the reserve's blocks: the second write replaces the first, in place.
    @Test func theReserveIsOverwrittenInPlaceAndReadsAsJSON() throws {
        let folder = Folder()
        var file = PendingResultsFile(url: folder.pending)
        file.makeReserve()
        file.writeAtomically = { _, _ in throw NoSpace() }
        try file.write(Data(#"{"rollovers":[]}"#.utf8))
        let kept = try Data(contentsOf: folder.pending)
        #expect(kept.count == PendingResultsFile.reserveBytes)
        #expect(try JSONDecoder().decode(UnsavedProgress.self, from: kept) == UnsavedProgress())
        // Again: the reserve is now the pending file, rewritten in place.
        try file.write(Data("{}".utf8))
        #expect(try Data(contentsOf: folder.pending).count == PendingResultsFile.reserveBytes)
        // More than the reserve holds: refused, and said so.
        #expect(throws: PendingResultsFile.Failure.self) {
            try file.write(Data(repeating: UInt8(ascii: " "), count: PendingResultsFile.reserveBytes + 1))
        }
    }
}
