#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNCurses
import Synchronization

/// The real terminal, through wide-character ncurses. The only type in the program that talks to
/// ncurses; screens draw into `FrameBuffer`s and read `InputEvent`s.
///
/// Lifecycle: `init` takes over the terminal (or throws a `TerminalError` with a one-line message),
/// `present` and `nextEvent` run the main loop, `restore` hands the terminal back. `restore` also
/// runs from `deinit` and, for a process that ends in `exit()`, from an `atexit` hook.
public final class CursesTerminal: TerminalDevice {
    public private(set) var size: ScreenSize
    public let capabilities: TerminalCapabilities
    /// `TERM`, as ncurses was started with it (for diagnostics).
    public let terminalType: String
    /// Called with ncurses's name for each input that maps to no `Key` (for instance `kUP5`, which
    /// some terminals send for Ctrl-Up); `nextEvent` then keeps waiting. For diagnostics.
    public var unrecognizedInputHandler: ((String) -> Void)?

    let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    let palette: ColorPalette
    /// The frame on screen, to diff the next one against; nil forces a full repaint.
    var lastFrame: FrameBuffer?
    var needsFullRepaint = true
    /// Whether the terminal's cursor is shown (a frame with a `cursor`); hidden at start.
    var isCursorVisible = false
    /// Writes the frames where the terminal takes its sequences (nil: ncurses draws them,
    /// `CellPainter`). Chosen once, at start-up.
    let encoder: FrameEncoder?
    /// Where the terminal is, for the encoder's next frame.
    var terminalState = TerminalState.unknown
    /// `StopSignals.resumptions` when the screen was last drawn: a resume from Ctrl-Z has ncurses
    /// repaint a blank screen, which the encoder's frames then draw over.
    var seenResumptions = StopSignals.resumptions
    /// Reads that failed without a signal or a timeout; many in a row mean the terminal is gone.
    var unexplainedFailedReads = 0
    private(set) var isRestored = false
    /// Whether the left mouse button is down (its press seen, not its release): motion then is a drag.
    var leftButtonHeld = false
    /// Events decoded but not yet returned: the keys of an escape sequence given up on, or the
    /// input that ended a mouse report early.
    var pendingEvents: [InputEvent] = []

    public init(options: TerminalOptions) throws {
        guard isatty(STDIN_FILENO) == 1 else { throw TerminalError.standardInputNotATerminal }
        guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.standardOutputNotATerminal }
        // Before anything from ncurses: without the locale, wide characters are dropped silently.
        setlocale(LC_ALL, "")
        let terminalType = try TerminalProbe.checkTerminalType()

        // Before newterm: ncurses only installs its own handlers for signals still at their default,
        // so the stop signals stay ours while SIGTSTP (Ctrl-Z) and SIGWINCH stay with ncurses.
        _ = StopSignals.install()
        guard let screen = cf_newterm_on_standard_streams(), let window = cf_standard_window() else {
            StopSignals.uninstall()
            throw TerminalError.startFailed(terminalType)
        }
        self.screen = screen
        self.window = window
        self.terminalType = terminalType
        // After newterm, so ncurses's own Ctrl-Z handling is in place to be wrapped.
        StopSignals.watchSuspension()

        cbreak()  // not raw(): Ctrl-C and Ctrl-Z keep working
        noecho()
        nonl()
        FlowControl.disable()
        intrflush(window, false)
        keypad(window, true)
        leaveok(window, true)
        curs_set(0)
        set_escdelay(25)
        KeyAliases.install()

        palette = ColorPalette.start(wanted: !options.disableColor)
        var mouse = false
        if options.enableMouse {
            mouseinterval(0)
            mouse = mousemask(MouseDecoder.requestedEvents, nil) != 0 && has_mouse()
            if mouse {
                // ncurses would read a report's bytes itself, waiting for them without a limit:
                // it is told to pass them through as characters, which MouseReportParser reads
                // under a deadline. SGR reports are asked for, as they are plain ASCII.
                // After ncurses's own request (mousemask flushed it), which would reset them.
                _ = define_key(nil, KEY_MOUSE)
                TerminalOutput.send(MouseDecoder.dragTrackingOn + MouseDecoder.sgrReportsOn)
                StopSignals.suspensionKeepsMouseModes(true)
            }
        }
        capabilities = TerminalCapabilities(colors: palette.enabled,
                                            unicode: !options.forceASCII && TerminalProbe.localeIsUTF8(),
                                            mouse: mouse)
        encoder = TerminalProbe.dialect(colors: palette.enabled, defaultColors: palette.hasDefaultColors,
                                        unicode: capabilities.unicode).map(FrameEncoder.init)
        if encoder != nil {
            // ncurses's first refresh (the alternate screen, a cleared screen, the modes) goes
            // out now, before any frame. The window is never drawn into after it, so ncurses has
            // nothing to refresh when it reads a key and never writes over the frames.
            wrefresh(window)
        }
        size = ScreenSize(columns: Int(cf_getmaxx(window)), rows: Int(cf_getmaxy(window)))
        ExitHook.register(self)
    }

    deinit {
        restore()
    }

    /// Time the program has spent suspended by Ctrl-Z or stopped by SIGSTOP, for clocks that must
    /// not count it.
    public static var suspendedNanoseconds: UInt64 { StopSignals.suspendedNanoseconds }

    /// Ends curses mode (leaves the alternate screen, shows the cursor, stops mouse reports, puts
    /// the tty modes back). Idempotent. Afterwards `present` does nothing and `nextEvent` answers
    /// `.stop(.hangup)`.
    ///
    /// Everything for the terminal is written before `endwin` gives back the shell's modes: with
    /// them, flow control is on again, and an XOFF typed after that (a Ctrl-S in keys that
    /// outlive the game) would hold any later write of ours, and the process, until an XON.

    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        ExitHook.unregister(self)
        if capabilities.mouse {
            StopSignals.suspensionKeepsMouseModes(false)
            TerminalOutput.send(MouseDecoder.sgrReportsOff + MouseDecoder.dragTrackingOff)
            mousemask(0, nil)
        }
        // Whatever a library left in the C library's standard output buffer goes now, not at exit.
        fflush(nil)
        if encoder != nil {
            // ncurses does not know what the frames left on screen: the attributes go back to
            // normal, and its clear puts the cursor where it believes it is before endwin moves it.
            TerminalOutput.send("\u{1B}[m")
            cf_repaint_physical_screen()
        }
        // Terminals without an alternate screen (vt100, the Linux console) would keep the last
        // frame under the shell's prompt: clear it first, as leaving the alternate screen would.
        if !Self.hasAlternateScreen {
            wclear(window)
            wrefresh(window)
        }
        // endwin shows the cursor only if ncurses believes it hidden, but the terminal may not have
        // seen the last frame's `cnorm`/`civis`: Ctrl-C makes the tty discard output not yet read
        // (no NOFLSH). Hiding it first makes endwin always write `cnorm`.
        curs_set(0)
        endwin()
        delscreen(screen)
        // The stop-signal handlers stay: closing a window can deliver SIGHUP twice (from the shell,
        // then from the kernel as the session ends), and the default action would kill the program
        // half-way through saving. The program is expected to exit soon after restoring.
    }

    /// Whether the terminal description has a sequence to leave an alternate screen (`rmcup`).
    static var hasAlternateScreen: Bool {
        guard let sequence = tigetstr("rmcup") else { return false }
        // terminfo answers (char *)-1 for a capability that is not a string.
        return Int(bitPattern: sequence) != -1 && sequence.pointee != 0
    }

    func refreshSize() {
        size = ScreenSize(columns: Int(cf_getmaxx(window)), rows: Int(cf_getmaxy(window)))
    }
}

/// Restores the terminal when the process leaves through `exit()` (argument-parser errors, a
/// library calling exit) while a `CursesTerminal` is still open.
enum ExitHook {
    private struct Registration {
        var active: TerminalReference?
        var isRegistered = false
    }

    private static let registration = Mutex(Registration())

    static func register(_ terminal: CursesTerminal) {
        let reference = TerminalReference(terminal)
        let isFirst = registration.withLock { registration in
            registration.active = reference
            let isFirst = !registration.isRegistered
            registration.isRegistered = true
            return isFirst
        }
        if isFirst { atexit { ExitHook.restoreActiveTerminal() } }
    }

    static func unregister(_ terminal: CursesTerminal) {
        registration.withLock { registration in
            if registration.active?.terminal === terminal { registration.active = nil }
        }
    }

    private static func restoreActiveTerminal() {
        // Taken out first: restoring unregisters, which takes the lock again.
        let reference = registration.withLock { $0.active }
        reference?.terminal?.restore()
    }
}

/// The open terminal, weakly, as the exit hook holds it.
///
/// `@unchecked Sendable` because the hook is a C callback (`atexit`) the compiler cannot follow:
/// `exit()` runs it on the thread that calls `exit()`, which in this program is the main thread,
/// the one that owns the terminal and every other ncurses call.
private final class TerminalReference: @unchecked Sendable {
    weak var terminal: CursesTerminal?

    init(_ terminal: CursesTerminal) {
        self.terminal = terminal
    }
}
