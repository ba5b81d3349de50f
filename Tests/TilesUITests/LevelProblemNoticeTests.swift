@testable import TilesUI
import Testing
import Tiles
import Daily
@testable import UITestSupport

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

    /// The problems are the shipped campaign's, by number: the daily on a Tuesday (pack `daily`,
    /// level 2 by its weekday) and an imported pack's level 2 are other levels, with no notice.
    @Test func aDailyOrAPackLevelOfTheSameNumberShowsNoNotice() {
        let tuesday = DailyTilesChallenge(date: DailyDate("2026-11-24")!)
        #expect(tuesday.level.number == 2)
        var daily = TilesPlayTests.Setup(level: tuesday.level, campaign: [tuesday.level])
        daily.context.environment.levelProblem = { $0 == 2 ? Self.problem : nil }
        daily.screen = TilesPlayScreen(daily: tuesday.level, params: tuesday.params, origin: .chosen)
        daily.screen.activate(context: daily.context)
        #expect(daily.screen.levelNotice == nil)
        #expect(!daily.text.contains("cannot be cleared"))

        let shipped = Fixtures.levels[1]
        let packed = Level(number: 2, name: shipped.name, background: shipped.background, par: shipped.par,
                           pack: "friends", board: shipped.board)
        let pack = Self.setup(level: packed)
        #expect(pack.screen.levelNotice == nil)
    }

    @Test func aSoundLevelShowsNoNotice() {
        let setup = Self.setup(level: Fixtures.levels[0])
        #expect(setup.screen.levelNotice == nil)
        #expect(!setup.text.contains("cannot be cleared"))
    }
}
