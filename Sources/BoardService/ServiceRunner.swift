import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import Logging
import PostgresNIO
import ServiceLifecycle

/// `clearfield-board serve`: the pool and the HTTP server in one service group, stopped
/// gracefully on SIGTERM or SIGINT (requests in flight finish, then the pool closes).
public enum ServiceRunner {
    public static func tls(certificate: String, key: String) throws -> TLSConfiguration {
        let chain = try NIOSSLCertificate.fromPEMFile(certificate).map { NIOSSLCertificateSource.certificate($0) }
        let privateKey = try NIOSSLPrivateKey(file: key, format: .pem)
        return TLSConfiguration.makeServerConfiguration(certificateChain: chain, privateKey: .privateKey(privateKey))
    }

    /// With `readDatabaseURL`, board reads go to that streaming standby while it keeps up (`ReadReplica`).
    public static func run(databaseURL: String, readDatabaseURL: String? = nil, host: String, port: Int,
                           games: ServiceGames, settings: ServiceSettings, tls: TLSConfiguration?) async throws {
        let logger = { () -> Logger in
            var logger = Logger(label: "clearfield-board")
            logger.logLevel = .info
            return logger
        }()
        let client = PostgresClient(configuration: try ServiceDatabase.configuration(try ServiceDatabase.settings(url: databaseURL)))
        let replicaClient = try readDatabaseURL.map {
            PostgresClient(configuration: try ServiceDatabase.configuration(try ServiceDatabase.settings(url: $0)))
        }
        let replica = replicaClient.map {
            ReadReplica(pool: $0, primary: client, lagLimit: settings.replicaLagLimit, logger: logger)
        }
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { await client.run() }
            if let replicaClient { group.addTask { await replicaClient.run() } }
            let board = Board(database: client, games: games, settings: settings, timeZone: try await Board.timeZone(of: client),
                                  replica: replica)
            let http1 = HTTP1Channel.Configuration.board(idleTimeout: settings.idleTimeout)
            let server: HTTPServerBuilder = try tls.map { try .tls(.http1(configuration: http1), tlsConfiguration: $0) }
                ?? .http1(configuration: http1)
            let app = board.application(host: host, port: port, logger: logger, server: server) { bound in
                logger.info("serving the board on \(host):\(bound)\(tls == nil ? "" : " (TLS)")")
            }
            let group2 = ServiceGroup(configuration: .init(services: [app], gracefulShutdownSignals: [.sigterm, .sigint],
                                                           logger: logger))
            try await group2.run()
            group.cancelAll()
        }
    }
}
