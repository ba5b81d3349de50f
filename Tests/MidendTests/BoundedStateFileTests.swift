import Foundation
import GameCore
import LightsOutGame
@testable import Midend
import Progress
import LocalDatabase
import Testing

/// The pending results (`state/unsaved-progress.json`) are read with a stated bound and their
/// problems said in a sentence (issue 34, B4): a 2 GB sparse file or a FIFO costs nothing.
@Suite struct BoundedStateFileTests {
    func store(unsaved: URL) throws -> DatabaseProgressStore {
        let database = try AppDatabase.inMemory()
        let player = PlayerIdentity(try database.currentPlayer(named: "ada"))
        return DatabaseProgressStore(database: database, player: player, unsavedFile: unsaved, games: TestRegistry.catalogs)
    }

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-bounded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func failure(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aHugeSparseFileIsRefusedUnreadInASentence() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let unsaved = directory.appendingPathComponent("unsaved-progress.json")
        #expect(FileManager.default.createFile(atPath: unsaved.path, contents: nil))
        let handle = try FileHandle(forWritingTo: unsaved)
        try handle.truncate(atOffset: 2_000_000_000)
        try handle.close()
        let message = failure { _ = try store(unsaved: unsaved).loadUnsaved() }
        #expect(message == "state/unsaved-progress.json: it is 2 GB, more than the 8 MB the pending results may be",
                "\(String(describing: message))")
    }

    @Test func aFIFOIsNamedAndNeverWaitedFor() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let unsaved = directory.appendingPathComponent("unsaved-progress.json")
        #expect(mkfifo(unsaved.path, 0o600) == 0)
        let message = failure { _ = try store(unsaved: unsaved).loadUnsaved() }
        #expect(message?.contains("it is a FIFO (a named pipe), not a regular file") == true, "\(String(describing: message))")
    }

    @Test func notJSONIsSaidWithoutSwiftsErrorText() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let unsaved = directory.appendingPathComponent("unsaved-progress.json")
        try Data("{ not json".utf8).write(to: unsaved)
        let message = failure { _ = try store(unsaved: unsaved).loadUnsaved() }
        #expect(message?.hasPrefix("state/unsaved-progress.json is not a results file the game can read") == true,
                "\(String(describing: message))")
        #expect(message?.contains("DecodingError") == false)
    }
}
