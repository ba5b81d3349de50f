import Foundation

/// What the main menu's `Continue` line shows about a saved game. It sits beside the payload in
/// the archive, so it can be read without decoding (or even understanding) the game itself.
public struct SaveSummary: Equatable, Codable, Sendable {
    /// The game's name as the player sees it ("Tiles", "Mines").
    public var game: String
    /// Where the player is: a level, a mode, a board size ("Level 12", "Endless, board 3").
    public var detail: String
    /// Time actually played, from the game's play clock.
    public var playTimeMilliseconds: Int64
    /// When the archive was written; passed in by the caller, who owns the clock.
    public var savedAt: Date

    public init(game: String, detail: String, playTimeMilliseconds: Int64, savedAt: Date) {
        self.game = game
        self.detail = detail
        self.playTimeMilliseconds = playTimeMilliseconds
        self.savedAt = savedAt
    }

    // Written out so that renaming a property can never change the file format.
    private enum CodingKeys: String, CodingKey {
        case game = "game"
        case detail = "detail"
        case playTimeMilliseconds = "playTimeMs"
        case savedAt = "savedAt"
    }
}
