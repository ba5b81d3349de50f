import Foundation
import Leaderboards
import Logging
import PostgresNIO
import Synchronization

/// One connection to a shared board, used synchronously from a background thread or a command:
/// every call waits at most the settings' time-out (the server also stops a statement after it,
/// `statement_timeout`), so an unreachable or stuck board costs seconds, never the game.
public final class BoardConnection: Sendable {
    public let settings: BoardConnectionSettings
    let connection: PostgresConnection
    /// Statements sent on this connection: what a read costs the board (issue 19 bounds it).
    private let statements = Atomic<Int>(0)
    public var statementCount: Int { statements.load(ordering: .relaxed) }
    /// Rows received on this connection: what a read costs the wire (issue 19: a junk player's
    /// thousands of rows must not reach every reader).
    private let received = Atomic<Int>(0)
    public var rowsReceived: Int { received.load(ordering: .relaxed) }
    /// Closed: by `close`, a time-out, a read stopped with Esc, or the server.
    public var isClosed: Bool { connection.isClosed }
    /// postgres-nio logs through swift-log, whose default handler writes to standard output: the
    /// game's terminal. Nothing it says is for the player, so it goes nowhere.
    static let logger = Logger(label: "clearfield.shared-board", factory: { _ in SwiftLogNoOpLogHandler() })

    private init(settings: BoardConnectionSettings, connection: PostgresConnection) {
        self.settings = settings
        self.connection = connection
    }

    /// Connects (TLS as the sslmode says) within the time-out.
    public static func open(_ settings: BoardConnectionSettings) throws -> BoardConnection {
        let configuration = try configuration(for: settings)
        do {
            let future = PostgresConnection.connect(on: PostgresConnection.defaultEventLoopGroup.any(),
                                                    configuration: configuration, id: 1, logger: logger)
            let connection = try waitFor(future, seconds: settings.timeoutSeconds + 1) {
                // Too late (or stopped): whenever it does connect, close it.
                future.whenSuccess { $0.close().whenComplete { _ in } }
            }
            let board = BoardConnection(settings: settings, connection: connection)
            board.checkTheClientWhileWorking()
            return board
        } catch let stopped as ReadCancelled {
            throw stopped
        } catch {
            throw BoardError.from(error)
        }
    }

    /// A statement the client gave up on (Esc closes the connection) would run on to its end on
    /// the server, holding a backend of the player's few (3 a role): the server is asked to
    /// check every second whether the client is still there (PostgreSQL 14 and later; older
    /// servers refuse the setting, and then the statement runs on as before).
    private func checkTheClientWhileWorking() {
        _ = try? rows("SET client_connection_check_interval = 1000")
    }

    /// How long a statement waits for a lock before the board counts as busy.
    static let lockWaitMilliseconds = 2_000

    static func configuration(for settings: BoardConnectionSettings) throws -> PostgresConnection.Configuration {
        var configuration: PostgresConnection.Configuration
        if let socket = settings.socketPath {
            configuration = .init(unixSocketPath: socket, username: settings.user, password: settings.password,
                                  database: settings.database)
        } else {
            configuration = .init(host: settings.host, port: settings.port, username: settings.user,
                                  password: settings.password, database: settings.database,
                                  tls: try tls(for: settings))
        }
        configuration.options.connectTimeout = .seconds(Int64(settings.timeoutSeconds))
        // The server gives up on a statement (and a lock wait) after the same time-out.
        let milliseconds = String(settings.timeoutSeconds * 1000)
        // A lock is waited for briefly: a board someone holds busy shows its last copy instead.
        let lockMilliseconds = String(min(settings.timeoutSeconds * 1000, Self.lockWaitMilliseconds))
        configuration.options.additionalStartupParameters = [
            ("statement_timeout", milliseconds), ("lock_timeout", lockMilliseconds),
            ("application_name", "clearfield"),
        ]
        return configuration
    }

    static func tls(for settings: BoardConnectionSettings) throws -> PostgresConnection.Configuration.TLS {
        guard settings.sslMode != .disable else { return .disable }
        var tls = TLSConfiguration.makeClientConfiguration()
        if settings.sslMode.verifiesCertificate {
            guard FileManager.default.isReadableFile(atPath: settings.sslRootCertificate) else {
                throw BoardError.configuration(BoardConfigurationError.rootCertificateUnreadable(
                    path: settings.sslRootCertificate, reason: "no such readable file").description)
            }
            tls.trustRoots = .file(settings.sslRootCertificate)
            tls.certificateVerification = settings.sslMode.verifiesHostName ? .fullVerification : .noHostnameVerification
        } else {
            // libpq's require/prefer/allow encrypt without checking who answers.
            tls.certificateVerification = .none
        }
        do {
            let context = try NIOSSLContext(configuration: tls)
            return settings.sslMode.requiresTLS ? .require(context) : .prefer(context)
        } catch {
            throw BoardError.configuration(BoardConfigurationError.rootCertificateUnreadable(
                path: settings.sslRootCertificate, reason: String(describing: error)).description)
        }
    }

    /// Runs one parameter-bound statement and returns its rows.
    @discardableResult
    public func rows(_ query: PostgresQuery) throws -> [PostgresRow] {
        let connection = self.connection
        // A connection the server closed (a restart) would never answer: say so at once.
        guard !connection.isClosed else { throw BoardError.unreachable("the connection was closed") }
        try ReadCancellation.check()
        statements.add(1, ordering: .relaxed)
        do {
            // Timed out or stopped (Esc): the connection is closed, so nothing is left half-done
            // on it and the server gives up the statement (`checkTheClientWhileWorking`).
            let rows = try waitFor(connection.query(query, logger: Self.logger), seconds: settings.timeoutSeconds + 1) {
                connection.close().whenComplete { _ in }
            }.rows
            received.add(rows.count, ordering: .relaxed)
            return rows
        } catch let stopped as ReadCancelled {
            throw stopped
        } catch {
            throw BoardError.from(error)
        }
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    public func transaction<T>(_ body: (BoardConnection) throws -> T) throws -> T {
        try rows("BEGIN")
        do {
            let value = try body(self)
            try rows("COMMIT")
            return value
        } catch {
            _ = try? rows("ROLLBACK")
            throw error
        }
    }

    /// Closes the connection and waits until it is (never from one of NIO's own threads: the
    /// store's callers are plain threads and commands).
    public func close() {
        _ = try? connection.close().wait()
    }

    deinit {
        if !connection.isClosed { _ = try? connection.close().wait() }
    }
}
