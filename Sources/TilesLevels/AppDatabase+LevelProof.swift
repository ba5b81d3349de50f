import Foundation
import GRDB
import LocalDatabase

// Levels the editor saved without the solver's proof that they can be cleared (issue 11: "saving a
// level that is not proven clearable asks first and marks it unproven").

extension AppDatabase {
    /// Saves a level of a player's pack (`saveLevel(_:inPack:)`) and, in the same transaction,
    /// marks it unproven or clears its mark.
    public func saveLevel(_ level: LevelRecord, inPack name: String, proven: Bool) throws {
        try saveLevel(level, inPack: name, verdict: proven ? .proven : .unproven)
    }

    /// The numbers of the pack's levels saved unproven, as they are now (a level changed since is
    /// not among them).
    public func unprovenLevels(inPack name: String) throws -> Set<Int> {
        try dbWriter.read { db in
            Set(try Int.fetchAll(db, sql: """
                SELECT u.number FROM unprovenLevel u
                JOIN packLevel l ON l.pack = u.pack AND l.number = u.number AND l.mapHash = u.mapHash
                WHERE u.pack = ?
                """, arguments: [name]))
        }
    }

    /// A pack installed from a file was proven level by level by the importer: its marks go.
    static func clearUnprovenMarks(pack name: String, in db: Database) throws {
        try db.execute(sql: "DELETE FROM unprovenLevel WHERE pack = ?", arguments: [name])
    }
}
