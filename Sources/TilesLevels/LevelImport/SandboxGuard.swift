import Foundation
import GRDB
import GRDBSQLite
import SaveFiles

/// SQLite's authorizer and progress handler for the scratch database untrusted SQL runs in.
///
/// While `isEnforcing` is on (only around one untrusted statement) the authorizer allows the
/// reads and writes such a statement needs on the sandbox's own tables and nothing else, and the
/// progress handler counts VM steps and watches the clock. The sandbox's own setup statements run
/// with it off. GRDB installs an authorizer of its own on every connection; this one replaces it
/// on the scratch connection only, which loses nothing there (GRDB uses it for observation and
/// schema caching, which the scratch database does not need).
final class SandboxGuard {
    /// Tables untrusted statements may read and write.
    let tables: Set<String>
    /// Triggers the sandbox itself installed: whatever they do was written by the importer.
    let ownTriggers: Set<String>
    /// Tables of the importer's own bookkeeping: touching them gets its own notice.
    let bookkeepingTables: Set<String>
    /// Tables `CREATE TABLE` may name (only while probing a schema file).
    var creatableTables: Set<String> = []

    var isEnforcing = false
    /// Why the current statement was refused by the authorizer (the first reason: SQLite stops
    /// compiling at the first refusal).
    private(set) var denial: String?
    /// Whether the current statement deletes rows of a sandbox table.
    private(set) var deletesFrom: Set<String> = []

    /// Instructions between two progress-handler calls: small enough to stop a runaway statement
    /// within microseconds, large enough that the call costs nothing measurable.
    static let stepsPerCheck: Int32 = 1_000
    var stepsThisStatement = 0
    var stepsInAll = 0
    var maxStepsPerStatement = Int.max
    var maxSteps = Int.max
    /// The most time all statements together may run, and the time they have run so far (by
    /// `clock`, counted only while a statement runs: waiting for another sandbox's statement is
    /// not this one's time, issue 34 B3).
    var maxSeconds = Double.infinity
    private(set) var spentSeconds = 0.0
    private var statementStartedAt = 0.0
    /// Set when a budget (rather than a refusal or a cancel) stopped a statement.
    private(set) var budgetRanOut = false
    var maxMemoryBytes = Int.max
    /// SQLite's memory in use when the statement started (a process-wide figure, so other
    /// connections' use counts too: the margin is generous).
    private var memoryAtStart: Int64 = 0
    var clock = SandboxClock.system
    /// Asked with the other limits, every `stepsPerCheck` instructions: true stops the statement
    /// (an import cancelled from a menu stops inside a long statement, not after it).
    var shouldStop: @Sendable () -> Bool = { false }
    /// Why the progress handler stopped the current statement.
    private(set) var interruption: String?

    init(tables: Set<String>, ownTriggers: Set<String>, bookkeepingTables: Set<String>) {
        self.tables = tables
        self.ownTriggers = ownTriggers
        self.bookkeepingTables = bookkeepingTables
    }

    /// Installs both callbacks on `db`. The guard must outlive the connection.
    func install(on db: Database) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_set_authorizer(db.sqliteConnection, { context, action, first, second, _, trigger in
            Unmanaged<SandboxGuard>.fromOpaque(context!).takeUnretainedValue()
                .authorize(action, first.map { String(cString: $0) }, second.map { String(cString: $0) },
                           trigger.map { String(cString: $0) })
        }, context)
        sqlite3_progress_handler(db.sqliteConnection, Self.stepsPerCheck, { context in
            Unmanaged<SandboxGuard>.fromOpaque(context!).takeUnretainedValue().checkProgress()
        }, context)
    }

    /// Clears the per-statement state before an untrusted statement is prepared.
    func beginStatement() {
        denial = nil
        interruption = nil
        deletesFrom = []
        stepsThisStatement = 0
        memoryAtStart = sqlite3_memory_used()
        statementStartedAt = clock.seconds()
    }

    /// Adds the statement's time to the budget spent; `watchdog` is what the watchdog saw.
    func endStatement(watchdog: (reason: String?, isBudget: Bool)) {
        spentSeconds += max(0, clock.seconds() - statementStartedAt)
        if interruption == nil, let reason = watchdog.reason { interruption = reason }
        if watchdog.isBudget || spentSeconds > maxSeconds || stepsInAll > maxSteps { budgetRanOut = true }
    }

    /// The time the current statement may still run.
    var secondsLeft: Double { max(0, maxSeconds - spentSeconds) }

    private func checkProgress() -> Int32 {
        guard isEnforcing else { return 0 }
        stepsThisStatement += Int(Self.stepsPerCheck)
        stepsInAll += Int(Self.stepsPerCheck)
        if stepsThisStatement > maxStepsPerStatement {
            interruption = "it ran more than \(maxStepsPerStatement.groupedDigits) steps (a query that never ends?)"
        } else if stepsInAll > maxSteps {
            interruption = "the level files together ran more than \(maxSteps.groupedDigits) steps"
        } else if sqlite3_memory_used() - memoryAtStart > Int64(clamping: maxMemoryBytes) {
            interruption = "it needs more than \(readableBytes(maxMemoryBytes)) of memory"
        } else if spentSeconds + clock.seconds() - statementStartedAt > maxSeconds {
            interruption = "the level files took longer than the time allowed"
        } else if shouldStop() {
            interruption = "the import was cancelled"
        }
        return interruption == nil ? 0 : 1
    }

    private func authorize(_ action: Int32, _ first: String?, _ second: String?, _ trigger: String?) -> Int32 {
        guard isEnforcing else { return SQLITE_OK }
        // The sandbox's own triggers keep its bookkeeping; what they do is not the file's doing.
        if let trigger, ownTriggers.contains(trigger) { return SQLITE_OK }
        if let reason = reasonToRefuse(action, first, second) {
            if denial == nil { denial = reason }
            return SQLITE_DENY
        }
        if action == SQLITE_DELETE, let first, tables.contains(first) { deletesFrom.insert(first) }
        return SQLITE_OK
    }

    /// Nil when the action is allowed.
    private func reasonToRefuse(_ action: Int32, _ first: String?, _ second: String?) -> String? {
        let name = first ?? ""
        switch action {
        case SQLITE_SELECT, SQLITE_RECURSIVE:
            return nil
        case SQLITE_READ, SQLITE_INSERT, SQLITE_UPDATE, SQLITE_DELETE:
            if tables.contains(name) { return nil }
            // CREATE TABLE writes the schema table (before naming the table, then to finish it);
            // allowed only while a schema file is probed, where the CREATE itself is checked below.
            if action != SQLITE_DELETE, !creatableTables.isEmpty, Self.isSchemaTable(name) {
                return nil
            }
            if Self.isSchemaTable(name) {
                return action == SQLITE_READ
                    ? "it reads the database schema (\(name))"
                    : "it would change the database schema (CREATE, DROP and ALTER are not allowed)"
            }
            if bookkeepingTables.contains(name) {
                return "it touches the importer's own bookkeeping (\(name))"
            }
            // Reads of anything else are reads of the statement's own common table expressions
            // (a recursive one is reported by name): the scratch database has no other tables.
            if action == SQLITE_READ { return nil }
            return "it would change the table \(name); level SQL may only change "
                + tables.sorted().joined(separator: " and ")
        case SQLITE_FUNCTION:
            return Self.allowedFunctions.contains((second ?? "").lowercased())
                ? nil : "it calls \(second ?? "a function")(), which level SQL may not use"
        case SQLITE_CREATE_TABLE:
            return creatableTables.contains(name)
                ? nil : "CREATE TABLE \(name) is outside the level schema"
        case SQLITE_ATTACH: return "ATTACH is not allowed (level SQL cannot open other databases)"
        case SQLITE_DETACH: return "DETACH is not allowed"
        case SQLITE_PRAGMA: return "PRAGMA is not allowed"
        case SQLITE_TRANSACTION, SQLITE_SAVEPOINT: return "transaction control is not allowed"
        case SQLITE_CREATE_TRIGGER, SQLITE_CREATE_TEMP_TRIGGER: return "CREATE TRIGGER is not allowed"
        case SQLITE_CREATE_VIEW, SQLITE_CREATE_TEMP_VIEW: return "CREATE VIEW is not allowed"
        case SQLITE_CREATE_TEMP_TABLE: return "CREATE TEMP TABLE is outside the level schema"
        case SQLITE_CREATE_INDEX, SQLITE_CREATE_TEMP_INDEX: return "CREATE INDEX is outside the level schema"
        case SQLITE_CREATE_VTABLE: return "virtual tables are not allowed"
        case SQLITE_DROP_TABLE, SQLITE_DROP_TEMP_TABLE, SQLITE_DROP_VIEW, SQLITE_DROP_TEMP_VIEW,
             SQLITE_DROP_TRIGGER, SQLITE_DROP_TEMP_TRIGGER, SQLITE_DROP_INDEX, SQLITE_DROP_TEMP_INDEX,
             SQLITE_DROP_VTABLE:
            return "DROP is not allowed"
        case SQLITE_ALTER_TABLE: return "ALTER TABLE is not allowed"
        default: return "this kind of statement is not allowed in level SQL"
        }
    }

    private static func isSchemaTable(_ name: String) -> Bool {
        ["sqlite_master", "sqlite_schema", "sqlite_temp_master", "sqlite_temp_schema"].contains(name)
    }

    /// Plain scalar and aggregate functions that read nothing outside their arguments. Anything
    /// else (`load_extension`, `zeroblob`, `randomblob`, `random`, GRDB's Swift functions, ...)
    /// is refused: levels are text and numbers, and must come out the same on every import.
    static let allowedFunctions: Set<String> = [
        "abs", "char", "coalesce", "concat", "concat_ws", "format", "glob", "hex", "ifnull", "iif",
        "instr", "length", "like", "likelihood", "likely", "lower", "ltrim", "max", "min", "nullif",
        "printf", "quote", "replace", "round", "rtrim", "sign", "substr", "substring", "trim",
        "typeof", "unicode", "unlikely", "upper", "count", "group_concat", "string_agg", "sum",
        "total", "avg",
    ]
}

extension Int {
    /// With thousands separators, independent of the locale ("20,000,000").
    var groupedDigits: String {
        let digits = String(magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (self < 0 ? "-" : "") + result
    }
}
