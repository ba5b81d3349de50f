import Foundation
import Testing
@testable import UITestSupport

/// A free-play game saved and continued through the main loop, as two launches of the game:
/// the board (its seed's deal), the moves, the practice mark and the title come back; a saved
/// game is asked about before `play tiles --free` gives it up.
@Suite struct FreePlaySavingTests {
    @Test func aSavedFreeGameComesBackOnItsSeedsBoard() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        let first = try SavingRun(steps: ScriptStep.wait(seconds: 2) + [
            .char("H"), .key(.enter),    // the first removable group (the run's hint)
            .char("H"), .key(.enter),
        ] + ScriptStep.wait(seconds: 1) + [.char("p")], start: .tilesFree(.small, seed: 5), fixture: fixture, slot: slot)
        #expect(first.run() == .stopped(.hangup))
        let before = try #require(first.playScreen)
        #expect(before.freeShape == .small && before.state.moves == 2)
        #expect(try fixture.totals().isEmpty, "a saved game is suspended, not rolled over")

        let later = try ProgressFixture(database: fixture.database, seed: 99)
        let second = try SavingRun(events: [.char("c")], fixture: later, slot: slot)
        second.run()
        let after = try #require(second.playScreen)
        #expect(after.freeShape == .small)
        #expect(after.play.setup.seed == 5)
        #expect(after.state == before.state, "board, score and moves")
        #expect(after.state.rules == .sameGame)
        #expect(after.play.origin == .chosen, "a chosen seed stays practice")
        #expect(second.lastText.contains("Free play · 6×5, 3 colours · seed 5"))
    }

    @Test func playFreeWithAGameSavedAsksBeforeGivingItUp() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let fixture = try ProgressFixture()
        let first = try SavingRun(steps: ScriptStep.wait(seconds: 1) + [.key(.enter), .char("p")],
                                  start: .tilesLevel(3), fixture: fixture, slot: slot)
        first.run()
        let second = try SavingRun(events: [], start: .tilesFree(.small, seed: nil), fixture: fixture, slot: slot)
        second.run()
        #expect(second.lastText.contains("Start free play?"), "\(second.lastText)")
        #expect(second.playScreen == nil, "nothing is given up before the player says so")
        #expect((try? second.loadSave()) != nil, "the saved level is still there")
    }
}
