import Foundation
import GRDB

/// Runs the level files' SQL in a private in-memory database and reads back the `levels` rows,
/// remembering which file and line wrote each row.
///
/// Working in a scratch database (rather than on the game's file directly) means a level file can
/// only ever touch its own copy of the levels table: a stray `DELETE FROM player` or `COMMIT` in
/// a level file cannot reach players' progress or break the import's transaction.
struct LevelStaging {
    /// Where a row of the staging levels table came from.
    struct Origin: Equatable {
        var file: String
        var line: Int
    }

    /// A row as written by the files, before validation; values are whatever SQLite stored.
    struct StagedRow {
        var values: [String: DatabaseValue]
        var origin: Origin?
    }

    /// The statements a level file may contain. Anything else (ATTACH, PRAGMA, VACUUM INTO,
    /// transaction control...) could reach outside the scratch database or disturb the import.
    static let allowedKeywords: Set<String> = ["CREATE", "INSERT", "REPLACE", "UPDATE", "DELETE", "WITH", "SELECT"]

    /// The game's definition of the levels table, under another name, to compare schema.sql against.
    static let expectedTable = "clearfield_expected_levels"

    private let queue: DatabaseQueue
    private(set) var problems: [LevelProblem] = []
    private var tracking = false

    init() throws {
        queue = try DatabaseQueue()
        try queue.write { db in try db.execute(sql: LevelsTable.createStatement(named: Self.expectedTable)) }
    }

    /// Executes each statement of one file, in order; a failing statement is reported and skipped.
    mutating func run(file: String, text: String) throws {
        let (statements, splitProblems) = SQLScript.split(text)
        problems += splitProblems.map { LevelProblem(file: file, line: $0.line, message: $0.message) }
        for statement in statements {
            let keyword = Self.firstKeyword(of: statement.text)
            guard Self.allowedKeywords.contains(keyword) else {
                problems.append(LevelProblem(
                    file: file, line: statement.line,
                    message: "\(keyword.isEmpty ? "this statement" : keyword) is not allowed in a level file; skipped"))
                continue
            }
            let tracking = self.tracking
            let failure: String? = try queue.writeWithoutTransaction { db in
                if tracking {
                    try db.execute(sql: "UPDATE clearfield_cursor SET file = ?, line = ?",
                                   arguments: [file, statement.line])
                }
                do {
                    try db.execute(sql: statement.text)
                    return nil
                } catch let error as DatabaseError {
                    return error.message ?? error.description
                }
            }
            if let failure {
                problems.append(LevelProblem(file: file, line: statement.line, message: "\(failure); statement skipped"))
            }
        }
    }

    /// Called once the schema file has run (or is known to be missing): makes sure a levels table
    /// exists and says so if it differs from the game's, then starts recording row origins.
    mutating func finishSchema(file: String, wasPresent: Bool) throws {
        let (exists, differences) = try queue.write { db -> (Bool, [String]) in
            guard try db.tableExists("levels") else { return (false, []) }
            return (true, try Self.differences(db))
        }
        if !exists {
            problems.append(LevelProblem(
                file: file, line: nil,
                message: wasPresent
                    ? "it does not create the levels table; using the game's own definition"
                    : "missing; using the game's own definition of the levels table"))
            try queue.write { db in
                try db.execute(sql: LevelsTable.createStatement())
            }
        } else if !differences.isEmpty {
            problems.append(LevelProblem(
                file: file, line: nil,
                message: "its levels table differs from the game's: " + differences.joined(separator: "; ")))
        }
        tracking = (try? queue.write { db in
            try db.execute(sql: """
                CREATE TEMP TABLE clearfield_cursor (file TEXT, line INTEGER);
                INSERT INTO clearfield_cursor VALUES (NULL, NULL);
                CREATE TEMP TABLE clearfield_origin (ix INTEGER PRIMARY KEY, file TEXT, line INTEGER);
                CREATE TEMP TRIGGER clearfield_inserted AFTER INSERT ON main.levels BEGIN
                    INSERT OR REPLACE INTO clearfield_origin SELECT NEW.ix, file, line FROM clearfield_cursor;
                END;
                CREATE TEMP TRIGGER clearfield_updated AFTER UPDATE ON main.levels BEGIN
                    INSERT OR REPLACE INTO clearfield_origin SELECT NEW.ix, file, line FROM clearfield_cursor;
                END;
                """)
        }) != nil
    }

    /// Every row of the staging levels table with its origin, in rowid order.
    func rows() throws -> [StagedRow] {
        try queue.read { db in
            guard try db.tableExists("levels") else { return [] }
            var origins: [Int64: Origin] = [:]
            if tracking {
                for row in try Row.fetchAll(db, sql: "SELECT ix, file, line FROM clearfield_origin") {
                    if let ix = Int64.fromDatabaseValue(row[0] as DatabaseValue),
                       let file = String.fromDatabaseValue(row[1] as DatabaseValue),
                       let line = Int.fromDatabaseValue(row[2] as DatabaseValue) {
                        origins[ix] = Origin(file: file, line: line)
                    }
                }
            }
            return try Row.fetchAll(db, sql: "SELECT * FROM main.levels").map { row in
                var values: [String: DatabaseValue] = [:]
                for (column, value) in row { values[column] = value }
                let ix = values["ix"].flatMap { Int64.fromDatabaseValue($0) }
                return StagedRow(values: values, origin: ix.flatMap { origins[$0] })
            }
        }
    }

    private static func differences(_ db: Database) throws -> [String] {
        func columns(_ table: String) throws -> [String: String] {
            var result: [String: String] = [:]
            for column in try db.columns(in: table) {
                result[column.name] = "\(column.type.uppercased())"
                    + (column.isNotNull ? " NOT NULL" : "")
                    + (column.primaryKeyIndex > 0 ? " PRIMARY KEY" : "")
                    + (column.defaultValueSQL.map { " DEFAULT \($0)" } ?? "")
            }
            return result
        }
        let expected = try columns(Self.expectedTable)
        let found = try columns("levels")
        var differences: [String] = []
        for name in expected.keys.sorted() {
            guard let actual = found[name] else {
                differences.append("column \(name) is missing")
                continue
            }
            if actual != expected[name] {
                differences.append("column \(name) is \(actual), expected \(expected[name] ?? "")")
            }
        }
        for name in found.keys.sorted() where expected[name] == nil {
            differences.append("column \(name) is not one the game reads")
        }
        return differences
    }

    private static func firstKeyword(of statement: String) -> String {
        String(statement.prefix { $0.isLetter }).uppercased()
    }
}
