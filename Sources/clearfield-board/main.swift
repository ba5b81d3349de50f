import ArgumentParser
import BoardService
import ClearfieldServiceGames
import Foundation
import SharedBoard

/// `clearfield-board`: the board service and its administration (issue 29). Players never log in
/// to the database: this program holds the only connections.
@main
struct ClearfieldBoard: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clearfield-board",
        abstract: "The Clearfield board service: every player on one board, none in the database.",
        subcommands: [Migrate.self, Serve.self, Invite.self, Moderator.self, Status.self, Verify.self])
}

struct DatabaseOption: ParsableArguments {
    @Option(help: "The board's PostgreSQL database (postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=...).")
    var database: String

    func connection(timeoutSeconds: Int? = nil) throws -> BoardConnection {
        var settings = try ServiceDatabase.settings(url: database)
        if let timeoutSeconds { settings.timeoutSeconds = timeoutSeconds }
        return try BoardConnection.open(settings)
    }
}

struct Migrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Create or upgrade the board's schema; on a board made for logins, keep each player's password verifier for a claim, close every player login and judge the old runs by replay.")
    @OptionGroup var database: DatabaseOption
    @Option(help: "The zone the board counts its days in (a name such as Europe/Paris); kept when omitted.")
    var timeZone: String?

    func run() throws {
        // A step may copy every run of a big board (version 16 moves them into monthly partitions:
        // about a minute per million runs here), far past the 5 s a request may take.
        let connection = try database.connection(timeoutSeconds: 3_600)
        defer { connection.close() }
        let report = try BoardAdmin(connection: connection, games: .clearfield).migrate(timeZone: timeZone)
        print(report.applied.isEmpty ? "The schema was up to date." : "Applied: \(report.applied.joined(separator: ", ")).")
        if report.verifiersKept > 0 { print("Kept \(report.verifiersKept) password verifiers for claims.") }
        if !report.loginsClosed.isEmpty { print("Closed \(report.loginsClosed.count) player logins (NOLOGIN).") }
        if !report.nicknamesCleared.isEmpty {
            print("Cleared \(report.nicknamesCleared.count) nicknames that read as an earlier player's: "
                + report.nicknamesCleared.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
        }
        let judged = report.judged
        if judged.ranked + judged.held + judged.refused > 0 {
            print("Judged \(judged.ranked + judged.held + judged.refused) earlier runs: \(judged.ranked) ranked, "
                + "\(judged.held) held for review, \(judged.refused) refused.")
        }
    }
}

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Serve the board's HTTP/JSON API (stops gracefully on SIGTERM).")
    @OptionGroup var database: DatabaseOption
    @Option(help: "A streaming standby of --database for board reads, used while it keeps up (postgres://...).")
    var readDatabase: String?
    @Option(help: "Milliseconds the standby may lag before board reads go to --database.")
    var replicaLagLimit = 1000
    @Option(help: "Where to listen, HOST:PORT.") var listen = "127.0.0.1:8080"
    @Option(help: "The TLS certificate chain (PEM); with --tls-key, the service speaks HTTPS.") var tlsCertificate: String?
    @Option(help: "The TLS private key (PEM).") var tlsKey: String?
    @Flag(help: "New players need an invitation code (clearfield-board invite).") var inviteOnly = false
    @Option(help: "Requests a minute one player may send; past it the answer is 429 with Retry-After.")
    var playerRequestsPerMinute = ServiceSettings().playerRequestsPerMinute
    @Option(help: "Requests a minute one address may send, signed or not (behind a proxy not named by --trusted-proxy, every player shares its address).")
    var addressRequestsPerMinute = ServiceSettings().addressRequestsPerMinute
    @Option(help: "The address of a proxy in front (repeatable): its X-Forwarded-For names the client counted by the per-address limits.")
    var trustedProxy: [String] = []

    func run() async throws {
        guard let colon = listen.lastIndex(of: ":"), let port = Int(listen[listen.index(after: colon)...]),
              (0...65535).contains(port) else {
            throw ValidationError("--listen is HOST:PORT, such as 127.0.0.1:8080")
        }
        guard (tlsCertificate == nil) == (tlsKey == nil) else {
            throw ValidationError("--tls-certificate and --tls-key go together")
        }
        guard playerRequestsPerMinute >= 1, addressRequestsPerMinute >= 1 else {
            throw ValidationError("--player-requests-per-minute and --address-requests-per-minute are 1 or more")
        }
        guard replicaLagLimit >= 0 else { throw ValidationError("--replica-lag-limit is 0 or more (milliseconds)") }
        var settings = ServiceSettings()
        settings.replicaLagLimit = .milliseconds(replicaLagLimit)
        settings.inviteOnly = inviteOnly
        settings.playerRequestsPerMinute = playerRequestsPerMinute
        settings.addressRequestsPerMinute = addressRequestsPerMinute
        for proxy in trustedProxy {
            guard let address = ServiceSettings.ipAddress(proxy) else {
                throw ValidationError("--trusted-proxy is an IP address, such as 127.0.0.1 (\"\(proxy.prefix(60))\" is not)")
            }
            settings.trustedProxies.insert(address)
        }
        let tls = try tlsCertificate.map { try ServiceRunner.tls(certificate: $0, key: tlsKey ?? "") }
        try await ServiceRunner.run(databaseURL: database.database, readDatabaseURL: readDatabase, host: String(listen[..<colon]), port: port,
                                    games: .clearfield, settings: settings, tls: tls)
    }
}

struct Invite: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print a new invitation code (for a board that is --invite-only).")
    @OptionGroup var database: DatabaseOption
    @Option(help: "How many players may join with it.") var uses = 1

    func run() throws {
        guard uses >= 1 else { throw ValidationError("--uses is 1 or more") }
        let connection = try database.connection()
        defer { connection.close() }
        print(try BoardAdmin(connection: connection, games: .clearfield).invite(uses: uses))
    }
}

struct Moderator: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Appoint or remove a moderator (or, with --owner, the board's owner).")
    enum Change: String, ExpressibleByArgument { case add, remove }
    @Argument(help: "add or remove") var change: Change
    @Argument(help: "The player's nickname, or #ID.") var nickname: String
    @Flag(help: "Make the player the board's owner (who appoints moderators).") var owner = false
    @OptionGroup var database: DatabaseOption

    func run() throws {
        let connection = try database.connection()
        defer { connection.close() }
        let role = change == .remove ? "player" : owner ? "owner" : "moderator"
        try BoardAdmin(connection: connection, games: .clearfield).setRole(nickname: nickname, role: role)
        print(change == .add ? "\(nickname) is now a \(role) of the board." : "\(nickname) is no longer a moderator.")
    }
}

struct Status: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show the board's schema, players and runs.")
    @OptionGroup var database: DatabaseOption

    func run() throws {
        let connection = try database.connection()
        defer { connection.close() }
        for line in try BoardAdmin(connection: connection, games: .clearfield).status() { print(line) }
    }
}

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay every ranked and held run again; report what was skipped and why (exit 1 when any fails).")
    @OptionGroup var database: DatabaseOption

    func run() throws {
        let connection = try database.connection()
        defer { connection.close() }
        let judged = try BoardAdmin(connection: connection, games: .clearfield).verify()
        print("Verified \(judged.ranked) ranked and \(judged.held) held runs.")
        for (why, count) in judged.skipped.sorted(by: { $0.key < $1.key }) { print("Skipped \(count): \(why).") }
        for failure in judged.failures { print("FAILED \(failure)") }
        if !judged.failures.isEmpty {
            print("\(judged.failures.count) runs do not verify.")
            throw ExitCode(1)
        }
    }
}
