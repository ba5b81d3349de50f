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
    public var levelIx: Int?
    public var severity: Severity
    public var message: String

    public init(file: String, line: Int?, levelIx: Int? = nil, severity: Severity = .error, message: String) {
        self.file = file
        self.line = line
        self.levelIx = levelIx
        self.severity = severity
        self.message = message
    }

    /// `file:line: severity: message`, the shape compilers use, so editors can jump to it.
    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return "\(location): \(severity.rawValue): \(message)"
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

    public init(levelCount: Int, problems: [LevelProblem], wasUpToDate: Bool) {
        self.levelCount = levelCount
        self.problems = problems
        self.wasUpToDate = wasUpToDate
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
