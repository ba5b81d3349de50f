import Foundation
@testable import SaveFiles
@testable import LocalDatabase

/// A fresh directory under the system's temporary directory, removed when the value is released.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearfield-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    var path: String { url.path }

    /// Writes `text` to a file at `relativePath` (creating parent directories) and returns its URL.
    @discardableResult
    func write(_ text: String, to relativePath: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    func makeDirectory(_ relativePath: String) throws -> URL {
        let directory = url.appendingPathComponent(relativePath, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}

/// The schema file the tiles helper ships in levels/schema.sql.
let schemaSQL = """
    -- The campaign's table.
    CREATE TABLE IF NOT EXISTS levels (ix INTEGER PRIMARY KEY, background TEXT NOT NULL DEFAULT 'default', \
    map TEXT NOT NULL, name TEXT NOT NULL, par INTEGER NOT NULL, pack TEXT NOT NULL DEFAULT 'campaign');
    """

/// A fixed instant for timestamps, so stored dates can be compared exactly.
let fixedDate = Date(timeIntervalSince1970: 1_800_000_000)

func makeDatabase() throws -> AppDatabase {
    try AppDatabase.inMemory(now: { fixedDate })
}

extension SavedGame {
    /// A format-1 save's section, read with the game module's type (as the app's front end does).
    func section<Section: Decodable>() throws -> Section {
        guard case .format1(let bytes) = contents else { throw CocoaError(.coderReadCorrupt) }
        return try PropertyListDecoder().decode(Section.self, from: bytes)
    }
}
