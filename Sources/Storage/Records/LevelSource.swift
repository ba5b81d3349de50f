import Foundation
import GRDB

/// The single row recording what the levels table was last built from.
struct LevelSource: Codable, Equatable, FetchableRecord, PersistableRecord {
    var id: Int = 1
    var contentHash: String
    var importedAt: Date
}

/// A stored import problem (see `LevelProblem`).
struct LevelImportProblemRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "levelImportProblem"

    var id: Int64?
    var file: String
    var line: Int?
    var levelIx: Int?
    var message: String
}
