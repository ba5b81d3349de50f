/// A hand-designed Tiles level as the game uses it (Storage turns database rows into these).
public struct Level: Hashable, Sendable, Identifiable {
    /// The level's number in the campaign (`ix` in the levels table).
    public var ix: Int
    public var name: String
    /// The name of a file in assets/backgrounds/ drawn around the board.
    public var background: String
    public var par: Int
    public var pack: String
    public var board: TileBoard

    public var id: Int { ix }

    public init(ix: Int, name: String, background: String, par: Int, pack: String, board: TileBoard) {
        self.ix = ix
        self.name = name
        self.background = background
        self.par = par
        self.pack = pack
        self.board = board
    }

    /// The state a new attempt at this level starts from.
    public var startState: TilesState { TilesState(level: ix, par: par, board: board) }
}
