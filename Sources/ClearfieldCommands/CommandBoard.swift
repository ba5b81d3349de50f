import BoardAPI
import BoardClient
import CommandSupport
import ArgumentParser
import Foundation
import GameCore
import Leaderboards
import Players
import SharedBoard
import SaveFiles
import LocalDatabase

/// The board service as the commands read it: with a board joined, `leaderboard`, `players
/// list|show|log|block…`, `profile` and `daily streaks` read (and moderate) the service, as the
/// game's screens do; `--local` reads this computer's own database instead. The service's stored
/// verdicts are shown: nothing is replayed here.
struct CommandBoard {
    let service: BoardService
    let store: ServiceLeaderboards
    /// This computer's player id on the board.
    let player: PlayerID

    /// The joined board when there is one and `--local` is not given; nil otherwise. A board that
    /// cannot be reached exits with status 2 and says how to read the local boards.
    static func open(_ global: GlobalOptions, paths: AppPaths, database: AppDatabase,
                     localPlayer: PlayerID) throws -> CommandBoard? {
        guard !global.local else { return nil }
        guard let service = try service(global, paths: paths) else { return nil }
        do {
            let account = try service.me()
            let client = ServiceBoardClient(service: service, database: database,
                                            local: database.leaderboards(periods: .local), localPlayer: localPlayer)
            return CommandBoard(service: service, store: client.store, player: account.playerID)
        } catch {
            printError("clearfield: the shared board could not be read: \(error) (--local reads this computer's boards)")
            throw ExitCode(2)
        }
    }

    /// The joined board's service, nil when none is; a configuration that cannot be used exits 2.
    static func service(_ global: GlobalOptions, paths: AppPaths) throws -> BoardService? {
        do {
            let (service, warnings) = try SharedBoardOption.service(global: global, paths: paths,
                                                                    environment: ProcessInfo.processInfo.environment)
            for warning in warnings { printError("clearfield: \(warning)") }
            return service
        } catch {
            printError("clearfield: the shared board cannot be used: \(error) (--local reads this computer's boards)")
            throw ExitCode(2)
        }
    }

    /// A board player as the game's profile value (the name and avatar checked as every row is).
    static func profile(_ player: PublicPlayer) -> PlayerProfile {
        let nickname = player.nickname.flatMap { try? Nickname.validate($0).get() }
        let avatar = player.avatar.flatMap { try? Avatar(bytes: $0) }
        let role: PlayerRole = switch player.role {
        case "owner": .owner
        case "moderator": .moderator
        default: .player
        }
        return PlayerProfile(id: player.playerID, loginName: PlayerProfile.placeholderName(for: player.playerID),
                             nickname: nickname, nicknameBlanked: player.nickname == nil, role: role,
                             blocked: player.blocked ?? false, memberSince: player.memberSince, avatar: avatar)
    }

    /// Every player of the board, page by page.
    func players() throws -> [PlayerProfile] {
        var all: [PublicPlayer] = []
        var offset: Int? = 0
        while let next = offset {
            let service = self.service
            let page = try service.players(offset: next)
            all += page.items
            offset = page.items.isEmpty ? nil : page.next
        }
        return all.map(Self.profile)
    }

    /// The player a command names (a nickname or `#id`, or an id), or exit status 1.
    func find(_ name: String) throws -> PlayerProfile {
        let service = self.service
        let asked = Int64(name).map { "#\($0)" } ?? name
        do {
            return Self.profile(try service.profile(asked).player)
        } catch let error as BoardClientError where error.code == .notFound {
            printError("clearfield: \(ModerationRefusal.unknownPlayer(SafeText.escaped(name)).description)")
            throw ExitCode(1)
        } catch {
            printError("clearfield: the shared board could not be read: \(error)")
            throw ExitCode(1)
        }
    }

    func close() {}
}

extension PlayersCommand.Log {
    /// The board's moderation log, newest first, as the service wrote it, each line with its time
    /// and who did it (moderators only: the service refuses anyone else).
    func printShared(_ board: CommandBoard) throws {
        let entries: [ModerationEntry]
        do {
            let service = board.service
            let wanted = min(limit ?? 100, BoardAPI.maximumPageSize)
            entries = try service.moderationLog(limit: wanted).items
        } catch {
            printError("clearfield: the shared board's moderation log could not be read: \(error)")
            throw ExitCode(1)
        }
        func name(_ player: PublicPlayer) -> String { CommandBoard.profile(player).displayName }
        if json {
            struct SharedEntry: Encodable {
                var at: String
                var action: String
                var actor: String
                var target: String
                var reason: String?
            }
            try printJSON(entries.map {
                SharedEntry(at: ISO8601Text.string(from: $0.at), action: $0.action, actor: name($0.moderator),
                            target: $0.target, reason: $0.reason)
            })
            return
        }
        if entries.isEmpty { printLine("No moderation yet.") }
        for entry in entries {
            let action = ModerationAction(rawValue: entry.action)?.pastTense ?? SafeText.escaped(entry.action)
            let reason = entry.reason.flatMap { $0.isEmpty ? nil : ": " + SafeText.escaped($0) } ?? ""
            printLine("\(ISO8601Text.string(from: entry.at))  \(SafeText.escaped(name(entry.moderator))) \(action) "
                      + "\(SafeText.escaped(entry.target))\(reason)")
        }
    }
}

extension ProfileCommand {
    /// This computer's player's profile on the board; `--nickname` sets it there (the service's
    /// name rules decide).
    func runShared(_ board: CommandBoard) throws {
        let service = board.service
        if let nickname {
            switch Nickname.validate(nickname) {
            case .failure(let problem):
                printError("clearfield: \(problem)")
                throw ExitCode(64)
            case .success(let checked):
                do {
                    _ = try service.setNickname(checked.text)
                } catch {
                    printError("clearfield: the shared board refused the nickname: \(error)")
                    throw ExitCode(1)
                }
                if !json { printLine("Nickname set on the shared board: \(SafeText.escaped(checked.text))") }
            }
        }
        let profile = try board.find("#\(board.player)")
        if json {
            try printJSON(ProfileListing(profile, finishedGames: nil))
        } else if nickname == nil {
            printLine(ProfileListing.text(profile, finishedGames: nil))
        }
    }
}
