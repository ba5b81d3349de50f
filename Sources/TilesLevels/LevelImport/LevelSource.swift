import Foundation
import GRDB
import LocalDatabase

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
    var levelNumber: Int?
    var severity: LevelProblem.Severity
    var message: String

    init(_ problem: LevelProblem) {
        file = problem.file
        line = problem.line
        levelNumber = problem.levelNumber
        severity = problem.severity
        message = problem.message
    }

    var problem: LevelProblem {
        LevelProblem(file: file, line: line, levelNumber: levelNumber, severity: severity, message: message)
    }

    private enum CodingKeys: String, CodingKey {
        case id, file, line, levelNumber = "levelIx", severity, message
    }
}

// Its import date as text, as every record of the database stores dates (Records/StoredDate.swift).
extension LevelSource: StoresDatesAsText {}
extension LevelSource: ReadsDatesAsText {}
