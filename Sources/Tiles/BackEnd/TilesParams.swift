import GameCore
import Progress

/// What starts a game of Tiles: a level, given in full (its number, par and map) with a
/// fingerprint of the map, so a game can be verified without the levels database and a level
/// edited since is noticed.
public struct TilesParams: Codable, Hashable, Sendable {
    /// The level's number in its pack (`Level.ix`).
    public var level: Int
    /// The level's pack; nil for the shipped pack, which is how every save written before packs
    /// existed reads (the key is left out when nil, so such params are written as before).
    public var pack: String?
    public var par: Int
    /// The level's map, top row first (`TileBoard.mapRows`, the format of levels/README.md).
    public var mapRows: [String]
    /// `TilesParams.mapHash(of:)` of the map.
    public var mapHash: UInt64
    /// The date ("YYYY-MM-DD") of the daily challenge this level is, nil for a pack's level.
    /// Left out of the JSON when nil, so saves written before dailies read and write unchanged.
    public var daily: String?
    /// The shape of a Same Game free-play game, whose board is the setup's seed's deal
    /// (`FreePlayDeal`) and which follows `TilesRules.sameGame`; nil for a level. Left out of the
    /// JSON when nil, so every save written before free play reads and writes unchanged.
    public var free: FreePlayShape?

    public init(level: Int, pack: String? = nil, par: Int, mapRows: [String], mapHash: UInt64, daily: String? = nil,
                free: FreePlayShape? = nil) {
        self.level = level
        self.pack = pack == ShippedPack.name ? nil : pack
        self.par = par
        self.mapRows = mapRows
        self.mapHash = mapHash
        self.daily = daily
        self.free = free
    }

    /// The params of a free-play game on `deal`'s board (the map kept too, as a level's is, so
    /// a save names its board and the back end checks it against the seed's deal).
    public init(free deal: FreePlayDeal) {
        self.init(level: 1, pack: FreePlayDeal.packName, par: deal.par, mapRows: deal.board.mapRows,
                  mapHash: Self.mapHash(of: deal.board), free: deal.shape)
    }

    /// The rules a game of these params follows.
    public var rules: TilesRules { free == nil ? .levels : .sameGame }

    /// The params of a shipped or imported level (or of the daily of `daily`).
    public init(level: Level, daily: String? = nil) {
        self.init(level: level.number, pack: level.pack, par: level.par, mapRows: level.board.mapRows,
                  mapHash: Self.mapHash(of: level.board), daily: daily)
    }

    /// The level's identity: (pack, number).
    public var key: LevelKey { LevelKey(pack: pack ?? ShippedPack.name, number: level) }

    /// A 64-bit FNV-1a hash of the board as a level map (`mapRows` joined by newlines), the
    /// fingerprint saves keep too. It tells a changed level; it is not a secret.
    public static func mapHash(of board: TileBoard) -> UInt64 {
        FNV1a.hash(board.mapRows.joined(separator: "\n").utf8)
    }
}

/// What a Tiles save keeps beside the log: the cursor.
public struct TilesInterface: Codable, Hashable, Sendable {
    public var cursor: Point

    public init(cursor: Point) {
        self.cursor = cursor
    }
}
