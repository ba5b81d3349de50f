import DailyUI
import TilesEditorUI
import Foundation
import GameCore
import LeaderboardsUI
import Midend
import MinesUI
import PlayersUI
import Progress
import Shell
import LocalDatabase
import Tiles
import TilesUI
import StatsUI

extension AppEnvironment {
    /// The games' front ends, in the order menus list them (`ClearfieldGame.all`).
    package static let clearfieldGames: [any GameFrontEnd] = ClearfieldGame.all.map(\.frontEnd)

    /// The main menu's lines after the games': the screens every game shares.
    public static let clearfieldMenuItems: [MenuItem] = [
        MenuItem(shortcut: "d", title: "Daily", detail: "two puzzles a day, and your streak") { _ in
            .push(DailyScreen())
        },
        MenuItem(shortcut: "s", title: "Stats", detail: "your totals, game by game") { _ in
            .push(StatsScreen())
        },
        MenuItem(shortcut: "a", title: "Achievements", detail: "earned, in progress, hidden") { _ in
            .push(AchievementsScreen())
        },
        MenuItem(shortcut: "l", title: "Leaderboards", detail: "the best players, board by board") { _ in
            .push(LeaderboardScreen())
        },
        MenuItem(shortcut: "p", title: "Profile", detail: "your nickname and avatar") { _ in
            .push(ProfileScreen())
        },
        MenuItem(shortcut: "?", title: "Help", detail: "keys and rules") { _ in
            .push(HelpScreen())
        },
        MenuItem(shortcut: "q", title: "Quit", detail: "leave Clearfield") { _ in
            .quit
        },
    ]

    /// Clearfield's environment: its games and features wired together (the screens that open
    /// one another, the dailies, result sharing); each game's own services are added by its
    /// wiring (the live program's) or by a test.
    public static func clearfield(clock: any GameClock, title: TitleArt, player: CurrentPlayer? = nil) -> AppEnvironment {
        var environment = AppEnvironment(games: clearfieldGames, menuItems: clearfieldMenuItems, player: player,
                                         clock: clock, title: title,
                                         openLeaderboard: { LeaderboardScreen(board: $0, window: $1, focusRunID: $2) })
        environment.tiles.openEditor = { key, selected, shownPack, context in
            EditorOpening.command(forKey: key, selected: selected, shownPack: shownPack, context: context)
        }
        environment.daily.frontEnds = DailyServices.clearfieldFrontEnds
        environment.resultSharing = DailyResultShare.sharing(games: .clearfield)
        environment.openStats = { StatsScreen(kind: $0) }
        environment.openAchievements = { AchievementsScreen() }
        return environment
    }

    /// Clearfield's environment with the Tiles services given here, as the tests build it.
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
        self.init(games: Self.clearfieldGames, menuItems: Self.clearfieldMenuItems, reportGame: reportGame,
                  progress: progress, player: player, clock: clock, timeZone: timeZone, title: title,
                  warnings: warnings, version: version, preferences: preferences, makeSeed: makeSeed,
                  saveSlot: saveSlot, gameHistory: gameHistory, profiles: profiles, leaderboards: leaderboards)
        let wired = Self.clearfield(clock: clock, title: title)
        openLeaderboard = wired.openLeaderboard
        tiles.openEditor = wired.tiles.openEditor
        daily.frontEnds = wired.daily.frontEnds
        resultSharing = wired.resultSharing
        openStats = wired.openStats
        openAchievements = wired.openAchievements
        self.levels = levels
        self.levelPacks = levelPacks
        self.levelProgress = levelProgress
        self.hint = hint
        self.background = background
    }
}

extension PreferencesStore {
    /// Every game's settings sections, checked when the file is read.
    package static var clearfieldSections: [any PreferenceSection.Type] {
        AppEnvironment.clearfieldGames.flatMap(\.preferenceSections)
    }

    /// Clearfield's settings from a file's contents (nil: there was no file yet).
    public convenience init(data: Data?, write: @escaping (Data) throws -> Void) {
        self.init(data: data, sections: Self.clearfieldSections, write: write)
    }
}
