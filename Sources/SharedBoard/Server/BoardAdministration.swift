import Foundation
import PostgresNIO

/// What the board's administrator runs: `board init` (the schema, the roles, the policies),
/// adding players and appointing moderators. Names and passwords are bound as parameters and
/// quoted by the database (`format('%I')`, `%L`) inside the functions the migrations created.
public struct BoardAdministration: Sendable {
    public let connection: BoardConnection

    public init(connection: BoardConnection) {
        self.connection = connection
    }

    /// Creates or updates the board's schema; returns the versions it applied. `timeZone` (a name
    /// of the server's zone database, such as Europe/Paris) sets the zone the board's days and
    /// weeks are counted in; nil keeps the board's (UTC on a new board).
    /// `connectionLimit` sets how many sessions each player role may open (3 on a new board).
    /// `waiting` is told when another session holds the migration lock (given up after `lockWait` s).
    /// By default the board made for direct logins (the version before the board service's, which
    /// `clearfield-board migrate` applies: after it, no player logs in).
    @discardableResult
    public func initialize(upTo version: Int = BoardMigration.serviceVersion - 1, timeZone: String? = nil,
                           connectionLimit: Int? = nil, lockWait: TimeInterval = BoardMigrator.defaultLockWait,
                           waiting: @escaping (String) -> Void = { _ in }) throws -> [BoardMigration] {
        let applied = try BoardMigrator.migrate(connection, upTo: version, lockWait: lockWait, waiting: waiting)
        if let timeZone {
            try connection.rows("SELECT clearfield.set_time_zone(\(timeZone))")
        }
        if let connectionLimit {
            try connection.rows("SELECT clearfield.set_connection_limit(\(Int32(clamping: connectionLimit)))")
        }
        return applied
    }

    /// Adds a player: a login role (with a password, or none when the server trusts another
    /// method) in the players' group, and their row. Returns the player's id.
    @discardableResult
    public func addPlayer(role: String, password: String?) throws -> Int64 {
        let rows = try connection.rows("SELECT clearfield.add_player(\(role), \(password))")
        guard let id = try? rows.first?.decode(Int64.self) else {
            throw BoardError.schema("adding the player \(role) gave no id")
        }
        return id
    }

    /// Appoints or removes a moderator; the database logs it (with `reason`, when given).
    public func setModerator(role: String, appointed: Bool, reason: String? = nil) throws {
        try connection.transaction { connection in
            try connection.rows("SELECT set_config('clearfield.reason', \(reason ?? ""), true)")
            try connection.rows("SELECT clearfield.set_moderator(\(role), \(appointed))")
        }
    }
}

/// What `board status` says about the connection: who, where, which schema.
public struct BoardStatusReport: Equatable, Sendable {
    public var connectedTo: String
    public var serverVersion: String
    public var role: String
    public var playerID: Int64?
    public var isModerator: Bool
    public var schemaVersion: Int
    public var tls: Bool
    /// The zone the board counts its days and weeks in, nil before schema version 5.
    public var timeZone: String? = nil

    public static func read(from connection: BoardConnection) throws -> BoardStatusReport {
        let rows = try connection.rows("""
            SELECT current_setting('server_version'), current_user::text,
                   CASE WHEN EXISTS (SELECT FROM pg_roles WHERE rolname = 'moderator')
                        THEN pg_has_role(current_user, 'moderator', 'MEMBER') ELSE false END,
                   coalesce((SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()), false)
            """)
        guard let (version, role, moderator, tls) = try? rows.first?.decode((String, String, Bool, Bool).self) else {
            throw BoardError.schema("the server's answer to a status question could not be read")
        }
        let schema = try BoardMigrator.appliedVersion(on: connection)
        let player = schema > 0 ? try BoardServer(connection: connection).currentPlayerID() : nil
        let zone = schema >= BoardMigration.serverClockV5.version ? try BoardServer(connection: connection).timeZone() : nil
        return BoardStatusReport(connectedTo: connection.settings.summary, serverVersion: version, role: role,
                                 playerID: player, isModerator: moderator, schemaVersion: schema, tls: tls,
                                 timeZone: zone)
    }
}
