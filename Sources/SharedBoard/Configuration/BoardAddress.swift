import Foundation

/// What a `postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=…` address says. Every part may be
/// missing: libpq's variables and defaults fill the gaps (`BoardConnectionSettings.resolve`).
public struct BoardAddress: Equatable, Sendable {
    public var host: String?
    public var port: Int?
    public var user: String?
    public var password: String?
    public var database: String?
    public var sslMode: SSLMode?
    public var sslRootCertificate: String?
    public var connectTimeoutSeconds: Int?

    public init(host: String? = nil, port: Int? = nil, user: String? = nil, password: String? = nil,
                database: String? = nil, sslMode: SSLMode? = nil, sslRootCertificate: String? = nil,
                connectTimeoutSeconds: Int? = nil) {
        self.host = host
        self.port = port
        self.user = user
        self.password = password
        self.database = database
        self.sslMode = sslMode
        self.sslRootCertificate = sslRootCertificate
        self.connectTimeoutSeconds = connectTimeoutSeconds
    }

    /// Reads an address; `postgres://` alone is allowed (everything from the libpq variables).
    public static func parse(_ text: String) throws -> BoardAddress {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lowered = trimmed.lowercased()
        guard lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://"),
              let components = URLComponents(string: trimmed) else {
            throw BoardConfigurationError.notAPostgresAddress(text)
        }
        var address = BoardAddress()
        address.host = components.host.flatMap { $0.isEmpty ? nil : $0 }
        if let host = address.host, host.hasPrefix("["), host.hasSuffix("]") {
            address.host = String(host.dropFirst().dropLast())  // an IPv6 literal
        }
        if let port = components.port {
            guard (1...65535).contains(port) else { throw BoardConfigurationError.badPort(String(port)) }
            address.port = port
        }
        address.user = components.user.flatMap { $0.isEmpty ? nil : $0 }
        address.password = components.password
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        address.database = path.isEmpty ? nil : path
        for item in components.queryItems ?? [] {
            guard let value = item.value else { continue }
            switch item.name {
            case "sslmode": address.sslMode = try SSLMode.parse(value)
            case "sslrootcert": address.sslRootCertificate = value
            case "connect_timeout": address.connectTimeoutSeconds = try Self.seconds(value)
            case "host": address.host = value
            case "port":
                guard let port = Int(value), (1...65535).contains(port) else { throw BoardConfigurationError.badPort(value) }
                address.port = port
            case "user": address.user = value
            case "password": address.password = value
            case "dbname": address.database = value
            default: break  // libpq's other parameters (application_name...) change nothing here
            }
        }
        return address
    }

    static func seconds(_ text: String) throws -> Int {
        guard let seconds = Int(text), seconds >= 0 else { throw BoardConfigurationError.badTimeout(text) }
        return seconds
    }
}
