import Foundation

/// Everything needed to connect to a shared board, resolved the way libpq does: the address the
/// player gave (`--shared-board`, then `CLEARFIELD_SHARED_BOARD`, then `sharedBoard` in
/// config/settings.json), each missing part from the libpq variables (`PGHOST`, `PGPORT`, `PGUSER`,
/// `PGPASSWORD`, `PGDATABASE`, `PGSSLMODE`, `PGSSLROOTCERT`, `PGCONNECT_TIMEOUT`), the password
/// last from the password file (`PGPASSFILE` or `~/.pgpass`), then libpq's defaults.
public struct BoardConnectionSettings: Equatable, Sendable {
    /// A host name or address, or a directory holding the server's Unix socket (starts with `/`).
    public var host: String
    public var port: Int
    public var user: String
    public var password: String?
    public var database: String
    public var sslMode: SSLMode
    /// The trusted roots for `verify-ca` / `verify-full` (PEM).
    public var sslRootCertificate: String
    /// Both the connect and the query time-out: a board that does not answer never holds the game.
    public var timeoutSeconds: Int
    /// Where the address came from, for `board status`.
    public var source: Source

    public enum Source: String, Sendable {
        case option = "--shared-board"
        case environment = "CLEARFIELD_SHARED_BOARD"
        case settings = "sharedBoard in config/settings.json"
    }

    /// A few seconds: long enough for a board across a campus, short enough never to be noticed.
    public static let defaultTimeoutSeconds = 4

    public init(host: String, port: Int = 5432, user: String, password: String? = nil, database: String,
                sslMode: SSLMode = .standard, sslRootCertificate: String = "",
                timeoutSeconds: Int = defaultTimeoutSeconds, source: Source = .option) {
        self.host = host
        self.port = port
        self.user = user
        self.password = password
        self.database = database
        self.sslMode = sslMode
        self.sslRootCertificate = sslRootCertificate
        self.timeoutSeconds = timeoutSeconds
        self.source = source
    }

    /// The Unix socket's path when the host is a directory.
    public var socketPath: String? {
        host.hasPrefix("/") ? "\(host)/.s.PGSQL.\(port)" : nil
    }

    /// What `board status` shows: never the password.
    public var summary: String {
        let place = socketPath.map { "socket \($0)" } ?? "\(host):\(port)"
        return "\(user)@\(place)/\(database) (sslmode \(sslMode.rawValue))"
    }

    /// The board configured, or nil when none is (then nothing changes: the SQLite boards only).
    /// `warnings` collects what was ignored (a password file others may read).
    public static func resolve(option: String?, environment: [String: String], setting: String?,
                               homeDirectory: String, loginName: String,
                               warnings: inout [String]) throws -> BoardConnectionSettings? {
        func given(_ value: String?) -> String? {
            guard let value, !value.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            return value
        }
        let chosen: (String, Source)?
        if let option = given(option) {
            chosen = (option, .option)
        } else if let variable = given(environment["CLEARFIELD_SHARED_BOARD"]) {
            chosen = (variable, .environment)
        } else if let setting = given(setting) {
            chosen = (setting, .settings)
        } else {
            chosen = nil
        }
        guard let (text, source) = chosen else { return nil }
        let address = try BoardAddress.parse(text)
        return try settings(from: address, source: source, environment: environment, homeDirectory: homeDirectory,
                            loginName: loginName, warnings: &warnings)
    }

    static func settings(from address: BoardAddress, source: Source, environment: [String: String],
                         homeDirectory: String, loginName: String,
                         warnings: inout [String]) throws -> BoardConnectionSettings {
        func variable(_ name: String) -> String? {
            guard let value = environment[name], !value.isEmpty else { return nil }
            return value
        }
        let host = address.host ?? variable("PGHOST") ?? "localhost"
        var port = 5432
        if let given = address.port {
            port = given
        } else if let text = variable("PGPORT") {
            guard let number = Int(text), (1...65535).contains(number) else { throw BoardConfigurationError.badPort(text) }
            port = number
        }
        let user = address.user ?? variable("PGUSER") ?? loginName
        let database = address.database ?? variable("PGDATABASE") ?? user
        let sslMode = try address.sslMode ?? variable("PGSSLMODE").map { text throws in
            try SSLMode.parse(text)
        } ?? .standard
        let rootCertificate = address.sslRootCertificate ?? variable("PGSSLROOTCERT")
            ?? "\(homeDirectory)/.postgresql/root.crt"
        var timeout = defaultTimeoutSeconds
        if let seconds = address.connectTimeoutSeconds {
            timeout = seconds
        } else if let text = variable("PGCONNECT_TIMEOUT") {
            timeout = try BoardAddress.seconds(text)
        }
        // libpq: 0 waits for ever, which the game never does; 1 is raised to 2.
        timeout = timeout == 0 ? defaultTimeoutSeconds : max(2, timeout)

        var password = address.password ?? variable("PGPASSWORD")
        if password == nil {
            let file = variable("PGPASSFILE") ?? "\(homeDirectory)/.pgpass"
            var warning: String?
            password = PassFile.load(path: file, warning: &warning)?
                .password(host: host, port: port, database: database, user: user)
            if let warning { warnings.append(warning) }
        }
        return BoardConnectionSettings(host: host, port: port, user: user, password: password, database: database,
                                       sslMode: sslMode, sslRootCertificate: rootCertificate,
                                       timeoutSeconds: timeout, source: source)
    }
}
