import Foundation
import PostgresNIO
import SharedBoard
import Synchronization

/// The real board service (`clearfield-board`, built beside the tests) serving a fresh database
/// of the throwaway PostgreSQL that scripts/with-postgres.sh starts, on a loopback port. Without
/// that server the tests fail, saying how to run them: never skipped. Stopped with SIGTERM.
public final class LiveService {
    public static let howToRun = "the client's tests against the real service need PostgreSQL: run them as "
        + "`scripts/with-postgres.sh swift test --filter BoardClientTests`"

    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    let process: Process
    /// The service's address (`http://127.0.0.1:PORT`).
    public let address: String
    public let databaseURL: String
    public let port: Int

    /// A service on a fresh database, or another instance on `sharedDatabase` (already migrated),
    /// with more `serve` options in `arguments`.
    public init(sharedDatabase: String? = nil, arguments: [String] = []) throws {
        guard let server = ProcessInfo.processInfo.environment["CLEARFIELD_TEST_POSTGRES_URL"], !server.isEmpty else {
            throw Problem(description: Self.howToRun)
        }
        let binary = try Self.locate("clearfield-board")
        let databaseURL: String
        if let sharedDatabase {
            databaseURL = sharedDatabase
        } else {
            databaseURL = try Self.freshDatabase(server)
            // One migration at a time: the roles it creates are the cluster's, shared by every
            // test database, and two creating them at once collide.
            try Self.migrations.withLock { _ in try Self.migrate(databaseURL, binary: binary) }
        }
        self.databaseURL = databaseURL

        // A random port may be taken (another suite's service, another program): a service that
        // stops at once is started again on another, and its own words are in the error after the
        // last try.
        var attempt = 0
        while true {
            attempt += 1
            let port = Int.random(in: 20_000...40_000)
            let errors = FileManager.default.temporaryDirectory
                .appendingPathComponent("clearfield-board-\(UUID().uuidString).stderr")
            guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
                throw Problem(description: "the service's error file \(errors.path) could not be made")
            }
            defer { try? FileManager.default.removeItem(at: errors) }
            let process = Process()
            process.executableURL = binary
            process.arguments = ["serve", "--database", databaseURL, "--listen", "127.0.0.1:\(port)"] + arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            do {
                try Self.waitUntilAccepting(port: port, what: "clearfield-board serve") { process.isRunning }
                self.process = process
                self.port = port
                address = "http://127.0.0.1:\(port)"
                return
            } catch {
                if process.isRunning { process.terminate() }
                process.waitUntilExit()
                let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
                guard attempt < 3 else {
                    throw Problem(description: "\(error) (port \(port), after \(attempt) tries): \(said.suffix(2_000))")
                }
            }
        }
    }

    deinit { stop() }

    private static let migrations = Mutex(())

    private static func migrate(_ databaseURL: String, binary: URL) throws {
        let migrate = Process()
        migrate.executableURL = binary
        migrate.arguments = ["migrate", "--database", databaseURL]
        migrate.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        migrate.standardError = errors
        try migrate.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        migrate.waitUntilExit()
        guard migrate.terminationStatus == 0 else { throw Problem(description: "clearfield-board migrate failed: \(said)") }
    }

    /// Runs `clearfield-board` with `arguments` and `--database` (an owner's command); its status.
    @discardableResult
    public func administer(_ arguments: [String]) throws -> Int32 {
        let command = Process()
        command.executableURL = try Self.locate("clearfield-board")
        command.arguments = arguments + ["--database", databaseURL]
        command.standardOutput = FileHandle.nullDevice
        command.standardError = FileHandle.nullDevice
        try command.run()
        command.waitUntilExit()
        return command.terminationStatus
    }

    /// A connection to the service's database as the test server's owner (close it): for a test
    /// that sets up what only the database can hold, such as an old board's login to claim.
    public func ownerConnection() throws -> BoardConnection {
        try BoardConnection.open(try Self.settings(databaseURL))
    }

    /// An account as a board made for direct logins left it after migration (issue 29.2): a player
    /// of login `role` whose SCRAM verifier (PostgreSQL's own, of `password`) waits to be claimed.
    /// `role` and `password` are made of [a-z0-9_-] (neither can be a bound parameter of CREATE ROLE).
    /// Its id; the login role is dropped again, as migration closes it.
    public func addLegacyLogin(role: String, password: String) throws -> Int64 {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789_-")
        guard role.allSatisfy(allowed.contains), password.allSatisfy(allowed.contains) else {
            throw Problem(description: "a legacy login's role and password are [a-z0-9_-] here")
        }
        let connection = try ownerConnection()
        defer { connection.close() }
        try connection.rows(PostgresQuery(unsafeSQL: "SET password_encryption = 'scram-sha-256'"))
        try connection.rows(PostgresQuery(unsafeSQL: "CREATE ROLE \"\(role)\" LOGIN PASSWORD '\(password)'"))
        defer { _ = try? connection.rows(PostgresQuery(unsafeSQL: "DROP ROLE \"\(role)\"")) }
        guard let verifier = try connection.rows("SELECT rolpassword FROM pg_authid WHERE rolname = \(role)")
            .first?.decode(String.self),
              let id = try connection.rows("INSERT INTO clearfield.player (role_name) VALUES (\(role)) RETURNING id")
            .first?.decode(Int64.self) else { throw Problem(description: "the legacy login was not made") }
        try connection.rows("""
            INSERT INTO clearfield.legacy_login (player_id, role_name, verifier) VALUES (\(id), \(role), \(verifier))
            """)
        return id
    }

    /// The seeds the service drew for started deals, oldest first (a test lays the board out from them).
    public func startedSeeds() throws -> [UInt64] {
        let connection = try ownerConnection()
        defer { connection.close() }
        return try connection.rows("SELECT seed FROM clearfield.deal WHERE seed IS NOT NULL ORDER BY id")
            .map { UInt64(bitPattern: try $0.decode(Int64.self)) }
    }

    /// The day seeds the service drew (`daily_seed`): day, game and seed.
    public func daySeeds() throws -> [(day: String, game: String, seed: UInt64)] {
        let connection = try ownerConnection()
        defer { connection.close() }
        return try connection.rows("SELECT day, game, seed FROM clearfield.daily_seed ORDER BY day, game").map {
            let (day, game, seed) = try $0.decode((String, String, Int64).self)
            return (day, game, UInt64(bitPattern: seed))
        }
    }

    /// SIGTERM (a graceful stop), then SIGKILL if it has not stopped within 3 s.
    public func stop() {
        _ = terminate(waitingAtMost: 3)
    }

    /// SIGTERM, then the service's exit status if it stopped within `seconds`; nil when it did not
    /// (it is then killed) or was not running.
    public func terminate(waitingAtMost seconds: Double) -> Int32? {
        guard process.isRunning else { return nil }
        process.terminate()
        for _ in 0..<Int(seconds * 10) where process.isRunning { Thread.sleep(forTimeInterval: 0.1) }
        let stopped = !process.isRunning
        if !stopped { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return stopped ? process.terminationStatus : nil
    }

    /// Polls the port until `what` accepts a connection (at most 20 s).
    public static func waitUntilAccepting(port: Int, what: String, isRunning: () -> Bool) throws {
        for _ in 0..<200 {
            if !isRunning() { throw Problem(description: "\(what) stopped at once") }
            let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            close(socket)
            if connected == 0 { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw Problem(description: "\(what) did not answer on port \(port)")
    }

    /// A database of its own on the test server; its URL.
    static func freshDatabase(_ server: String) throws -> String {
        let plain = server + (server.contains("sslmode") ? "" : (server.contains("?") ? "&" : "?") + "sslmode=disable")
        let admin = try BoardConnection.open(try settings(plain))
        defer { admin.close() }
        let name = "cli_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
        // An identifier cannot be a bound parameter; this one is made of [a-z0-9_] only.
        try admin.rows(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
        guard let components = URLComponents(string: server) else { throw Problem(description: "bad server URL") }
        var database = components
        database.path = "/" + name
        let url = database.string ?? server
        return url + (url.contains("sslmode") ? "" : (url.contains("?") ? "&" : "?") + "sslmode=disable")
    }

    static func settings(_ url: String) throws -> BoardConnectionSettings {
        var warnings: [String] = []
        guard let settings = try BoardConnectionSettings.resolve(option: url, environment: [:], setting: nil,
                                                                 homeDirectory: NSTemporaryDirectory(), loginName: "test",
                                                                 warnings: &warnings) else {
            throw Problem(description: "the test server's URL cannot be used")
        }
        return settings
    }

    /// An executable of this package, built beside the test runner.
    public static func locate(_ name: String) throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            if folder.lastPathComponent == ".build" { break }
            folder = folder.deletingLastPathComponent()
        }
        throw Problem(description: "no \(name) next to the tests: run `swift build --product \(name)` first")
    }
}
