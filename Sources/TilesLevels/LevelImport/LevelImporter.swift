import Foundation
import GRDB
import SaveFiles
import LocalDatabase

/// Builds or updates the levels table from `levels/*.sql`.
///
/// The files are read in name order with `schema.sql` first and hashed together with the
/// background names and the importer's rules version. When the hash equals the one stored by the
/// last import nothing is done, so an unchanged campaign costs one directory read at start.
/// Otherwise the statements run one by one in an `SQLSandbox` (see `LevelStaging`), never on the
/// game's database: a malformed statement is reported with its file and line and skipped, the good
/// ones still load. Each resulting row is then validated (types, lengths, `mapProblem`, a known
/// background, and `levelCheck` when given) and the levels table is replaced by the valid rows in
/// one transaction. When the sandbox refuses a statement, or the files would leave no levels, the
/// database is not written at all and keeps the levels it had.
public struct LevelImporter: Sendable {
    public static let schemaFileName = "schema.sql"
    public static let defaultBackground = "default"
    /// Bump when the validation rules change, so every database re-imports once.
    static let rulesVersion = "levels-import-2"

    public var levelsDirectory: URL
    /// The background names levels may use; `default` is always accepted.
    public var backgrounds: Set<String>
    public var limits: SandboxLimits
    public var clock: SandboxClock
    /// An extra check of each valid level (the solver's "can it be cleared?"): a message makes the
    /// level an error, reported with its file and line, but the level is kept so it can be shown
    /// with a notice. Nil skips the check.
    public var levelCheck: (@Sendable (LevelRecord) -> String?)?
    /// The game's check of one map, nil when it can be played (Tiles: `TileMap.problem(in:)`). Storage
    /// keeps maps as text and imports no game; without a check every map of the right size is kept.
    public var mapProblem: @Sendable (String) -> String?

    public init(levelsDirectory: URL, backgrounds: Set<String>, limits: SandboxLimits = .standard,
                clock: SandboxClock = .system, levelCheck: (@Sendable (LevelRecord) -> String?)? = nil,
                mapProblem: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.mapProblem = mapProblem
        self.levelsDirectory = levelsDirectory
        self.backgrounds = backgrounds
        self.limits = limits
        self.clock = clock
        self.levelCheck = levelCheck
    }

    /// An importer for the shipped levels, accepting the backgrounds found in the assets.
    public init(resources: ResourceDirectories, levelCheck: (@Sendable (LevelRecord) -> String?)? = nil,
                mapProblem: @escaping @Sendable (String) -> String?) {
        self.init(levelsDirectory: resources.levels, backgrounds: resources.backgroundNames(), levelCheck: levelCheck,
                  mapProblem: mapProblem)
    }

    /// The valid levels and every problem found, without touching any game database.
    public struct LoadResult: Sendable {
        public var records: [LevelRecord]
        public var problems: [LevelProblem]
        /// Identifies the files' contents (and the rules they were checked with).
        public var contentHash: String
        /// Where each level (by `ix`) was last written.
        public var locations: [Int: FileLocation]
        /// True when the sandbox refused a statement or a limit was reached: such files must not
        /// replace a campaign.
        public var isRefused: Bool
    }

    public typealias ProgressHandler = (LevelImportProgress) -> Void

    /// Imports into `database` unless the files are unchanged since its last import (or `force`).
    /// Throws only when the levels directory itself is missing or unreadable.
    @discardableResult
    public func importLevels(into database: AppDatabase, force: Bool = false,
                             progress: ProgressHandler? = nil) throws -> ImportReport {
        let sources = try readSources()
        let stored = try database.storedLevelImport()
        if !force, let stored, stored.contentHash == sources.contentHash {
            return ImportReport(levelCount: stored.levelCount, problems: stored.problems, wasUpToDate: true)
        }
        var result = try load(sources, progress: progress)
        let previousCount = try stored?.levelCount ?? database.levelRecords(pack: LevelPack.shippedName).count
        if result.records.isEmpty, previousCount > 0, !result.isRefused {
            result.isRefused = true
            result.problems.append(LevelProblem(
                file: "*.sql", line: nil,
                message: "the level files leave no levels at all (a DELETE FROM levels?)"))
        }
        if result.isRefused {
            // Nothing is written, not even the problems: the next start checks the files again.
            if previousCount > 0 {
                result.problems.append(LevelProblem(
                    file: "*.sql", line: nil,
                    message: "the level files were refused; the game keeps the \(previousCount) "
                        + "level\(previousCount == 1 ? "" : "s") it had"))
            }
            return ImportReport(levelCount: previousCount, problems: result.problems, wasUpToDate: false,
                                keptPreviousLevels: true)
        }
        try database.replaceLevels(with: result.records, problems: result.problems, contentHash: result.contentHash)
        return ImportReport(levelCount: result.records.count, problems: result.problems, wasUpToDate: false)
    }

    /// Reads, runs and validates the level files.
    public func load(progress: ProgressHandler? = nil) throws -> LoadResult {
        try load(readSources(), progress: progress)
    }

    // MARK: - Reading the files

    struct SourceFile {
        var name: String
        /// Nil when the file could not be read or decoded, or was too large (the problem says why).
        var text: String?
    }

    struct Sources {
        var files: [SourceFile]
        var readProblems: [LevelProblem]
        var contentHash: String
        /// A file was over a size limit: the import is refused without running anything.
        var isRefused = false
    }

    func readSources(fileManager: FileManager = .default) throws -> Sources {
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: levelsDirectory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LevelImportError.missingDirectory(path: levelsDirectory.path)
        }
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: levelsDirectory.path)
        } catch {
            throw LevelImportError.unreadableDirectory(path: levelsDirectory.path, reason: Self.reason(for: error))
        }
        let ordered = names.filter { $0.hasSuffix(".sql") && !$0.hasPrefix(".") }
            .sorted { first, second in
                // schema.sql first, then plain name order.
                if (first == Self.schemaFileName) != (second == Self.schemaFileName) {
                    return first == Self.schemaFileName
                }
                return first < second
            }

        var hash = ContentHash()
        hash.combine(field: Self.rulesVersion)
        for background in backgrounds.sorted() { hash.combine(field: background) }
        var sources = Sources(files: [], readProblems: [], contentHash: "")
        var totalBytes = 0
        for name in ordered {
            hash.combine(field: name)
            let url = levelsDirectory.appendingPathComponent(name)
            // The bytes are counted while they are read (never a size asked beforehand, which a
            // symbolic link or a sparse file makes meaningless), so a huge file costs at most the
            // limit in memory and time.
            let allowed = min(limits.maxFileBytes, max(0, limits.maxTotalBytes - totalBytes))
            let outcome: BoundedFileRead.Outcome
            do {
                outcome = try BoundedFileRead.contents(of: url, maxBytes: allowed)
            } catch {
                hash.combine(field: "unreadable")
                sources.readProblems.append(LevelProblem(
                    file: name, line: nil, message: "cannot be read (\(error.reason)); file skipped"))
                sources.files.append(SourceFile(name: name, text: nil))
                continue
            }
            switch outcome {
            case .tooLarge(let knownSize):
                hash.combine(field: "too large \(knownSize ?? allowed)")
                sources.isRefused = true
                let overFileLimit = allowed == limits.maxFileBytes
                let size = knownSize.map { "is \(readableBytes($0))" } ?? "holds"
                sources.readProblems.append(LevelProblem(
                    file: name, line: nil,
                    message: overFileLimit
                        ? "refused: the file \(size), more than the \(readableBytes(limits.maxFileBytes)) a level file may be"
                        : "refused: the level files together are more than \(readableBytes(limits.maxTotalBytes))"))
                sources.files.append(SourceFile(name: name, text: nil))
                totalBytes += allowed + 1
            case .contents(let data):
                totalBytes += data.count
                hash.combine(field: String(data.count))
                hash.combine(data)
                if let text = String(data: data, encoding: .utf8) {
                    sources.files.append(SourceFile(name: name, text: text))
                } else {
                    sources.readProblems.append(LevelProblem(file: name, line: nil, message: "not valid UTF-8 text; file skipped"))
                    sources.files.append(SourceFile(name: name, text: nil))
                }
            }
        }
        sources.contentHash = hash.hexString
        return sources
    }

    // MARK: - Running and validating

    func load(_ sources: Sources, progress: ProgressHandler? = nil) throws -> LoadResult {
        var problems = sources.readProblems
        var scripts: [(file: String, statements: [SQLScriptStatement])] = []
        for file in sources.files {
            guard let text = file.text else { continue }
            let (statements, splitProblems) = SQLScript.split(text)
            problems += splitProblems.map { LevelProblem(file: file.name, line: $0.line, message: $0.message) }
            scripts.append((file.name, statements))
        }
        let statementCount = scripts.reduce(0) { $0 + $1.statements.count }
        if let overLimit = firstStatementOverLimit(scripts) {
            problems.append(LevelProblem(
                file: overLimit.file, line: overLimit.line,
                message: "refused: the level files hold \(statementCount.groupedDigits) statements, more than the "
                    + "\(limits.maxStatements.groupedDigits) allowed; none was run"))
        }
        if sources.isRefused || statementCount > limits.maxStatements {
            return LoadResult(records: [], problems: problems, contentHash: sources.contentHash, locations: [:],
                              isRefused: true)
        }

        var staging = try LevelStaging(limits: limits, clock: clock)
        if scripts.first?.file != Self.schemaFileName { staging.noteMissingSchema() }
        var done = 0
        for script in scripts {
            if script.file == Self.schemaFileName {
                try staging.runSchema(file: script.file, statements: script.statements)
                done += script.statements.count
                progress?(LevelImportProgress(stage: .runningSQL, done: done, total: statementCount, file: script.file))
                continue
            }
            let before = done
            try staging.run(file: script.file, statements: script.statements) { finished in
                progress?(LevelImportProgress(stage: .runningSQL, done: before + finished, total: statementCount,
                                              file: script.file))
            }
            done += script.statements.count
        }
        problems += staging.problems
        let check = LevelRowCheck(backgrounds: backgrounds, limits: limits, mapProblem: mapProblem)
        var records: [LevelRecord] = []
        var locations: [Int: FileLocation] = [:]
        let rows = try staging.rows()
        for (index, row) in rows.enumerated() {
            let (checked, rowProblems) = check.validate(row)
            problems += rowProblems
            if let record = checked {
                records.append(record)
                locations[record.number] = row.origin
                if let levelCheck, let message = levelCheck(record) {
                    problems.append(LevelProblem(
                        file: row.origin?.file ?? "levels", line: row.origin?.line, levelNumber: record.number,
                        message: "level \(record.number) \"\(record.name)\" \(message)"))
                }
            }
            progress?(LevelImportProgress(stage: .checkingLevels, done: index + 1, total: rows.count))
        }
        records.sort { $0.number < $1.number }
        return LoadResult(records: records, problems: problems, contentHash: sources.contentHash,
                          locations: locations, isRefused: staging.isRefused)
    }

    /// The first statement past the statement limit, to name in the refusal.
    private func firstStatementOverLimit(_ scripts: [(file: String, statements: [SQLScriptStatement])]) -> FileLocation? {
        var seen = 0
        for script in scripts {
            if seen + script.statements.count > limits.maxStatements {
                return FileLocation(file: script.file, line: script.statements[limits.maxStatements - seen].line)
            }
            seen += script.statements.count
        }
        return nil
    }

    private static func reason(for error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return nsError.localizedDescription
    }
}
