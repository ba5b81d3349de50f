#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Escapes of our own (mouse modes, the clipboard) written straight to the terminal's descriptor.
///
/// Not `putp`: it writes through the C library's `stdout` buffer, which on a terminal is flushed
/// only at a newline, so the mouse modes sat there for the whole game (the terminal never saw
/// them) and went out at `exit()` — after `endwin` had given back the shell's modes with flow
/// control on, where an XOFF typed after the game's end (Ctrl-S among random keys) held that last
/// write, and the process, forever. Written here they reach the terminal at once, while the game
/// still has flow control off.
enum TerminalOutput {
    /// Writes all of `text` (retrying writes a signal cut short); false when the terminal
    /// refuses it.
    @discardableResult
    static func send(_ text: String) -> Bool {
        send(bytes: Array(text.utf8))
    }

    /// Writes all of `bytes`, as `send(_:)` does: a frame goes out in one `write`.
    @discardableResult
    static func send(bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let written = bytes[sent...].withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            sent += written
        }
        return true
    }
}
