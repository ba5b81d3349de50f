import App
import Foundation
import Terminal

/// Why the game cannot take over the terminal; reported on one line, exit code 2.
struct TerminalUnavailable: Error, CustomStringConvertible {
    var description: String
}

/// The one place the executable builds its terminal.
func makeTerminal(_ options: AppOptions) throws -> any TerminalDevice {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        throw TerminalUnavailable(description: "standard input and output must be a terminal")
    }
    let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
    guard !term.isEmpty, term != "dumb" else {
        throw TerminalUnavailable(description: term.isEmpty
            ? "TERM is not set: cannot tell what the terminal can do"
            : "TERM=dumb cannot move the cursor: run clearfield in a full terminal")
    }
    // The ncurses terminal is built on its own branch; at merge this becomes
    // `return try CursesTerminal(options: options)`.
    throw TerminalUnavailable(description: "this build has no terminal interface yet")
}
