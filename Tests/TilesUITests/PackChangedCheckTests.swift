@testable import Shell
@testable import TilesUI
import GameCore
import Terminal
import Testing
@testable import UITestSupport

/// "Next level" after the pack was imported again elsewhere (issue 21, point 6): the level is
/// opened as the pack holds it now, and a level gone or changed is not opened at all.
@Suite struct PackChangedCheckTests {
    @Test func aLevelStillThereOpensAsStored() throws {
        var environment = Fixtures.environment()
        environment.levels = { Fixtures.levels }
        let next = try #require(PackChangedCheck.nextLevel(after: Fixtures.levels[1], expected: Fixtures.levels,
                                                           environment: environment))
        #expect(next.level == Fixtures.levels[1])
        #expect(next.campaign == Fixtures.levels)
    }

    @Test func aRemovedOrChangedLevelIsNotOpened() {
        var environment = Fixtures.environment()
        environment.levels = { [Fixtures.levels[0], Fixtures.levels[2]] }
        #expect(PackChangedCheck.nextLevel(after: Fixtures.levels[1], expected: Fixtures.levels,
                                           environment: environment) == nil)
        var changed = Fixtures.levels
        changed[1] = Fixtures.level(2, "Three colours", Fixtures.thirdMap, par: 6)
        environment.levels = { changed }
        #expect(PackChangedCheck.nextLevel(after: Fixtures.levels[1], expected: Fixtures.levels,
                                           environment: environment) == nil)
    }

    /// The whole flow: level 1 cleared, the pack loses level 2 meanwhile, Enter goes back to the
    /// levels with the banner instead of opening it.
    @Test func enterAfterAClearGoesBackWhenTheNextLevelWent() throws {
        var environment = Fixtures.environment()
        environment.levels = { [Fixtures.levels[0], Fixtures.levels[2]] }
        var screen = TilesPlayScreen(level: Fixtures.levels[0], campaign: Fixtures.levels)
        let context = ScreenContext(environment: environment, glyphs: .unicode, theme: .monochrome,
                                    size: ScreenSize(columns: 100, rows: 30), now: Instant(nanoseconds: 0))
        screen.activate(context: context)
        // Level 1 is a red pair beside a green one: Enter on the red, then on the green that closed up.
        for key: Key in [.enter, .enter, .left, .enter, .right, .enter] where !screen.state.isCleared {
            _ = screen.handle(.key(key), context: context)
        }
        try #require(screen.state.isCleared)
        let command = screen.handle(.key(.enter), context: context)
        #expect(command.banners == [PackChangedCheck.banner], "\(command)")
    }
}
