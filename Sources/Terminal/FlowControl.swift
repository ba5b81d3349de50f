#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNCurses

/// XON/XOFF output flow control, off while the game owns the terminal.
///
/// With it on, Ctrl-S stops all output until Ctrl-Q: the screen freezes, and the next frame
/// blocks the main loop inside a terminal write. ncurses's cbreak mode leaves it on; the game
/// uses neither key for flow control.
enum FlowControl {
    /// Turns flow control off and lets any output already held by an XOFF go. Called after the
    /// curses modes are set: `def_prog_mode` then makes this part of the program's mode, so
    /// ncurses puts it back after Ctrl-Z and `fg`, while `endwin` restores the shell's mode
    /// (flow control as it was) when the terminal is handed back.
    static func disable() {
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON)
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &modes)
        _ = tcflow(STDOUT_FILENO, TCOON)
        def_prog_mode()
    }
}
