import Foundation
import Logging
import PostgresNIO
import SharedBoard

/// The service's bounded pool of PostgreSQL connections. Every timeout is the service's own,
/// set on its sessions at connection time: no player holds a session, so nobody can lift them.
public enum ServiceDatabase {
    /// Connections per instance: requests beyond this wait their turn in the pool.
    public static let poolSize = 16

    /// The settings a `--database` URL names (postgres://user:password@host:port/database?sslmode=…).
    public static func settings(url: String) throws -> BoardConnectionSettings {
        var warnings: [String] = []
        guard let settings = try BoardConnectionSettings.resolve(
            option: url, environment: ProcessInfo.processInfo.environment, setting: nil,
            homeDirectory: NSHomeDirectory(), loginName: ProcessInfo.processInfo.environment["USER"] ?? "postgres",
            warnings: &warnings)
        else { throw ServiceError.configuration("no database given: --database postgres://USER@HOST/DATABASE") }
        return settings
    }

    public static func configuration(_ settings: BoardConnectionSettings) throws -> PostgresClient.Configuration {
        var configuration: PostgresClient.Configuration
        if let socket = settings.socketPath {
            configuration = .init(unixSocketPath: socket, username: settings.user, password: settings.password,
                                  database: settings.database)
        } else {
            configuration = .init(host: settings.host, port: settings.port, username: settings.user,
                                  password: settings.password, database: settings.database, tls: try tls(for: settings))
        }
        configuration.options.connectTimeout = .seconds(Int64(max(2, settings.timeoutSeconds)))
        configuration.options.maximumConnections = poolSize
        configuration.options.minimumConnections = 0
        configuration.options.additionalStartupParameters = [
            ("statement_timeout", "5000"), ("lock_timeout", "2000"),
            ("idle_in_transaction_session_timeout", "10000"), ("application_name", "clearfield-board"),
        ]
        return configuration
    }
}

extension ServiceDatabase {
    /// TLS as the URL's sslmode says (libpq's meanings, as the game's own board connection).
    static func tls(for settings: BoardConnectionSettings) throws -> PostgresClient.Configuration.TLS {
        guard settings.sslMode != .disable else { return .disable }
        var tls = TLSConfiguration.makeClientConfiguration()
        if settings.sslMode.verifiesCertificate {
            guard FileManager.default.isReadableFile(atPath: settings.sslRootCertificate) else {
                throw ServiceError.configuration("the root certificate \(settings.sslRootCertificate) cannot be read")
            }
            tls.trustRoots = .file(settings.sslRootCertificate)
            tls.certificateVerification = settings.sslMode.verifiesHostName ? .fullVerification : .noHostnameVerification
        } else {
            tls.certificateVerification = .none
        }
        return settings.sslMode.requiresTLS ? .require(tls) : .prefer(tls)
    }
}

/// A sentence for the administrator (commands) or the log.
public struct ServiceError: Error, CustomStringConvertible {
    public var description: String
    public static func configuration(_ text: String) -> ServiceError { ServiceError(description: text) }
}
