/// Something wrong in the level files, found while importing them.
public struct LevelProblem: Equatable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Equatable, Sendable, Codable {
        /// A statement was skipped or a level was dropped.
        case error
        /// The level loaded with a substitute (for instance the default background).
        case warning
    }

    /// The file's name inside levels/ (for example `02-basics.sql`).
    public var file: String
    /// The line the offending statement starts on, when known.
    public var line: Int?
    /// The level concerned, when the problem is about one level.
    public var levelNumber: Int?
    public var severity: Severity
    public var message: String

    public init(file: String, line: Int?, levelNumber: Int? = nil, severity: Severity = .error, message: String) {
        self.file = file
        self.line = line
        self.levelNumber = levelNumber
        self.severity = severity
        self.message = message
    }

    /// `file:line: severity: message`, the shape compilers use, so editors can jump to it.
    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return "\(location): \(severity.rawValue): \(message)"
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, levelNumber = "levelIx", severity, message
    }
}

/// A file and a line in it (1-based).
public struct FileLocation: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}

/// How far a long import has got, for a progress line.
public struct LevelImportProgress: Equatable, Sendable {
    public enum Stage: Equatable, Sendable {
        /// Running the files' SQL: `done` of `total` statements.
        case runningSQL
        /// Checking the levels the SQL left: `done` of `total` levels.
        case checkingLevels
    }

    public var stage: Stage
    public var done: Int
    public var total: Int
    /// The file being run, while running SQL.
    public var file: String?
    /// Time spent so far and the time the whole import may take (a pack import), in seconds.
    public var elapsedSeconds: Double?
    public var budgetSeconds: Double?

    public init(stage: Stage, done: Int, total: Int, file: String? = nil,
                elapsedSeconds: Double? = nil, budgetSeconds: Double? = nil) {
        self.stage = stage
        self.done = done
        self.total = total
        self.file = file
        self.elapsedSeconds = elapsedSeconds
        self.budgetSeconds = budgetSeconds
    }
}

/// What an import did.
public struct ImportReport: Equatable, Sendable {
    /// How many levels the levels table holds now.
    public var levelCount: Int
    public var problems: [LevelProblem]
    /// True when the files were unchanged since the last import, so nothing was done (the
    /// problems are those recorded by that import).
    public var wasUpToDate: Bool
    /// True when the files were refused (a statement not allowed or over a limit, or no levels
    /// left) and the database was not written: the levels it held before are still the campaign.
    public var keptPreviousLevels: Bool

    public init(levelCount: Int, problems: [LevelProblem], wasUpToDate: Bool, keptPreviousLevels: Bool = false) {
        self.levelCount = levelCount
        self.problems = problems
        self.wasUpToDate = wasUpToDate
        self.keptPreviousLevels = keptPreviousLevels
    }

    public var errors: [LevelProblem] { problems.filter { $0.severity == .error } }
    public var warnings: [LevelProblem] { problems.filter { $0.severity == .warning } }
}

/// Why the levels could not be imported at all (the game then starts with no levels).
public enum LevelImportError: Error, Equatable, CustomStringConvertible {
    case missingDirectory(path: String)
    case unreadableDirectory(path: String, reason: String)

    public var description: String {
        switch self {
        case let .missingDirectory(path): "the levels directory \(path) does not exist"
        case let .unreadableDirectory(path, reason): "cannot read the levels directory \(path): \(reason)"
        }
    }
}
