import ArgumentParser
import CommandSupport
import Foundation
import GameCore
import GameRules
import Leaderboards
import LightsOutGame
import Shell
import Testing
@testable import ClearfieldCommands

/// The test game through the program's start-up and the leaderboard commands (issue 33): a
/// build whose lists hold lights-out alone gets an environment with lights-out's front end, its
/// own tools' wiring and its boards, and nothing of Tiles or Mines.
@Suite struct LightsOutLiveTests {
    /// A game's tools that wire one service of their own, so the test sees the wiring ran.
    struct WiringTools: GameCommandTools {
        var kind: GameKind { .lightsOut }
        var commands: [any ParsableCommand.Type] { [] }
        func wireLive(_ wiring: inout LiveWiring) {
            wiring.environment[WiredKey.self] = "wired by \(kind.rawValue)"
        }
    }

    enum WiredKey: EnvironmentKey {
        static var defaultValue: String { "not wired" }
    }

    static let registry = RankingRegistry(games: TestRegistry.registry, rules: [DealtWinRankingRules()])
    static let games = CommandGames(
        frontEnds: [LightsOutFrontEnd()], catalogs: TestRegistry.catalogs, dailies: [], tools: [WiringTools()],
        rankings: GameRankings(rules: { registry }, boards: { _ in registry }))

    private func withDataDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lights-out-live-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try body(directory)
    }

    @Test func theLiveEnvironmentHoldsTheBuildsGamesAndTheirWiring() throws {
        try withDataDirectory { directory in
            let live = try CommandGames.$scoped.withValue(Self.games) {
                try LiveEnvironment.make(dataDirectoryOption: directory.path, usesSharedBoard: false,
                                         processEnvironment: [:], version: "test")
            }
            defer { _ = live.progress?.close() }
            let environment = live.environment
            #expect(environment.games.map(\.kind) == [.lightsOut])
            #expect(environment[WiredKey.self] == "wired by lights-out")
            // The boards are the build's: lights-out's one board, judged by its rules.
            #expect(environment.leaderboards?.registry.boards.map(\.id) == [DealtWinRankingRules.lightsOutBoard])
            #expect(environment.leaderboards?.listBoards?().map(\.id) == [DealtWinRankingRules.lightsOutBoard])
            // The player's stats are kept with the build's catalogs.
            #expect(live.progress != nil)
        }
    }

    @Test func theLeaderboardCommandsTakeTheBuildsBoards() throws {
        try withDataDirectory { directory in
            try CommandGames.$scoped.withValue(Self.games) {
                let command = try #require(try Clearfield.parseAsRoot(["leaderboard", "show", "--data-dir", directory.path])
                                           as? LeaderboardShowCommand)
                let context = try LeaderboardContext.open(command.global)
                #expect(context.registry.boards.map(\.id) == [DealtWinRankingRules.lightsOutBoard])
                let help = LeaderboardShowCommand.configuration.discussion
                #expect(help.contains("Boards: lights-out.classic."), "\(help)")
                #expect(!help.contains("mines") && !help.contains("tiles"), "\(help)")
                let refusal = LeaderboardShowCommand.unknownBoard("mines.endless", registry: context.registry)
                #expect(refusal.hasSuffix("the boards are lights-out.classic"), "\(refusal)")
            }
        }
    }

    @Test func theRootCommandNamesTheBuildsGames() {
        let abstract = CommandGames.$scoped.withValue(Self.games) { Clearfield.configuration.abstract }
        #expect(abstract == "Terminal puzzle games: Lights Out.")
        let stats = CommandGames.$scoped.withValue(Self.games) { StatsCommand.configuration.discussion }
        // Lights-out keeps no history listing, so the help promises none.
        #expect(!stats.contains("history"), "\(stats)")
    }
}
