import Foundation
import GameCore
import Leaderboards
import LeaderboardsUI
import LightsOutGame
import Midend
import Progress
import ReplayUI
@testable import Shell
import Terminal
import Testing

/// Lights-out, a game only the tests know, played through the real shell (the main loop, the
/// main menu, the one effect runner, saving, Continue, Stats, the ranking job, the Leaderboards
/// screen and the replay viewer) with nothing of it named anywhere in Sources.
@Suite struct LightsOutShellTests {
    /// The main menu's line and the help page are the front end's, there because the
    /// environment lists it: the same shell with no games offers neither.
    @Test func theMenuAndTheHelpOfferTheGameOnlyWhenTheEnvironmentListsItsFrontEnd() throws {
        let listed = try LightsOutWorld()
        let withGame = listed.run([.key("?"), .key("o")])
        let menu = try #require(withGame.terminal.texts.first)
        #expect(menu.contains("Lights Out    o   switch every light off"), "\(menu)")
        #expect(menu.contains("Lights Out for your terminal"))
        let help = withGame.terminal.lastText
        #expect(help.contains("Switch every light off."), "\(help)")
        #expect(help.contains("press a light by number"))

        let bare = try LightsOutWorld(games: [])
        let withoutGame = bare.run([.key("o"), .key("?")])
        let bareMenu = try #require(withoutGame.terminal.texts.first)
        #expect(!bareMenu.contains("Lights Out"), "\(bareMenu)")
        #expect(withoutGame.terminal.texts.allSatisfy { !$0.contains("Switch every light off.") })
        // `o` chose nothing: Help is the only screen opened.
        #expect(withoutGame.controller.stack.count == 2 && withoutGame.controller.stack.last is HelpScreen)
    }

    /// From the main menu to a won board, walking the cursor with the arrows: every press goes
    /// through the runner to the player's stats, and the Stats screen shows the game's own.
    @Test func aGameIsPlayedToAWinAndItsStatsShowOnTheStatsScreen() throws {
        let world = try LightsOutWorld()
        let solution = world.solution
        let run = world.run(LightsOutWorld.newGame + LightsOutWorld.walking(to: solution)
                            + [.key("q"), .key("q"), .key("s")])
        let texts = run.terminal.texts
        let fresh = try #require(texts.first { $0.contains("Presses 0") })
        #expect(fresh.contains("Lit \(world.board.lights.nonzeroBitCount)"))
        #expect(fresh.contains("[ ● ]") || fresh.contains("[ ○ ]"), "the cursor is drawn on the board")
        let won = try #require(texts.first { $0.contains("All lights out") })
        #expect(won.contains("All lights out in \(solution.count) presses, 0:0\(solution.count)"), "\(won)")
        #expect(!won.contains("●"), "every light is off")

        #expect(try world.total("lights-out.gamesWon") == 1)
        #expect(try world.total("lights-out.fewestMoves") == Int64(solution.count))
        let stats = run.terminal.lastText
        #expect(stats.contains("Stats · ada"), "\(stats)")
        #expect(stats.contains("Last game: Lights Out, scrambled 9 times, won"))
        let fewest = try #require(stats.split(separator: "\n").first { $0.contains("Fewest moves") })
        #expect(fewest.hasSuffix(" \(solution.count)"), "\(fewest)")
        let wins = try #require(stats.split(separator: "\n").first { $0.contains("Games won") })
        #expect(wins.hasSuffix(" 1"), "\(wins)")
    }

    /// Save and quit from the game, then Continue from the main menu: the same board comes back
    /// (rebuilt by the back end's replay), is won, and is counted once, its save gone.
    @Test func aGameSavedOnQuitComesBackFromContinueAndIsCountedOnce() throws {
        let world = try LightsOutWorld()
        let solution = world.solution
        let run = world.run(LightsOutWorld.newGame + LightsOutWorld.pressing([solution[0]])
                            + [.key("q"), .key("s"), .key("q")]           // saved, back to the main menu
                            + [.key("c")]                                 // Continue
                            + LightsOutWorld.pressing(Array(solution.dropFirst())))
        let texts = run.terminal.texts
        let asked = try #require(texts.first { $0.contains("Quit this game?") })
        #expect(asked.contains("Save and quit"))
        #expect(texts.contains { $0.contains("Game saved: Continue in the main menu picks it up") })
        let menu = try #require(texts.first { $0.contains("Continue") && $0.contains("played, saved") })
        #expect(menu.contains("Lights Out scrambled 9 times, 0:01 played"), "\(menu)")

        let afterOnePress = LightsOutState(lights: world.board.lights ^ LightsOutState.mask(for: solution[0]),
                                           presses: 1)
        let stack = run.controller.stack
        #expect(stack.count == 3 && stack[1] is LightsOutMenuScreen, "the game came back over its menu")
        let screen = try #require(stack.last as? LightsOutPlayScreen)
        #expect(screen.play.session.initial == world.board)
        #expect(screen.play.log.actions.first == .move(LightsOutMove(solution[0])))
        #expect(screen.state.isOver && screen.state.presses == solution.count)
        let continued = try #require(texts.firstIndex { $0.contains("Continue") && $0.contains("played, saved") })
        let resumed = try #require(texts[continued...].first { $0.contains("Presses 1") })
        #expect(resumed.contains("Lit \(afterOnePress.lights.nonzeroBitCount)"))

        #expect(try world.total("lights-out.gamesStarted") == 1 && world.total("lights-out.gamesWon") == 1)
        #expect(try world.total("lights-out.gamesAbandoned") == 0)
        #expect(!FileManager.default.fileExists(atPath: world.slot.url.path), "the won game's save is gone")
    }

    /// A dealt game won without help is ranked by the ranking job (the test game's own rules),
    /// `l` opens its board at its row, and Enter plays the run back, verified, to the last press.
    @Test func aRankedWinOpensItsBoardAndItsReplay() throws {
        let world = try LightsOutWorld()
        let solution = world.solution
        let run = world.run(LightsOutWorld.newGame + LightsOutWorld.pressing(solution)
                            + [.awaitWork, .key("l"), .awaitWork, .enter, .awaitWork, .event(.key(.end))])
        let texts = run.terminal.texts
        let ranked = try #require(texts.first { $0.contains("Ranked:") })
        #expect(ranked.contains("Ranked: 1st of all time, personal best"), "\(ranked)")
        #expect(ranked.contains("l leaderboard"))
        let stored = try #require(world.store.runs.first)
        #expect(world.store.runs.count == 1 && stored.kind == .lightsOut)
        #expect(stored.board == DealtWinRankingRules.lightsOutBoard && stored.playerID == world.player.id)
        #expect(stored.figures["moves"] == Int64(solution.count))

        // The board's last frame: its rows had been read (the first may show it still reading).
        let board = try #require(texts.last { $0.contains("Lights Out: classic") })
        #expect(board.contains("Moves"), "\(board)")
        let row = try #require(board.split(separator: "\n").first { $0.contains("Player \(world.player.id)") })
        #expect(row.contains(" \(solution.count) "), "\(row)")

        let replay = run.terminal.lastText
        #expect(replay.contains("Replay"), "\(replay)")
        #expect(replay.contains("Lights Out · Scrambled 9 times"))
        #expect(replay.contains("Verified: the moves replay to the result (won"))
        #expect(replay.contains("Presses \(solution.count)   Lit 0"))
        #expect(run.controller.stack.last is ReplayScreen)
    }

    /// The Leaderboards screen from the main menu lists the test game's board with the run the
    /// ranking job kept.
    @Test func theLeaderboardsScreenFromTheMainMenuListsTheBoard() throws {
        let world = try LightsOutWorld()
        let run = world.run(LightsOutWorld.newGame + LightsOutWorld.pressing(world.solution)
                            + [.awaitWork, .key("q"), .key("q"), .key("l"), .awaitWork])
        let shown = run.terminal.lastText
        #expect(shown.contains("Lights Out: classic"), "\(shown)")
        #expect(shown.contains("Player \(world.player.id)"))
        #expect(run.controller.stack.count == 2 && run.controller.stack.last is LeaderboardScreen)
    }
}
