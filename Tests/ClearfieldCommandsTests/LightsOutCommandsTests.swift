import ClearfieldApp
import ArgumentParser
import CommandSupport
import Foundation
import GameCore
import GameRules
import LightsOutGame
import Shell
import Testing
@testable import ClearfieldCommands

/// The test game through the commands (issue 33): a build whose lists hold lights-out offers it
/// to `play` and `stats` with no line of the commands naming it, and checks every game id given
/// on the command line against those lists.
@Suite struct LightsOutCommandsTests {
    /// The commands offer Clearfield's games, as the program installs them.
    init() { CommandGames.install(.clearfield) }

    static let games = CommandGames(frontEnds: [LightsOutFrontEnd()], catalogs: TestRegistry.catalogs, dailies: [])

    private func parsed(_ arguments: [String]) throws -> any ParsableCommand {
        try CommandGames.$scoped.withValue(Self.games) { try Clearfield.parseAsRoot(arguments) }
    }

    /// An environment listing the test game (its clock, seeds and files are not used).
    static func environment() -> AppEnvironment {
        AppEnvironment(games: [LightsOutFrontEnd()], clock: SystemClock(), title: .plain)
    }

    @Test func playOffersTheTestGameWithItsOwnOptions() throws {
        let listed = CommandGames.$scoped.withValue(Self.games) {
            PlayCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
        }
        #expect(listed == ["lights-out", "daily"])
        let command = try #require(try parsed(["play", "lights-out", "--scramble", "4", "--seed", "9"])
                                   as? PlayGameCommand<LightsOutPlayOptions>)
        let screens = try command.options.startPoint().screens(environment: Self.environment())
        let play = try #require(screens.last as? LightsOutPlayScreen)
        #expect(play.play.setup == GameSetup(params: LightsOutParams(scramble: 4), seed: 9))
        #expect(play.play.origin == .chosen)
        #expect(throws: (any Error).self) { try parsed(["play", "lights-out", "--scramble", "0"]) }
        // The shipped games are not this build's.
        #expect(throws: (any Error).self) { try parsed(["play", "mines"]) }
    }

    /// The root command lists each game's own tools from the lists: a build without Tiles and
    /// Mines offers neither `edit`, `levels` nor `mines`; Clearfield's offers them, where they
    /// always were.
    @Test func theRootCommandListsTheGamesOwnTools() throws {
        let listed = CommandGames.$scoped.withValue(Self.games) {
            Clearfield.configuration.subcommands.compactMap { $0.configuration.commandName }
        }
        #expect(!listed.contains("edit") && !listed.contains("levels") && !listed.contains("mines") && listed.contains("play"))
        #expect(throws: (any Error).self) { try parsed(["levels", "list"]) }
        let shipped = Clearfield.configuration.subcommands.compactMap { $0.configuration.commandName }
        #expect(Array(shipped.prefix(5)) == ["play", "edit", "levels", "mines", "stats"])
        #expect(shipped.count == listed.count + 3)
    }

    @Test func statsTakesTheTestGameFromTheLists() throws {
        let command = try #require(try parsed(["stats", "--game", "lights-out"]) as? StatsCommand)
        #expect(command.game == "lights-out")
        do {
            _ = try parsed(["stats", "--game", "mines"])
            Issue.record("a game the lists do not hold was taken")
        } catch {
            let message = Clearfield.message(for: error)
            #expect(message.contains("--game 'mines' is not a game here: the games are lights-out"), "\(message)")
        }
    }

    @Test func statsListsTheTestGamesTotalsFromAnEmptyDatabase() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lights-out-stats-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let command = try #require(try parsed(["stats", "--game", "lights-out", "--data-dir", directory.path])
                                   as? StatsCommand)
        try CommandGames.$scoped.withValue(Self.games) {
            let data = try GameData.openForCommand(command.global)
            let totals = try StatsCommand.totals(data: data, kinds: [.lightsOut])
            #expect(totals.map(\.0) == [.lightsOut])
            #expect(totals[0].1.map(\.name).contains("lights-out.toggles"))
        }
    }
}
