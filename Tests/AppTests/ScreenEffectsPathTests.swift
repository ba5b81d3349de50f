@testable import Shell
@testable import TilesUI
import Foundation
import GameCore
import Midend
import Terminal
import Testing
@testable import UITestSupport

/// Banners and background work reach the main loop one way (issue 33): in what the screen's
/// calls return (`ScreenEffects`, alone or in a `ScreenCommand`), whichever call produced them.
@Suite struct ScreenEffectsPathTests {
    /// A screen that says which of its calls spoke: showing (with a job to read its data),
    /// a timer, a key (with a second job), and each job's answer.
    struct TalkingScreen: Screen {
        var ticked = false

        func draw(into frame: inout FrameBuffer, context: ScreenContext) {}

        mutating func activate(context: ScreenContext) -> ScreenEffects {
            ScreenEffects(banners: ["banner from activate"], jobs: [BackgroundJob(title: "") { _ in "first" }])
        }

        func nextChange(after now: Instant) -> Instant? { ticked ? nil : now.adding(milliseconds: 1_000) }

        mutating func tick(context: ScreenContext) -> ScreenEffects {
            ticked = true
            return .banner("banner from tick")
        }

        mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
            switch event {
            case .key(.character("x")):
                ScreenCommand(banners: ["banner from handle"], work: BackgroundJob(title: "") { _ in "second" })
            case .key(.character("q")): .quit
            default: .stay
            }
        }

        mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
            guard case .finished(_, let result) = delivery else { return .stay }
            return .banner("banner from receive \(result)")
        }
    }

    @Test func everyCallsBannersAndJobsReachTheLoop() {
        let clock = ManualClock()
        // Each step lets the banner before it expire, so every banner gets a frame of its own.
        let later = BackgroundWorkTests.WakingTerminal.Step.action { clock.advance(milliseconds: 30_000) }
        let terminal = BackgroundWorkTests.WakingTerminal([
            later, .awaitWake,                          // the job activate returned answers
            later, .event(.timeout),                    // the timer
            later, .event(.key(.character("x"))),       // a key, with a job
            later, .awaitWake,                          // that job answers
            later, .event(.key(.character("q"))),
        ])
        let controller = AppController(terminal: terminal, environment: Fixtures.environment(clock: clock),
                                       screens: [TalkingScreen()])
        #expect(controller.run() == .quit)
        let shown = terminal.presented.map(\.text)
        for banner in ["banner from activate", "banner from receive first", "banner from tick", "banner from handle",
                       "banner from receive second"] {
            #expect(shown.contains { $0.contains(banner) }, "\(banner) never reached the screen")
        }
    }

    /// A play screen's runner speaks through the screen's answers too: the stats' banner of a
    /// level cleared arrives with the key that cleared it, once.
    @Test func aRunnersBannerArrivesWithTheKeyThatEarnedIt() throws {
        let clock = ManualClock()
        var environment = Fixtures.environment(clock: clock, hint: SavingRun.firstGroupHint)
        environment.reportGame = { report in
            if case .ended(.won) = report.moment { return ["Cleared!"] }
            return []
        }
        let context = Fixtures.context(environment)
        var screen = TilesPlayScreen(level: Fixtures.levels[0], campaign: Fixtures.levels)
        #expect(screen.activate(context: context).banners.isEmpty)
        var answers: [ScreenCommand] = []
        while !screen.state.isCleared, answers.count < 10 {
            answers.append(screen.handle(.key(.character("H")), context: context))
            answers.append(screen.handle(.key(.enter), context: context))
        }
        #expect(screen.state.isCleared)
        #expect(answers.last?.banners == ["Cleared!"], "the clearing key's answer carries the banner")
        #expect(answers.dropLast().allSatisfy { $0.banners.isEmpty })
        #expect(screen.tick(context: context).banners.isEmpty, "handed over once")
    }
}
