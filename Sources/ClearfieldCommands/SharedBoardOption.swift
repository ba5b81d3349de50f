import CommandSupport
import ClearfieldGames
import Foundation
import Players
import SharedBoard
import Shell
import Storage
import Synchronization
import Terminal

/// Which shared board this run uses: `--shared-board`, then `CLEARFIELD_SHARED_BOARD`, then
/// `sharedBoard` in config/settings.json, completed by the libpq variables and ~/.pgpass. Nil
/// when none is configured: the boards are then the SQLite ones only, as before.
enum SharedBoardOption {
    static func settings(global: GlobalOptions, paths: AppPaths?,
                         environment: [String: String]) throws -> (BoardConnectionSettings?, [String]) {
        try settings(option: global.sharedBoard, paths: paths, environment: environment)
    }

    static func settings(option: String?, paths: AppPaths?,
                         environment: [String: String]) throws -> (BoardConnectionSettings?, [String]) {
        var warnings: [String] = []
        let setting = paths.flatMap { sharedBoardSetting(in: $0, warnings: &warnings) }
        let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        let settings = try BoardConnectionSettings.resolve(
            option: option, environment: environment, setting: setting, homeDirectory: home,
            loginName: Player.loginName(environment: environment), warnings: &warnings)
        return (settings, warnings)
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

/// The running game on a shared board: when one is configured, finished games go to it through
/// the outbox and the Leaderboards screen reads it; a configuration that cannot be used is a
/// start-up warning and the game keeps its own boards.
enum SharedBoardWiring {
    static func attach(to access: inout LeaderboardAccess, option: String?, paths: AppPaths,
                       environment: [String: String], database: AppDatabase, player: PlayerID,
                       wake: WakeSignal = WakeSignal(), warnings: inout [String]) -> SharedBoardClient? {
        let settings: BoardConnectionSettings
        do {
            let (resolved, problems) = try SharedBoardOption.settings(option: option, paths: paths, environment: environment)
            warnings += problems
            guard let resolved else { return nil }
            settings = resolved
        } catch {
            warnings.append("The shared board is not used (\(error)): the boards are this computer's own.")
            return nil
        }
        // After every pass of the outbox (on its thread): the runs it sent are looked up on the
        // board for their results panels, and the input loop is woken to redraw at once.
        let standings = SharedRunStandings(wake: wake)
        let sentStore = Mutex<SharedBoardLeaderboards?>(nil)
        let client = SharedBoardClient(settings: settings, database: database, local: access.store, localPlayer: player,
                                       registry: access.registry, periods: .local,
                                       dailySeedLearned: { SharedDailyWiring.record($0) }) { _ in
            if let store = sentStore.withLock({ $0 }), let entries = try? database.outbox(player: player) {
                let waiting = Set(entries.map(\.runID))
                standings.refresh(outboxRunIDs: waiting, store: store, player: player, now: Date())
            } else {
                wake.signal()
            }
        }
        sentStore.withLock { $0 = client.store }
        access.store = client.store
        access.shared = SharedBoardLink(statusLine: { client.statusLine },
                                        moderate: { client.moderate($0, player: $1, name: $2) },
                                        // A daily the board did not deal says so instead of "sending".
                                        standing: { runID in
                                            client.store.notSentReason(runID: runID).map { .notPlaced($0) }
                                                ?? standings.standing(runID: runID)
                                        },
                                        track: { standings.track(runID: $0, board: $1) })
        return client
    }

    /// The player's own profile on the board, for the Profile screen and the avatar editor.
    static func profiles(of client: SharedBoardClient) -> SharedProfileAccess {
        let board = SharedBoardProfiles(settings: client.settings)
        return SharedProfileAccess(own: { try board.own() }, setNickname: { try board.setNickname($0) },
                                   setAvatar: { try board.setAvatar($0) })
    }
}
