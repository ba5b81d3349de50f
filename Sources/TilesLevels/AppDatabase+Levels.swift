import Foundation
import GRDB
import LocalDatabase

extension AppDatabase {
    /// Every level of every pack: the shipped pack first, then the others by name, each in
    /// number order (the game parses the maps: Storage knows no game).
    public func levelRecords() throws -> [LevelRecord] {
        try dbWriter.read { db in
            try LevelRecord.fetchAll(db, sql: """
                SELECT packLevel.* FROM packLevel JOIN levelPack ON levelPack.name = packLevel.pack
                ORDER BY levelPack.shipped DESC, levelPack.name, packLevel.number
                """)
        }
    }

    /// A value that changes whenever any pack's levels are written, by this process or another
    /// (every write goes through `install`, which stamps the pack's `installedAt`; a removal
    /// changes the counts): a copy of the levels kept in memory is current while it is equal.
    public func levelsStamp() throws -> String {
        try dbWriter.read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM levelPack), (SELECT max(installedAt) FROM levelPack),
                       (SELECT count(*) FROM packLevel)
                """)
            return [0, 1, 2].map { index in row.flatMap { $0[index] as DatabaseValue? }?.description ?? "" }
                .joined(separator: "|")
        }
    }

    /// The levels of one pack, in number order.
    public func levelRecords(pack: String) throws -> [LevelRecord] {
        try dbWriter.read { db in
            try LevelRecord.filter(LevelRecord.Columns.pack == pack).order(LevelRecord.Columns.number).fetchAll(db)
        }
    }

    /// One level, or nil if its pack has none with that number.
    public func levelRecord(pack: String = LevelPack.shippedName, number: Int) throws -> LevelRecord? {
        try dbWriter.read { db in try LevelRecord.fetchOne(db, key: ["pack": pack, "number": number]) }
    }

    /// The level after `ix` in the same pack, if any (levels need not be numbered without gaps).
    public func levelRecord(pack: String = LevelPack.shippedName, after number: Int) throws -> LevelRecord? {
        try dbWriter.read { db in
            try LevelRecord.filter(LevelRecord.Columns.pack == pack && LevelRecord.Columns.number > number)
                .order(LevelRecord.Columns.number).fetchOne(db)
        }
    }
}

// MARK: - Import bookkeeping of the shipped pack (used by LevelImporter)

extension AppDatabase {
    struct StoredLevelImport {
        var contentHash: String
        var levelCount: Int
        var problems: [LevelProblem]
    }

    /// What the last import recorded, or nil if the levels were never imported.
    func storedLevelImport() throws -> StoredLevelImport? {
        try dbWriter.read { db in
            guard let source = try LevelSource.fetchOne(db) else { return nil }
            let problems = try LevelImportProblemRecord.order(Column("id")).fetchAll(db).map(\.problem)
            return StoredLevelImport(
                contentHash: source.contentHash,
                levelCount: try LevelRecord.filter(LevelRecord.Columns.pack == LevelPack.shippedName).fetchCount(db),
                problems: problems)
        }
    }

    /// Replaces the shipped pack's levels, their recorded problems and their source hash in one
    /// transaction, so a reader sees either the old levels or the new ones. Results on a level
    /// whose map changed are kept, marked as for an older version.
    func replaceLevels(with records: [LevelRecord], problems: [LevelProblem], contentHash: String) throws {
        let date = now()
        try dbWriter.write { db in
            var pack = try LevelPack.fetchOne(db, key: LevelPack.shippedName) ?? LevelPack.shipped(at: date)
            pack.installedAt = date
            try Self.install(pack, levels: records, at: date, in: db)
            _ = try LevelImportProblemRecord.deleteAll(db)
            for problem in problems { try LevelImportProblemRecord(problem).insert(db) }
            try LevelSource(contentHash: contentHash, importedAt: date).save(db)
        }
    }
}

extension AppDatabase {
    /// Levels of the shipped pack kept with an error the last import found (one the solver could
    /// not clear, say), by number, with the problem (its file and line): the game shows these as a
    /// notice on the level.
    public func flaggedLevels() throws -> [Int: LevelProblem] {
        try dbWriter.read { db in
            let present = Set(try Int.fetchAll(db, sql: "SELECT number FROM packLevel WHERE pack = ?",
                                               arguments: [LevelPack.shippedName]))
            var flagged: [Int: LevelProblem] = [:]
            for problem in try LevelImportProblemRecord.order(Column("id")).fetchAll(db).map(\.problem)
            where problem.severity == .error {
                if let number = problem.levelNumber, present.contains(number), flagged[number] == nil { flagged[number] = problem }
            }
            return flagged
        }
    }
}
