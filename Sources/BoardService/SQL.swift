import Logging
import PostgresNIO

/// Statements as the service sends them: bound parameters only (`PostgresQuery` interpolation),
/// every row read into memory (lists are paged, so a result is never large).
public protocol SQLRunner: Sendable {
    @discardableResult
    func rows(_ query: PostgresQuery) async throws -> [PostgresRow]
}

extension PostgresClient: SQLRunner {
    @discardableResult
    public func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
        try await self.query(query, logger: SQLLog.logger).collect()
    }
}

/// One connection inside a transaction.
public struct SQLTransaction: SQLRunner {
    let connection: PostgresConnection

    @discardableResult
    public func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
        try await connection.query(query, logger: SQLLog.logger).collect()
    }
}

enum SQLLog {
    /// postgres-nio's own chatter stays out of the request log.
    static let logger = Logger(label: "clearfield-board.sql", factory: { _ in SwiftLogNoOpLogHandler() })
}

extension PostgresClient {
    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws (its
    /// error passes through unchanged, so a refusal stays a refusal).
    func transaction<T: Sendable>(_ body: (SQLTransaction) async throws -> T) async throws -> T {
        try await withConnection { connection in
            try await connection.query("BEGIN", logger: SQLLog.logger)
            do {
                let value = try await body(SQLTransaction(connection: connection))
                try await connection.query("COMMIT", logger: SQLLog.logger)
                return value
            } catch {
                _ = try? await connection.query("ROLLBACK", logger: SQLLog.logger)
                throw error
            }
        }
    }
}

extension SQLRunner {
    /// The first row's single value, nil when there is no row.
    func value<T: PostgresDecodable>(_ query: PostgresQuery, as type: T.Type) async throws -> T? {
        guard let row = try await rows(query).first else { return nil }
        return try row.decode(T.self)
    }
}
