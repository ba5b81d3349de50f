import LocalDatabase
/// What importing one pack file found, level by level.
public struct PackImportReport: Sendable {
    /// One level of the pack and what the checks said about it.
    public struct Level: Equatable, Sendable {
        public var number: Int
        public var name: String
        /// The statement that last wrote the level.
        public var location: FileLocation?
        /// The par it is installed with (the solver's when the file left it out); nil when the
        /// level was not proven clearable.
        public var par: Int?
        /// Why the level is bad (nil when it passed every check).
        public var error: String?
    }

    /// The pack's metadata row, when the file wrote a valid one.
    public var pack: LevelPack?
    /// Every level the SQL left (valid rows), in number order, with the checks' outcome.
    public var levels: [Level] = []
    /// Every problem, with file:line: SQL errors and refusals, bad rows, bad levels.
    public var problems: [LevelProblem] = []
    /// The sandbox refused a statement or a limit was reached: such a file is never installed.
    public var isRefused = false
    /// The import was stopped (`PackImporter.shouldStop`) before the pack was installed.
    public var wasStopped = false
    /// The pack was copied into the database.
    public var isInstalled = false
    /// How many levels were installed (the good ones; all of them unless --skip-bad dropped some).
    public var installedCount = 0
    /// The levels that passed every check, ready to install.
    var goodRecords: [LevelRecord] = []

    public init() {}

    public var errors: [LevelProblem] { problems.filter { $0.severity == .error } }
}

/// Why a pack file could not be imported at all.
public enum PackImportError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read the pack file \(path): \(reason)"
        }
    }
}
