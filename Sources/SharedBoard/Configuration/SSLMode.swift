/// libpq's `sslmode`: how much the connection insists on TLS and how much of the server's
/// certificate it checks. `verify-full` (the chain up to a trusted root and the host name) is the
/// one a board reached over a network should use.
public enum SSLMode: String, CaseIterable, Sendable {
    case disable
    case allow
    case prefer
    case require
    case verifyCA = "verify-ca"
    case verifyFull = "verify-full"

    /// libpq's default.
    public static let standard = SSLMode.prefer

    /// Whether a connection without TLS is refused.
    public var requiresTLS: Bool {
        switch self {
        case .disable, .allow, .prefer: false
        case .require, .verifyCA, .verifyFull: true
        }
    }

    /// Whether the server's certificate chain is checked against the trusted roots.
    public var verifiesCertificate: Bool { self == .verifyCA || self == .verifyFull }

    /// Whether the certificate must name the host connected to.
    public var verifiesHostName: Bool { self == .verifyFull }

    public static func parse(_ text: String) throws -> SSLMode {
        guard let mode = SSLMode(rawValue: text.lowercased()) else {
            throw BoardConfigurationError.unknownSSLMode(text)
        }
        return mode
    }
}
