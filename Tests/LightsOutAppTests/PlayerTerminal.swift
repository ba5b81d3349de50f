import GameCore
import Shell
import Terminal

/// What the scripted player does next.
enum PlayerStep {
    /// A key or any other event, as the terminal would read it.
    case event(InputEvent)
    /// Time passing before the next step (the player thinking).
    case pass(milliseconds: UInt64)
    /// Waits until the background work running now has finished (a ranking, a board being read,
    /// a replay being opened), then lets the loop take its answer: the player waits for the
    /// screen to settle, with no timed sleep in the test.
    case awaitWork

    static func key(_ character: Character) -> PlayerStep { .event(.key(.character(character))) }
    static var enter: PlayerStep { .event(.key(.enter)) }
    static func arrow(_ key: Key) -> PlayerStep { .event(.key(key)) }
}

/// A terminal driven by a script of player steps, keeping every frame the loop presents. When
/// the script runs out the terminal says it hung up, so a broken flow ends instead of hanging.
final class PlayerTerminal: TerminalDevice {
    let size: ScreenSize
    let capabilities = TerminalCapabilities(colors: true, unicode: true, mouse: true)
    private var steps: [PlayerStep]
    private let clock: ManualClock
    /// The loop's work runner, to know when its jobs have finished.
    let work: WorkRunner
    private(set) var frames: [FrameBuffer] = []
    /// The number of steps taken when each frame was presented.
    private(set) var framesAfterStep: [Int] = []
    private var taken = 0

    init(size: ScreenSize = ScreenSize(columns: 80, rows: 24), clock: ManualClock, work: WorkRunner,
         steps: [PlayerStep]) {
        self.size = size
        self.clock = clock
        self.work = work
        self.steps = steps
    }

    var texts: [String] { frames.map(\.text) }
    var lastText: String { frames.last?.text ?? "" }

    func present(_ frame: FrameBuffer) {
        frames.append(frame)
        framesAfterStep.append(taken)
    }

    func nextEvent(timeoutMilliseconds: Int?) -> InputEvent {
        nextEvent(timeoutMilliseconds: timeoutMilliseconds, wake: nil)
    }

    func nextEvent(timeoutMilliseconds: Int?, wake: WakeSignal?) -> InputEvent {
        while !steps.isEmpty {
            let step = steps.removeFirst()
            taken += 1
            switch step {
            case .event(let event):
                if event == .timeout { clock.advance(milliseconds: UInt64(max(0, timeoutMilliseconds ?? 0))) }
                return event
            case .pass(let milliseconds):
                clock.advance(milliseconds: milliseconds)
            case .awaitWork:
                // The runner drops a job from its running list before it signals the wake pipe:
                // once the list is empty every answer is waiting for the loop.
                while work.progressLine != nil {
                    _ = work.wake.wait(alongside: -1, timeoutMilliseconds: nil)
                    work.wake.drain()
                }
                return .wake
            }
        }
        return .stop(.hangup)
    }

    func restore() {}
}
