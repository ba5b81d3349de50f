import Foundation
import Shell
import Terminal

/// Why the game cannot take over the terminal; reported on one line, exit code 2.
struct TerminalUnavailable: Error, CustomStringConvertible {
    var description: String
}

/// The one place the executable builds its terminal.
func makeTerminal(_ options: AppOptions) throws -> any TerminalDevice {
    let terminalOptions = TerminalOptions(forceASCII: options.forceASCII, disableColor: !options.allowColor)
    do {
        return try CursesTerminal(options: terminalOptions)
    } catch let error as TerminalError {
        // TerminalError's text already names the program; the launcher adds the prefix itself.
        let text = error.description
        let prefix = "clearfield: "
        throw TerminalUnavailable(description: text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text)
    }
}
