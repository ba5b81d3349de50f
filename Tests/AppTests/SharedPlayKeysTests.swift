@testable import Shell
@testable import StatsUI
@testable import TilesUI
@testable import TilesEditorUI
@testable import MinesUI
@testable import LightsOutGame
import Foundation
import GameCore
import GameRules
import Midend
import Mines
import Terminal
import Testing
@testable import UITestSupport

/// The keys every game shares (q and Esc, p, ?, S, A) are handled once, by the shell's
/// `SavingPlayScreen.playInput`, as sgt-puzzles' midend handles its keys for every puzzle
/// (issue 33): pressed on every play screen there is (Mines, Tiles, the editor's test play and
/// the lights-out test game), each does the same.
@Suite struct SharedPlayKeysTests {
    /// A play screen of each kind, fresh and on screen.
    enum Game: String, CaseIterable, CustomTestStringConvertible {
        case mines, tiles, testPlay, lightsOut
        var testDescription: String { rawValue }
    }

    /// What a test can see of any play screen's game through its runner.
    struct Look: Equatable {
        var kind: GameKind
        var paused: Bool
        var asking: Bool
        var clockRunning: Bool
    }

    struct World {
        let clock = ManualClock()
        let folder: ScratchFolder
        var context: ScreenContext
        var screen: any Screen

        init(_ game: Game, saving: Bool = true) throws {
            folder = try ScratchFolder()
            var environment = Fixtures.environment(clock: clock)
            // Lights-out is not one of Clearfield's games: its save slot knows its catalog.
            environment.saveSlot = !saving ? nil : game == .lightsOut
                ? SaveSlot(stateDirectory: folder.url.appendingPathComponent("state"), games: TestRegistry.catalogs)
                : folder.slot()
            context = Fixtures.context(environment)
            switch game {
            case .mines:
                screen = MinesPlayScreen(setup: MinesSetup(mode: .classic(.beginner), seed: 11), origin: .chosen)
            case .tiles:
                screen = TilesPlayScreen(level: Fixtures.levels[2], campaign: Fixtures.levels)
            case .testPlay:
                screen = TestPlayScreen(level: Fixtures.levels[2])
            case .lightsOut:
                screen = try LightsOutPlayScreen(setup: GameSetup(params: LightsOutPlayScreen.classic, seed: 5),
                                                 origin: .chosen)
            }
            screen.activate(context: context)
        }

        @discardableResult
        mutating func press(_ key: Key) -> ScreenCommand {
            clock.advance(milliseconds: 100)
            context.now = clock.now()
            return screen.handle(.key(key), context: context)
        }

        var look: Look? { Self.look(at: screen) }

        static func look(at screen: any Screen) -> Look? {
            func look<S: SavingPlayScreen>(_ playing: S) -> Look {
                Look(kind: S.BackEnd.kind, paused: playing.runner.play.isPaused, asking: playing.prompt != nil,
                     clockRunning: playing.runner.play.clock.isRunning)
            }
            if let test = screen as? TestPlayScreen { return look(test.play) }
            guard let playing = screen as? any SavingPlayScreen else { return nil }
            return look(playing)
        }
    }

    static let kinds: [Game: GameKind] = [.mines: .mines, .tiles: .tiles, .testPlay: .tiles,
                                          .lightsOut: LightsOutBackEnd.kind]

    @Test(arguments: Game.allCases)
    func pPausesAndPSpaceOrEnterResume(game: Game) throws {
        for resume in [Key.character("p"), .character(" "), .enter, .character("\r")] {
            var world = try World(game)
            #expect(world.look?.kind == Self.kinds[game])
            #expect(world.look?.paused == false)
            world.press(.character("p"))
            #expect(world.look?.paused == true, "p pauses")
            #expect(world.look?.clockRunning == false)
            let other = world.press(.character("x"))
            #expect(other.navigation.isStay && world.look?.paused == true, "other keys leave it paused")
            world.press(resume)
            #expect(world.look?.paused == false, "\(resume) resumes")
        }
    }

    @Test(arguments: Game.allCases)
    func questionMarkOpensHelpPlayingOrPaused(game: Game) throws {
        var world = try World(game)
        #expect(world.press(.character("?")).pushedScreen is HelpScreen)
        world.press(.character("p"))
        #expect(world.press(.character("?")).pushedScreen is HelpScreen, "help while paused too")
        #expect(world.look?.paused == true)
    }

    @Test(arguments: Game.allCases)
    func capitalSOpensTheGamesStatsAndAOpensTheAchievements(game: Game) throws {
        var world = try World(game)
        let stats = try #require(world.press(.character("S")).pushedScreen as? StatsScreen)
        #expect(stats.kind == Self.kinds[game], "the stats of the game played")
        #expect(world.press(.character("A")).pushedScreen is AchievementsScreen)
    }

    /// With somewhere to save, q and Esc ask (and stop the clock); Esc takes the question back.
    /// The editor's test play saves nothing, so q leaves it at once.
    @Test(arguments: Game.allCases, [Key.character("q"), .escape])
    func qAndEscAskBeforeLeavingAGameThatCanBeSaved(game: Game, key: Key) throws {
        var world = try World(game)
        let command = world.press(key)
        if game == .testPlay {
            guard case .pop = command.navigation else {
                Issue.record("test play is left at once: \(command.navigation)")
                return
            }
            return
        }
        #expect(command.navigation.isStay)
        #expect(world.look?.asking == true, "the quit prompt is up")
        #expect(world.look?.clockRunning == false, "no play time under the question")
        world.press(.escape)
        #expect(world.look?.asking == false, "Esc cancels the question")
    }

    @Test(arguments: Game.allCases)
    func qLeavesAtOnceWhenNothingCanBeSaved(game: Game) throws {
        var world = try World(game, saving: false)
        let command = world.press(.character("q"))
        guard case .pop = command.navigation else {
            Issue.record("left without a question: \(command.navigation)")
            return
        }
        #expect(world.look?.asking == false)
    }
}
