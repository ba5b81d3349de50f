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

    /// Applies what is missing up to `target` (the newest by default); returns what it applied.
    @discardableResult
    public static func migrate(_ connection: BoardConnection,
                               upTo target: Int = BoardMigration.latestVersion) throws -> [BoardMigration] {
        try connection.transaction { connection in
            try connection.rows("SELECT pg_advisory_xact_lock(\(lockKey))")
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
        for migration in BoardMigration.all where migration.version <= target {
            let done = try connection.transaction { connection -> Bool in
                try connection.rows("SELECT pg_advisory_xact_lock(\(lockKey))")
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
            }
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
