import Foundation
import GRDB
import SaveFiles

/// The game's SQLite database: the campaign's levels, players, level progress, lifetime stat
/// totals, rolled-over games and achievement states.
///
/// Every read and write goes through the named methods in the extensions of this type, each one
/// transaction, so callers never see a half-applied change. Several copies of the game may share
/// one file: a file database is a WAL `DatabasePool` whose writers wait up to
/// `busyTimeout` for one another instead of failing.
public final class AppDatabase: Sendable {
    /// How long a write waits for another connection (possibly another process) to finish.
    public static let busyTimeout: TimeInterval = 5

    package let dbWriter: any DatabaseWriter
    /// Where timestamps (createdAt, updatedAt, finishedAt...) come from; injectable for tests.
    package let now: @Sendable () -> Date

    /// Wraps a connection and brings its schema up to date.
    ///
    /// - Important: create `dbWriter` with `AppDatabase.makeConfiguration()`.
    public init(_ dbWriter: any DatabaseWriter, now: @escaping @Sendable () -> Date = { Date() }) throws {
        self.dbWriter = dbWriter
        self.now = now
        // Two copies of the game started at once on a new file both see no migration applied. GRDB
        // runs each migration in its own transaction, so the slower copy fails ("table already
        // exists") on a migration the other has just committed, rolling back only that one. Running
        // the migrator again finds the other's work and goes on; each failed attempt stands for one
        // migration the other copy finished, so a copy can lose at most as many times as there are
        // migrations, while a real failure fails every time and is reported.
        var attemptsLeft = Self.migrator.migrations.count
        while true {
            do {
                try Self.migrator.migrate(dbWriter)
                return
            } catch {
                if attemptsLeft == 0 { throw error }
                attemptsLeft -= 1
            }
        }
    }

    /// The configuration every connection uses.
    public static func makeConfiguration(_ base: Configuration = Configuration()) -> Configuration {
        var config = base
        config.busyMode = .timeout(busyTimeout)
        config.foreignKeysEnabled = true
        config.label = "clearfield"
        return config
    }

    /// Opens (creating if needed) the database file at `url`; its directory must exist.
    public static func open(at url: URL, now: @escaping @Sendable () -> Date = { Date() },
                            patience: TimeInterval = openPatience) throws -> AppDatabase {
        if let refusal = refusalBeforeOpening(url) {
            throw AppDatabaseError.cannotOpen(path: url.path, reason: refusal)
        }
        var attempt = 0
        let startedAt = DispatchTime.now().uptimeNanoseconds
        func waited() -> TimeInterval { Double(DispatchTime.now().uptimeNanoseconds - startedAt) / 1e9 }
        while true {
            do {
                let pool = try DatabasePool(path: url.path, configuration: makeConfiguration())
                return try AppDatabase(pool, now: now)
            } catch let error as DatabaseError
                where (error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED)
                    && attempt < openAttempts && waited() < patience {
                // Switching a brand-new file to WAL takes a lock that SQLite does not wait for, so
                // two copies of the game created together can see "database is locked" at open.
                // The file settles within milliseconds; retry a bounded number of times.
                attempt += 1
                usleep(UInt32(20_000 * attempt))
            } catch let error as DatabaseError {
                throw AppDatabaseError.cannotOpen(path: url.path, reason: openFailureReason(error, file: url))
            }
        }
    }

    /// What the player reads when the database cannot be opened: what is wrong with the file
    /// or its folder and what to do, rather than SQLite's "unable to open database file".
    static func openFailureReason(_ error: DatabaseError, file: URL, readOnlyMount: Bool? = nil) -> String {
        let folder = file.deletingLastPathComponent().path
        if FileManager.default.fileExists(atPath: file.path) {
            if access(file.path, R_OK | W_OK) != 0 {
                if readOnlyMount ?? FileErrorReason.isOnReadOnlyMount(folder) {
                    return "the file is on a file system mounted read-only; keep the game's files elsewhere with --data-dir DIR"
                }
                return "the file is not writable; make it writable (chmod u+rw \(file.path)) "
                    + "or keep the game's files elsewhere with --data-dir DIR"
            }
        } else if !FileManager.default.fileExists(atPath: folder) {
            return "its folder \(folder) does not exist; create it or keep the game's files elsewhere with --data-dir DIR"
        } else if access(folder, W_OK | X_OK) != 0 {
            return "the folder \(folder) is not writable; " + FileErrorReason.unwritableFolderAdvice(folder, readOnlyMount: readOnlyMount)
        }
        if error.resultCode == .SQLITE_NOTADB {
            return "it is not a database file; move it aside and the game starts a new one"
        }
        if error.resultCode == .SQLITE_FULL { return "no space left on the device" }
        if error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
            return "another program is using it (the database is locked); try again once it has finished"
        }
        if error.resultCode == .SQLITE_READONLY || error.resultCode == .SQLITE_CANTOPEN {
            return "the database or its folder cannot be written; "
                + FileErrorReason.unwritableFolderAdvice(folder, readOnlyMount: readOnlyMount)
        }
        return error.message ?? "SQLite error \(error.resultCode.rawValue)"
    }

    /// Why the database file may not be opened at all: a folder in its place, or a symbolic
    /// link as the file or one of SQLite's companions (SQLite follows links, and the game writes
    /// nothing through one). Nil when it may be opened.
    static func refusalBeforeOpening(_ file: URL) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue,
           !OwnFile.isSymbolicLink(file.path) {
            return "it is a folder, not a database file; move it aside (the game then starts a new database) "
                + "or keep the game's files elsewhere with --data-dir DIR"
        }
        for suffix in ["", "-wal", "-shm", "-journal"] where OwnFile.isSymbolicLink(file.path + suffix) {
            let name = file.lastPathComponent + suffix
            return "\(name) is a symbolic link, and the game writes no file through a link; put the file itself "
                + "there or keep the game's files elsewhere with --data-dir DIR"
        }
        return nil
    }

    /// How long `open(at:)` keeps retrying a database another program holds before it gives up
    /// (each try itself waits up to `busyTimeout`).
    public static let openPatience: TimeInterval = 8

    /// How many times `open(at:)` retries a database that is locked while it is being created.
    static let openAttempts = 10

    /// Creates the game's directories if needed and opens the database in its data directory.
    public static func open(paths: AppPaths, now: @escaping @Sendable () -> Date = { Date() }) throws -> AppDatabase {
        try paths.createDirectories()
        return try open(at: paths.databaseFile, now: now)
    }

    /// An empty database in memory, for tests and for commands that need no data directory.
    public static func inMemory(now: @escaping @Sendable () -> Date = { Date() }) throws -> AppDatabase {
        try AppDatabase(DatabaseQueue(configuration: makeConfiguration()), now: now)
    }

    /// Read-only access for queries that have no named method yet.
    public var reader: any DatabaseReader { dbWriter }
}

/// Why the database could not be used.
public enum AppDatabaseError: Error, Equatable, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case unknownPlayer(id: Int64)

    public var description: String {
        switch self {
        case let .cannotOpen(path, reason): "cannot open the database \(path): \(reason)"
        case let .unknownPlayer(id): "no player with id \(id) in the database"
        }
    }
}
