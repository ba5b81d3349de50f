import Foundation
import GRDB

extension AppDatabase {
    /// The raw rows of the levels table, in level order (the game parses the maps: Storage knows no game).
    public func levelRecords() throws -> [LevelRecord] {
        try dbWriter.read { db in try LevelRecord.order(LevelRecord.Columns.ix).fetchAll(db) }
    }

    /// The row of one level, or nil if there is none with that number.
    public func levelRecord(ix: Int) throws -> LevelRecord? {
        try dbWriter.read { db in try LevelRecord.fetchOne(db, key: ix) }
    }

    /// The row of the level after `ix`, if any (levels need not be numbered without gaps).
    public func levelRecord(after ix: Int) throws -> LevelRecord? {
        try dbWriter.read { db in
            try LevelRecord.filter(LevelRecord.Columns.ix > ix).order(LevelRecord.Columns.ix).fetchOne(db)
        }
    }
}

// MARK: - Import bookkeeping (used by LevelImporter)

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
                contentHash: source.contentHash, levelCount: try LevelRecord.fetchCount(db), problems: problems)
        }
    }

    /// Replaces the whole campaign, its recorded problems and its source hash in one transaction,
    /// so a reader sees either the old levels or the new ones.
    func replaceLevels(with records: [LevelRecord], problems: [LevelProblem], contentHash: String) throws {
        let date = now()
        try dbWriter.write { db in
            _ = try LevelRecord.deleteAll(db)
            for record in records { try record.insert(db) }
            _ = try LevelImportProblemRecord.deleteAll(db)
            for problem in problems { try LevelImportProblemRecord(problem).insert(db) }
            try LevelSource(contentHash: contentHash, importedAt: date).save(db)
        }
    }
}

extension AppDatabase {
    /// Levels kept in the campaign with an error the last import found (one the solver could not
    /// clear, say), by number, with the problem (its file and line): the game shows these as a
    /// notice on the level.
    public func flaggedLevels() throws -> [Int: LevelProblem] {
        try dbWriter.read { db in
            let present = Set(try Int.fetchAll(db, sql: "SELECT ix FROM levels"))
            var flagged: [Int: LevelProblem] = [:]
            for problem in try LevelImportProblemRecord.order(Column("id")).fetchAll(db).map(\.problem)
            where problem.severity == .error {
                if let ix = problem.levelIx, present.contains(ix), flagged[ix] == nil { flagged[ix] = problem }
            }
            return flagged
        }
    }
}
