import CNCurses

/// Escape sequences terminals send for the game's keys beyond what their terminfo entry says.
///
/// A terminfo entry names one sequence per key, for one cursor-key mode. Real set-ups disagree:
/// tmux sends `ESC [1~` for Home whatever TERM says, PuTTY and the Linux console use the vt220
/// codes, and a program resumed with `fg` can briefly receive normal-mode arrows while ncurses
/// puts the keypad mode back. Teaching ncurses the common alternatives (only where the entry
/// has not bound the sequence already) makes the keys work in all of them.
enum KeyAliases {
    static let sequences: [(sequence: String, code: Int32)] = [
        ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
        ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
        ("\u{1B}[H", KEY_HOME), ("\u{1B}OH", KEY_HOME), ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME),
        ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END), ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END),
        ("\u{1B}[3~", KEY_DC), ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE), ("\u{1B}[Z", KEY_BTAB),
    ]

    /// Binds every alternative the current terminal's entry leaves free. Call after `keypad`.
    static func install() {
        for (sequence, code) in sequences where key_defined(sequence) == 0 {
            define_key(sequence, code)
        }
    }
}
