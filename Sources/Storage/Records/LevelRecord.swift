import GRDB

/// A row of the `levels` table, as levels/*.sql write it.
public struct LevelRecord: Codable, Equatable, Sendable {
    public var ix: Int
    public var background: String
    /// The rows of the layout, top row first (see levels/README.md).
    public var map: String
    public var name: String
    public var par: Int
    public var pack: String

    public init(ix: Int, background: String, map: String, name: String, par: Int, pack: String) {
        self.ix = ix
        self.background = background
        self.map = map
        self.name = name
        self.par = par
        self.pack = pack
    }
}

extension LevelRecord: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "levels"

    public enum Columns {
        public static let ix = Column(CodingKeys.ix)
    }
}
