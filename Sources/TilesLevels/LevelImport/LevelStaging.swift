import Foundation
import GRDB
import LocalDatabase

/// Runs the level files' statements in an `SQLSandbox` holding the game's levels table, and turns
/// what happens into `LevelProblem`s with file and line.
///
/// A statement SQLite rejects (a typo, a duplicate key) is reported and skipped and the others
/// still load. A statement the sandbox refuses (not allowed, or over a limit) is reported too, and
/// marks the whole run as refused: the importer then keeps the levels it had.
struct LevelStaging {
    /// The statements a level file may start with; everything else is refused before SQLite sees
    /// it (the authorizer would refuse most of it anyway, with a less direct message).
    static let allowedKeywords: Set<String> = ["INSERT", "REPLACE", "UPDATE", "DELETE", "WITH", "SELECT", "VALUES"]

    private let sandbox: SQLSandbox
    private let limits: SandboxLimits
    private let clock: SandboxClock
    private(set) var problems: [LevelProblem] = []
    /// True once any statement was refused or the budget ran out.
    private(set) var isRefused = false
    private var stopped = false

    /// What a CREATE statement is told (the shipped files may declare their table in schema.sql).
    private let createRefusal: String

    /// `tables`: the shipped campaign's `levels` by default; a pack's `levels` and `pack` for a
    /// pack file (which may hold no CREATE at all).
    init(tables: [SandboxTable] = [.levels], limits: SandboxLimits = .standard, clock: SandboxClock = .system,
         shouldStop: @escaping @Sendable () -> Bool = { false }) throws {
        self.limits = limits
        self.clock = clock
        sandbox = try SQLSandbox(tables: tables, limits: limits, clock: clock,
                                 bookkeepingTables: Self.bookkeepingTables, shouldStop: shouldStop)
        createRefusal = tables == [.levels]
            ? "CREATE is allowed only in \(LevelImporter.schemaFileName), and there only CREATE TABLE levels"
            : "CREATE is not allowed in a level pack: the sandbox already holds its tables ("
                + tables.map(\.name).sorted().joined(separator: " and ") + ")"
    }

    /// The game database's import bookkeeping: not in the sandbox at all, but a level file naming
    /// them is told so plainly rather than "no such table".
    static let bookkeepingTables: Set<String> = [LevelSource.databaseTableName, LevelImportProblemRecord.databaseTableName]

    /// Runs `schema.sql`: its `CREATE TABLE levels` is compared with the game's definition (in a
    /// sandbox of its own, since the levels table already exists here); any other statement runs
    /// as in every other file.
    mutating func runSchema(file: String, statements: [SQLScriptStatement]) throws {
        let probe = try SQLSandbox(tables: [], limits: limits, clock: clock, creatableTables: [SandboxTable.levels.name])
        var others: [SQLScriptStatement] = []
        for statement in statements {
            if Self.isCreateTable(statement.text) {
                report(probe.run(statement.text, origin: .init(file: file, line: statement.line)),
                       of: statement, in: file)
            } else {
                others.append(statement)
            }
        }
        guard let declared = try probe.columnDescriptions(of: SandboxTable.levels.name) else {
            problems.append(LevelProblem(
                file: file, line: nil, message: "it does not create the levels table; using the game's own definition"))
            try run(file: file, statements: others)
            return
        }
        let expected = try sandbox.columnDescriptions(of: SandboxTable.levels.name) ?? [:]
        let differences = Self.differences(expected: expected, found: declared)
        if !differences.isEmpty {
            problems.append(LevelProblem(
                file: file, line: nil,
                message: "its levels table differs from the game's: " + differences.joined(separator: "; ")
                    + "; using the game's own definition"))
        }
        try run(file: file, statements: others)
    }

    mutating func noteMissingSchema() {
        problems.append(LevelProblem(
            file: LevelImporter.schemaFileName, line: nil,
            message: "missing; using the game's own definition of the levels table"))
    }

    /// Executes each statement of one file, in order.
    mutating func run(file: String, statements: [SQLScriptStatement],
                      afterEach: (Int) -> Void = { _ in }) throws {
        for (index, statement) in statements.enumerated() {
            defer { afterEach(index + 1) }
            if stopped { continue }
            let keyword = Self.firstKeyword(of: statement.text)
            guard Self.allowedKeywords.contains(keyword) else {
                refuse(statement, in: file, because: keyword == "CREATE"
                       ? createRefusal : "\(keyword.isEmpty ? "this statement" : keyword) is not allowed in a level file")
                continue
            }
            report(sandbox.run(statement.text, origin: .init(file: file, line: statement.line)), of: statement, in: file)
            if sandbox.isExhausted {
                // A limit reached refuses the files whole (even with --skip-bad): what the
                // statements not run would have done is unknown.
                stopped = true
                isRefused = true
                problems.append(LevelProblem(
                    file: file, line: statement.line,
                    message: "refused: no statement after this one was run: the level files used up their "
                        + "time or step budget (\(SandboxLimits.describe(seconds: limits.maxSeconds)) and "
                        + "\(limits.maxSteps.groupedDigits) steps in all)"))
            }
        }
    }

    private mutating func report(_ outcome: SQLSandbox.Outcome, of statement: SQLScriptStatement, in file: String) {
        switch outcome {
        case let .done(deleted, redefined):
            if let count = deleted[SandboxTable.levels.name] {
                problems.append(LevelProblem(
                    file: file, line: statement.line, severity: .warning,
                    message: "this statement deleted \(count) level\(count == 1 ? "" : "s") written before it"))
            }
            for repeated in redefined where repeated.table == SandboxTable.levels.name {
                problems.append(LevelProblem(
                    file: file, line: statement.line, levelNumber: Int(exactly: repeated.rowid), severity: .warning,
                    message: "level \(repeated.rowid) is written again here (first at "
                        + "\(repeated.earlier.file):\(repeated.earlier.line)); this one replaces it"))
            }
        case let .failed(message):
            problems.append(LevelProblem(file: file, line: statement.line, message: "\(message); statement skipped"))
        case let .refused(reason):
            refuse(statement, in: file, because: reason)
        }
    }

    private mutating func refuse(_ statement: SQLScriptStatement, in file: String, because reason: String) {
        isRefused = true
        problems.append(LevelProblem(
            file: file, line: statement.line, message: "refused `\(Self.excerpt(of: statement.text))`: \(reason)"))
    }

    /// Every row of the levels table with its origin, in key order.
    func rows(of table: String = SandboxTable.levels.name) throws -> [SQLSandbox.StagedRow] {
        try sandbox.rows(of: table)
    }

    static func differences(expected: [String: String], found: [String: String]) -> [String] {
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

    /// `CREATE [TEMP|TEMPORARY] TABLE ...`; a trigger, view or index is something else.
    static func isCreateTable(_ statement: String) -> Bool {
        let words = statement.split(whereSeparator: { !$0.isLetter }).prefix(3).map { $0.uppercased() }
        guard words.first == "CREATE" else { return false }
        return words.dropFirst().first { $0 != "TEMP" && $0 != "TEMPORARY" } == "TABLE"
    }

    static func firstKeyword(of statement: String) -> String {
        String(statement.prefix { $0.isLetter }).uppercased()
    }

    /// The statement's start on one line, short enough to read in a message.
    static func excerpt(of statement: String, length: Int = 60) -> String {
        // Control characters are shown as "?": the message may end up on a terminal.
        let words = String(String.UnicodeScalarView(statement.unicodeScalars.map {
            $0.value < 0x20 || $0.value == 0x7F ? ($0 == "\n" || $0 == "\t" || $0 == "\r" ? " " : "?") : $0
        })).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.count > length ? String(words.prefix(length - 1)) + "…" : words
    }
}
