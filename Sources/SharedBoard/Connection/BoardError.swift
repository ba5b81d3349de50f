import GameCore
import PostgresNIO

/// What went wrong talking to a shared board, in words for the player. The server's own message
/// is passed through `SafeText` (it can quote what a hostile row held).
public enum BoardError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The server could not be reached (or went away): the outbox keeps what waits.
    case unreachable(String)
    /// It did not answer within the time-out.
    case timedOut(seconds: Int)
    /// The server refused: no such role, wrong password, a policy, a missing privilege.
    case refused(String, sqlState: String?)
    /// The board has no schema yet, or an older or newer one than this game knows.
    case schema(String)
    /// A TLS set-up the game cannot use (an unreadable root certificate, say).
    case configuration(String)

    public var description: String {
        switch self {
        case .unreachable(let reason): "the shared board cannot be reached (\(SafeText.escaped(reason)))"
        case .timedOut(let seconds): "the shared board did not answer within \(seconds) s"
        case .refused(let message, _): "the shared board refused: \(SafeText.escaped(message))"
        case .schema(let message): SafeText.escaped(message)
        case .configuration(let message): SafeText.escaped(message)
        }
    }

    /// Whether trying again later may work (the outbox keeps the entry): yes for a board out of
    /// reach, no for a refusal, which would be refused again.
    public var isTransient: Bool {
        switch self {
        case .unreachable, .timedOut: true
        case .refused(_, let state):
            // 57P01-57P03: the server shutting down or starting; 53xxx: out of resources.
            isBusy || (state.map { $0.hasPrefix("57P") || $0.hasPrefix("53") || $0.hasPrefix("08") } ?? false)
        case .schema, .configuration: false
        }
    }

    /// The board answered but is busy: a lock not granted within the lock time-out (55P03), a
    /// statement stopped by its time-out (57014), a deadlock or serialization failure (40xxx).
    /// Trying again soon may work; a read shows its last copy meanwhile.
    public var isBusy: Bool {
        guard case .refused(_, let state?) = self else { return false }
        return state == "55P03" || state == "57014" || state == "40P01" || state == "40001"
    }

    /// The SQLSTATE of a refusal ("42501" insufficient privilege, "23505" a duplicate...).
    public var sqlState: String? {
        if case .refused(_, let state) = self { return state }
        return nil
    }

    /// A postgres-nio error turned into one of these.
    static func from(_ error: any Error) -> BoardError {
        if let board = error as? BoardError { return board }
        if let transaction = error as? PostgresTransactionError {
            if let inner = transaction.closureError ?? transaction.commitError ?? transaction.beginError {
                return from(inner)
            }
        }
        if let psql = error as? PSQLError {
            if let info = psql.serverInfo {
                let message = info[.message] ?? "an error without a message"
                return .refused(message, sqlState: info[.sqlState])
            }
            let underlying = psql.underlying.map { String(describing: $0) }
            // A certificate that does not check out (another host's, or not signed by the trusted
            // authority) is a refusal, not a board out of reach: trying again will not help.
            if let tls = psql.underlying, tls is NIOSSLError || tls is NIOSSLExtraError || tls is BoringSSLError {
                return .refused("the server's certificate was not accepted (\(String(describing: tls)))", sqlState: nil)
            }
            switch psql.code {
            case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown:
                return .unreachable(underlying ?? "the connection closed")
            case .authMechanismRequiresPassword:
                return .refused("the server asks for a password and none was given (PGPASSWORD or ~/.pgpass)",
                                sqlState: "28P01")
            case .sslUnsupported:
                return .refused("the server does not offer TLS, which the sslmode requires", sqlState: nil)
            default:
                return .unreachable(underlying ?? psql.code.description)
            }
        }
        return .unreachable(String(describing: error))
    }
}
