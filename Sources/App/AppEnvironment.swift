import Foundation
import GameCore
import Leaderboards
import Midend
import Progress
import Storage
import Tiles

/// What the player has achieved on one Tiles level, as the level select shows it.
public struct LevelProgress: Codable, Hashable, Sendable {
    public var pack: String
    public var level: Int
    public var passed: Bool
    public var bestScore: Int?
    /// 0 (never cleared), 2 (cleared) or 3 (cleared within par).
    public var stars: Int
    public var fewestMoves: Int?

    public init(pack: String = ShippedPack.name, level: Int, passed: Bool, bestScore: Int? = nil, stars: Int = 0,
                fewestMoves: Int? = nil) {
        self.pack = pack
        self.level = level
        self.passed = passed
        self.bestScore = bestScore
        self.stars = stars
        self.fewestMoves = fewestMoves
    }
}

/// What the solver advises from a position.
/// Everything the app needs from the outside world, as plain values and closures, so
/// screens run the same against the real database, terminal and solver as against the
/// in-memory fakes the tests build.
public struct AppEnvironment {
    /// Every pack's Tiles levels: the shipped pack first, each pack ordered by number.
    public var levels: () throws -> [Level]
    /// The packs the levels belong to, in the same order (empty: the packs the levels name).
    public var levelPacks: () throws -> [LevelPack]
    /// The current player's progress on the current version of each level, keyed by (pack,
    /// number) (levels never played are absent).
    public var levelProgress: () throws -> [LevelKey: LevelProgress]
    /// Asks the solver for a move that keeps the board clearable.
    public var hint: (TilesState) -> TilesHint
    /// Every moment of a game, in order, as it happens: start, each turn's events, a tick
    /// per second of play, the end (stats and achievements listen here). Returns lines to
    /// show as banners, for example "Achievement unlocked: ...". Defaults to `progress`.
    public var reportGame: (GameReport) -> [String]
    /// Who is playing; it can change while the app runs, so what is the player's is read through
    /// it when needed. Nil when stats are not kept in this run.
    public var player: CurrentPlayer?
    /// The current player's stats and achievements, for the Stats and Achievements screens; nil
    /// when they are not kept in this run.
    /// Setting it makes a player who cannot change around the keeper (tests, benchmarks); the
    /// `reportGame` listener is not changed by it.
    public var progress: ProgressKeeper? {
        get { player?.keeper }
        set { player = newValue.map { CurrentPlayer(identity: PlayerIdentity(id: 0, name: $0.playerName), keeper: $0) } }
    }
    public var clock: any GameClock
    /// Dates (an achievement earned) are shown in this time zone.
    public var timeZone: LocalTimeZone
    /// The art named by a level's `background`; nil when there is no such art.
    public var background: (String) -> BackgroundArt?
    public var title: TitleArt
    /// Problems found at start-up (a bad level file, an unknown background...), shown once.
    public var warnings: [String]
    /// Shown in the main menu's corner.
    public var version: String
    /// The player's settings (Mines: no-guess, question marks, the last custom board).
    public var preferences: PreferencesStore
    /// A seed for a new Mines game when none was asked for (shown in the game, so the game can
    /// be played again with `--seed`).
    public var makeSeed: () -> UInt64
    /// Where the game in progress is saved (quit, autosave, a signal) and found again (Continue);
    /// nil when games are not saved in this run.
    public var saveSlot: SaveSlot?
    /// The current player's finished games of one game, oldest first (the Stats screen's
    /// history); nil when no history is kept in this run.
    public var gameHistory: ((GameKind) throws -> [PlayedGame])?
    /// What the level check found wrong with a Tiles level kept in the campaign (the solver
    /// proved it cannot be cleared), as `file:line: error: message`; nil for a sound level.
    /// The play screen tells the player before the level starts.
    public var levelProblem: (Int) -> String? = { _ in nil }
    /// Players' nicknames, avatars and moderation (the Profile screen, the boards' moderation
    /// keys); nil when profiles are not kept in this run.
    public var profiles: PlayerProfiles?
    /// The leaderboards: the store finished games are offered to and the Leaderboards screen
    /// reads, and the games' ranking rules (their boards); nil when none are kept in this run
    /// (every result then says so).
    public var leaderboards: LeaderboardAccess?
    /// Opens a board at a run's row (`l` on a results panel): the Leaderboards screen
    /// (`LeaderboardScreen(board:window:focusRunID:)`) unless a test puts something else.
    public var openLeaderboard: ((BoardID, RankWindow, String) -> any Screen)?
    /// Where the level editor saves levels and makes packs; nil when levels cannot be edited in this run.
    public var levelEditing: LevelEditing?
    /// Imports a level pack file into the game's database (`PackImportJob.importPack`): run
    /// off the main thread, reporting to and stopping on the job's `WorkProgress`. Nil when
    /// packs cannot be imported in this run (the level select says so).
    public var importPack: (@Sendable (_ file: URL, _ skipBad: Bool, WorkProgress) throws -> PackImportReport)?
    /// The levels or packs changed (a pack imported): what was read once and kept (the
    /// levels, the boards listed) is read again when next asked. Called on the main thread.
    public var levelsChanged: () -> Void = {}

    public init(
        levels: @escaping () throws -> [Level],
        levelPacks: @escaping () throws -> [LevelPack] = { [] },
        levelProgress: @escaping () throws -> [LevelKey: LevelProgress],
        hint: @escaping (TilesState) -> TilesHint,
        reportGame: ((GameReport) -> [String])? = nil,
        progress: ProgressKeeper? = nil,
        player: CurrentPlayer? = nil,
        clock: any GameClock,
        timeZone: LocalTimeZone = .system,
        background: @escaping (String) -> BackgroundArt?,
        title: TitleArt,
        warnings: [String] = [],
        version: String = "",
        preferences: PreferencesStore = PreferencesStore(),
        makeSeed: (() -> UInt64)? = nil,
        saveSlot: SaveSlot? = nil,
        gameHistory: ((GameKind) throws -> [PlayedGame])? = nil,
        profiles: PlayerProfiles? = nil,
        leaderboards: LeaderboardAccess? = nil
    ) {
        self.levels = levels
        self.levelPacks = levelPacks
        self.levelProgress = levelProgress
        self.hint = hint
        // A keeper given on its own stands for a player who cannot change (tests, benchmarks).
        let current = player ?? progress.map { CurrentPlayer(identity: PlayerIdentity(id: 0, name: $0.playerName),
                                                              keeper: $0) }
        // Without a listener of its own, the game's moments go to the current player's keeper.
        self.reportGame = reportGame ?? { current?.keeper?.report($0) ?? [] }
        self.player = current
        self.clock = clock
        self.timeZone = timeZone
        self.background = background
        self.title = title
        self.warnings = warnings
        self.version = version
        self.preferences = preferences
        // Without a source of its own, seeds come from the injected clock: fixed under a test's
        // manual clock, different every run under the system clock; nine digits, easy to type again.
        self.makeSeed = makeSeed ?? {
            var generator = SeededGenerator(seed: clock.now().nanoseconds
                                            ^ UInt64(bitPattern: Int64(clock.wallTime().timeIntervalSince1970 * 1000)))
            return generator.next() % 1_000_000_000
        }
        self.saveSlot = saveSlot
        self.gameHistory = gameHistory
        self.profiles = profiles
        self.leaderboards = leaderboards
        openLeaderboard = { LeaderboardScreen(board: $0, window: $1, focusRunID: $2) }
    }

    /// The art for a level's background: the named art, else the "default" art, else the
    /// built-in pattern. Never fails, whatever the name.
    public func backgroundArt(named name: String) -> BackgroundArt {
        background(name) ?? background(BackgroundArt.defaultName) ?? .builtIn
    }
}

/// How the player asked the app to look, from the command line and the environment.
public struct AppOptions: Hashable, Sendable {
    /// `--ascii`: never draw non-ASCII glyphs, even on a UTF-8 terminal.
    public var forceASCII: Bool
    /// False under `--no-color` or NO_COLOR: draw in monochrome even on a colour terminal.
    public var allowColor: Bool

    public init(forceASCII: Bool = false, allowColor: Bool = true) {
        self.forceASCII = forceASCII
        self.allowColor = allowColor
    }
}
