import Foundation
import GameCore
import Progress

/// The payload of a save file: one game in progress, as little as rebuilds it.
///
/// Only what cannot be derived is kept: the game's kind and parameters, its action log (packed),
/// its play time, the UI state worth keeping and its stats. The board, the score, the undo
/// history and the counts of hints and undos are not stored: resuming replays the log through the
/// game's normal rules, as a new game would be built, and checks the outcome before installing it.
///
/// Version 1 layout (keys of a binary property list dictionary; they are part of the format):
///
///     kind      "tiles" or "mines": which per-game section follows
///     tiles     the Tiles section (`SavedTilesGame`), present when kind is "tiles"
///     mines     the Mines section (`SavedMinesGame`), present when kind is "mines"
///     clockMs   play time in milliseconds (the play clock, stopped when saved)
///     paused    whether the player had paused the game
///     progress  the game's stats and achievement conditions with its id (`SavedGameProgress`),
///               absent when stats were not kept in the run that saved it
///
/// A game slots in with a case of `SavedGame.Game`, a section key of its own, a line in
/// `init(from:)` and `encode(to:)`, and its resume code in the app. Older saves are unaffected:
/// their kind still picks the same section. The Mines section came after the first Tiles saves
/// were written in this format; it is an addition, so the format is still version 1 (a build
/// from before it refuses a Mines save by name, "this version cannot resume a mines game").
public struct SavedGame: Equatable, Sendable {
    /// The game-specific part: what was played and how far.
    public enum Game: Equatable, Sendable {
        case tiles(SavedTilesGame)
        case mines(SavedMinesGame)
    }

    /// A century: more than anyone plays, and far from the point where the play clock's
    /// nanoseconds would overflow. A save claiming more is damaged.
    public static let maximumPlayMilliseconds: Int64 = 100 * 366 * 24 * 3_600_000

    public var game: Game
    public var playMilliseconds: Int64
    public var paused: Bool
    public var progress: SavedGameProgress?

    public init(game: Game, playMilliseconds: Int64, paused: Bool, progress: SavedGameProgress?) {
        self.game = game
        self.playMilliseconds = playMilliseconds
        self.paused = paused
        self.progress = progress
    }

    public var kind: GameKind {
        switch game {
        case .tiles: .tiles
        case .mines: .mines
        }
    }

    /// The `kind` the archive's envelope records, so the Continue line can name the game without
    /// decoding this payload.
    public var archiveKind: String { kind.rawValue }
}

extension SavedGame: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind = "kind"
        case tiles = "tiles"
        case mines = "mines"
        case playMilliseconds = "clockMs"
        case paused = "paused"
        case progress = "progress"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kindName = try container.decode(String.self, forKey: .kind)
        switch GameKind(rawValue: kindName) {
        case .tiles:
            game = .tiles(try container.decode(SavedTilesGame.self, forKey: .tiles))
        case .mines:
            game = .mines(try container.decode(SavedMinesGame.self, forKey: .mines))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "this version cannot resume a \(kindName) game")
        }
        playMilliseconds = try container.decode(Int64.self, forKey: .playMilliseconds)
        guard (0...Self.maximumPlayMilliseconds).contains(playMilliseconds) else {
            throw DecodingError.dataCorruptedError(forKey: .playMilliseconds, in: container,
                                                   debugDescription: "play time \(playMilliseconds) ms is out of range")
        }
        paused = try container.decode(Bool.self, forKey: .paused)
        progress = try container.decodeIfPresent(SavedGameProgress.self, forKey: .progress)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        switch game {
        case .tiles(let tiles): try container.encode(tiles, forKey: .tiles)
        case .mines(let mines): try container.encode(mines, forKey: .mines)
        }
        try container.encode(playMilliseconds, forKey: .playMilliseconds)
        try container.encode(paused, forKey: .paused)
        try container.encodeIfPresent(progress, forKey: .progress)
    }
}

/// A game's stats as Progress keeps them while it is played, with the id it is rolled over
/// under: resuming hands both back, so the game is counted once, whenever it really ends.
public struct SavedGameProgress: Equatable, Sendable, Codable {
    public var gameId: String
    public var game: GameProgress

    public init(gameId: String, game: GameProgress) {
        self.gameId = gameId
        self.game = game
    }

    private enum CodingKeys: String, CodingKey {
        case gameId = "gameId"
        case game = "game"
    }
}
