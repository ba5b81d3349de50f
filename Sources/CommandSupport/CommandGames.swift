import ArgumentParser
import Daily
import DailyUI
import GameCore
import Leaderboards
import Midend
import LocalDatabase
import Progress
import Shell
import Synchronization

/// The games the commands offer: the composition root's lists (front ends, stats catalogs,
/// dailies, ranking rules) and each game's own tools (`GameCommandTools`). The commands loop over
/// these and name no game; a game's id on the command line is checked against them.
///
/// The program's entry point installs Clearfield's (module ClearfieldApp); a test runs the
/// commands over its own lists, with its test game (`CommandGames.$scoped.withValue`).
package struct CommandGames: Sendable {
    package var frontEnds: [any GameFrontEnd]
    package var catalogs: GameCatalogs
    package var dailies: [any DailyFrontEnd]
    /// The games' own subcommands of `clearfield`, in the order its help lists them, and their
    /// part of the terminal game's start-up (`GameCommandTools.wireLive`).
    package var tools: [any GameCommandTools]
    /// The boards the games rank on.
    package var rankings: GameRankings
    /// The terminal game's environment with these games wired in (their front ends, the menu,
    /// the screens that open one another), before the live program adds the player, the files
    /// and each game's own services.
    package var environment: @Sendable (_ clock: any GameClock, _ title: TitleArt, _ player: CurrentPlayer?) -> AppEnvironment

    package init(frontEnds: [any GameFrontEnd], catalogs: GameCatalogs, dailies: [any DailyFrontEnd],
                 tools: [any GameCommandTools] = [], rankings: GameRankings? = nil,
                 environment: (@Sendable (_ clock: any GameClock, _ title: TitleArt, _ player: CurrentPlayer?) -> AppEnvironment)? = nil) {
        self.frontEnds = frontEnds
        self.catalogs = catalogs
        self.dailies = dailies
        self.tools = tools
        self.rankings = rankings ?? .unranked
        self.environment = environment ?? { [frontEnds] clock, title, player in
            AppEnvironment(games: frontEnds, player: player, clock: clock, title: title)
        }
    }

    /// No games: what a build that never installed the program's lists offers.
    package static let none = CommandGames(frontEnds: [], catalogs: .empty, dailies: [])

    private static let installed = Mutex<CommandGames?>(nil)
    /// A test's own lists, for the commands run inside `$scoped.withValue`.
    @TaskLocal package static var scoped: CommandGames?

    /// Called once by the program's entry point, before the command line is parsed.
    package static func install(_ games: CommandGames) {
        installed.withLock { $0 = games }
    }

    /// The games the commands of this run offer: a test's scoped lists, else the installed ones.
    /// (Read from the loop's work thread too, where no task-local value is set.)
    package static var current: CommandGames {
        scoped ?? installed.withLock { $0 } ?? .none
    }

    /// The games' ids, in the menus' order ("tiles, mines").
    package var ids: [String] { frontEnds.map(\.kind.rawValue) }

    /// The games' names as the help's first line gives them ("Tiles and Mines").
    package var titles: String {
        let names = frontEnds.map(\.menuItem.title)
        guard let last = names.last else { return "none in this build" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The games with a daily.
    package var dailyGames: DailyGames { DailyGames(dailies.map(\.daily)) }

    /// The game `id` names, or a sentence listing the games there are.
    package func kind(_ id: String, naming what: String) throws -> GameKind {
        guard let frontEnd = frontEnds.first(where: { $0.kind.rawValue == id }) else {
            throw ValidationError("\(what) '\(SafeText.escaped(id))' is not a game here: the games are \(ids.joined(separator: ", "))")
        }
        return frontEnd.kind
    }

    /// The game with a daily `id` names, or a sentence listing the games with one.
    package func daily(_ id: String, naming what: String) throws -> DailyGame {
        guard let game = dailyGames.game(id: id) else {
            throw ValidationError("\(what) '\(SafeText.escaped(id))' has no daily challenge: the dailies are \(dailyGames.idList)")
        }
        return game
    }
}
