import CommandSupport
import Daily
import DailyUI
import Foundation
import Leaderboards
import Midend
import PlayersUI
import BoardClient
import SharedBoard
import Shell
import SaveFiles
import LocalDatabase
import Synchronization
import Terminal

/// The terminal game's environment, wired to the real world: the database under the data
/// directory, the levels imported from levels/*.sql, the art and achievements in assets/, the
/// login user as the player, and the system clock.
///
/// What the game can do without (the levels or assets not found, a broken level file or
/// achievement, totals that cannot be read) becomes a start-up warning and the game runs on;
/// what it cannot (no usable data directory or database) throws `GameDataUnavailable`, which
/// the launcher reports on standard error before taking over the terminal.
struct LiveEnvironment {
    var environment: AppEnvironment
    /// Who is playing: the login user at start, a value that can change while the game runs.
    var player: CurrentPlayer
    /// The current player's stats and achievements, nil when they are not kept in this run.
    var progress: ProgressKeeper? { player.keeper }
    /// The shared board, when one is configured: started with the app, stopped at exit.
    var sharedBoard: ServiceBoardClient?
    /// Wakes the input loop from other threads: background work, and the outbox after a send.
    var wake = WakeSignal()

    static func make(dataDirectoryOption: String?, sharedBoardOption: String? = nil, usesSharedBoard: Bool = true,
                     processEnvironment: [String: String], version: String,
                     games: CommandGames = .current) throws -> LiveEnvironment {
        let data = try GameData.open(dataDirectoryOption: dataDirectoryOption, environment: processEnvironment)
        var warnings: [String] = []

        var resources: ResourceDirectories?
        do {
            resources = try ResourceLocator.forCurrentProcess().locate()
        } catch {
            warnings.append("\(error). The game runs without levels or art.")
        }
        let assets = Assets.load(from: resources?.root)

        let achievements = ShippedAchievements.load(from: resources, games: games)
        warnings += achievements.warnings
        let player = CurrentPlayer(identity: PlayerIdentity(data.player)) { identity in
            try ProgressKeeper(
                catalog: achievements.catalog, store: data.progressStore(for: identity, games: games), playerName: identity.name,
                gameIDs: GameIDGenerator(seed: UInt64.random(in: UInt64.min...UInt64.max)))
        }
        if let problem = player.problem { warnings.append(problem) }
        warnings += player.keeper?.loadWarnings ?? []

        let preferences = Self.preferences(in: data.paths, games: games, warnings: &warnings)

        let database = data.database
        let rankings = games.rankings
        var profiles = PlayerProfiles.database(database)
        // The Profile screen's best ranks: the player's all-time rank on every board, from the
        // same boards and store the leaderboard commands use.
        profiles.bestRanks = { player in
            let registry = rankings.boards(database)
            let store = database.leaderboards(periods: .local, aggregates: registry.aggregates,
                                              replayCheck: registry.replayCheck)
            return try BestRanks.read(store: store, boards: registry.boards, player: player, now: Date())
        }
        // The daily streaks on the Profile screen, counted to today in the player's zone.
        let dailyGames = games.dailyGames
        profiles.dailyStreaks = { id in
            DailyStreaks(cleared: try DailyLedger(database: database, playerID: id).clearedDates(),
                         today: DailyZone { LocalTimeZone.system.secondsFromGMT(at: $0) }.date(at: Date()),
                         games: dailyGames.games).summary(dailyGames)
        }
        var environment = games.environment(PlayTimeClock(), assets.title, player)
        environment.warnings = warnings
        environment.version = version
        environment.preferences = preferences
        environment.makeSeed = SeedDealer.live()
        environment.saveSlot = SaveSlot(stateDirectory: data.paths.stateDirectory, games: games.catalogs)
        // Read for whoever is playing at the time it is asked.
        environment.gameHistory = { kind in try database.playedGames(player: player.identity.id, game: kind.rawValue) }
        environment.profiles = profiles
        // Finished games are offered to the boards kept in the same database; the Leaderboards
        // screen lists each game's boards in the rules' order (read when first listed, again
        // after a game's boards change, as when a pack is imported).
        let boardList = BoardListCache { rankings.boards(database).boards }
        var access = LeaderboardAccess.kept(
            in: database, registry: rankings.rules(),
            periods: RankPeriods(secondsFromGMT: environment.timeZone.secondsFromGMT(at:)))
        access.listBoards = boardList.get
        // A shared board, when one is configured: finished games go to it and the screen reads it.
        let wake = WakeSignal()
        let sharedBoard = !usesSharedBoard ? nil : SharedBoardWiring.attach(
            to: &access, option: sharedBoardOption, paths: data.paths, environment: processEnvironment,
            database: database, player: data.player.id, wake: wake, warnings: &environment.warnings)
        environment.leaderboards = access
        // On a shared board the player's profile is the board's (issue 22): Profile reads and sets it there.
        if let sharedBoard { environment.profiles?.shared = SharedBoardWiring.profiles(of: sharedBoard) }
        // Daily attempts are kept for whoever is playing at the time one starts.
        environment.keepDailyAttempts { DailyLedger(database: database, playerID: player.identity.id) }
        // On a board service every ranked game is dealt at its first play through
        // `access.shared.startRanked` (SharedBoardWiring), a daily's too; a daily whose board is
        // built from the service's seed is dealt by the Daily screen before it is built.
        if let sharedBoard { environment.daily.shared = SharedBoardWiring.daily(of: sharedBoard, games: dailyGames) }
        // Each game's own services (Tiles: its levels, solver, editor and packs).
        var wiring = LiveWiring(environment: environment, database: database, resources: resources, player: player,
                                boardsChanged: boardList.invalidate)
        for tools in games.tools { tools.wireLive(&wiring) }
        return LiveEnvironment(environment: wiring.environment, player: player, sharedBoard: sharedBoard, wake: wake)
    }

    /// The player's settings from `config/settings.json`. A file that cannot be read gives the
    /// defaults and a warning; one that is not a settings file is set aside and replaced by the
    /// defaults, so the warning shows once.
    static func preferences(in paths: AppPaths, games: CommandGames, warnings: inout [String]) -> PreferencesStore {
        let file = SettingsFile(configDirectory: paths.configDirectory)
        let shown = "config/\(SettingsFile.fileName)"
        var data: Data?
        do {
            data = try file.read()
        } catch {
            warnings.append("\(shown) could not be read (\(FileErrorReason.describe(error, path: file.url.path))): "
                + "the default settings are used.")
        }
        let store = PreferencesStore(data: data, sections: games.frontEnds.flatMap(\.preferenceSections), write: file.write)
        guard let problem = store.loadProblem else { return store }
        do {
            let aside = try file.setAside(date: Date())
            let written = store.save().map { " could not be written (\($0))" } ?? " were written in its place"
            warnings.append("\(shown) was not used (\(problem)): it was kept as config/\(aside), "
                + "and the default settings\(written).")
        } catch {
            warnings.append("\(shown) was not used (\(problem)) and could not be moved aside "
                + "(\(FileErrorReason.plain(error))): the default settings are used.")
        }
        return store
    }
}

/// The boards the Leaderboards screen lists, worked out when first asked and kept until a pack
/// is imported (the screen asks on every frame; the ranking job may too). Locked as `LevelCache` is.
final class BoardListCache: Sendable {
    private struct Kept {
        var boards: [BoardDefinition]?
        var generation = 0
    }

    private let read: @Sendable () -> [BoardDefinition]
    private let kept = Mutex(Kept())

    init(read: @escaping @Sendable () -> [BoardDefinition]) {
        self.read = read
    }

    func get() -> [BoardDefinition] {
        let (boards, generation) = kept.withLock { ($0.boards, $0.generation) }
        if let boards { return boards }
        let listed = read()
        kept.withLock { kept in
            if kept.generation == generation { kept.boards = listed }
        }
        return listed
    }

    func invalidate() {
        kept.withLock { kept in
            kept.boards = nil
            kept.generation += 1
        }
    }
}
