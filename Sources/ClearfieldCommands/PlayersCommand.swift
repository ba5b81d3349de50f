import CommandSupport
import ArgumentParser
import Foundation
import GameCore
import Players
import BoardClient
import LocalDatabase

/// `clearfield players ...`: every player, one player, and the moderation actions under the same
/// rules as the game (the acting player is the login user; the owner is the database's first player).
struct PlayersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "players",
        abstract: "List players, show one, and moderate (block, unblock, clear a name or an avatar, moderators).",
        discussion: """
            PLAYER is a login name, a player id or a nickname. You act as the login user: only a \
            moderator may block, unblock, clear a name or an avatar; only the owner (the database's \
            first player) may add or remove moderators. Every action is written to the moderation log \
            (players log). Exit status 1 when the player is unknown or the action is refused.
            """,
        subcommands: [List.self, Show.self, Block.self, Unblock.self, ClearName.self, ClearAvatar.self,
                      Moderators.self, Log.self],
        defaultSubcommand: List.self)

    /// The game's files, or exit status 2 with the reason.
    static func openData(_ global: GlobalOptions) throws -> GameData {
        do {
            return try GameData.open(dataDirectoryOption: global.dataDirectory,
                                     environment: ProcessInfo.processInfo.environment)
        } catch {
            printError("clearfield: \(error)")
            throw ExitCode(2)
        }
    }

    /// The player a command names, or exit status 1 saying there is none.
    static func find(_ name: String, in database: AppDatabase) throws -> PlayerProfile {
        guard let profile = try database.findProfile(name) else {
            printError("clearfield: \(ModerationRefusal.unknownPlayer(SafeText.escaped(name)).description)")
            throw ExitCode(1)
        }
        return profile
    }

    /// Does one action as the login user: a sentence on success, the refusal and status 1 otherwise.
    /// With a board joined (and no --local), the service does it as this computer's player there.
    static func moderate(_ action: ModerationAction, global: GlobalOptions, player: String, reason: String?) throws {
        let data = try openData(global)
        if !global.local, let service = try CommandBoard.service(global, paths: data.paths) {
            let asked = Int64(player).map { "#\($0)" } ?? player
            let answer = ServiceBoardClient.moderate(action, player: asked, reason: reason, shown: SafeText.escaped(player),
                                                     service: service)
            guard answer.succeeded else {
                printError("clearfield: \(answer.sentence)")
                throw ExitCode(1)
            }
            printLine(answer.sentence)
            return
        }
        let target = try find(player, in: data.database)
        do {
            try data.database.moderate(action, by: data.player.id, on: target.id, reason: reason)
            printLine(action.sentence(doneTo: target.escapingName()))
        } catch let refusal as ModerationRefusal {
            printError("clearfield: \(refusal)")
            throw ExitCode(1)
        }
    }
}

/// The options every moderation subcommand takes.
struct ModerationTarget: ParsableArguments {
    @Argument(help: ArgumentHelp("The player: login name, id or nickname.", valueName: "PLAYER")) var player: String
    @Option(help: ArgumentHelp("Why, for the moderation log.", valueName: "TEXT")) var reason: String?
}

extension PlayersCommand {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List every player: id, name, role, blocked.")
        @OptionGroup(visibility: .hidden) var global: GlobalOptions
        @Flag(help: "Print JSON instead of text.") var json = false

        func run() throws {
            let data = try PlayersCommand.openData(global)
            // The shared board's players when one is configured (--local: this computer's).
            let board = try CommandBoard.open(global, paths: data.paths, database: data.database, localPlayer: data.player.id)
            defer { board?.close() }
            let profiles = try board?.players() ?? data.database.profiles()
            if json {
                try printJSON(profiles.map { ProfileListing($0) })
                return
            }
            printLine("   ID  NAME                                ROLE")
            for profile in profiles { printLine(ProfileListing.row(profile)) }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show one player's profile.")
        @OptionGroup(visibility: .hidden) var global: GlobalOptions
        @Argument(help: ArgumentHelp("The player: login name, id or nickname.", valueName: "PLAYER")) var player: String
        @Flag(help: "Print JSON instead of text.") var json = false

        func run() throws {
            let data = try PlayersCommand.openData(global)
            let board = try CommandBoard.open(global, paths: data.paths, database: data.database, localPlayer: data.player.id)
            defer { board?.close() }
            let profile = try board?.find(player) ?? PlayersCommand.find(player, in: data.database)
            // Games finished are this computer's count: only for its own players.
            let games = board == nil ? try? data.database.finishedGameCount(player: profile.id) : nil
            if json {
                try printJSON(ProfileListing(profile, finishedGames: games))
            } else {
                printLine(ProfileListing.text(profile, finishedGames: games))
            }
        }
    }

    struct Block: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Hide a player's rows from every board (moderators).")
        @OptionGroup(visibility: .hidden) var global: GlobalOptions
        @OptionGroup var target: ModerationTarget
        func run() throws { try PlayersCommand.moderate(.block, global: global, player: target.player, reason: target.reason) }
    }

    struct Unblock: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show a blocked player's rows again (moderators).")
        @OptionGroup(visibility: .hidden) var global: GlobalOptions
        @OptionGroup var target: ModerationTarget
        func run() throws { try PlayersCommand.moderate(.unblock, global: global, player: target.player, reason: target.reason) }
    }

    struct ClearName: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clear-name", abstract: "Blank a nickname: \"Player N\" until they choose another (moderators).")
        @OptionGroup(visibility: .hidden) var global: GlobalOptions
        @OptionGroup var target: ModerationTarget
        func run() throws {
            try PlayersCommand.moderate(.blankNickname, global: global, player: target.player, reason: target.reason)
        }
    }

    struct ClearAvatar: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clear-avatar", abstract: "Remove an avatar: the identicon is shown (moderators).")
        @OptionGroup(visibility: .hidden) var global: GlobalOptions
        @OptionGroup var target: ModerationTarget
        func run() throws {
            try PlayersCommand.moderate(.removeAvatar, global: global, player: target.player, reason: target.reason)
        }
    }

    struct Moderators: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Appoint or remove moderators (the owner only).", subcommands: [Add.self, Remove.self])

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Make a player a moderator.")
            @OptionGroup(visibility: .hidden) var global: GlobalOptions
            @OptionGroup var target: ModerationTarget
            func run() throws {
                try PlayersCommand.moderate(.appointModerator, global: global, player: target.player, reason: target.reason)
            }
        }

        struct Remove: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Make a moderator a player again.")
            @OptionGroup(visibility: .hidden) var global: GlobalOptions
            @OptionGroup var target: ModerationTarget
            func run() throws {
                try PlayersCommand.moderate(.removeModerator, global: global, player: target.player, reason: target.reason)
            }
        }
    }
}
