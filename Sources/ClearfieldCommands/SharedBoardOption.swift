import BoardAPI
import BoardClient
import CommandSupport
import Foundation
import Leaderboards
import Midend
import Players
import SharedBoard
import Shell
import SaveFiles
import LocalDatabase
import Synchronization
import Terminal

/// Which board service this run uses: the board this computer joined (`board join`, kept in the
/// data directory), which `--shared-board`, `CLEARFIELD_SHARED_BOARD` or `sharedBoard` in
/// config/settings.json may name (they must name the joined board). Nil when none is joined: the
/// boards are then the SQLite ones only, as before. A `postgres://` address is refused with a
/// sentence pointing to `board join` (the direct mode is retired).
enum SharedBoardOption {
    static func service(global: GlobalOptions, paths: AppPaths,
                        environment: [String: String]) throws -> (BoardService?, [String]) {
        try service(option: global.sharedBoard, paths: paths, environment: environment)
    }

    static func service(option: String?, paths: AppPaths,
                        environment: [String: String]) throws -> (BoardService?, [String]) {
        var warnings: [String] = []
        let named = option ?? environment["CLEARFIELD_SHARED_BOARD"].flatMap { $0.isEmpty ? nil : $0 }
            ?? sharedBoardSetting(in: paths, warnings: &warnings)
        return (try JoinedBoard.service(option: named, dataDirectory: paths.dataDirectory), warnings)
    }

    /// The `sharedBoard` string of config/settings.json, nil when the file or the key is missing
    /// (a file that is not JSON is the settings loader's to report).
    static func sharedBoardSetting(in paths: AppPaths, warnings: inout [String]) -> String? {
        let file = SettingsFile(configDirectory: paths.configDirectory)
        guard let data = try? file.read(),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let value = object["sharedBoard"] else { return nil }
        guard let text = value as? String else {
            warnings.append("sharedBoard in config/settings.json is not a string: it was ignored")
            return nil
        }
        return text
    }
}

/// The running game on the board service: when a board is joined, finished games go to it
/// through the outbox and the Leaderboards screen reads it; a configuration that cannot be used
/// is a start-up warning and the game keeps its own boards.
enum SharedBoardWiring {
    static func attach(to access: inout LeaderboardAccess, option: String?, paths: AppPaths,
                       environment: [String: String], database: AppDatabase, player: PlayerID,
                       wake: WakeSignal = WakeSignal(), warnings: inout [String]) -> ServiceBoardClient? {
        let service: BoardService
        do {
            let (resolved, problems) = try SharedBoardOption.service(option: option, paths: paths, environment: environment)
            warnings += problems
            guard let resolved else { return nil }
            service = resolved
        } catch {
            warnings.append("The shared board is not used (\(error)): the boards are this computer's own.")
            return nil
        }
        // Each verdict the service gives goes to its run's results panel, and the loop is woken.
        let standings = SharedRunStandings(wake: wake)
        let client = ServiceBoardClient(service: service, database: database, local: access.store, localPlayer: player,
                                        deals: ServiceDeals(dataDirectory: paths.dataDirectory),
                                        onVerdict: { standings.settle(runID: $0.runID, Self.standing($0)) },
                                        onChange: { _ in wake.signal() })
        access.store = client.store
        access.shared = SharedBoardLink(statusLine: { client.statusLine },
                                        moderate: { client.moderate($0, player: $1, name: $2) },
                                        // A run the service will not get says why instead of "sending".
                                        standing: { runID in
                                            client.store.notSentReason(runID: runID).map { .notPlaced($0) }
                                                ?? standings.standing(runID: runID)
                                        },
                                        track: { runID, board in
                                            guard client.store.notSentReason(runID: runID) == nil else { return }
                                            standings.track(runID: runID, board: board)
                                        })
        // A ranked game's first play is dealt by the service; its end is reported at once.
        access.shared?.startRanked = { wanted, firstAction in
            let asked: ServiceBoardClient.DealWanted = switch wanted {
            case .board(let board): .board(board.rawValue)
            case .daily(let game): .daily(game: game)
            }
            switch client.startRanked(asked, firstAction: firstAction) {
            case .success(let dealt): return .dealt(seed: dealt.seed, ranked: dealt.ranked)
            case .failure(let refusal): return .local(refusal.reason)
            }
        }
        access.shared?.finished = { client.finished($0) }
        return client
    }

    /// The results panel's line for the service's verdict.
    static func standing(_ verdict: RunVerdict) -> SharedRunStanding {
        switch verdict.status {
        case .ranked:
            var ranks: [RankWindow: Int] = [:]
            ranks[.today] = verdict.rankToday
            ranks[.week] = verdict.rankWeek
            ranks[.allTime] = verdict.rankAllTime
            return .placed(Placement(board: BoardID(rawValue: ""), ranks: ranks, isPersonalBest: verdict.rankAllTime != nil),
                           stoppedClockMilliseconds: verdict.stoppedClockMilliseconds)
        case .held: return .held(verdict.reason ?? "faster than people play")
        case .refused: return .notPlaced(verdict.reason ?? "the board refused it")
        }
    }

    /// The player's own profile on the board, for the Profile screen and the avatar editor.
    static func profiles(of client: ServiceBoardClient) -> SharedProfileAccess {
        let service = client.service
        @Sendable func own() throws -> PlayerProfile {
            let account = try service.me()
            let answer = try service.profile("#\(account.playerID)")
            return CommandBoard.profile(answer.player)
        }
        return SharedProfileAccess(own: own,
                                   setNickname: { nickname in
                                       _ = try service.setNickname(nickname.text)
                                       return try own()
                                   },
                                   setAvatar: { avatar in
                                       let pixels = avatar.map { Data($0.bytes) }
                                       try service.setAvatar(pixels)
                                       return try own()
                                   })
    }
}
