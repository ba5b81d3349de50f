#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The terminal's clipboard escape (OSC 52, from xterm; kitty, iTerm2, WezTerm, Windows Terminal,
/// foot and tmux with `set-clipboard` honour it): `ESC ] 52 ; c ; <base64 of the UTF-8 text> BEL`.
/// A terminal that does not know it ignores it, so nothing is drawn; one that refuses it (a
/// setting) drops it. The Linux console has no clipboard, so nothing is sent there.
public enum TerminalClipboard {
    /// Most terminals cap an OSC 52 payload (xterm: about 100,000 bytes of base64); a share line is
    /// far below, and anything longer is not sent rather than cut.
    public static let maximumBytes = 65_536

    /// The escape that asks the terminal to copy `text`, or nil when the text is too long or holds
    /// nothing to copy.
    public static func sequence(copying text: String) -> String? {
        let bytes = Data(text.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumBytes else { return nil }
        return "\u{1B}]52;c;" + bytes.base64EncodedString() + "\u{07}"
    }

    /// Whether a terminal of type `term` can take the escape.
    public static func isOffered(term: String) -> Bool {
        !(term.isEmpty || term == "dumb" || term == "linux" || term.hasPrefix("linux-") || term == "vt100" || term == "vt220")
    }
}

extension CursesTerminal {
    /// Sends the clipboard escape after the frames already shown; false when this terminal type
    /// cannot take it (or the text cannot be sent).
    public func copyToClipboard(_ text: String) -> Bool {
        guard !isRestored, TerminalClipboard.isOffered(term: terminalType),
              let sequence = TerminalClipboard.sequence(copying: text) else { return false }
        // Written straight to the terminal after ncurses has flushed its own output (present ends
        // with doupdate, which flushes), so it never lands inside a cell update.
        return TerminalOutput.send(sequence)
    }
}
