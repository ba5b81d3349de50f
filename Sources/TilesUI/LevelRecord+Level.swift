import Shell
import ReplayUI
import TilesPacksUI
import LocalDatabase
import TilesLevels
import Tiles

// Storage keeps the levels table as rows of text and imports no game; here the rows become the
// levels Tiles plays.

extension LevelRecord {
    /// The level the game plays, or the map's parse error.
    public func level() throws -> Level {
        Level(number: number, name: name, background: background, par: par, pack: pack, board: try TileMap.parse(map))
    }
}

extension AppDatabase {
    /// Every pack's levels (the shipped pack first, each pack in number order). Rows are validated
    /// when imported; a row that no longer parses (the database was edited by hand) is left out
    /// here rather than failing the whole list.
    public func levels() throws -> [Level] {
        try levelRecords().compactMap { try? $0.level() }
    }

    /// One level, or nil if there is no valid level with that key.
    public func level(_ key: LevelKey) throws -> Level? {
        try levelRecord(pack: key.pack, number: key.number).flatMap { try? $0.level() }
    }

    /// The level after `key` in its pack, if any and valid.
    public func level(after key: LevelKey) throws -> Level? {
        try levelRecord(pack: key.pack, after: key.number).flatMap { try? $0.level() }
    }
}
