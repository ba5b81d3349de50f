import Foundation
import GRDB
import Tiles

/// Builds or updates the levels table from `levels/*.sql`.
///
/// The files are read in name order with `schema.sql` first and hashed together with the
/// background names and the importer's rules version. When the hash equals the one stored by the
/// last import nothing is done, so an unchanged campaign costs one directory read at start.
/// Otherwise the statements run one by one in a scratch database (see `LevelStaging`): a
/// malformed statement is reported with its file and line and skipped, the good ones still load.
/// Each resulting row is then validated (types, `TileMap.parse`, a known background) and the
/// levels table is replaced by the valid rows in one transaction.
public struct LevelImporter: Sendable {
    public static let schemaFileName = "schema.sql"
    public static let defaultBackground = "default"
    /// Bump when the validation rules change, so every database re-imports once.
    static let rulesVersion = "levels-import-1"

    public var levelsDirectory: URL
    /// The background names levels may use; `default` is always accepted.
    public var backgrounds: Set<String>

    public init(levelsDirectory: URL, backgrounds: Set<String>) {
        self.levelsDirectory = levelsDirectory
        self.backgrounds = backgrounds
    }

    /// An importer for the shipped levels, accepting the backgrounds found in the assets.
    public init(resources: ResourceDirectories) {
        self.init(levelsDirectory: resources.levels, backgrounds: resources.backgroundNames())
    }

    /// The valid levels and every problem found, without touching any game database.
    public struct LoadResult: Sendable {
        public var records: [LevelRecord]
        public var problems: [LevelProblem]
        /// Identifies the files' contents (and the rules they were checked with).
        public var contentHash: String
    }

    /// Imports into `database` unless the files are unchanged since its last import (or `force`).
    /// Throws only when the levels directory itself is missing or unreadable.
    @discardableResult
    public func importLevels(into database: AppDatabase, force: Bool = false) throws -> ImportReport {
        let sources = try readSources()
        if !force, let stored = try database.storedLevelImport(), stored.contentHash == sources.contentHash {
            return ImportReport(levelCount: stored.levelCount, problems: stored.problems, wasUpToDate: true)
        }
        let result = try load(sources)
        try database.replaceLevels(with: result.records, problems: result.problems, contentHash: result.contentHash)
        return ImportReport(levelCount: result.records.count, problems: result.problems, wasUpToDate: false)
    }

    /// Reads, runs and validates the level files.
    public func load() throws -> LoadResult {
        try load(readSources())
    }

    // MARK: - Reading the files

    struct SourceFile {
        var name: String
        /// Nil when the file could not be read or decoded (the problem says why).
        var text: String?
    }

    struct Sources {
        var files: [SourceFile]
        var readProblems: [LevelProblem]
        var contentHash: String
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
        var files: [SourceFile] = []
        var problems: [LevelProblem] = []
        for name in ordered {
            hash.combine(field: name)
            let url = levelsDirectory.appendingPathComponent(name)
            do {
                let data = try Data(contentsOf: url)
                hash.combine(field: String(data.count))
                hash.combine(data)
                if let text = String(data: data, encoding: .utf8) {
                    files.append(SourceFile(name: name, text: text))
                } else {
                    problems.append(LevelProblem(file: name, line: nil, message: "not valid UTF-8 text; file skipped"))
                    files.append(SourceFile(name: name, text: nil))
                }
            } catch {
                hash.combine(field: "unreadable")
                problems.append(LevelProblem(
                    file: name, line: nil, message: "cannot be read (\(Self.reason(for: error))); file skipped"))
                files.append(SourceFile(name: name, text: nil))
            }
        }
        return Sources(files: files, readProblems: problems, contentHash: hash.hexString)
    }

    // MARK: - Running and validating

    func load(_ sources: Sources) throws -> LoadResult {
        var staging = try LevelStaging()
        let schemaPresent = sources.files.first?.name == Self.schemaFileName
        for (position, file) in sources.files.enumerated() {
            if position == 0, !schemaPresent {
                try staging.finishSchema(file: Self.schemaFileName, wasPresent: false)
            }
            if let text = file.text { try staging.run(file: file.name, text: text) }
            if position == 0, schemaPresent {
                try staging.finishSchema(file: file.name, wasPresent: true)
            }
        }
        if sources.files.isEmpty {
            try staging.finishSchema(file: Self.schemaFileName, wasPresent: false)
        }
        var problems = sources.readProblems + staging.problems
        var records: [LevelRecord] = []
        for row in try staging.rows() {
            switch validate(row) {
            case let .success((record, warnings)):
                records.append(record)
                problems += warnings
            case let .failure(rowProblem):
                problems.append(rowProblem.problem)
            }
        }
        records.sort { $0.ix < $1.ix }
        return LoadResult(records: records, problems: problems, contentHash: sources.contentHash)
    }

    private struct RowProblem: Error {
        var problem: LevelProblem
    }

    private func validate(_ row: LevelStaging.StagedRow) -> Swift.Result<(LevelRecord, [LevelProblem]), RowProblem> {
        let file = row.origin?.file ?? "levels"
        let line = row.origin?.line
        let rawIx = row.values["ix"].flatMap { Self.integer($0) }
        let name = row.values["name"].flatMap { Self.text($0) }?.trimmingWhitespace()
        let label = "level \(rawIx.map(String.init) ?? "?")" + (name.map { " \"\($0)\"" } ?? "")
        func failure(_ message: String) -> Swift.Result<(LevelRecord, [LevelProblem]), RowProblem> {
            .failure(RowProblem(problem: LevelProblem(
                file: file, line: line, levelIx: rawIx, message: "\(label): \(message); level dropped")))
        }

        guard let ix = rawIx, ix >= 1 else { return failure("ix must be a whole number of at least 1") }
        guard let name, !name.isEmpty else { return failure("name must be non-empty text") }
        guard let par = row.values["par"].flatMap({ Self.integer($0) }), par >= 1 else {
            return failure("par must be a whole number of at least 1")
        }
        guard let pack = row.values["pack"].flatMap({ Self.text($0) }), !pack.trimmingWhitespace().isEmpty else {
            return failure("pack must be non-empty text")
        }
        guard let map = row.values["map"].flatMap({ Self.text($0) }) else { return failure("map must be text") }
        do {
            let board = try TileMap.parse(map)
            if board.isEmpty { return failure("the map has no tiles") }
        } catch {
            return failure("bad map: \(error)")
        }

        var warnings: [LevelProblem] = []
        var background = row.values["background"].flatMap { Self.text($0) } ?? Self.defaultBackground
        if background != Self.defaultBackground, !backgrounds.contains(background) {
            warnings.append(LevelProblem(
                file: file, line: line, levelIx: ix, severity: .warning,
                message: "\(label): unknown background \"\(background)\" (not in assets/backgrounds/); "
                    + "using \"\(Self.defaultBackground)\""))
            background = Self.defaultBackground
        }
        let record = LevelRecord(ix: ix, background: background, map: map, name: name, par: par, pack: pack)
        return .success((record, warnings))
    }

    /// Only values SQLite stored as integers count: `'12'` or `12.5` for `par` is a mistake to report.
    private static func integer(_ value: DatabaseValue) -> Int? {
        if case let .int64(number) = value.storage { return Int(exactly: number) }
        return nil
    }

    private static func text(_ value: DatabaseValue) -> String? {
        if case let .string(string) = value.storage { return string }
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
