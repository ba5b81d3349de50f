import Foundation

/// The board service's address, as `board join URL` and `--shared-board URL` give it, checked
/// against the one transport's policy: HTTPS (its certificate verified) anywhere, plain HTTP only
/// to this computer (a loopback address), and nothing else. A `postgres://` address names a board
/// of the retired direct mode: it is refused with a sentence pointing to `board join`.
public struct ServiceAddress: Equatable, Sendable, CustomStringConvertible {
    public let scheme: String
    public let host: String
    public let port: Int
    /// The path the service is mounted under ("" or "/board"), without a trailing slash.
    public let basePath: String

    /// Reads and checks an address; a refusal is a sentence for the player.
    public static func parse(_ text: String) throws(ServiceAddressRefusal) -> ServiceAddress {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lowered = trimmed.lowercased()
        if lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://") {
            throw .directDatabase
        }
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased(),
              let rawHost = components.host, !rawHost.isEmpty else {
            throw .notAnAddress(trimmed)
        }
        guard components.user == nil, components.password == nil else { throw .carriesCredentials }
        guard components.query == nil, components.fragment == nil else { throw .notAnAddress(trimmed) }
        var host = rawHost.lowercased()
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        switch scheme {
        case "https": break
        case "http":
            guard isLoopback(host) else { throw .plainHTTPNotLoopback(host) }
        default:
            throw .unsupportedScheme(scheme)
        }
        let port = components.port ?? (scheme == "https" ? 443 : 80)
        guard (1...65535).contains(port) else { throw .notAnAddress(trimmed) }
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        return ServiceAddress(scheme: scheme, host: host, port: port, basePath: path)
    }

    /// Whether `host` is this computer: localhost, 127.0.0.0/8 or ::1.
    public static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased()
        if host == "localhost" || host.hasSuffix(".localhost") { return true }
        if host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) }),
              let octets = Optional(parts.compactMap { UInt8($0) }), octets.count == 4 else { return false }
        return octets[0] == 127
    }

    /// The URL of a path of the API (`BoardAPI.Path`, query included).
    public func url(_ pathAndQuery: String) -> String {
        "\(origin)\(basePath)\(pathAndQuery)"
    }

    /// The path as it travels, which is what the signature covers.
    public func requestPath(_ pathAndQuery: String) -> String { basePath + pathAndQuery }

    var origin: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let defaultPort = scheme == "https" ? 443 : 80
        return port == defaultPort ? "\(scheme)://\(shownHost)" : "\(scheme)://\(shownHost):\(port)"
    }

    /// The address as the player wrote it, normalised (stored in board.json, shown by `board status`).
    public var description: String { origin + basePath }
}

/// Why an address cannot be used, in words.
public enum ServiceAddressRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    case directDatabase
    case notAnAddress(String)
    case unsupportedScheme(String)
    case plainHTTPNotLoopback(String)
    case carriesCredentials

    public var description: String {
        switch self {
        case .directDatabase:
            "a postgres:// address is a board of the retired direct mode: players no longer log in to the "
                + "database. Ask the board's owner for its service address and run `clearfield board join https://…`"
        case .notAnAddress(let text):
            "\"\(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : String($0) }.joined())\" "
                + "is not a board address (https://HOST[:PORT])"
        case .unsupportedScheme(let scheme):
            "a board is reached over https:// (\(scheme):// is not supported)"
        case .plainHTTPNotLoopback(let host):
            "plain http:// is only for a board on this computer (127.0.0.1, ::1, localhost); "
                + "\(host) must be reached over https:// so its certificate is checked"
        case .carriesCredentials:
            "a board address carries no user name or password: this computer signs its requests with its own key"
        }
    }
}
