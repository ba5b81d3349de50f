import ClearfieldServiceGames
import BoardAPI
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import PostgresNIO
import SharedBoard
import Synchronization
import Testing
@testable import BoardService

/// The service as it runs, over real HTTP on loopback, against a fresh database of the throwaway
/// PostgreSQL that scripts/with-postgres.sh starts. Without that server the tests fail, saying
/// how to run them: never skipped.
enum ServiceHarness {
    static let howToRun = "the board service tests need a PostgreSQL server: run them as "
        + "`scripts/with-postgres.sh swift test --filter BoardServiceTests`"

    struct Missing: Error, CustomStringConvertible {
        var description: String { ServiceHarness.howToRun }
    }

    static func serverURL() throws -> String {
        guard let url = ProcessInfo.processInfo.environment["CLEARFIELD_TEST_POSTGRES_URL"], !url.isEmpty else {
            Issue.record(Comment(rawValue: howToRun))
            throw Missing()
        }
        return url
    }

    /// A database of its own, migrated for the service; its URL.
    static func freshBoard(upTo version: Int? = nil) throws -> String {
        let url = try serverURL()
        var settings = try ServiceDatabase.settings(url: url)
        settings.sslMode = .disable
        let admin = try BoardConnection.open(settings)
        let name = "svc_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
        // An identifier cannot be a bound parameter; this one is made of [a-z0-9_] only.
        try admin.rows(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
        admin.close()
        settings.database = String(name)
        let board = try BoardConnection.open(settings)
        defer { board.close() }
        if let version {
            try BoardAdministration(connection: board).initialize(upTo: version)
        } else {
            _ = try BoardAdmin(connection: board, games: .clearfield).migrate()
        }
        // Only the path's database name: the user name in "postgres://postgres:…" must stay.
        let parts = url.split(separator: "?", maxSplits: 1).map(String.init)
        let path = parts[0].hasSuffix("/postgres") ? String(parts[0].dropLast("postgres".count)) + name : parts[0]
        return path + (parts.count > 1 ? "?" + parts[1] : "?sslmode=disable")
    }

    /// An administrator's connection. `timeoutSeconds` is how long a statement is waited for,
    /// client side too: the connection is closed once it passes.
    static func connection(_ url: String, timeoutSeconds: Int? = nil) throws -> BoardConnection {
        var settings = try ServiceDatabase.settings(url: url)
        settings.sslMode = .disable
        if let timeoutSeconds { settings.timeoutSeconds = timeoutSeconds }
        return try BoardConnection.open(settings)
    }

    /// Runs `body` with the service up on a fresh board (or `url`'s), its clock and seeds the
    /// test's, serving `games` (Clearfield's, or a test build's).
    static func withService<T: Sendable>(url existing: String? = nil, clock: TestClock = TestClock(),
                                         seeds: SeedSource = SeedSource(), games: ServiceGames = .clearfield,
                                         configure: (inout ServiceSettings) -> Void = { _ in },
                                         _ body: @Sendable (ServiceClient) async throws -> T) async throws -> T {
        try await withTaskExecutorPreference(ServiceExecutor.shared) {
            try await run(url: existing ?? freshBoard(), clock: clock, seeds: seeds, games: games, configure: configure, body)
        }
    }

    private static func run<T: Sendable>(url: String, clock: TestClock, seeds: SeedSource, games: ServiceGames,
                                         configure: (inout ServiceSettings) -> Void,
                                         _ body: @Sendable (ServiceClient) async throws -> T) async throws -> T {
        var databaseSettings = try ServiceDatabase.settings(url: url)
        databaseSettings.sslMode = .disable
        var configuration = try ServiceDatabase.configuration(databaseSettings)
        // Many services run at once in the suite, all on one test cluster: a few connections each
        // keep them under its max_connections (a request waiting for a connection looks like a hang).
        configuration.options.maximumConnections = 4
        let client = PostgresClient(configuration: configuration)
        var settings = ServiceSettings()
        settings.now = { clock.now }
        settings.drawSeed = { seeds.next() }
        configure(&settings)
        let fixed = settings
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await client.run() }
            defer { group.cancelAll() }
            let board = Board(database: client, games: games, settings: fixed, timeZone: TimeZone(identifier: "UTC")!)
            var logger = Logger(label: "board-test")
            logger.logLevel = .warning
            let app = board.application(host: "127.0.0.1", port: 0, logger: logger)
            return try await app.test(.live) { http in
                try await body(ServiceClient(http: http, clock: clock, url: url, database: client))
            }
        }
    }
}

/// The service's clock in a test: starts at a fixed moment, moved on by the test.
final class TestClock: Sendable {
    private let moment: Mutex<Date>
    init(_ start: Date = Date(timeIntervalSince1970: 1_795_000_000)) { moment = Mutex(start) }
    var now: Date { moment.withLock { $0 } }
    func advance(milliseconds: Int) { moment.withLock { $0 += Double(milliseconds) / 1000 } }
}

/// Seeds the service draws, in order (cycling).
final class SeedSource: Sendable {
    private let seeds: [UInt64]
    private let index = Mutex(0)
    init(_ seeds: [UInt64] = [11, 22, 33, 44, 55, 66, 77, 88, 99, 111, 222, 333]) { self.seeds = seeds }
    func next() -> UInt64 {
        index.withLock { index in
            defer { index += 1 }
            return seeds[index % seeds.count]
        }
    }
}
