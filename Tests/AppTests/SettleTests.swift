@testable import Shell
import GameCore
import Testing
@testable import UITestSupport

/// The loop's settle moments (where the launcher gives back resident pages): after the first
/// frame of each new screen, and once 2 s after the last key, never while keys keep coming,
/// and an idle loop is not woken for it again.
@Suite struct SettleTests {
    final class Count { var value = 0 }

    @Test func theLoopSettlesAfterANewScreenAndTwoSecondsAfterTheLastKey() {
        let clock = ManualClock()
        let count = Count()
        let terminal = ScriptedTerminal(clock: clock, steps: [
            .event(.key(.down)),          // a key: a settle falls due 2 s later
            .pass(milliseconds: 500),
            .event(.key(.down)),          // another before it: due 2 s after this one
            .event(.timeout),             // the wait the loop asked for
            .event(.key(.character("?"))),  // a new screen: settles at once
        ])
        let controller = AppController(terminal: terminal, environment: Fixtures.environment(clock: clock),
                                       screens: [MainMenuScreen()])
        var settledAt: [Int] = []
        controller.onSettle = {
            count.value += 1
            settledAt.append(terminal.waits.count)
        }
        controller.run()
        #expect(count.value == 3, "first frame, 2 s after the last key, the help screen")
        // The waits: the first (menu, no timer), after each key a 2 s timer, then none.
        #expect(terminal.waits[1] == 2_000 && terminal.waits[2] == 2_000)
        #expect(terminal.waits[3] == nil, "settled: the idle menu sleeps without a timer")
        #expect(settledAt == [0, 3, 4])
    }
}
