/// A key as the game sees it, decoded from ncurses key codes and wide characters.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case enter, escape, backspace, tab, backTab, delete
    case home, end, pageUp, pageDown
    case function(Int)
    /// Ctrl plus a letter, given in lower case (Ctrl-L is `.control("l")`).
    case control(Character)
}

public enum MouseButton: Hashable, Sendable {
    case left, middle, right, scrollUp, scrollDown
    /// The pointer moved to another cell with the left button held (a drag), where the terminal
    /// reports motion (xterm's button-event tracking).
    case leftDrag
}

public struct MouseEvent: Hashable, Sendable {
    public var position: ScreenPosition
    public var button: MouseButton

    public init(position: ScreenPosition, button: MouseButton) {
        self.position = position
        self.button = button
    }
}

/// Why the program is being asked to stop, from a signal the main loop picked up.
public enum StopReason: Hashable, Sendable {
    /// SIGHUP, or the terminal stopped answering reads.
    case hangup
    /// SIGTERM.
    case terminate
    /// SIGINT (Ctrl-C).
    case interrupt
    /// SIGQUIT (Ctrl-\\): handled as SIGTERM is, never as a crash.
    case quit
    /// Another signal whose default action ends a program (SIGUSR1, SIGALRM, SIGXCPU, ...), by
    /// its number: handled as SIGTERM is, and the exit status says which (128 + the number).
    case signal(Int32)
}

/// Everything the main loop can be woken by.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(ScreenSize)
    /// The wait ended with no input (a timer is due).
    case timeout
    /// Another thread woke the wait (`WakeSignal`): work done in the background is ready.
    case wake
    case stop(StopReason)
}
