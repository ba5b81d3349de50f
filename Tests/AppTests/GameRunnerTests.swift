@testable import Shell
@testable import Midend
import Foundation
import GameCore
import Mines
import Testing
@testable import UITestSupport

/// The runner on its own, with services a test hands it: no screen, no controller, no terminal.
@Suite("The game runner")
struct GameRunnerTests {
    /// The reports a runner hands to the stats, in order.
    final class ReportLog {
        var moments: [GameReport.Moment] = []
    }

    static func services(slot: SaveSlot?, clock: ManualClock, log: ReportLog) -> PlayServices {
        PlayServices(saveSlot: slot, progress: nil, report: { log.moments.append($0.moment); return [] },
                     leaderboards: nil, player: nil, clock: clock, now: clock.now())
    }

    static func endlessRunner() -> GameRunner<MinesBackEnd> {
        let setup = MinesSetup(mode: .endless, seed: 7)
        return GameRunner(GamePlay(setup.gameSetup, initial: setup.initialState, origin: .dealt)) { play in
            "Endless level \(play.state.level)"
        }
    }

    @Test("it reports, saves and removes the save through the services it is handed")
    func effectsGoThroughTheServices() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        let clock = ManualClock()
        let log = ReportLog()
        var runner = Self.endlessRunner()

        runner.begin(services: Self.services(slot: slot, clock: clock, log: log))
        #expect(log.moments == [.started])
        #expect(runner.saving.hasArchive, "a new game is saved at once")
        let saved = try slot.load().get()
        #expect(saved.header.summary.detail == "Endless level 1", "the Continue line names the place the runner was given")

        let centre = Point(x: runner.play.state.board.width / 2, y: runner.play.state.board.height / 2)
        #expect(runner.perform(.move(.reveal(centre)), services: Self.services(slot: slot, clock: clock, log: log)) != nil)
        #expect(log.moments.count == 2)

        runner.end(services: Self.services(slot: slot, clock: clock, log: log))
        #expect(log.moments.last == .ended(.abandoned))
        #expect(!runner.saving.hasArchive)
        guard case .failure(let problem) = slot.load() else {
            Issue.record("the ended game's save is still there")
            return
        }
        #expect(problem.isMissing)
    }

    @Test("an endless run's board times are kept by the game itself, as moves are played")
    func boardTimesFollowPlay() throws {
        let clock = ManualClock()
        let log = ReportLog()
        var runner = Self.endlessRunner()
        var services: PlayServices { Self.services(slot: nil, clock: clock, log: log) }
        runner.begin(services: services)
        runner.play.show(true, at: clock.now())
        let board = runner.play.state.board
        runner.perform(.move(.reveal(Point(x: board.width / 2, y: board.height / 2))), services: services)
        runner.play.show(true, at: clock.now())
        clock.advance(milliseconds: 2_500)
        // Every safe cell still covered, revealed one by one: the board is cleared.
        let layout = try #require(runner.play.state.board.layout)
        for y in 0..<board.height {
            for x in 0..<board.width where !layout.isMine(at: Point(x: x, y: y)) {
                guard runner.play.state.board.outcome == .playing else { break }
                runner.perform(.move(.reveal(Point(x: x, y: y))), services: services)
            }
        }
        #expect(runner.play.state.board.outcome == .won)
        let cleared = try #require(runner.play.interface.clearedBoards.first)
        #expect(runner.play.interface.clearedBoards.count == 1)
        #expect(cleared.milliseconds == 2_500 && cleared.level == 1)
        #expect(cleared.threeBV == runner.play.state.board.threeBV)

        // A cleared board waiting for Enter is not timed (the screen stops the clock, as it does).
        runner.play.show(false, at: clock.now())
        clock.advance(milliseconds: 9_000)
        runner.perform(.move(.nextBoard), services: services)
        #expect(runner.play.interface.boardStartMilliseconds == 2_500)
        #expect(runner.play.interface.clearedMilliseconds == [2_500])
    }
}
