/// What the terminal can show, decided once at start-up.
public struct TerminalCapabilities: Hashable, Sendable {
    public var colors: Bool
    public var unicode: Bool
    public var mouse: Bool

    public init(colors: Bool, unicode: Bool, mouse: Bool) {
        self.colors = colors
        self.unicode = unicode
        self.mouse = mouse
    }
}

/// The screen and keyboard as the app's main loop uses them. The real one is
/// `CursesTerminal`; tests drive the app through a scripted one.
public protocol TerminalDevice: AnyObject {
    var size: ScreenSize { get }
    var capabilities: TerminalCapabilities { get }

    /// Shows a frame, writing only what changed since the last one.
    func present(_ frame: FrameBuffer)

    /// Waits for the next event. `nil` waits without a time limit (an idle game uses no CPU).
    func nextEvent(timeoutMilliseconds: Int?) -> InputEvent

    /// Waits as `nextEvent(timeoutMilliseconds:)` does, and also for `wake`: a wake-up from
    /// another thread ends the wait with `.wake`.
    func nextEvent(timeoutMilliseconds: Int?, wake: WakeSignal?) -> InputEvent

    /// Puts the terminal back the way it was found. Safe to call more than once.
    func restore()

    /// An event that is already waiting (typed ahead, the rest of a paste), taken without any
    /// wait; nil when nothing is. Lets the main loop handle a paste before drawing again.
    func eventAlreadyWaiting() -> InputEvent?

    /// Asks the terminal to copy `text` to the clipboard (`TerminalClipboard`); false when it
    /// cannot be asked.
    func copyToClipboard(_ text: String) -> Bool
}

extension TerminalDevice {
    /// A device that cannot tell whether input waits: every event is drawn after.
    public func eventAlreadyWaiting() -> InputEvent? { nil }

    /// A device with no clipboard escape.
    public func copyToClipboard(_ text: String) -> Bool { false }

    /// For a device that cannot wait on the pipe: a wake-up already pending is answered first,
    /// otherwise the wait is the plain one (a later wake-up is seen at the next event).
    public func nextEvent(timeoutMilliseconds: Int?, wake: WakeSignal?) -> InputEvent {
        if let wake, wake.drain() { return .wake }
        return nextEvent(timeoutMilliseconds: timeoutMilliseconds)
    }
}
