import Foundation
import GRDB
import GRDBSQLite
import Synchronization
import LocalDatabase
import SaveFiles

/// A table untrusted SQL may read and write, and the definition the sandbox creates it with.
struct SandboxTable: Equatable, Sendable {
    var name: String
    /// `CREATE TABLE <name> (...)`, run by the sandbox itself.
    var definition: String

    /// The game's levels table: the one definition (`LevelsTable`), which the "v1" migration runs.
    static let levels = SandboxTable(name: LevelsTable.name, definition: LevelsTable.createStatement())

    /// A level pack's levels: numbered within the pack (`ix`), no `pack` column (the pack's
    /// metadata row names it), and `par` may be left NULL for the solver to compute.
    static let packLevels = SandboxTable(name: LevelsTable.name, definition: """
        CREATE TABLE levels (
            ix INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            background TEXT NOT NULL DEFAULT 'default',
            par INTEGER,
            map TEXT NOT NULL)
        """)

    /// The metadata row a level pack describes itself with (used by pack import).
    static let packMetadata = SandboxTable(name: "pack", definition: """
        CREATE TABLE pack (
            name TEXT NOT NULL,
            author TEXT NOT NULL DEFAULT '',
            version TEXT NOT NULL DEFAULT '1',
            description TEXT NOT NULL DEFAULT '')
        """)
}

/// Runs untrusted SQL (the shipped `levels/*.sql`, level packs) one statement at a time in a fresh
/// in-memory database that holds only the given tables, and reads back what it left there.
///
/// The SQL can never reach the player's database: it is a different connection to a database
/// that exists only in memory. Inside it, `SandboxGuard` allows only reads and writes of the
/// sandbox's tables and a short list of plain functions, and stops a statement that runs too long;
/// SQLite's own limits refuse oversized values before they are built; and a trigger refuses a
/// statement that would leave more rows than allowed. Every row remembers the file and line of
/// the statement that last wrote it.
struct SQLSandbox {
    /// Where a statement (and so the rows it writes) comes from.
    typealias Origin = FileLocation

    /// A row as the SQL left it, before any checking; values are whatever SQLite stored.
    struct StagedRow {
        var values: [String: DatabaseValue]
        var origin: Origin?
    }

    enum Outcome: Equatable {
        /// The statement ran. `deleted` counts rows it removed per table (only tables it deleted
        /// from); `redefined` lists rows it replaced that an earlier statement had written.
        case done(deleted: [String: Int], redefined: [Redefinition])
        /// SQLite reported an ordinary error (syntax, constraint...); nothing changed.
        case failed(String)
        /// The sandbox refused it (not allowed, or over a limit); nothing changed.
        case refused(String)
    }

    /// A row written again: `INSERT OR REPLACE` of a key an earlier statement had already used.
    struct Redefinition: Equatable, Sendable {
        var table: String
        var rowid: Int64
        var earlier: Origin
    }

    let tables: [SandboxTable]
    let limits: SandboxLimits
    private let queue: DatabaseQueue
    private let guardian: SandboxGuard
    private let watchdog: SandboxWatchdog

    /// Names of the sandbox's own tables and triggers, which untrusted SQL may not touch.
    static let cursorTable = "clearfield_cursor"
    static let originTable = "clearfield_origin"
    static let redefinedTable = "clearfield_redefined"
    static let limitMarker = "clearfield: row limit"
    private static let oneAtATime = Mutex(())

    /// `creatableTables` are names `CREATE TABLE` may use: only for probing what a schema file
    /// declares, in a sandbox of its own.
    init(tables: [SandboxTable], limits: SandboxLimits = .standard, clock: SandboxClock = .system,
         bookkeepingTables: Set<String> = [], creatableTables: Set<String> = [],
         shouldStop: @escaping @Sendable () -> Bool = { false }) throws {
        self.tables = tables
        self.limits = limits
        queue = try DatabaseQueue()
        let triggers = tables.flatMap { ["clearfield_\($0.name)_before", "clearfield_\($0.name)_inserted",
                                         "clearfield_\($0.name)_updated"] }
        guardian = SandboxGuard(
            tables: Set(tables.map(\.name)), ownTriggers: Set(triggers),
            bookkeepingTables: bookkeepingTables.union([Self.cursorTable, Self.originTable, Self.redefinedTable]))
        guardian.creatableTables = creatableTables
        guardian.maxStepsPerStatement = limits.maxStepsPerStatement
        guardian.maxSteps = limits.maxSteps
        guardian.clock = clock
        guardian.maxSeconds = limits.maxSeconds
        guardian.maxMemoryBytes = limits.maxMemoryBytes
        guardian.shouldStop = shouldStop
        watchdog = SandboxWatchdog(shouldStop: shouldStop)
        let guardian = guardian
        try queue.inDatabase { db in
            sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_LENGTH, Int32(clamping: limits.maxValueBytes))
            sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_SQL_LENGTH, Int32(clamping: limits.maxStatementBytes))
            sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_ATTACHED, 0)
            sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, Int32(clamping: limits.maxPatternBytes))
            // Bounds the scratch database itself, whatever the row limit lets through.
            try db.execute(sql: "PRAGMA max_page_count = \(max(1_024, limits.maxLevels * 4))")
            // Temporary tables (a recursive query's queue, a sort) stay in memory, where the memory
            // limit sees them, instead of growing a file on disk unseen.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            try db.execute(sql: """
                CREATE TEMP TABLE \(Self.cursorTable) (file TEXT, line INTEGER);
                INSERT INTO \(Self.cursorTable) VALUES (NULL, NULL);
                CREATE TEMP TABLE \(Self.originTable) (tbl TEXT, rid INTEGER, file TEXT, line INTEGER,
                                                      PRIMARY KEY (tbl, rid));
                CREATE TEMP TABLE \(Self.redefinedTable) (tbl TEXT, rid INTEGER, file TEXT, line INTEGER);
                """)
            for table in tables { try Self.create(table, maxRows: limits.maxLevels, in: db) }
            try SandboxFormatGuard.install(on: db, maxValueBytes: limits.maxValueBytes)
            guardian.install(on: db)
        }
    }

    /// The table and the triggers that record row origins, repeated keys and the row limit.
    private static func create(_ table: SandboxTable, maxRows: Int, in db: Database) throws {
        let name = table.name
        // Delete, then insert: an UPSERT's ON CONFLICT overrides a trigger's OR REPLACE, which then
        // failed with the bookkeeping's own UNIQUE constraint.
        let record = """
            DELETE FROM \(originTable) WHERE tbl = '\(name)' AND rid = NEW.rowid;
            INSERT INTO \(originTable)
                SELECT '\(name)', NEW.rowid, file, line FROM \(cursorTable);
            """
        try db.execute(sql: table.definition)
        try db.execute(sql: """
            CREATE TEMP TRIGGER clearfield_\(name)_before BEFORE INSERT ON main.\(name) BEGIN
                INSERT INTO \(redefinedTable)
                    SELECT '\(name)', NEW.rowid, o.file, o.line FROM \(originTable) AS o
                    WHERE o.tbl = '\(name)' AND o.rid = NEW.rowid
                      AND EXISTS (SELECT 1 FROM main.\(name) WHERE rowid = NEW.rowid);
            END;
            CREATE TEMP TRIGGER clearfield_\(name)_inserted AFTER INSERT ON main.\(name) BEGIN
                \(record)
                SELECT RAISE(ABORT, '\(limitMarker)') WHERE (SELECT count(*) FROM main.\(name)) > \(maxRows);
            END;
            CREATE TEMP TRIGGER clearfield_\(name)_updated AFTER UPDATE ON main.\(name) BEGIN
                \(record)
            END;
            """)
    }

    /// Runs one untrusted statement. Nothing it does survives a refusal or a failure.
    func run(_ sql: String, origin: Origin) -> Outcome {
        // One untrusted statement at a time in the whole process: the memory limit reads SQLite's
        // process-wide figure, which two runaway statements at once would both see.
        Self.oneAtATime.withLock { _ in runAlone(sql, origin: origin) }
    }

    private func runAlone(_ sql: String, origin: Origin) -> Outcome {
        let guardian = guardian
        let watchdog = watchdog
        let tables = tables
        do {
            return try queue.inDatabase { db in
                try db.execute(sql: "UPDATE \(Self.cursorTable) SET file = ?, line = ?",
                               arguments: [origin.file, origin.line])
                try db.execute(sql: "DELETE FROM \(Self.redefinedTable)")
                guardian.beginStatement()
                guardian.isEnforcing = true
                defer { guardian.isEnforcing = false }
                let statement: Statement
                do {
                    statement = try db.makeStatement(sql: sql)
                } catch let error as DatabaseError {
                    return outcome(for: error, statementBytes: sql.utf8.count)
                }
                let deleting = tables.map(\.name).filter { guardian.deletesFrom.contains($0) }
                guardian.isEnforcing = false
                let before = try deleting.map { try Self.count($0, in: db) }
                guardian.isEnforcing = true
                // Watched from a timer too: the progress handler alone waits out a thousand steps,
                // however long each one takes.
                let timer = watchdog.begin(connection: db.sqliteConnection!, budgetSeconds: guardian.secondsLeft)
                do {
                    try statement.execute()
                } catch let error as DatabaseError {
                    guardian.endStatement(watchdog: watchdog.end(timer))
                    return outcome(for: error, statementBytes: sql.utf8.count)
                }
                guardian.endStatement(watchdog: watchdog.end(timer))
                guardian.isEnforcing = false
                var deleted: [String: Int] = [:]
                for (table, count) in zip(deleting, before) {
                    let removed = count - (try Self.count(table, in: db))
                    if removed > 0 { deleted[table] = removed }
                }
                let redefined = try Row.fetchAll(db, sql: "SELECT tbl, rid, file, line FROM \(Self.redefinedTable)")
                    .map { Redefinition(table: $0[0], rowid: $0[1], earlier: Origin(file: $0[2], line: $0[3])) }
                return .done(deleted: deleted, redefined: redefined)
            }
        } catch {
            return .failed("\(error)")
        }
    }

    private func outcome(for error: DatabaseError, statementBytes: Int) -> Outcome {
        let message = error.message ?? error.description
        // Whatever SQLite calls the error, a refusal by the authorizer is what happened.
        if let denial = guardian.denial { return .refused(denial) }
        switch error.resultCode {
        case .SQLITE_AUTH:
            return .refused("it is not allowed in level SQL")
        case .SQLITE_INTERRUPT:
            return .refused(guardian.interruption ?? "it was stopped")
        case .SQLITE_TOOBIG:
            if statementBytes > limits.maxStatementBytes {
                return .refused("the statement is \(readableBytes(statementBytes)) long, more than "
                    + "the \(readableBytes(limits.maxStatementBytes)) allowed")
            }
            return .refused("it builds a value larger than \(readableBytes(limits.maxValueBytes))")
        case .SQLITE_NOMEM, .SQLITE_FULL:
            return .refused("it needs more memory than level SQL may use")
        default:
            // The game's other tables are not in the sandbox at all; naming one is still an attempt
            // to reach outside it, and is refused with a plain message rather than a typo's.
            if message.hasPrefix("no such table: ") {
                let name = message.dropFirst("no such table: ".count)
                let bare = name.split(separator: ".").last.map(String.init) ?? String(name)
                if guardian.bookkeepingTables.contains(bare) {
                    return .refused("it touches the importer's own bookkeeping (\(bare))")
                }
                return .refused("it names the table \(name), which is not in the sandbox; level SQL may only use "
                    + tables.map(\.name).sorted().joined(separator: " and "))
            }
            if let range = message.range(of: SandboxFormatGuard.marker) {
                return .refused(String(message[range.upperBound...]))
            }
            if message.contains(Self.limitMarker) {
                return .refused("it would make more than \(limits.maxLevels.groupedDigits) rows in one table")
            }
            if message.contains("LIKE or GLOB pattern too complex") {
                return .refused("a LIKE or GLOB pattern is longer than the \(readableBytes(limits.maxPatternBytes)) allowed")
            }
            return .failed(message)
        }
    }

    /// Every row of `table` with its origin, in rowid order.
    func rows(of table: String) throws -> [StagedRow] {
        try queue.inDatabase { db in
            var origins: [Int64: Origin] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT rid, file, line FROM \(Self.originTable) WHERE tbl = ?",
                                        arguments: [table]) {
                if let rowid = row[0] as Int64?, let file = row[1] as String?, let line = row[2] as Int? {
                    origins[rowid] = Origin(file: file, line: line)
                }
            }
            return try Row.fetchAll(db, sql: "SELECT rowid AS clearfield_rowid, * FROM main.\(table) ORDER BY rowid")
                .map { row in
                    var values: [String: DatabaseValue] = [:]
                    for (column, value) in row where column != "clearfield_rowid" { values[column] = value }
                    return StagedRow(values: values, origin: (row["clearfield_rowid"] as Int64?).flatMap { origins[$0] })
                }
        }
    }

    /// How many rows `table` holds now.
    func count(of table: String) throws -> Int {
        try queue.inDatabase { db in try Self.count(table, in: db) }
    }

    private static func count(_ table: String, in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM main.\(table)") ?? 0
    }

    /// Each column of `table` as "TYPE [NOT NULL] [PRIMARY KEY] [DEFAULT x]", or nil when there is
    /// no such table: enough to tell whether two definitions store the same rows.
    func columnDescriptions(of table: String) throws -> [String: String]? {
        try queue.inDatabase { db in
            guard try db.tableExists(table) else { return nil }
            var result: [String: String] = [:]
            for column in try db.columns(in: table) {
                result[column.name] = column.type.uppercased()
                    + (column.isNotNull ? " NOT NULL" : "")
                    + (column.primaryKeyIndex > 0 ? " PRIMARY KEY" : "")
                    + (column.defaultValueSQL.map { " DEFAULT \($0)" } ?? "")
            }
            return result
        }
    }

    /// The time and step budget is spent: nothing more may run.
    var isExhausted: Bool {
        guardian.budgetRanOut
    }
}
