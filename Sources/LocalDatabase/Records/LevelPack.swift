import Foundation
import GameCore
import GRDB

/// A level pack: the shipped campaign or one a player made or imported. Its levels are
/// `LevelRecord`s under its name, each identified by (pack, number).
public struct LevelPack: Codable, Hashable, Sendable {
    public var name: String
    public var author: String
    public var version: String
    public var description: String
    /// The pack the game ships (levels/*.sql): rebuilt from those files, never from a pack file.
    public var isShipped: Bool
    /// Made by the player in the level editor (never by importing a file): the only packs the
    /// editor writes into, and ones a pack file may not replace.
    public var isPlayerMade: Bool
    public var installedAt: Date

    public init(name: String, author: String = "", version: String = "1", description: String = "",
                isShipped: Bool = false, isPlayerMade: Bool = false, installedAt: Date) {
        self.name = name
        self.author = author
        self.version = version
        self.description = description
        self.isShipped = isShipped
        self.isPlayerMade = isPlayerMade
        self.installedAt = installedAt
    }

    /// The name of the shipped pack.
    public static let shippedName = ShippedPack.name

    /// What the shipped pack says about itself.
    package static func shipped(at date: Date) -> LevelPack {
        LevelPack(name: shippedName, author: "Clearfield", version: "shipped",
                  description: "The levels Clearfield ships with", isShipped: true, installedAt: date)
    }

    enum CodingKeys: String, CodingKey {
        case name, author, version, description
        case isShipped = "shipped"
        case isPlayerMade = "playerMade"
        case installedAt
    }
}

extension LevelPack: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "levelPack"
}
