import TilesCommands
import CommandSupport
import ClearfieldGames
import Daily
import DailyUI
import Foundation
import Leaderboards
import Midend
import TilesPacksUI
import PlayersUI
import BoardClient
import SharedBoard
import Shell
import SaveFiles
import LocalDatabase
import TilesLevels
import Synchronization
import Terminal
import Tiles
import TilesUI

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
                     processEnvironment: [String: String], version: String) throws -> LiveEnvironment {
        let data = try GameData.open(dataDirectoryOption: dataDirectoryOption, environment: processEnvironment)
        var warnings: [String] = []

        var resources: ResourceDirectories?
        do {
            resources = try ResourceLocator.forCurrentProcess().locate()
        } catch {
            warnings.append("\(error). The game runs without levels or art.")
        }
        if let resources {
            do {
                // Only when the files changed: the solver flags a level proven unclearable, with the
                // interactive limit so a start never waits long on a hard one.
                let importer = LevelImporter(
                    resources: resources,
                    levelCheck: SolverLevelCheck.check(nodeLimit: TilesSolver.interactiveNodeLimit, strict: false),
                    mapProblem: TileMap.problem(in:))
                let line = ImportProgressLine()
                defer { line.finish() }
                let report = try importer.importLevels(into: data.database, progress: line.report)
                // Unknown backgrounds are reported here (the importer substitutes the default),
                // and only here.
                warnings += report.problems.map { "levels/\($0)" }
            } catch {
                warnings.append("The levels could not be imported: \(error)")
            }
        }
        let assets = Assets.load(from: resources?.root)
        warnings += assets.warnings

        let achievements = ShippedAchievements.load(from: resources)
        warnings += achievements.warnings
        let player = CurrentPlayer(identity: PlayerIdentity(data.player)) { identity in
            try ProgressKeeper(
                catalog: achievements.catalog, store: data.progressStore(for: identity), playerName: identity.name,
                gameIDs: GameIDGenerator(seed: UInt64.random(in: UInt64.min...UInt64.max)))
        }
        if let problem = player.problem { warnings.append(problem) }
        warnings += player.keeper?.loadWarnings ?? []

        let preferences = Self.preferences(in: data.paths, warnings: &warnings)

        let database = data.database
        // The campaign does not change while the game runs: read it once, when first asked.
        let levels = LevelCache(database: database)
        var profiles = PlayerProfiles.database(database)
        // The Profile screen's best ranks: the player's all-time rank on every board, from the
        // same registry and store the leaderboard commands use.
        profiles.bestRanks = { player in
            let registry = RankingRegistry.clearfield(levels: try levels.get().map(TilesRanking.Level.init),
                                                      olderBoards: try database.rankedBoards())
            let store = database.leaderboards(periods: .local, aggregates: registry.aggregates,
                                              replayCheck: registry.replayCheck)
            return try BestRanks.read(store: store, boards: registry.boards, player: player, now: Date())
        }
        // The daily streaks on the Profile screen, counted to today in the player's zone.
        profiles.dailyStreaks = { id in
            DailyStreaks(cleared: try DailyLedger(database: database, playerID: id).clearedDates(),
                         today: DailyZone { LocalTimeZone.system.secondsFromGMT(at: $0) }.date(at: Date()),
                         games: DailyGames.clearfield.games).summary(.clearfield)
        }
        var environment = AppEnvironment(
            levels: { try levels.get() },
            levelPacks: { try database.levelPacks() },
            // Read for whoever is playing at the time it is asked.
            levelProgress: { try Self.levelProgress(database.levelProgress(player: player.identity.id)) },
            hint: { TilesSolver(nodeLimit: TilesSolver.interactiveNodeLimit).hint(for: $0) },
            player: player,
            clock: PlayTimeClock(),
            background: { assets.backgrounds[$0] },
            title: assets.title,
            warnings: warnings,
            version: version,
            preferences: preferences,
            makeSeed: SeedDealer.live(),
            saveSlot: SaveSlot(stateDirectory: data.paths.stateDirectory),
            // Read for whoever is playing at the time it is asked.
            gameHistory: { kind in try database.playedGames(player: player.identity.id, game: kind.rawValue) },
            profiles: profiles)
        // Finished games are offered to the boards kept in the same database; the Leaderboards
        // screen lists Mines' boards, then Tiles' total and a board per level version, by pack
        // (read when first listed, again after a pack is imported).
        let boardList = BoardListCache { [levels] in
            RankingRegistry.clearfield(levels: ((try? levels.get()) ?? []).map(TilesRanking.Level.init),
                                       olderBoards: (try? database.rankedBoards()) ?? []).boards
        }
        var access = LeaderboardAccess.clearfield(database: database, timeZone: environment.timeZone)
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
        // `access.shared.startRanked` (SharedBoardWiring), the Mines daily's too; the Tiles daily
        // is dealt by the Daily screen before its map is built (its map is the service's seed's).
        if let sharedBoard { environment.daily.shared = SharedBoardWiring.daily(of: sharedBoard) }
        let importer = PackImporter(backgrounds: Set(assets.backgrounds.keys), rules: .tiles())
        environment.importPack = { file, skipBad, progress in
            try PackImportJob.importPack(file, skipBad: skipBad, progress: progress, importer: importer, into: database)
        }
        environment.levelsChanged = {
            levels.invalidate()
            boardList.invalidate()
        }
        // The level editor saves into the same database; what it changes is read again.
        environment.levelEditing = LevelEditing(
            createPack: { name in
                try database.createPlayerPack(named: name, author: player.identity.name)
                levels.invalidate()
                boardList.invalidate()
            },
            saveLevel: { record, pack, proven in
                try database.saveLevel(record, inPack: pack, proven: proven)
                levels.invalidate()
                boardList.invalidate()
            },
            saveJudgedLevel: { record, pack, verdict in
                try database.saveLevel(record, inPack: pack, verdict: verdict)
                levels.invalidate()
                boardList.invalidate()
            },
            unprovenLevels: { try database.unprovenLevels(inPack: $0) },
            unclearableLevels: { try database.unclearableLevels(inPack: $0) },
            backgrounds: resources.map { Array($0.backgroundNames()).sorted() } ?? [],
            // From the database, not the cache: another copy may have saved it since.
            savedLevel: { pack, number in try database.levels().first { $0.pack == pack && $0.number == number } })
        // Read once, when a level is first opened (as the campaign is).
        var flagged: [Int: String]?
        environment.levelProblem = { number in
            if flagged == nil {
                flagged = ((try? database.flaggedLevels()) ?? [:]).mapValues { "levels/\($0)" }
            }
            return flagged?[number]
        }
        return LiveEnvironment(environment: environment, player: player, sharedBoard: sharedBoard, wake: wake)
    }

    /// The player's settings from `config/settings.json`. A file that cannot be read gives the
    /// defaults and a warning; one that is not a settings file is set aside and replaced by the
    /// defaults, so the warning shows once.
    static func preferences(in paths: AppPaths, warnings: inout [String]) -> PreferencesStore {
        let file = SettingsFile(configDirectory: paths.configDirectory)
        let shown = "config/\(SettingsFile.fileName)"
        var data: Data?
        do {
            data = try file.read()
        } catch {
            warnings.append("\(shown) could not be read (\(FileErrorReason.describe(error, path: file.url.path))): "
                + "the default settings are used.")
        }
        let store = PreferencesStore(data: data, write: file.write)
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

    static func levelProgress(_ rows: [PlayerLevelProgress]) -> [LevelKey: LevelProgress] {
        var progress: [LevelKey: LevelProgress] = [:]
        for row in rows {
            progress[LevelKey(pack: row.pack, number: row.levelNumber)] = LevelProgress(
                pack: row.pack, level: row.levelNumber, passed: row.passed, bestScore: row.bestScore,
                stars: row.bestStars, fewestMoves: row.fewestMoves)
        }
        return progress
    }
}

/// The levels read from the database on first use and kept until the editor or an import changes them.
/// Read from the main loop and from background work (the boards listed, best ranks): what is
/// kept is locked, the database is read outside the lock so a reader never waits on another's read.
final class LevelCache: Sendable {
    private struct Kept {
        var levels: [Level]?
        /// The stamp the kept levels were read at: another copy of the game (or `clearfield levels
        /// import`) may change them while this one runs, and play must not use an older map than
        /// the one its result is recorded against.
        var stamp: String?
        /// Counts invalidations, so a read that started before one is not kept after it.
        var generation = 0
    }

    private let database: AppDatabase
    private let kept = Mutex(Kept())

    init(database: AppDatabase) {
        self.database = database
    }

    /// Levels were saved, a pack made or imported: the next `get` reads them again.
    func invalidate() {
        kept.withLock { kept in
            kept.levels = nil
            kept.generation += 1
        }
    }

    func get() throws -> [Level] {
        let current = try? database.levelsStamp()
        let (levels, stamp, generation) = kept.withLock { ($0.levels, $0.stamp, $0.generation) }
        if let levels, current != nil, current == stamp { return levels }
        let loaded = try database.levels()
        kept.withLock { kept in
            guard kept.generation == generation else { return }
            kept.levels = loaded
            kept.stamp = current
        }
        return loaded
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
