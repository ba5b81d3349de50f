import GameCore

/// Why a shared board's address or settings cannot be used, in words for the player. Values from
/// outside (an address, a file name) are passed through `SafeText` before they are shown.
public enum BoardConfigurationError: Error, Equatable, CustomStringConvertible, Sendable {
    case notAPostgresAddress(String)
    case badPort(String)
    case unknownSSLMode(String)
    case badTimeout(String)
    case unreadableSettings(String)
    case rootCertificateUnreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .notAPostgresAddress(let text):
            "the shared board \"\(SafeText.escaped(text))\" is not an address of the form postgres://USER@HOST:PORT/DATABASE"
        case .badPort(let text):
            "the shared board's port \"\(SafeText.escaped(text))\" is not a number from 1 to 65535"
        case .unknownSSLMode(let text):
            "sslmode \"\(SafeText.escaped(text))\" is not one of "
                + SSLMode.allCases.map(\.rawValue).joined(separator: ", ")
        case .badTimeout(let text):
            "connect_timeout \"\(SafeText.escaped(text))\" is not a whole number of seconds"
        case .unreadableSettings(let reason):
            "the sharedBoard setting cannot be read: \(SafeText.escaped(reason))"
        case .rootCertificateUnreadable(let path, let reason):
            "the trusted root certificates \(SafeText.escaped(path)) cannot be used (\(SafeText.escaped(reason))): "
                + "sslmode verify-ca and verify-full need them (sslrootcert or PGSSLROOTCERT)"
        }
    }
}
