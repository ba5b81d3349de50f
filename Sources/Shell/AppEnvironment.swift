import Foundation
import GameCore
import Leaderboards
import Midend
import Progress

/// Everything the app needs from the outside world, as plain values and closures, so
/// screens run the same against the real database, terminal and solver as against the
/// in-memory fakes the tests build. What only one game or feature needs it keeps under a key
/// of its own (`EnvironmentKey`: Tiles' levels and solver), so the shell names no game.
public struct AppEnvironment {
    /// The games this program offers, in the order menus list them.
    package var games: [any GameFrontEnd]
    /// The main menu's lines after the games' own (Stats, Leaderboards, Help, Quit...).
    public var menuItems: [MenuItem]
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
    public var title: TitleArt
    /// Problems found at start-up (a bad level file, an unknown background...), shown once.
    public var warnings: [String]
    /// Shown in the main menu's corner.
    public var version: String
    /// The player's settings (each game keeps its section: Mines' no-guess, question marks...).
    public var preferences: PreferencesStore
    /// A seed for a new game when none was asked for (shown in the game, so the game can be
    /// played again with `--seed`).
    public var makeSeed: () -> UInt64
    /// Where the game in progress is saved (quit, autosave, a signal) and found again (Continue);
    /// nil when games are not saved in this run.
    public var saveSlot: SaveSlot?
    /// The current player's finished games of one game, oldest first (the Stats screen's
    /// history); nil when no history is kept in this run.
    public var gameHistory: ((GameKind) throws -> [PlayedGame])?
    /// Players' nicknames, avatars and moderation (the Profile screen, the boards' moderation
    /// keys); nil when profiles are not kept in this run.
    public var profiles: PlayerProfiles?
    /// The leaderboards: the store finished games are offered to and the Leaderboards screen
    /// reads, and the games' ranking rules (their boards); nil when none are kept in this run
    /// (every result then says so).
    public var leaderboards: LeaderboardAccess?
    /// Opens a board at a run's row (`l` on a results panel); nil when this run has no
    /// Leaderboards screen.
    public var openLeaderboard: ((BoardID, RankWindow, String) -> any Screen)?
    /// Opens a game's Stats screen (S during play) and the Achievements screen (A), which live
    /// in a module above the shell; nil when this run has none (the keys then do nothing).
    public var openStats: ((GameKind) -> any Screen)?
    public var openAchievements: (() -> any Screen)?
    /// What a game's or a feature's module keeps here under its own key.
    private var values: [ObjectIdentifier: Any] = [:]

    package init(
        games: [any GameFrontEnd],
        menuItems: [MenuItem] = [],
        reportGame: ((GameReport) -> [String])? = nil,
        progress: ProgressKeeper? = nil,
        player: CurrentPlayer? = nil,
        clock: any GameClock,
        timeZone: LocalTimeZone = .system,
        title: TitleArt,
        warnings: [String] = [],
        version: String = "",
        preferences: PreferencesStore = PreferencesStore(),
        makeSeed: (() -> UInt64)? = nil,
        saveSlot: SaveSlot? = nil,
        gameHistory: ((GameKind) throws -> [PlayedGame])? = nil,
        profiles: PlayerProfiles? = nil,
        leaderboards: LeaderboardAccess? = nil,
        openLeaderboard: ((BoardID, RankWindow, String) -> any Screen)? = nil
    ) {
        self.games = games
        self.menuItems = menuItems
        // A keeper given on its own stands for a player who cannot change (tests, benchmarks).
        let current = player ?? progress.map { CurrentPlayer(identity: PlayerIdentity(id: 0, name: $0.playerName),
                                                              keeper: $0) }
        // Without a listener of its own, the game's moments go to the current player's keeper.
        self.reportGame = reportGame ?? { current?.keeper?.report($0) ?? [] }
        self.player = current
        self.clock = clock
        self.timeZone = timeZone
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
        self.openLeaderboard = openLeaderboard
    }

    /// A module's value kept under `key`, or the key's default when none was put.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key a game's or feature's module keeps a value of its own under in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
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
