import Foundation
import GameCore
import Players
import SaveFiles
import LocalDatabase

/// Imports a level pack from a file of SQL (`clearfield levels import FILE.sql`).
///
/// The file runs statement by statement in an `SQLSandbox` that holds only the pack's two tables,
/// `levels` and `pack` (its metadata row), behind the same authorizer and limits as the shipped
/// levels: it may read and write those two tables and nothing else. Then the metadata row and every
/// level are checked (map format and colours through the game's `LevelRules`, the background,
/// the solver's proof that the level clears, par computed), and the pack is installed in one
/// transaction. A pack with errors is refused whole unless `skipBad`, which installs the good
/// levels; a refused statement or a limit reached refuses it in every case. The player's data is
/// never touched: the database is written only by `AppDatabase.installPack`, and only when
/// everything above passed.
public struct PackImporter: Sendable {
    public var backgrounds: Set<String>
    public var rules: LevelRules
    public var limits: SandboxLimits
    public var clock: SandboxClock
    /// Asked between levels and before installing: true stops the import with nothing written
    /// (an import started from a menu and cancelled there).
    public var shouldStop: @Sendable () -> Bool = { false }

    public init(backgrounds: Set<String>, rules: LevelRules, limits: SandboxLimits = .standard,
                clock: SandboxClock = .system) {
        self.backgrounds = backgrounds
        self.rules = rules
        self.limits = limits
        self.clock = clock
    }

    public typealias ProgressHandler = (LevelImportProgress) -> Void

    /// Checks the pack in `file` and installs it into `database` when it passes.
    public func importPack(file: URL, into database: AppDatabase, skipBad: Bool = false,
                           progress: ProgressHandler? = nil) throws -> PackImportReport {
        var report = try load(file: file, progress: progress)
        try install(&report, into: database, skipBad: skipBad)
        return report
    }

    /// Installs a checked pack when it may be: not refused, a valid metadata row, levels left,
    /// and no errors unless `skipBad`.
    public func install(_ report: inout PackImportReport, into database: AppDatabase, skipBad: Bool) throws {
        let file = report.problems.first?.file ?? "pack"
        guard !report.isRefused, !report.wasStopped, let pack = report.pack else { return }
        if !report.errors.isEmpty, !skipBad {
            report.problems.append(LevelProblem(
                file: file, line: nil,
                message: "the pack was not imported: it has \(report.errors.count) error"
                    + "\(report.errors.count == 1 ? "" : "s") (--skip-bad imports the good levels only)"))
            return
        }
        guard !report.goodRecords.isEmpty else {
            report.problems.append(LevelProblem(file: file, line: nil,
                                                message: "the pack was not imported: it has no good levels"))
            return
        }
        // A name that is an installed pack's written another way: refused as the pack's own
        // problem, so the command's exit status is a pack's (1), not a data directory's.
        if let taken = try database.packNameClash(for: pack.name) {
            report.problems.append(LevelProblem(
                file: file, line: nil,
                message: "pack: \(LevelPackError.nameTaken(name: pack.name, installed: taken.name).description)"))
            report.isRefused = true
            return
        }
        // The last moment to stop: after this the pack is in.
        if shouldStop() {
            report.wasStopped = true
            return
        }
        try database.installPack(pack, levels: report.goodRecords)
        report.isInstalled = true
        report.installedCount = report.goodRecords.count
    }

    /// Reads, runs and checks a pack file without touching any game database.
    public func load(file: URL, progress: ProgressHandler? = nil) throws -> PackImportReport {
        let name = file.lastPathComponent
        // The bytes are counted while they are read: a size asked beforehand is the link's, a
        // sparse file's or a device's, not what a read would return.
        let data: Data
        do {
            switch try BoundedFileRead.contents(of: file, maxBytes: limits.maxFileBytes) {
            case .contents(let bytes):
                data = bytes
            case .tooLarge(let knownSize):
                var report = PackImportReport()
                report.isRefused = true
                let size = knownSize.map { "is \(readableBytes($0))" } ?? "holds"
                report.problems.append(LevelProblem(
                    file: name, line: nil,
                    message: "refused: the file \(size), more than the "
                        + "\(readableBytes(limits.maxFileBytes)) a pack file may be"))
                return report
            }
        } catch {
            throw PackImportError.unreadable(path: file.path, reason: error.reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            var report = PackImportReport()
            report.isRefused = true
            report.problems.append(LevelProblem(file: name, line: nil, message: "not valid UTF-8 text"))
            return report
        }
        return try load(sql: text, fileName: name, progress: progress)
    }

    /// Runs and checks a pack's SQL, `fileName` naming it in the problems.
    public func load(sql text: String, fileName: String, progress: ProgressHandler? = nil) throws -> PackImportReport {
        var report = PackImportReport()
        let (statements, splitProblems) = SQLScript.split(text)
        report.problems += splitProblems.map { LevelProblem(file: fileName, line: $0.line, message: $0.message) }
        if statements.count > limits.maxStatements {
            report.isRefused = true
            report.problems.append(LevelProblem(
                file: fileName, line: statements[limits.maxStatements].line,
                message: "refused: the pack has \(statements.count.groupedDigits) statements, more than the "
                    + "\(limits.maxStatements.groupedDigits) allowed; none was run"))
            return report
        }
        let startedAt = clock.seconds()
        var staging = try LevelStaging(tables: [.packLevels, .packMetadata], limits: limits, clock: clock,
                                       shouldStop: shouldStop)
        try staging.run(file: fileName, statements: statements) { done in
            progress?(LevelImportProgress(stage: .runningSQL, done: done, total: statements.count, file: fileName,
                                          elapsedSeconds: clock.seconds() - startedAt,
                                          budgetSeconds: limits.maxImportSeconds))
        }
        if shouldStop() {
            report.wasStopped = true
            return report
        }
        report.problems += staging.problems
        report.isRefused = staging.isRefused
        guard !report.isRefused else { return report }

        let metadata = PackMetadataCheck(limits: limits)
            .validate(try staging.rows(of: SandboxTable.packMetadata.name), file: fileName)
        report.problems += metadata.problems
        report.pack = metadata.pack
        let packName = metadata.pack?.name ?? "?"
        let check = LevelRowCheck(backgrounds: backgrounds, limits: limits, mapProblem: rules.mapProblem,
                                  packName: packName, parIsOptional: true, unknownBackgroundIsError: true)
        let rows = try staging.rows(of: SandboxTable.packLevels.name)
        for (index, row) in rows.enumerated() {
            if shouldStop() {
                report.wasStopped = true
                return report
            }
            if clock.seconds() - startedAt > limits.maxImportSeconds {
                report.isRefused = true
                report.problems.append(LevelProblem(
                    file: fileName, line: nil,
                    message: "refused: the import took longer than the "
                        + "\(SandboxLimits.describe(seconds: limits.maxImportSeconds)) a pack may take "
                        + "(\(index) of \(rows.count) levels checked); nothing was changed"))
                return report
            }
            var (checked, rowProblems) = check.validate(row)
            // A pack's level names reach terminals and files: no control characters in them.
            if let record = checked,
               let unsafe = SafeText.problem(in: record.name) ?? NameCharacters.problem(in: record.name) {
                rowProblems.append(LevelProblem(file: row.origin?.file ?? fileName, line: row.origin?.line,
                                                levelNumber: record.number, message: "level \(record.number): the name \(unsafe); level dropped"))
                checked = nil
            }
            report.problems += rowProblems
            if var record = checked {
                let level = prove(&record, origin: row.origin, fileName: fileName, into: &report)
                report.levels.append(level)
                if level.error == nil { report.goodRecords.append(record) }
            }
            progress?(LevelImportProgress(stage: .checkingLevels, done: index + 1, total: rows.count,
                                          elapsedSeconds: clock.seconds() - startedAt,
                                          budgetSeconds: limits.maxImportSeconds))
        }
        if rows.isEmpty {
            report.problems.append(LevelProblem(file: fileName, line: nil, message: "the pack has no levels"))
        }
        report.levels.sort { $0.number < $1.number }
        report.goodRecords.sort { $0.number < $1.number }
        return report
    }

    /// The solver's proof for one level that passed the row checks: par filled in when the file
    /// left it out, an error when the level is not proven clearable.
    private func prove(_ record: inout LevelRecord, origin: FileLocation?, fileName: String,
                       into report: inout PackImportReport) -> PackImportReport.Level {
        var level = PackImportReport.Level(number: record.number, name: record.name, location: origin)
        switch rules.prove(record.map) {
        case .clearable(let fewest):
            if record.par < 1 { record.par = fewest }
            level.par = record.par
        case .unclearable:
            level.error = "cannot be cleared"
        case .undecided(let reason):
            level.error = "could not be proven clearable: \(reason)"
        }
        if let error = level.error {
            report.problems.append(LevelProblem(
                file: origin?.file ?? fileName, line: origin?.line, levelNumber: record.number,
                message: "level \(record.number) \"\(record.name)\" \(error)"))
        }
        return level
    }
}
