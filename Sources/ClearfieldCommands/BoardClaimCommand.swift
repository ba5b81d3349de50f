import BoardAPI
import BoardClient
import CommandSupport
import ArgumentParser
import Foundation
import GameCore

/// `board claim ROLE`: this computer's player takes over its account of a board that was made for
/// direct database logins (issue 29, point 2), proved by that login's password. The password is
/// read from standard input (asked without echo on a terminal), never from the command line,
/// where other users of the computer could read it.
struct BoardClaimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "claim",
        abstract: "Take over your account of a board that had database logins, with its role name and password.",
        discussion: """
            On a board that was moved to the service, your old runs, nickname and avatar belong to the \
            login (role) an administrator once made for you. After `clearfield board join URL`, and \
            before playing there, run `clearfield board claim ROLE`: the password is asked without \
            echo (or read from the first line of standard input when it is not a terminal). An account \
            is claimed once; this computer's player then is the old one.
            """)

    @OptionGroup(visibility: .hidden) var global: GlobalOptions
    @Argument(help: "The role name (database login) of your account on the old board.") var role: String

    func run() throws {
        let service = try BoardCommand.joined(global)
        let roleName = role.trimmingCharacters(in: .whitespaces)
        guard !roleName.isEmpty else {
            printError("clearfield: give the role name of your old account: clearfield board claim ROLE")
            throw ExitCode(64)
        }
        guard let password = PasswordInput.read(prompt: "Password of \(SafeText.escaped(roleName)) on the old board: "),
              !password.isEmpty else {
            printError("clearfield: no password was given (it is read from standard input): nothing was claimed")
            throw ExitCode(64)
        }
        let account: PlayerAccount
        do {
            account = try service.claim(roleName: roleName, password: password)
        } catch {
            printError("clearfield: could not claim \(SafeText.escaped(roleName)): \(error)")
            throw ExitCode(1)
        }
        let directory = try BoardCommand.dataDirectory(global)
        if var joined = JoinedBoard.read(dataDirectory: directory) {
            joined.playerID = account.playerID
            do {
                try joined.write(dataDirectory: directory)
            } catch {
                printError("clearfield: claimed, but \(JoinedBoard.fileName) could not be updated: \(error)")
            }
        }
        let name = account.nickname.map { " (\(SafeText.escaped($0)))" } ?? ""
        printLine("Claimed \(SafeText.escaped(roleName)): this computer is player \(account.playerID)\(name) "
            + "on \(service.address), with that account's runs, nickname and avatar.")
    }
}
