import GameCore
import Terminal

/// One step of a script: an event, or time passing before the next event (the player
/// thinking, or reading the help).
enum ScriptStep {
    case event(InputEvent)
    case pass(milliseconds: UInt64)
}

/// A terminal fed with a list of events, recording every frame presented and every wait,
/// so whole flows run with no real terminal. A `.timeout` event moves the manual clock
/// forward by the time the app asked to wait, as a real wait would.
final class ScriptedTerminal: TerminalDevice {
    private(set) var size: ScreenSize
    let capabilities: TerminalCapabilities
    private var script: [ScriptStep]
    private let clock: ManualClock
    private(set) var presented: [FrameBuffer] = []
    /// The time limit of every wait, in order (nil: wait for ever).
    private(set) var waits: [Int?] = []
    private(set) var restoreCount = 0
    /// How many events had been consumed when each frame was presented.
    private(set) var presentedAfterEvent: [Int] = []
    private var consumed = 0
    /// The texts sent to the clipboard escape, in order; `takesClipboard` false: refused.
    private(set) var copied: [String] = []
    var takesClipboard = true

    convenience init(size: ScreenSize = ScreenSize(columns: 80, rows: 24), unicode: Bool = true, colors: Bool = true,
         clock: ManualClock, events: [InputEvent]) {
        self.init(size: size, unicode: unicode, colors: colors, clock: clock, steps: events.map { .event($0) })
    }

    init(size: ScreenSize = ScreenSize(columns: 80, rows: 24), unicode: Bool = true, colors: Bool = true,
         clock: ManualClock, steps: [ScriptStep]) {
        self.size = size
        self.capabilities = TerminalCapabilities(colors: colors, unicode: unicode, mouse: true)
        self.clock = clock
        self.script = steps
    }

    var lastFrame: FrameBuffer? { presented.last }

    func copyToClipboard(_ text: String) -> Bool {
        guard takesClipboard else { return false }
        copied.append(text)
        return true
    }

    func present(_ frame: FrameBuffer) {
        presented.append(frame)
        presentedAfterEvent.append(consumed)
    }

    func nextEvent(timeoutMilliseconds: Int?) -> InputEvent {
        waits.append(timeoutMilliseconds)
        // A script that runs out stops the app, so a broken flow ends instead of hanging.
        var next: InputEvent?
        while next == nil, !script.isEmpty {
            switch script.removeFirst() {
            case .event(let event): next = event
            case .pass(let milliseconds): clock.advance(milliseconds: milliseconds)
            }
        }
        guard let event = next else { return .stop(.hangup) }
        consumed += 1
        switch event {
        case .resize(let newSize): size = newSize
        case .timeout: clock.advance(milliseconds: UInt64(max(0, timeoutMilliseconds ?? 0)))
        default: break
        }
        return event
    }

    func restore() {
        restoreCount += 1
    }
}

extension InputEvent {
    static func char(_ character: Character) -> InputEvent { .key(.character(character)) }

    static func typing(_ text: String) -> [InputEvent] { text.map { .key(.character($0)) } }

    static func click(column: Int, row: Int) -> InputEvent {
        .mouse(MouseEvent(position: ScreenPosition(column: column, row: row), button: .left))
    }
}
