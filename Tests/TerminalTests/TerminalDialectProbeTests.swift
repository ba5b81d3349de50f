import CNCurses
import Testing
@testable import Terminal

/// Which terminals get the encoder and which keep the ncurses drawing path, read from their
/// terminfo entries (the installed database).
@Suite(.serialized) struct TerminalDialectProbeTests {
    func dialect(of name: String, colors: Bool = true) -> TerminalDialect? {
        guard cf_load_terminal_description(name) != 0 else {
            Issue.record("no terminfo entry for \(name)")
            return nil
        }
        defer { cf_release_probed_terminal() }
        return TerminalProbe.dialect(colors: colors, defaultColors: true, unicode: true)
    }

    @Test(arguments: ["xterm-256color", "tmux-256color", "screen", "linux"])
    func ansiTerminalsGetTheEncoder(name: String) {
        #expect(dialect(of: name) != nil)
    }

    @Test func xtermHasEveryShortcut() {
        #expect(dialect(of: "xterm-256color") == TerminalDialect(colors: true, unicode: true))
    }

    /// vt100's moves carry padding (`$<5>`) and it has no colour: the ncurses path draws there.
    @Test func vt100KeepsTheNcursesPath() {
        #expect(dialect(of: "vt100", colors: false) == nil)
    }
}
