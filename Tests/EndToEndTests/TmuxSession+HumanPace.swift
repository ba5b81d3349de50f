import Foundation

extension TmuxSession {
    /// A pause after each reveal typed into a game that should rank: the human envelope holds a
    /// board cleared faster than people play (docs/FAIR-PLAY.md: at most 20 actions a second, and
    /// at most 20 3BV a second), and tmux types as fast as it can. It paces the input; nothing
    /// is timed or asserted on it.
    static let humanPause: TimeInterval = 0.1

    /// Sends `key` (a reveal) and waits a person's moment before the next.
    func sendRevealKey(_ key: String = "Space") throws {
        try sendKeys(key)
        Thread.sleep(forTimeInterval: Self.humanPause)
    }
}
