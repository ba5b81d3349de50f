import ArgumentParser
import ClearfieldGames
import CommandSupport
import Daily
import DailyUI
import GameCore
import MinesCommands
import Progress
import Shell
import TilesCommands

/// The games the commands offer: the composition root's lists (front ends, stats catalogs,
/// dailies) and each game's own tools (`GameCommandTools`). The commands loop over these and name
/// no game; a game's id on the command line is
/// checked against them. A test build runs the commands over its own lists, with its test game
/// (`CommandGames.$current.withValue`).
package struct CommandGames: Sendable {
    package var frontEnds: [any GameFrontEnd]
    package var catalogs: GameCatalogs
    package var dailies: [any DailyFrontEnd]
    /// The games' own subcommands of `clearfield`, in the order its help lists them.
    package var tools: [any GameCommandTools]

    package init(frontEnds: [any GameFrontEnd], catalogs: GameCatalogs, dailies: [any DailyFrontEnd],
                 tools: [any GameCommandTools] = []) {
        self.frontEnds = frontEnds
        self.catalogs = catalogs
        self.dailies = dailies
        self.tools = tools
    }

    /// Clearfield's games.
    package static let clearfield = CommandGames(frontEnds: AppEnvironment.clearfieldGames, catalogs: .clearfield,
                                                 dailies: DailyServices.clearfieldFrontEnds,
                                                 tools: [TilesCommandTools(), MinesCommandTools()])

    /// The games the commands of this run offer.
    @TaskLocal package static var current = CommandGames.clearfield

    /// The games' ids, in the menus' order ("tiles, mines").
    package var ids: [String] { frontEnds.map(\.kind.rawValue) }

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
