#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A password read for a command: on a terminal asked on standard error with echo turned off
/// (and turned back on, whatever happens); otherwise the first line of standard input, so a
/// script can pipe it in. Never taken from the command line, where `ps` shows it to others.
enum PasswordInput {
    /// The line read without its line end; nil at end of input.
    static func read(prompt: String) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return readLine(strippingNewline: true) }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return readLine(strippingNewline: true) }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        try? FileHandle.standardError.write(contentsOf: Data(prompt.utf8))
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        defer {
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
            try? FileHandle.standardError.write(contentsOf: Data("\n".utf8))
        }
        return readLine(strippingNewline: true)
    }
}
