import Foundation

/// A libpq password file (`~/.pgpass`, or the file `PGPASSFILE` names): lines of
/// `host:port:database:user:password`, `*` matching anything, `\:` and `\\` escaping, `#` comments.
/// The first line that matches gives the password. As libpq does, a file others may read is not used.
public struct PassFile: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var host, port, database, user, password: String
    }

    public var entries: [Entry]

    public init(contents: String) {
        entries = contents.split(whereSeparator: \.isNewline).compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = Self.fields(of: String(line))
            guard fields.count == 5 else { return nil }
            return Entry(host: fields[0], port: fields[1], database: fields[2], user: fields[3], password: fields[4])
        }
    }

    /// The password for a connection, or nil when no line matches.
    public func password(host: String, port: Int, database: String, user: String) -> String? {
        func matches(_ pattern: String, _ value: String) -> Bool { pattern == "*" || pattern == value }
        // libpq compares a socket directory as "localhost".
        let shownHost = host.hasPrefix("/") ? "localhost" : host
        return entries.first {
            matches($0.host, shownHost) && matches($0.port, String(port)) && matches($0.database, database)
                && matches($0.user, user)
        }?.password
    }

    /// Reads the file; nil when it is missing, unreadable, or readable by the group or others
    /// (`warning` then says why it was ignored).
    public static func load(path: String, warning: inout String?) -> PassFile? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        if let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0 {
            warning = "the password file \(path) was ignored: others may read it (chmod 0600 it)"
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else { return nil }
        return PassFile(contents: text)
    }

    static func fields(of line: String) -> [String] {
        var fields: [String] = []
        var current = ""
        var escaping = false
        for character in line {
            if escaping {
                current.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == ":" {
                fields.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        fields.append(current)
        return fields
    }
}
