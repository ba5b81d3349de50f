import GameCore
import GRDB

/// A level as stored: one row of `packLevel`, identified by (pack, number), with its map's
/// fingerprint (`LevelMapText.hash`). The level files and pack files write the same fields in
/// their `levels` table (see levels/README.md).
public struct LevelRecord: Codable, Equatable, Sendable {
    /// The level's number in its pack.
    public var number: Int
    public var background: String
    /// The rows of the layout, top row first, as the game writes them (`LevelMapText.canonical`).
    public var map: String
    public var name: String
    public var par: Int
    public var pack: String
    /// `LevelMapText.hash(map)`: progress is kept per version of a level's map.
    public var mapHash: String

    public init(number: Int, background: String, map: String, name: String, par: Int,
                pack: String = LevelPack.shippedName) {
        self.number = number
        self.background = background
        self.map = LevelMapText.canonical(map)
        self.name = name
        self.par = par
        self.pack = pack
        mapHash = LevelMapText.hash(map)
    }

    enum CodingKeys: String, CodingKey {
        case number = "number"
        case background, map, name, par, pack, mapHash
    }
}

extension LevelRecord: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "packLevel"

    public enum Columns {
        public static let number = Column(CodingKeys.number)
        public static let pack = Column(CodingKeys.pack)
    }
}
