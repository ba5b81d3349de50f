import Foundation
import PostgresNIO
import Testing
@testable import SharedBoard

/// The throwaway server `scripts/with-postgres.sh` starts, and a fresh database on it for each test.
/// Without the server these tests fail with a message saying how to run them: never skipped.
enum TestServer {
    static let howToRun = "the shared-board tests need a PostgreSQL server: run them as "
        + "`scripts/with-postgres.sh swift test` (it starts and removes a throwaway cluster)"

    struct Missing: Error, CustomStringConvertible {
        var description: String { TestServer.howToRun }
    }

    /// The superuser's settings, or a failure that says how to run the tests.
    static func superuser(database: String = "postgres") throws -> BoardConnectionSettings {
        guard let url = ProcessInfo.processInfo.environment["CLEARFIELD_TEST_POSTGRES_URL"], !url.isEmpty else {
            Issue.record(Comment(rawValue: howToRun))
            throw Missing()
        }
        var warnings: [String] = []
        var settings = try #require(try BoardConnectionSettings.resolve(
            option: url, environment: [:], setting: nil, homeDirectory: "/nonexistent", loginName: "postgres",
            warnings: &warnings))
        settings.database = database
        settings.sslMode = .disable
        return settings
    }

    /// A database of its own for one test (dropped at the end of the run with the cluster).
    static func freshDatabase() throws -> BoardConnectionSettings {
        let name = "t_" + randomName()
        let admin = try BoardConnection.open(try superuser())
        defer { admin.close() }
        // An identifier cannot be a bound parameter; this one is made of [a-z0-9_] only.
        try admin.rows(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
        return try superuser(database: name)
    }

    /// A migrated board: its administrator's connection. `CLEARFIELD_TEST_BOARD_VERSION` stops the
    /// migrations at that version: the attacks of issue 19 run against the board as it was before
    /// (version 4), to see each test fail there.
    static func board() throws -> BoardConnection {
        let connection = try BoardConnection.open(try freshDatabase())
        let version = ProcessInfo.processInfo.environment["CLEARFIELD_TEST_BOARD_VERSION"].flatMap(Int.init)
        // The board made for direct logins (the version before the board service, issue 29), which
        // these tests attack and read as players' sessions did.
        try BoardAdministration(connection: connection).initialize(upTo: version ?? BoardMigration.serviceVersion - 1)
        return connection
    }

    /// Adds a player with a password and connects as them.
    static func player(on admin: BoardConnection, prefix: String = "p") throws -> (id: Int64, connection: BoardConnection) {
        let role = prefix + "_" + randomName()
        let password = randomName()
        let id = try BoardAdministration(connection: admin).addPlayer(role: role, password: password)
        var settings = admin.settings
        settings.user = role
        settings.password = password
        return (id, try BoardConnection.open(settings))
    }

    static func randomName() -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        return String((0..<12).map { _ in letters.randomElement()! })
    }

    /// Stops or starts the server (the outbox tests): the script's control file.
    static func control(_ verb: String) throws {
        guard let script = ProcessInfo.processInfo.environment["CLEARFIELD_TEST_POSTGRES_CTL"] else {
            Issue.record(Comment(rawValue: howToRun))
            throw Missing()
        }
        // posix_spawn and waitpid, not Foundation's Process: its wait missed the script's exit once
        // the server it starts (which outlives the script) was running.
        var pid: pid_t = 0
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let arguments: [UnsafeMutablePointer<CChar>?] = ([script, verb] as [String]).map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        let spawned = posix_spawn(&pid, script, &actions, nil, arguments, environ)
        try #require(spawned == 0, "the server control script could not be started")
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        try #require(status == 0, "the server did not \(verb)")
    }
}
