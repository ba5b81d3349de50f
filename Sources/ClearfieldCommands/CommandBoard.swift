import CommandSupport
import ClearfieldGames
import ArgumentParser
import Foundation
import GameCore
import Leaderboards
import Players
import SharedBoard
import Storage

/// The shared board as the commands read it (issue 19): with a shared board configured,
/// `leaderboard`, `leaderboard verify`, `players list|show|log`, `replay` and `profile` read it,
/// as the game's screens do; `--local` reads this computer's own database instead. The SharedBoard
/// APIs used: `BoardConnection.open`, `PostgresLeaderboardStore` (its `LeaderboardStore` reads,
/// `currentPlayer`, `server`) and `BoardServer.listedPlayers()`, `listedPlayer(id:)` and
/// `moderationLogLines(limit:)`.
struct CommandBoard {
    let store: PostgresLeaderboardStore
    /// The connected player's id on the board.
    let player: PlayerID
    var server: BoardServer { store.server }

    /// The shared board when one is configured and `--local` is not given; nil otherwise. A board
    /// that cannot be reached exits with status 2 and says how to read the local boards.
    static func open(_ global: GlobalOptions, paths: AppPaths, registry: RankingRegistry?) throws -> CommandBoard? {
        guard !global.local else { return nil }
        let settings: BoardConnectionSettings
        do {
            let (resolved, warnings) = try SharedBoardOption.settings(global: global, paths: paths,
                                                                       environment: ProcessInfo.processInfo.environment)
            for warning in warnings { printError("clearfield: \(warning)") }
            guard let resolved else { return nil }
            settings = resolved
        } catch {
            printError("clearfield: the shared board's settings cannot be used: \(error) (--local reads this computer's boards)")
            throw ExitCode(2)
        }
        do {
            // A daily board's rows are replayed on the board's seed of that day (issue 23).
            let connection = try BoardConnection.open(settings)
            let seeds = SharedDailySeedLookup(server: BoardServer(connection: connection), learned: { SharedDailyWiring.record($0) })
            let store = PostgresLeaderboardStore(
                connection: connection, periods: .local, aggregates: registry?.aggregates ?? [:],
                members: registry?.knownMembers ?? [:],
                verify: { run in seeds.learn(board: run.board.rawValue); return registry?.reverify(run) ?? .pending })
            return CommandBoard(store: store, player: try store.currentPlayer())
        } catch {
            printError("clearfield: the shared board could not be read: \(error) (--local reads this computer's boards)")
            throw ExitCode(2)
        }
    }

    /// A board player as a profile, with their role on the board (player or moderator).
    func profile(_ id: PlayerID) throws -> PlayerProfile? {
        try server.listedPlayer(id: id).map(Self.profile)
    }

    static func profile(_ listed: ListedPlayer) -> PlayerProfile {
        SharedBoardProfiles.profile(listed)
    }

    /// Every player of the board, by id, from the board's list of players (one statement
    /// however many runs the board holds).
    func players() throws -> [PlayerProfile] {
        try server.listedPlayers().map(Self.profile)
    }

    /// The player a command names (id, login name or nickname), or exit status 1.
    func find(_ name: String) throws -> PlayerProfile {
        let all = try players()
        if let id = PlayerID(name), let match = all.first(where: { $0.id == id }) { return match }
        if let match = all.first(where: { $0.loginName == name || $0.nickname?.text == name }) { return match }
        printError("clearfield: \(ModerationRefusal.unknownPlayer(SafeText.escaped(name)).description)")
        throw ExitCode(1)
    }

    func close() { server.connection.close() }
}

extension PlayersCommand.Log {
    /// The shared board's moderation log, newest first, as the board's database wrote it, each
    /// line with its time (moderators only: the board refuses anyone else).
    func printShared(_ board: CommandBoard) throws {
        let lines: [ModerationLogLine]
        do {
            lines = try board.server.moderationLogLines(limit: limit ?? 100)
        } catch {
            printError("clearfield: the shared board's moderation log could not be read: \(error)")
            throw ExitCode(1)
        }
        let names = Dictionary(((try? board.players()) ?? []).map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        func name(_ id: Int64) -> String { names[id] ?? PlayerProfile.placeholderName(for: id) }
        let formatter = ISO8601DateFormatter()
        if json {
            struct SharedEntry: Encodable {
                var at: String
                var action: String
                var actor: String
                var targetID: Int64
                var target: String
                var reason: String?

                private enum CodingKeys: String, CodingKey {
                    case at, action, actor, targetID = "targetId", target, reason
                }
            }
            try printJSON(lines.map {
                SharedEntry(at: formatter.string(from: $0.at), action: $0.action, actor: $0.actor, targetID: $0.target,
                            target: name($0.target), reason: $0.reason)
            })
            return
        }
        if lines.isEmpty { printLine("No moderation yet.") }
        for line in lines {
            let action = ModerationAction(rawValue: line.action)?.pastTense ?? SafeText.escaped(line.action)
            let reason = line.reason.flatMap { $0.isEmpty ? nil : ": " + SafeText.escaped($0) } ?? ""
            printLine("\(formatter.string(from: line.at))  \(SafeText.escaped(line.actor)) \(action) "
                      + "\(SafeText.escaped(name(line.target)))\(reason)")
        }
    }
}

extension ProfileCommand {
    /// The connected player's profile on the shared board; `--nickname` sets it there.
    func runShared(_ board: CommandBoard) throws {
        if let nickname {
            switch Nickname.validate(nickname) {
            case .failure(let problem):
                printError("clearfield: \(problem)")
                throw ExitCode(64)
            case .success(let checked):
                do {
                    try board.server.setOwnNickname(checked.text)
                } catch {
                    printError("clearfield: the shared board refused the nickname: \(error)")
                    throw ExitCode(1)
                }
                if !json { printLine("Nickname set on the shared board: \(SafeText.escaped(checked.text))") }
            }
        }
        guard let profile = try board.profile(board.player) else {
            printError("clearfield: you are not a player of the shared board")
            throw ExitCode(1)
        }
        if json {
            try printJSON(ProfileListing(profile, finishedGames: nil))
        } else if nickname == nil {
            printLine(ProfileListing.text(profile, finishedGames: nil))
        }
    }
}
