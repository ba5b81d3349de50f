import Foundation
import PostgresNIO

/// Brings a board's schema up to a version, one migration per transaction, under an advisory lock
/// so two administrators (or a retried `board init`) never apply the same step twice.
public enum BoardMigrator {
    /// Any number: it only has to be the same for every copy of the game.
    static let lockKey: Int64 = 0x436C_6561_7246_0014

    /// The newest version applied, 0 for a database without the board's schema.
    public static func appliedVersion(on connection: BoardConnection) throws -> Int {
        let exists = try connection.rows("SELECT to_regclass('clearfield.schema_version') IS NOT NULL AS present")
        guard let present = try? exists.first?.makeRandomAccess()["present"].decode(Bool.self), present else {
            return 0
        }
        let rows = try connection.rows("SELECT coalesce(max(version), 0)::bigint AS version FROM clearfield.schema_version")
        guard let version = try? rows.first?.makeRandomAccess()["version"].decode(Int64.self) else {
            throw BoardError.schema("the board's schema_version table cannot be read")
        }
        return Int(version)
    }

    /// How long `migrate` waits for its lock by default before giving up with a sentence.
    public static let defaultLockWait: TimeInterval = 30

    /// Applies what is missing up to `target` (the newest by default); returns what it applied.
    /// When another session holds the migration lock (another administrator, or anyone at all:
    /// advisory locks are open to every role), `waiting` is told who once, and after `lockWait`
    /// seconds the migration gives up, naming the holder.
    @discardableResult
    public static func migrate(_ connection: BoardConnection,
                               upTo target: Int = BoardMigration.latestVersion,
                               lockWait: TimeInterval = defaultLockWait,
                               waiting: @escaping (String) -> Void = { _ in }) throws -> [BoardMigration] {
        try migrate(connection, steps: BoardMigration.all, upTo: target, lockWait: lockWait, waiting: waiting)
    }

    /// `migrate` over the given steps (a test races two boards over steps of its own).
    static func migrate(_ connection: BoardConnection, steps: [BoardMigration], upTo target: Int,
                        lockWait: TimeInterval, waiting: @escaping (String) -> Void) throws -> [BoardMigration] {
        let lock = LockWait(limit: lockWait, tell: waiting)
        try connection.transaction { connection in
            try lock.take(on: connection)
            try connection.rows("CREATE SCHEMA IF NOT EXISTS clearfield")
            try connection.rows("""
                CREATE TABLE IF NOT EXISTS clearfield.schema_version (
                    version integer PRIMARY KEY,
                    name text NOT NULL,
                    applied_at timestamptz NOT NULL DEFAULT now()
                )
                """)
        }
        var applied: [BoardMigration] = []
        for migration in steps where migration.version <= target {
            let done = try retryingClusterRace { try connection.transaction { connection -> Bool in
                try lock.take(on: connection)
                // Asked again under the lock: another administrator may have just applied it.
                let present = try connection.rows(
                    "SELECT 1 FROM clearfield.schema_version WHERE version = \(migration.version)")
                guard present.isEmpty else { return false }
                for statement in migration.statements {
                    try connection.rows(PostgresQuery(unsafeSQL: statement))
                }
                try connection.rows(
                    "INSERT INTO clearfield.schema_version (version, name) VALUES (\(migration.version), \(migration.name))")
                return true
            } }
            if done { applied.append(migration) }
        }
        let version = try appliedVersion(on: connection)
        if version > BoardMigration.latestVersion {
            throw BoardError.schema("the board's schema is version \(version), newer than this game knows "
                + "(\(BoardMigration.latestVersion)): update the game")
        }
        return applied
    }
}

/// Taking the migrator's advisory lock without waiting on the server: tried every quarter second
/// up to a limit, saying once who holds it, so a held lock is a sentence and never a hang.
struct LockWait {
    let limit: TimeInterval
    let tell: (String) -> Void
    private final class Told { var done = false }
    private let told = Told()

    init(limit: TimeInterval, tell: @escaping (String) -> Void) {
        self.limit = limit
        self.tell = tell
    }

    func take(on connection: BoardConnection) throws {
        let deadline = Date(timeIntervalSinceNow: limit)
        while true {
            let rows = try connection.rows("SELECT pg_try_advisory_xact_lock(\(BoardMigrator.lockKey))")
            if (try? rows.first?.decode(Bool.self)) == true { return }
            let holder = try Self.holder(on: connection)
            if !told.done {
                told.done = true
                tell("Waiting for the board's migration lock, held by \(holder) (at most \(Int(limit)) s)...")
            }
            guard Date() < deadline else {
                throw BoardError.refused("the board's migration lock is held by \(holder): waited \(Int(limit)) s; "
                    + "try again when it is released (or end that session)", sqlState: "55P03")
            }
            Thread.sleep(forTimeInterval: 0.25)
        }
    }

    /// "role ann (process 1234)", or "another session" when the server does not say.
    static func holder(on connection: BoardConnection) throws -> String {
        let key = BoardMigrator.lockKey
        let rows = try connection.rows("""
            SELECT a.usename::text, l.pid FROM pg_catalog.pg_locks l
            LEFT JOIN pg_catalog.pg_stat_activity a ON a.pid = l.pid
            WHERE l.locktype = 'advisory' AND l.granted
              AND l.classid = \(Int64(UInt64(bitPattern: key) >> 32))::oid
              AND l.objid = \(Int64(UInt64(bitPattern: key) & 0xFFFF_FFFF))::oid
            LIMIT 1
            """)
        guard let (role, pid) = try? rows.first?.decode((String?, Int32).self) else { return "another session" }
        return "role \(role ?? "unknown") (process \(pid))"
    }
}

extension BoardMigrator {
    /// Roles are the cluster's, not the database's, and the advisory lock is per database: two
    /// boards of one cluster migrated at once can both find a role missing and both create it.
    /// The loser's transaction rolled back whole; tried again, it finds the role and goes on.
    private static func retryingClusterRace<T>(_ body: () throws -> T) throws -> T {
        var attempt = 1
        while true {
            do {
                return try body()
            } catch let error as BoardError where attempt < 4 && isClusterRoleRace(error) {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.05 * Double(attempt))
            }
        }
    }

    /// The other board's new role, met while it was being created (its row in `pg_authid`, a
    /// unique violation) or once it was committed ("role ... already exists"): which one depends
    /// on how far the other migration had got (the second was seen in the full test suite).
    static func isClusterRoleRace(_ error: BoardError) -> Bool {
        let text = "\(error)"
        return (error.sqlState == "23505" && text.contains("pg_authid"))
            || (error.sqlState == "42710" && text.contains("role"))
    }
}
