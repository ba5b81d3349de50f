import Foundation
import GameCore
import GameRules

/// The Tiles section of a format-1 save (read only: saves are written in format 2 since move logs
/// are timed; see Storage's `SavedGame`): which level (with a fingerprint of its map, so a level edited
/// since is noticed), every action of the session, and the cursor.
///
/// Version 1 keys:
///
///     levelNumber   the level's number in the campaign
///     mapHash   `SavedTilesGame.mapHash(of:)` of the level's board when it was saved
///     log       the session's actions, packed (`PackedActionLog`)
///     position  the undo position the log leads to (a check: replaying must reach it)
///     cursorX, cursorY  the cursor cell
public struct SavedTilesGame: Equatable, Sendable {
    public var levelNumber: Int
    public var mapHash: UInt64
    public var log: PackedActionLog<TilesMove>
    public var position: Int
    public var cursor: Point

    public init(levelNumber: Int, mapHash: UInt64, log: [SessionAction<TilesMove>], position: Int, cursor: Point) {
        self.levelNumber = levelNumber
        self.mapHash = mapHash
        self.log = PackedActionLog(log)
        self.position = position
        self.cursor = cursor
    }

    /// A 64-bit FNV-1a hash of the board as a level map (`mapRows` joined by newlines). It tells
    /// a level that changed since the save; it is not a secret.
    public static func mapHash(of board: TileBoard) -> UInt64 {
        TilesParams.mapHash(of: board)
    }
}

extension SavedTilesGame: Codable {
    private enum CodingKeys: String, CodingKey {
        case levelNumber = "levelIx"
        case mapHash = "mapHash"
        case log = "log"
        case position = "position"
        case cursorX = "cursorX"
        case cursorY = "cursorY"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        levelNumber = try container.decode(Int.self, forKey: .levelNumber)
        mapHash = try container.decode(UInt64.self, forKey: .mapHash)
        log = try container.decode(PackedActionLog<TilesMove>.self, forKey: .log)
        position = try container.decode(Int.self, forKey: .position)
        cursor = Point(x: try container.decode(Int.self, forKey: .cursorX),
                       y: try container.decode(Int.self, forKey: .cursorY))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(levelNumber, forKey: .levelNumber)
        try container.encode(mapHash, forKey: .mapHash)
        try container.encode(log, forKey: .log)
        try container.encode(position, forKey: .position)
        try container.encode(cursor.x, forKey: .cursorX)
        try container.encode(cursor.y, forKey: .cursorY)
    }
}
