/// Why the terminal could not be opened. Each description is one line meant for stderr; the
/// executable prints it and exits with status 2.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input is not a terminal (piped, redirected, or run from a service).
    case standardInputNotATerminal
    /// Standard output is not a terminal.
    case standardOutputNotATerminal
    /// `TERM` is not set or empty.
    case terminalTypeNotSet
    /// No terminfo entry describes `TERM`.
    case unknownTerminalType(String)
    /// The terminfo database itself could not be found.
    case terminalDatabaseMissing(String)
    /// The terminal cannot place the cursor (`TERM=dumb`, a printing terminal, no `cup`).
    case terminalCannotMoveCursor(String)
    /// ncurses refused to start for another reason.
    case startFailed(String)

    public var description: String {
        switch self {
        case .standardInputNotATerminal:
            return "clearfield: standard input is not a terminal"
        case .standardOutputNotATerminal:
            return "clearfield: standard output is not a terminal"
        case .terminalTypeNotSet:
            return "clearfield: TERM is not set; set it to your terminal's type (for example xterm-256color)"
        case .unknownTerminalType(let name):
            return "clearfield: unknown terminal type TERM=\(name); try TERM=xterm-256color"
        case .terminalDatabaseMissing(let name):
            return "clearfield: no terminfo database found for TERM=\(name); install ncurses-base"
        case .terminalCannotMoveCursor(let name):
            return "clearfield: terminal type TERM=\(name) cannot move the cursor; a full-screen terminal is needed"
        case .startFailed(let name):
            return "clearfield: ncurses could not start on this terminal (TERM=\(name))"
        }
    }
}
