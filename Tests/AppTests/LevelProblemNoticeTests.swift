@testable import ClearfieldGames
@testable import Shell
@testable import ReplayUI
@testable import PlayersUI
@testable import LeaderboardsUI
@testable import PacksUI
@testable import TilesUI
@testable import EditorUI
@testable import MinesUI
import GameCore
import Terminal
import Testing
import Tiles

/// A level the import's solver check flagged as unclearable says so when it is opened, before
/// its clock runs; any key dismisses the notice without playing a move.
@Suite struct LevelProblemNoticeTests {
    static let problem = "levels/01-campaign.sql:7: error: level 2 \"Three colours\" cannot be cleared"

    static func setup(level: Level) -> TilesPlayTests.Setup {
        var setup = TilesPlayTests.Setup(level: level)
        setup.context.environment.levelProblem = { $0 == 2 ? Self.problem : nil }
        setup.screen = TilesPlayScreen(level: level, campaign: Fixtures.levels)
        setup.screen.activate(context: setup.context)
        return setup
    }

    @Test func aFlaggedLevelSaysSoBeforeItsClockRuns() {
        var setup = Self.setup(level: Fixtures.levels[1])
        let frame = setup.screen.frame(setup.context)
        #expect(frame.text.contains("Level 2 cannot be cleared"))
        #expect(frame.text.contains("levels/01-campaign.sql:7"), "the file and line")
        #expect(frame.line(containing: "any key play anyway") != nil)
        setup.clock.advance(milliseconds: 5_000)
        #expect(setup.screen.clock.elapsedMilliseconds(at: setup.clock.now()) == 0, "the clock waits for the player")

        let board = setup.screen.state.board
        setup.press(.key(.enter))
        #expect(setup.screen.state.board == board, "the key that dismisses it plays no move")
        #expect(!setup.text.contains("cannot be cleared"))
        setup.clock.advance(milliseconds: 2_000)
        #expect(setup.screen.clock.elapsedMilliseconds(at: setup.clock.now()) == 2_000)
        setup.press(.key(.enter))
        #expect(setup.screen.state.moves == 1)
    }

    @Test func aSoundLevelShowsNoNotice() {
        let setup = Self.setup(level: Fixtures.levels[0])
        #expect(setup.screen.levelNotice == nil)
        #expect(!setup.text.contains("cannot be cleared"))
    }
}
