import BoardAPI
import BoardClient
import CommandSupport
import ArgumentParser
import Foundation
import GameCore
import SaveFiles
import LocalDatabase

/// `clearfield board join|link|leave|status|claim`: this computer on a board service (issue 29).
struct BoardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "board",
        abstract: "Join a shared leaderboard (a board service), link another computer, leave, show the state, or claim an old account.",
        discussion: """
            `board join https://HOST` makes this computer a player of the board: it makes its own key \
            (kept in the data directory, readable by you only, never shown) and signs every request \
            with it; no password travels. Plain http:// is allowed only to this computer (127.0.0.1, \
            ::1, localhost). The board's owner runs the service (`clearfield-board`).
            """,
        subcommands: [BoardJoinCommand.self, BoardLinkCommand.self, BoardLeaveCommand.self, BoardStatusCommand.self,
                      BoardClaimCommand.self])

    /// The data directory, or exit status 2 with why.
    static func dataDirectory(_ global: GlobalOptions) throws -> URL {
        do {
            let paths = try AppPaths.forCurrentProcess(dataDirectoryOption: global.dataDirectory)
            try paths.createDirectories()
            return paths.dataDirectory
        } catch {
            printError("clearfield: \(error)")
            throw ExitCode(2)
        }
    }

    /// The joined board's service, or exit status 2 with why.
    static func joined(_ global: GlobalOptions) throws -> BoardService {
        let directory = try dataDirectory(global)
        do {
            guard let service = try JoinedBoard.service(option: global.sharedBoard, dataDirectory: directory) else {
                printError("clearfield: \(BoardClientError.notJoined)")
                throw ExitCode(2)
            }
            return service
        } catch let problem as JoinedBoardProblem {
            printError("clearfield: \(problem)")
            throw ExitCode(2)
        }
    }
}

/// `board join URL [--nickname NAME] [--invite CODE] [--link CODE]`.
struct BoardJoinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join", abstract: "Make this computer a player of a board service (or, with --link, of your player there).")

    @OptionGroup(visibility: .hidden) var global: GlobalOptions
    @Argument(help: "The board's address: https://HOST[:PORT] (http:// only to this computer).") var url: String
    @Option(help: "Your nickname on the board.") var nickname: String?
    @Option(help: "An invitation code, for a board open by invitation.") var invite: String?
    @Option(help: "A code from `clearfield board link` on your other computer: join as the same player.") var link: String?

    func run() throws {
        let address: ServiceAddress
        do {
            address = try ServiceAddress.parse(url)
        } catch {
            printError("clearfield: \(error)")
            throw ExitCode(64)
        }
        let directory = try BoardCommand.dataDirectory(global)
        if let joined = JoinedBoard.read(dataDirectory: directory) {
            printError("clearfield: this computer already joined \(joined.address): run `clearfield board leave` first")
            throw ExitCode(1)
        }
        let key = BoardKey()
        let service = BoardService(address: address, key: key)
        let request = JoinRequest(nickname: nickname, invite: invite, linkCode: link)
        let account: PlayerAccount
        do {
            account = try service.join(request)
        } catch {
            printError("clearfield: could not join \(address): \(error)")
            throw ExitCode(1)
        }
        do {
            // The key is kept only once the board has it; the address after the key.
            try BoardKeyFile(dataDirectory: directory).write(key)
            try JoinedBoard(address: address.description, playerID: account.playerID, keyID: key.id, joinedAt: Date())
                .write(dataDirectory: directory)
        } catch {
            printError("clearfield: joined, but this computer's key could not be kept: \(error)")
            throw ExitCode(1)
        }
        let name = account.nickname.map { " as \(SafeText.escaped($0))" } ?? ""
        printLine("Joined \(address)\(name): player \(account.playerID). Finished games go to the board from now on.")
    }
}

/// `board link`: a one-time code that adds another computer to this player.
struct BoardLinkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "link", abstract: "Print a one-time code that adds another computer to your player on the board.")

    @OptionGroup(visibility: .hidden) var global: GlobalOptions

    func run() throws {
        let service = try BoardCommand.joined(global)
        do {
            let code = try service.link()
            printLine("On the other computer: clearfield board join \(service.address) --link \(SafeText.escaped(code.code))")
            printLine("The code works once, until \(ISO8601Text.string(from: code.expiresAt)).")
        } catch {
            printError("clearfield: no link code: \(error)")
            throw ExitCode(1)
        }
    }
}

/// `board leave`: the board forgets this computer's key, and this computer forgets the board.
struct BoardLeaveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leave", abstract: "Forget the board on this computer (and this computer's key on the board).")

    @OptionGroup(visibility: .hidden) var global: GlobalOptions

    func run() throws {
        let directory = try BoardCommand.dataDirectory(global)
        guard let joined = JoinedBoard.read(dataDirectory: directory) else {
            printLine("This computer has not joined a board.")
            return
        }
        // The board is told when it can be; the computer forgets the board either way.
        if let service = try? JoinedBoard.service(option: nil, dataDirectory: directory) {
            do {
                try service.leave()
            } catch {
                printError("clearfield: the board was not told (\(error)); this computer forgets it all the same")
            }
        }
        do {
            try BoardKeyFile(dataDirectory: directory).remove()
            try JoinedBoard.remove(dataDirectory: directory)
        } catch {
            printError("clearfield: \(error)")
            throw ExitCode(1)
        }
        printLine("Left \(joined.address): this computer's key is gone; its games are ranked here only.")
    }
}

/// `board status`: the joined board, who we are there, the service's state, and the outbox.
struct BoardStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status", abstract: "Say which board is joined, who you are there and what waits in the outbox.")

    @OptionGroup(visibility: .hidden) var global: GlobalOptions

    func run() throws {
        let service = try BoardCommand.joined(global)
        printLine("Board: \(service.address)")
        let outbox = Self.outboxLine(global: global)
        do {
            let status = try service.status()
            let account = try service.me()
            printLine("Service: API \(SafeText.escaped(status.apiVersion)), days and weeks in \(SafeText.escaped(status.timeZone))"
                + (status.inviteOnly ? ", by invitation" : ", open sign-up"))
            let name = account.nickname.map { " (\(SafeText.escaped($0)))" } ?? ""
            printLine("You: player \(account.playerID)\(name), \(SafeText.escaped(account.role))"
                + (account.blocked ? ", blocked" : ""))
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
