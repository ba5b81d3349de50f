import Foundation

/// How much work SQL from a level file (or a level pack) may cause before it is refused.
///
/// Each limit is checked as early as possible: file sizes before a byte is read, statement
/// counts before a statement runs, value sizes by SQLite itself while a statement runs (so a
/// `zeroblob(400000000)` fails at once instead of allocating 400 MB), VM steps and wall time
/// while it runs, and text lengths when the rows are checked.
public struct SandboxLimits: Equatable, Sendable {
    /// The largest SQL file read, in bytes (the shipped chapters are about 5 kB each).
    public var maxFileBytes: Int
    /// The most bytes all files together may hold.
    public var maxTotalBytes: Int
    /// The most statements all files together may hold.
    public var maxStatements: Int
    /// The most levels the levels table may hold at any moment.
    public var maxLevels: Int
    /// The largest string or blob SQLite may build, and the largest row (`SQLITE_LIMIT_LENGTH`).
    public var maxValueBytes: Int
    /// The longest single statement (`SQLITE_LIMIT_SQL_LENGTH`).
    public var maxStatementBytes: Int
    /// The most VM instructions one statement may run.
    public var maxStepsPerStatement: Int
    /// The most VM instructions all statements together may run.
    public var maxSteps: Int
    /// The most time all statements together may take, in seconds: the time they run (not the time
    /// one waits for another import's statement), by the wall clock and by the processor's.
    public var maxSeconds: Double
    /// The longest `LIKE` or `GLOB` pattern (`SQLITE_LIMIT_LIKE_PATTERN_LENGTH`): one match costs
    /// up to pattern × subject, and the subject is bounded by `maxValueBytes`, so one VM step
    /// stays within milliseconds (a 5,000-class pattern took seconds a match).
    public var maxPatternBytes: Int
    /// The most memory one statement may make SQLite use, beyond what it used before (its
    /// temporary tables are kept in memory, so this also bounds what it could write to disk).
    public var maxMemoryBytes: Int
    /// The longest map text, in bytes (the largest board is 24×16 cells).
    public var maxMapBytes: Int
    /// The longest level name, in characters.
    public var maxNameLength: Int
    /// The longest pack or background name (and a pack's author and version), in characters.
    public var maxShortTextLength: Int
    /// The longest pack description, in characters.
    public var maxDescriptionLength: Int
    /// The most wall time a whole pack import may take, in seconds: its SQL (within `maxSeconds`),
    /// then every level's checks and the solver's proof. Past it the pack is refused, nothing
    /// written; it is checked before each level, so one level's proof can run over by its own length.
    public var maxImportSeconds: Double

    public init(
        maxFileBytes: Int = 2_000_000, maxTotalBytes: Int = 8_000_000, maxStatements: Int = 20_000,
        maxLevels: Int = 2_000, maxValueBytes: Int = 16_384, maxStatementBytes: Int = 1_000_000,
        maxStepsPerStatement: Int = 20_000_000, maxSteps: Int = 200_000_000, maxSeconds: Double = 5,
        maxMemoryBytes: Int = 64_000_000, maxPatternBytes: Int = 64,
        maxMapBytes: Int = 2_048, maxNameLength: Int = 80, maxShortTextLength: Int = 64,
        maxDescriptionLength: Int = 400, maxImportSeconds: Double = 120
    ) {
        self.maxDescriptionLength = maxDescriptionLength
        self.maxImportSeconds = maxImportSeconds
        self.maxFileBytes = maxFileBytes
        self.maxTotalBytes = maxTotalBytes
        self.maxStatements = maxStatements
        self.maxLevels = maxLevels
        self.maxValueBytes = maxValueBytes
        self.maxStatementBytes = maxStatementBytes
        self.maxStepsPerStatement = maxStepsPerStatement
        self.maxSteps = maxSteps
        self.maxSeconds = maxSeconds
        self.maxMemoryBytes = maxMemoryBytes
        self.maxPatternBytes = maxPatternBytes
        self.maxMapBytes = maxMapBytes
        self.maxNameLength = maxNameLength
        self.maxShortTextLength = maxShortTextLength
    }

    public static let standard = SandboxLimits()
}

/// A monotonic clock in seconds, injectable so the wall-time limit can be tested without waiting.
public struct SandboxClock: Sendable {
    public var seconds: @Sendable () -> Double

    public init(seconds: @escaping @Sendable () -> Double) {
        self.seconds = seconds
    }

    public static let system = SandboxClock {
        Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }
}

extension SandboxLimits {
    /// "5 seconds", "2 minutes": a budget as the messages state it.
    static func describe(seconds: Double) -> String {
        if seconds >= 120, seconds.truncatingRemainder(dividingBy: 60) == 0 { return "\(Int(seconds) / 60) minutes" }
        let whole = seconds.rounded() == seconds ? "\(Int(seconds))" : "\(seconds)"
        return whole + (seconds == 1 ? " second" : " seconds")
    }
}
