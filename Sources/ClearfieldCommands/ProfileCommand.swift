import CommandSupport
import ArgumentParser
import Foundation
import GameCore
import Players

/// `clearfield profile [--nickname NAME] [--json]`: the login user's profile, and setting the
/// nickname under the same rules as the Profile screen.
struct ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Show your profile, or set your nickname.",
        discussion: """
            A nickname is 1 to \(Nickname.maximumColumns) columns after trimming spaces (wide characters \
            count two): letters, digits, punctuation and spaces. Control characters, escape sequences, \
            bidirectional overrides, zero-width characters and newlines are refused, naming which. \
            Draw your avatar in the game (p on the main menu, then e).
            """)

    @OptionGroup(visibility: .hidden) var global: GlobalOptions
    @Option(help: ArgumentHelp("Set your nickname.", valueName: "NAME")) var nickname: String?
    @Flag(help: "Print JSON instead of text.") var json = false

    func run() throws {
        let data = try PlayersCommand.openData(global)
        if let board = try CommandBoard.open(global, paths: data.paths, database: data.database, localPlayer: data.player.id) {
            defer { board.close() }
            try runShared(board)
            return
        }
        var profile = try data.database.profile(of: data.player.id)
        if let nickname {
            switch Nickname.validate(nickname) {
            case .failure(let problem):
                printError("clearfield: \(problem)")
                throw ExitCode(64)
            case .success(let checked):
                do {
                    profile = try data.database.setNickname(checked, for: data.player.id)
                } catch let collision as NameCollision {
                    // Refused as a name already taken: a usage error like any other refused name.
                    printError("clearfield: \(collision)")
                    throw ExitCode(64)
                }
                if !json { printLine("Nickname set: \(SafeText.escaped(checked.text))") }
            }
        }
        let games = try? data.database.finishedGameCount(player: profile.id)
        if json {
            try printJSON(ProfileListing(profile, finishedGames: games))
        } else if nickname == nil {
            printLine(ProfileListing.text(profile, finishedGames: games))
        }
    }
}
