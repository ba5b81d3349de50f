@testable import Shell
@testable import TilesUI
@testable import TilesEditorUI
import Foundation
import GameCore
import LocalDatabase
import Testing
import Tiles
@testable import UITestSupport

/// Issue 22, "Packs and the editor": a draft kept at a stop carries the editor's verdict, the
/// author plays any level of their own packs, and the play screen names the pack.
@Suite struct OwnPackPlayTests {
    /// Two levels of a pack: made in the editor here (player-made) or imported from a file.
    static func environment(playerMade: Bool) -> AppEnvironment {
        let levels = [LevelPackSelectTests.packLevel(1, pack: "Mine"), LevelPackSelectTests.packLevel(2, pack: "Mine", "GG")]
        var environment = Fixtures.environment(levels: Fixtures.levels + levels, store: FakeStore())
        environment.levelPacks = {
            [LevelPack(name: ShippedPack.name, isShipped: true, installedAt: Date(timeIntervalSince1970: 0)),
             LevelPack(name: "Mine", author: "ada", isPlayerMade: playerMade, installedAt: Date(timeIntervalSince1970: 0))]
        }
        return environment
    }

    @Test func theAuthorPlaysAnyLevelOfTheirOwnPack() throws {
        let context = Fixtures.context(Self.environment(playerMade: true))
        var screen = LevelSelectScreen()
        screen.activate(context: context)
        _ = screen.handle(.key(.tab), context: context)
        #expect(screen.entries.map(\.isUnlocked) == [true, true])
        _ = screen.handle(.key(.down), context: context)
        #expect(!screen.frame(context).text.contains("Locked"))
        guard case .push(let pushed) = screen.handle(.key(.enter), context: context).navigation,
              let play = pushed as? TilesPlayScreen else {
            Issue.record("Enter plays level 2 of the player's own pack")
            return
        }
        #expect(play.level.key == LevelKey(pack: "Mine", number: 2))
    }

    @Test func anImportedPackStillOpensLevelByLevel() {
        let context = Fixtures.context(Self.environment(playerMade: false))
        var screen = LevelSelectScreen()
        screen.activate(context: context)
        _ = screen.handle(.key(.tab), context: context)
        #expect(screen.entries.map(\.isUnlocked) == [true, false])
    }

    @Test func thePlayScreenNamesThePack() {
        let context = Fixtures.context(Self.environment(playerMade: true))
        var level = LevelPackSelectTests.packLevel(2, pack: "Mine", "GG")
        level.name = "Second"   // a name that does not hold the pack's
        var play = TilesPlayScreen(level: level, campaign: [level])
        play.activate(context: context)
        let top = play.frame(context).lines[0]
        #expect(top.contains("Mine") && top.contains("Level 2"), "\(top)")
    }

    /// Ctrl-C on a draft the solver proved cannot be cleared: the kept level says "not clearable"
    /// in the list, with no par (it was "Par N moves" and "Unproven").
    @Test func aDraftKeptAtAStopCarriesTheNotClearableVerdict() throws {
        let shelf = FakeShelf()
        try shelf.editing.createPack("Mine")
        let clock = ManualClock()
        let environment = shelf.environment(clock: clock)
        var context = Fixtures.context(environment)
        var editor = try #require(try EditorOpening.startScreen(pack: "Mine", level: nil, environment: environment)
                                  as? LevelEditorScreen)
        _ = editor.type("<<<<<<----1", context: context)   // one red tile on a 4×4 board: no move
        editor.settleCheck(clock: clock, context: context)
        #expect(editor.check.text == "not clearable")
        context.now = clock.now()
        editor.appWillStop(context: context)
        let kept = try #require(shelf.saved.last)
        #expect(kept.verdict == .unclearable)
        var select = LevelSelectScreen()
        select.activate(context: context)
        _ = select.handle(.key(.tab), context: context)
        let panel = select.frame(context).text
        #expect(panel.contains("(unsaved draft)") && panel.contains("Not clearable"), "\(panel)")
        #expect(!panel.contains("Par "), "\(panel)")
    }
}
