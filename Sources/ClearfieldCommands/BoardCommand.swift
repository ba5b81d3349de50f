import CommandSupport
import ArgumentParser
import Foundation
import SharedBoard
import Storage

/// `clearfield board init|status|add-player|moderator`: the shared PostgreSQL board.
struct BoardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "board",
        abstract: "Set up or inspect the shared leaderboard (PostgreSQL).",
        discussion: """
            The board is named by --shared-board postgres://USER@HOST:PORT/DATABASE, the \
            CLEARFIELD_SHARED_BOARD variable or sharedBoard in config/settings.json; the libpq \
            variables (PGHOST, PGUSER, PGPASSWORD, PGSSLMODE...) and ~/.pgpass fill in the rest.
            """,
        subcommands: [BoardInitCommand.self, BoardStatusCommand.self, BoardAddPlayerCommand.self,
                      BoardModeratorCommand.self])

    /// The configured board's settings, or exit status 2 with why.
    static func settings(global: GlobalOptions) throws -> BoardConnectionSettings {
        let environment = ProcessInfo.processInfo.environment
        let paths = try? AppPaths.forCurrentProcess(dataDirectoryOption: global.dataDirectory)
        do {
            let (settings, warnings) = try SharedBoardOption.settings(global: global, paths: paths, environment: environment)
            warnings.forEach { printError("clearfield: \($0)") }
            guard let settings else {
                printError("clearfield: no shared board is configured: give --shared-board postgres://USER@HOST/DATABASE, "
                    + "set CLEARFIELD_SHARED_BOARD, or put \"sharedBoard\" in config/settings.json")
                throw ExitCode(2)
            }
            return settings
        } catch let error as BoardConfigurationError {
            printError("clearfield: \(error)")
            throw ExitCode(2)
        }
    }

    static func connect(global: GlobalOptions) throws -> BoardConnection {
        let settings = try settings(global: global)
        do {
            return try BoardConnection.open(settings)
        } catch {
            printError("clearfield: \(error) (\(settings.summary))")
            throw ExitCode(1)
        }
    }

    /// Runs board work, turning its errors into one line and exit status 1.
    static func reporting<T>(_ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let error as BoardError {
            printError("clearfield: \(error)")
            throw ExitCode(1)
        }
    }
}

/// `board init`: the administrator creates (or updates) the schema, the roles and the policies.
struct BoardInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create or update the board's schema, roles and policies (the board's administrator).")

    @OptionGroup var global: GlobalOptions
    @Option(help: "The time zone the board counts its days and weeks in (a name such as Europe/Paris; UTC at first).")
    var timeZone: String?
    @Option(help: "How many sessions each player role may open at once (3 at first).")
    var connectionLimit: Int?

    func run() throws {
        let connection = try BoardCommand.connect(global: global)
        defer { connection.close() }
        let applied = try BoardCommand.reporting {
            try BoardAdministration(connection: connection).initialize(
                timeZone: timeZone, connectionLimit: connectionLimit, waiting: { printError($0) })
        }
        if applied.isEmpty {
            printLine("The board is up to date (schema version \(BoardMigration.latestVersion)).")
        } else {
            for migration in applied {
                printLine("Applied schema version \(migration.version) (\(migration.name)).")
            }
        }
        printLine("Roles: clearfield_player (every player), moderator. Add players with `clearfield board add-player ROLE`.")
    }
}

/// `board add-player ROLE [--password-stdin]`: a login role for one player, and their row.
struct BoardAddPlayerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-player",
        abstract: "Add a player to the board: a PostgreSQL login role of their own (the board's administrator).")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The player's role name: lower-case letters, digits and _.") var role: String
    @Flag(help: "Read the role's password from the first line of standard input.") var passwordStdin = false

    func run() throws {
        var password: String?
        if passwordStdin {
            password = readLine(strippingNewline: true)
            guard let given = password, !given.isEmpty else {
                printError("clearfield: no password on standard input")
                throw ExitCode(2)
            }
        }
        let connection = try BoardCommand.connect(global: global)
        defer { connection.close() }
        let id = try BoardCommand.reporting {
            try BoardAdministration(connection: connection).addPlayer(role: role, password: password)
        }
        printLine("Player \(id): role \(role).")
    }
}

/// `board moderator add|remove ROLE`.
struct BoardModeratorCommand: ParsableCommand {
    enum Change: String, ExpressibleByArgument { case add, remove }

    static let configuration = CommandConfiguration(
        commandName: "moderator", abstract: "Appoint or remove a moderator (the board's administrator).")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "add or remove") var change: Change
    @Argument(help: "The player's role name.") var role: String

    func run() throws {
        let connection = try BoardCommand.connect(global: global)
        defer { connection.close() }
        try BoardCommand.reporting {
            try BoardAdministration(connection: connection).setModerator(role: role, appointed: change == .add)
        }
        printLine(change == .add ? "\(role) is a moderator." : "\(role) is no longer a moderator.")
    }
}

/// `board status`: where the board is, who we are on it, its schema version, and the outbox.
struct BoardStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status", abstract: "Say which board is used, its schema version and what waits in the outbox.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let settings = try BoardCommand.settings(global: global)
        printLine("Board: \(settings.summary), from \(settings.source.rawValue)")
        let outbox = Self.outboxLine(global: global)
        do {
            let connection = try BoardConnection.open(settings)
            defer { connection.close() }
            let report = try BoardStatusReport.read(from: connection)
            printLine("Server: PostgreSQL \(report.serverVersion), \(report.tls ? "TLS" : "no TLS")")
            printLine("Role: \(report.role)" + (report.playerID.map { ", player \($0)" } ?? ", not a player of this board")
                + (report.isModerator ? ", moderator" : ""))
            let schema = report.schemaVersion == 0 ? "none (run `clearfield board init`)"
                : "version \(report.schemaVersion) of \(BoardMigration.latestVersion)"
            printLine("Schema: \(schema)")
            if let zone = report.timeZone { printLine("Days and weeks: \(zone) (the server's clock)") }
            printLine(outbox)
        } catch {
            printLine("Offline: \(error)")
            printLine(outbox)
            throw ExitCode(1)
        }
    }

    static func outboxLine(global: GlobalOptions) -> String {
        guard let data = try? GameData.open(dataDirectoryOption: global.dataDirectory,
                                            environment: ProcessInfo.processInfo.environment),
              let entries = try? data.database.outbox(player: data.player.id) else {
            return "Outbox: cannot be read"
        }
        guard let oldest = entries.first else { return "Outbox: empty" }
        let last = entries.compactMap(\.lastError).last.map { "; last error: \($0)" } ?? ""
        return "Outbox: \(entries.count) result\(entries.count == 1 ? "" : "s") waiting since \(oldest.queuedAt)\(last)"
    }
}
