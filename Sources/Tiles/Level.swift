import GameCore

/// A hand-designed Tiles level as the game uses it (Storage turns database rows into these).
public struct Level: Hashable, Sendable, Identifiable {
    /// The level's number in its pack (`ix` in a levels table).
    public var number: Int
    public var name: String
    /// The name of a file in assets/backgrounds/ drawn around the board.
    public var background: String
    public var par: Int
    public var pack: String
    public var board: TileBoard

    public var id: LevelKey { key }
    /// The level's identity: (pack, number).
    public var key: LevelKey { LevelKey(pack: pack, number: number) }

    public init(number: Int, name: String, background: String, par: Int, pack: String, board: TileBoard) {
        self.number = number
        self.name = name
        self.background = background
        self.par = par
        self.pack = pack
        self.board = board
    }

    /// The state a new attempt at this level starts from.
    public var startState: TilesState { TilesState(level: number, par: par, board: board) }
}

/// A level's identity: its pack and its number there. An integer literal names a level of the
/// shipped pack, the only pack there was before packs.
public struct LevelKey: Hashable, Sendable, Codable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var pack: String
    public var number: Int

    public init(pack: String = ShippedPack.name, number: Int) {
        self.pack = pack
        self.number = number
    }

    public init(integerLiteral number: Int) {
        self.init(number: number)
    }

    public var isShipped: Bool { pack == ShippedPack.name }

    /// The shipped pack first, then packs by name; numbers in order within a pack.
    public static func < (lhs: LevelKey, rhs: LevelKey) -> Bool {
        if lhs.pack != rhs.pack {
            if lhs.isShipped != rhs.isShipped { return lhs.isShipped }
            return lhs.pack < rhs.pack
        }
        return lhs.number < rhs.number
    }

    /// "12" for a shipped level, "my pack/12" for another pack's.
    public var description: String { isShipped ? "\(number)" : "\(pack)/\(number)" }
}
