import Foundation
import GRDB
import LocalDatabase

/// What was known about a level of a player's pack when it was saved: the solver proved it
/// clears, could not decide (still checking, too hard for its budget), or proved it cannot be
/// cleared. A draft kept at a stop carries the editor's verdict, so the level list, the export and
/// a later import never meet a "not clearable" level dressed with a par.
public enum LevelVerdict: Sendable, Equatable {
    case proven
    case unproven
    case unclearable
}

extension AppDatabase {
    /// Saves a level of a player's pack and, in the same transaction, records its verdict: a
    /// proven level has no mark, the others are marked for the map they were saved with.
    public func saveLevel(_ level: LevelRecord, inPack name: String, verdict: LevelVerdict) throws {
        let date = now()
        try dbWriter.write { db in
            try Self.saveLevel(level, inPack: name, at: date, in: db)
            try db.execute(sql: "DELETE FROM unprovenLevel WHERE pack = ? AND number = ?", arguments: [name, level.number])
            guard verdict != .proven else { return }
            try db.execute(sql: """
                INSERT INTO unprovenLevel (pack, number, mapHash, markedAt, unclearable) VALUES (?, ?, ?, ?, ?)
                """, arguments: [name, level.number, LevelMapText.hash(level.map), date, verdict == .unclearable])
        }
    }

    /// The numbers of the pack's levels saved with the solver's proof that they cannot be cleared,
    /// as they are now (a level changed since is not among them).
    public func unclearableLevels(inPack name: String) throws -> Set<Int> {
        try dbWriter.read { db in
            Set(try Int.fetchAll(db, sql: """
                SELECT u.number FROM unprovenLevel u
                JOIN packLevel l ON l.pack = u.pack AND l.number = u.number AND l.mapHash = u.mapHash
                WHERE u.pack = ? AND u.unclearable
                """, arguments: [name]))
        }
    }
}
