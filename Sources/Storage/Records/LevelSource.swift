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
    var severity: LevelProblem.Severity
    var message: String

    init(_ problem: LevelProblem) {
        file = problem.file
        line = problem.line
        levelIx = problem.levelIx
        severity = problem.severity
        message = problem.message
    }

    var problem: LevelProblem {
        LevelProblem(file: file, line: line, levelIx: levelIx, severity: severity, message: message)
    }
}
