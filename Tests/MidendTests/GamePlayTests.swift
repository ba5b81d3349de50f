import Foundation
import GameCore
import GameRules
import LightsOutGame
@testable import Midend
import PropertyBased
import Testing

/// The midend's game, driven without a screen through a test-only game (lights-out): the one
/// lifecycle, the effects it asks for, the timed log and the clock that stops for pauses.
@Suite struct GamePlayTests {
    static let setup = GameSetup(params: LightsOutParams(scramble: 7), seed: 42)

    /// A clock the test moves, and the moments it gives.
    final class Time {
        let clock = ManualClock()
        var moment: GameMoment { GameMoment(clock) }
        var instant: Instant { clock.now() }
        func pass(_ milliseconds: UInt64) { clock.advance(milliseconds: milliseconds) }
    }

    func started(_ time: Time) throws -> GamePlay<LightsOutBackEnd> {
        var play = try GamePlay<LightsOutBackEnd>(Self.setup)
        play.show(true, at: time.instant)
        _ = play.start(at: time.moment)
        return play
    }

    static func reports(_ effects: [GameEffect]) -> [GameReport.Moment] {
        effects.compactMap { if case .report(let report) = $0 { report.moment } else { nil } }
    }

    @Test func aGameStartsOnceGivingUpTheSavedOneReportingAndSaving() throws {
        let time = Time()
        var play = try GamePlay<LightsOutBackEnd>(Self.setup)
        #expect(play.lifecycle == .notStarted)
        let effects = play.start(at: time.moment)
        #expect(effects.count == 3)
        #expect(effects.first == .retireSavedGame && effects.last == .autosave)
        #expect(Self.reports(effects) == [.started])
        #expect(play.lifecycle == .playing)
        #expect(play.start(at: time.moment).isEmpty, "started once")
    }

    @Test func everyActionIsLoggedAtItsPlayClockTimeAndPausesAreLeftOut() throws {
        let time = Time()
        var play = try started(time)
        time.pass(1_000)
        _ = play.play(LightsOutMove(0), at: time.moment)
        time.pass(500)
        let pause = play.pause(at: time.moment)
        #expect(pause == [.autosave] && play.isPaused)
        #expect(!play.play(LightsOutMove(1), at: time.moment).wasLegal, "a paused game takes no move")
        time.pass(60_000)                        // paused: not play time
        play.resume(at: time.instant)
        time.pass(250)
        play.show(false, at: time.instant)       // help over the game: not play time
        time.pass(9_000)
        play.show(true, at: time.instant)
        time.pass(250)
        _ = play.perform(.hint, at: time.moment)
        #expect(play.log.entries.map(\.offset) == [1_000, 2_000])
        #expect(play.playMilliseconds(at: time.instant) == 2_000)
        #expect(play.log.actions == [.move(LightsOutMove(0)), .hint])
    }

    @Test func anIllegalActionChangesNothingAndAsksNothing() throws {
        let time = Time()
        var play = try started(time)
        let step = play.perform(.redo, at: time.moment)
        #expect(step == .refused)
        #expect(play.log.isEmpty)
    }

    @Test func theGameEndsTheMomentTheRulesDecideIt() throws {
        let time = Time()
        var play = try started(time)
        let presses = LightsOutBackEnd.solution(from: play.state)
        #expect(!presses.isEmpty)
        var last = PlayStep.refused
        for cell in presses {
            time.pass(100)
            last = play.play(LightsOutMove(cell), at: time.moment)
        }
        #expect(play.lifecycle == .ended && play.outcome == .won)
        #expect(Self.reports(last.effects).last == .ended(.won))
        #expect(last.effects.last == .removeSave)
        #expect(!play.clock.isRunning)
        #expect(!play.play(LightsOutMove(0), at: time.moment).wasLegal, "nothing follows the end")
        #expect(play.end(at: time.moment).isEmpty && play.suspend(at: time.instant).isEmpty, "ended once")
        // What the log says is what the back end verifies.
        let verified = LightsOutBackEnd.verify(Self.setup, log: play.log,
                                               claimedPlayMilliseconds: play.playMilliseconds(at: time.instant))
        #expect(try verified.get().status == .won)
        #expect(try verified.get().playMilliseconds == 100 * presses.count)
    }

    @Test func anAutosaveIsAskedForEveryFewActions() throws {
        let time = Time()
        var play = try started(time)
        var saves: [Int] = []
        for index in 1...12 {
            // Pressing the same cell twice changes nothing, so the game never ends here.
            if play.play(LightsOutMove(4), at: time.moment).effects.contains(.autosave) { saves.append(index) }
        }
        #expect(saves == [5, 10])
    }

    @Test func leavingEndsAbandonedAndPuttingAwaySuspends() throws {
        let time = Time()
        var left = try started(time)
        _ = left.play(LightsOutMove(4), at: time.moment)
        let end = left.end(at: time.moment)
        #expect(Self.reports(end) == [.ended(.abandoned)] && end.last == .removeSave)
        #expect(left.lifecycle == .ended)

        // Left before its first move (a hint is not a move), a game is not counted at all.
        var looked = try started(time)
        _ = looked.perform(.hint, at: time.moment)
        let leave = looked.end(at: time.moment)
        #expect(Self.reports(leave).isEmpty && leave == [.suspendProgress, .removeSave])
        #expect(looked.lifecycle == .ended && looked.outcome == nil)

        var kept = try started(time)
        _ = kept.pause(at: time.moment)
        #expect(kept.suspend(at: time.instant) == [.suspendProgress])
        #expect(kept.lifecycle == .suspended && kept.isPaused, "it was put away paused")
        #expect(kept.end(at: time.moment).isEmpty, "a game put away is not this run's to end")
    }

    @Test func aSavedGameResumesThroughTheReplayAndATamperedOneDoesNot() throws {
        let time = Time()
        var play = try started(time)
        for cell in [0, 4, 8] {
            time.pass(300)
            _ = play.play(LightsOutMove(cell), at: time.moment)
        }
        play.interface.cursor = 8
        let clock = play.playMilliseconds(at: time.instant)
        let resumed = try GamePlay<LightsOutBackEnd>.resume(
            Self.setup, log: play.log, interface: play.interface, playMilliseconds: clock, paused: true).get()
        #expect(resumed.state == play.state && resumed.log == play.log && resumed.interface.cursor == 8)
        #expect(resumed.lifecycle == .paused && resumed.playMilliseconds(at: time.instant) == clock)

        var tampered = play.log
        tampered.entries[2].offset = 100
        let refused = GamePlay<LightsOutBackEnd>.resume(Self.setup, log: tampered, interface: play.interface,
                                                        playMilliseconds: clock, paused: false)
        #expect(throws: VerificationFailure.self) { try refused.get() }
    }

    @Test func anotherAttemptAfterTheEndIsANewGameFromTheChosenPosition() throws {
        let time = Time()
        var play = try started(time)
        let presses = LightsOutBackEnd.solution(from: play.state)
        for cell in presses { _ = play.play(LightsOutMove(cell), at: time.moment) }
        let again = try #require(play.attempt(keepingFirst: presses.count - 1))
        #expect(again.lifecycle == .notStarted && again.status == .playing)
        #expect(again.log.count == presses.count - 1)
        var next = again
        #expect(Self.reports(next.start(at: time.moment)) == [.started])
    }

    /// Whatever is played, paused and hidden, the log's offsets never go back, never pass the
    /// clock, and the back end accepts the log as the game's.
    @Test func anyTimedGameVerifies() async {
        await propertyCheck(input: Gen.int(in: 0...11).array(of: 1...40), Gen.int(in: 0...3_000).array(of: 40)) { steps, gaps in
            let time = Time()
            guard var play = try? started(time) else { return }
            for (step, gap) in zip(steps, gaps) {
                time.pass(UInt64(gap))
                switch step {
                case 0...8: _ = play.play(LightsOutMove(step), at: time.moment)
                case 9: _ = play.pause(at: time.moment)
                case 10: play.resume(at: time.instant)
                default: play.show(gap % 2 == 0, at: time.instant)
                }
            }
            let offsets = play.log.entries.compactMap(\.offset)
            #expect(offsets == offsets.sorted())
            #expect(offsets.allSatisfy { $0 <= play.playMilliseconds(at: time.instant) })
            let verified = LightsOutBackEnd.verify(Self.setup, log: play.log,
                                                   claimedPlayMilliseconds: play.playMilliseconds(at: time.instant))
            #expect((try? verified.get())?.status == play.status)
        }
    }
}
