#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNCurses

/// Checks made before ncurses takes over the screen, so that an unusable terminal is reported
/// with a clear message instead of ncurses exiting or drawing garbage.
enum TerminalProbe {
    /// Returns `TERM` when its terminfo entry can drive a full-screen program.
    static func checkTerminalType() throws -> String {
        guard let value = getenv("TERM"), value.pointee != 0 else { throw TerminalError.terminalTypeNotSet }
        let name = String(cString: value)
        var status: Int32 = 0
        // setupterm with a status pointer reports failure instead of exiting (initscr would exit).
        guard setupterm(nil, STDOUT_FILENO, &status) == OK else {
            switch status {
            case -1: throw TerminalError.terminalDatabaseMissing(name)
            case 1: throw TerminalError.terminalCannotMoveCursor(name)
            default: throw TerminalError.unknownTerminalType(name)
            }
        }
        // TERM=dumb and printing terminals load fine but cannot address the cursor.
        let canMoveCursor = cf_has_string_capability("cup") != 0 && tigetflag("hc") <= 0
        cf_release_probed_terminal()
        guard canMoveCursor else { throw TerminalError.terminalCannotMoveCursor(name) }
        return name
    }

    /// Wide characters only reach the screen under a UTF-8 locale; call after `setlocale`.
    static func localeIsUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
