import Foundation
import GRDB
import Tiles

extension AppDatabase {
    /// The campaign in level order. Rows are validated when imported; a row that no longer parses
    /// (the database was edited by hand) is left out here rather than failing the whole list.
    public func levels() throws -> [Level] {
        try levelRecords().compactMap { try? $0.level() }
    }

    /// One level, or nil if there is no valid level with that number.
    public func level(ix: Int) throws -> Level? {
        try dbWriter.read { db in try LevelRecord.fetchOne(db, key: ix) }.flatMap { try? $0.level() }
    }

    /// The raw rows of the levels table, in level order.
    public func levelRecords() throws -> [LevelRecord] {
        try dbWriter.read { db in try LevelRecord.order(LevelRecord.Columns.ix).fetchAll(db) }
    }

    /// The number of the level after `ix`, if any (levels need not be numbered without gaps).
    public func level(after ix: Int) throws -> Level? {
        try dbWriter.read { db in
            try LevelRecord.filter(LevelRecord.Columns.ix > ix).order(LevelRecord.Columns.ix).fetchOne(db)
        }.flatMap { try? $0.level() }
    }
}
