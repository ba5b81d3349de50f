import ClearfieldApp
import CommandSupport
import BoardAPI
import Testing
@testable import ClearfieldCommands

/// The results panel's line for the board service's verdict (`SharedBoardWiring.standing`): a run
/// the service timed by its own clock says so, with the breaks it counted, so a player who
/// paused or resumed a game later knows why the board's time is longer than the game's.
@Suite struct ServiceVerdictLineTests {
    /// The commands offer Clearfield's games, as the program installs them.
    init() { CommandGames.install(.clearfield) }

    @Test func aRunTimedByTheBoardsClockSaysSoWithItsBreaks() {
        let timed = RunVerdict(runID: "r", status: .ranked, rankToday: 3, stoppedClockMilliseconds: 95_120)
        let line = SharedBoardWiring.standing(timed).line
        #expect(line.hasPrefix("Ranked: 3rd today"), "\(line)")
        #expect(line.hasSuffix("timed by the board's clock (1:35.12 of breaks)"), "\(line)")
    }

    @Test func aRunTimedAsItClaimedSaysNothingOfTheClock() {
        let line = SharedBoardWiring.standing(RunVerdict(runID: "r", status: .ranked, rankToday: 3)).line
        #expect(!line.contains("clock"), "\(line)")
        #expect(line.hasPrefix("Ranked: 3rd today"), "\(line)")
    }
}
