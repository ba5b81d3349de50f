@testable import Shell
import Foundation
import Midend
import Synchronization
import Terminal
import Testing
@testable import UITestSupport

/// Work run off the main thread: delivered back into the loop by waking its input wait,
/// cancelled by Esc or by leaving the screen, and never in the way of input.
@Suite struct BackgroundWorkTests {
    /// A gate a job waits at until the test opens it.
    final class Gate: Sendable {
        private let semaphore = DispatchSemaphore(value: 0)
        private let sawCancel = Mutex(false)
        func open() { semaphore.signal() }
        func waitOpen(seconds: Double = 5) -> Bool { semaphore.wait(timeout: .now() + seconds) == .success }
        func noteCancel() { sawCancel.withLock { $0 = true } }
        var cancelSeen: Bool { sawCancel.withLock { $0 } }
    }

    /// A terminal whose script can wait for the loop's wake signal, as the real one polls it.
    final class WakingTerminal: TerminalDevice {
        enum Step {
            case event(InputEvent)
            /// Runs on the loop's thread between events (opening a gate, say).
            case action(() -> Void)
            /// Blocks in the wait until another thread wakes it; a wake that never comes ends the run.
            case awaitWake
        }

        let size = ScreenSize(columns: 80, rows: 24)
        let capabilities = TerminalCapabilities(colors: false, unicode: true, mouse: false)
        private var script: [Step]
        private(set) var presented: [FrameBuffer] = []
        private(set) var waits: [Int?] = []
        /// A pipe that never has input: the "terminal" the wake is polled beside.
        private let quiet = WakeSignal()

        init(_ script: [Step]) { self.script = script }

        func present(_ frame: FrameBuffer) { presented.append(frame) }
        func restore() {}

        func nextEvent(timeoutMilliseconds: Int?) -> InputEvent {
            nextEvent(timeoutMilliseconds: timeoutMilliseconds, wake: nil)
        }

        func nextEvent(timeoutMilliseconds: Int?, wake: WakeSignal?) -> InputEvent {
            waits.append(timeoutMilliseconds)
            while !script.isEmpty {
                switch script.removeFirst() {
                case .event(let event): return event
                case .action(let action): action()
                case .awaitWake:
                    guard let wake, wake.wait(alongside: quiet.readDescriptor, timeoutMilliseconds: 5000) == .wake
                    else { return .stop(.hangup) }
                    wake.drain()
                    return .wake
                }
            }
            return .stop(.hangup)
        }

        var lastText: String { presented.last?.text ?? "" }
    }

    /// A screen that starts a job on `w`, counts the other keys it gets, and shows what came back.
    struct WorkScreen: Screen {
        var job: BackgroundJob
        var keys = 0
        var deliveries: [String] = []

        func draw(into frame: inout FrameBuffer, context: ScreenContext) {
            _ = frame.put("keys \(keys) got \(deliveries.joined(separator: ","))", column: 0, row: 2)
        }

        mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
            if event == .key(.character("w")) { return .run(job) }
            if event == .key(.character("q")) { return .quit }
            if event == .key(.character("b")) { return .pop }
            keys += 1
            return .stay
        }

        mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
            switch delivery {
            case .finished(_, let result): deliveries.append("\(result)")
            case .cancelled: deliveries.append("cancelled")
            }
            return .stay
        }
    }

    /// A job that runs until it is cancelled, then notes it and opens the gate.
    static func searchUntilCancelled(_ gate: Gate) -> BackgroundJob {
        BackgroundJob(title: "Searching") { progress in
            while !progress.isCancelled { usleep(1000) }
            gate.noteCancel()
            gate.open()
            return 0
        }
    }

    func controller(_ terminal: WakingTerminal, screens: [any Screen]) -> AppController {
        AppController(terminal: terminal, environment: Fixtures.environment(), screens: screens)
    }

    @Test func workIsDeliveredByWakingTheWaitAndKeysAreHandledMeanwhile() {
        let gate = Gate()
        let reported = Gate()
        let job = BackgroundJob(title: "Counting") { progress in
            progress.report(0.5)
            reported.open()
            return gate.waitOpen() ? (1...10).reduce(0, +) : -1
        }
        let terminal = WakingTerminal([
            .event(.char("w")), .action { _ = reported.waitOpen() },
            .event(.char("x")), .event(.char("y")),  // keys while the job runs
            .action { gate.open() }, .awaitWake, .event(.char("q")),
        ])
        let app = controller(terminal, screens: [WorkScreen(job: job)])
        #expect(app.run() == .quit)
        let frames = terminal.presented.map(\.text)
        #expect(frames.contains { $0.contains("keys 2 got") && $0.contains("Counting… 50%") },
                "the keys were handled while the progress line showed")
        #expect(terminal.lastText.contains("keys 2 got 55"))
        #expect(!terminal.lastText.contains("Counting"), "the progress line goes with the job")
        // While the job ran the loop asked for redraws of the line; idle again, it waits for ever.
        #expect(terminal.waits.contains(Int(AppController.progressRedrawMilliseconds)))
        #expect(terminal.waits.last == .some(nil))
    }

    @Test func escapeCancelsTheRunningWorkAndTheJobIsTold() {
        let gate = Gate()
        let job = Self.searchUntilCancelled(gate)
        let terminal = WakingTerminal([
            .event(.char("w")), .event(.key(.escape)), .awaitWake, .event(.char("q")),
        ])
        let app = controller(terminal, screens: [WorkScreen(job: job)])
        #expect(app.run() == .quit)
        #expect(terminal.lastText.contains("keys 0 got cancelled"), "Esc went to the work, not the screen")
        #expect(gate.waitOpen(), "the job's thread saw the cancellation")
        #expect(gate.cancelSeen)
    }

    @Test func leavingTheScreenCancelsItsWorkAndDropsTheAnswer() {
        let gate = Gate()
        let job = Self.searchUntilCancelled(gate)
        let below = WorkScreen(job: job)
        let terminal = WakingTerminal([.event(.char("w")), .event(.char("b")), .event(.char("q"))])
        let app = controller(terminal, screens: [below, WorkScreen(job: job)])
        #expect(app.run() == .quit)
        #expect(gate.waitOpen() && gate.cancelSeen)
        #expect(terminal.lastText.contains("keys 0 got"), "the screen below got nothing")
        #expect(!terminal.lastText.contains("cancelled"))
    }

    @Test func aWakeSignalEndsAWaitFromAnotherThreadAndOnlyThen() {
        let wake = WakeSignal()
        let quiet = WakeSignal()
        #expect(wake.wait(alongside: quiet.readDescriptor, timeoutMilliseconds: 20) == .timeout)
        let thread = Thread { usleep(30_000); wake.signal() }
        thread.start()
        #expect(wake.wait(alongside: quiet.readDescriptor, timeoutMilliseconds: 5000) == .wake)
        for _ in 0..<1000 { wake.signal() }   // never blocks, however many
        #expect(wake.isPending)
        #expect(wake.drain())
        #expect(!wake.isPending)
        #expect(!wake.drain())
    }
}
