import GameCore

/// A free-play board dealt from a seed: a pure function of the shape and the seed, so a game is
/// rebuilt (resumed, replayed, verified) from its setup alone.
///
/// Boards are clearable by construction when the builder manages it, as Simon Tatham's Same
/// Game deals them by default ("Ensure solubility"): `ClearableBoardBuilder` plays the game
/// backwards, which also gives a clearing the par is taken from. Whether the player finds one is
/// the game. A shape the builder cannot fill within `builderAttempts` (few colours on a big
/// board leave it little room) is dealt as a plain random fill, as Same Game's other mode is.
public struct FreePlayDeal: Hashable, Sendable {
    /// The pack name free-play params carry (never a real pack's, as `daily` is not).
    public static let packName = "free play"

    public let shape: FreePlayShape
    public let seed: UInt64
    public let board: TileBoard
    /// A clearing of `board`, first move first: the builder's own, or a shorter one the solver
    /// found; empty when the board was a random fill no search cleared.
    public let solution: [TilesMove]

    /// Group sizes the builder inserts: bigger than a designed level's, so boards have the big
    /// groups the (n−2)² scoring rewards.
    static let groupSizes = [2, 2, 3, 3, 4, 5, 6]
    /// The node budget of the par search: small, so a deal stays well under a second.
    public static let parNodeLimit = 20_000
    /// Builder tries before the random fill: each failed try leaves the generator further on.
    static let builderAttempts = 8

    /// Deals the board of `shape` for `seed`. `improvingPar`: look for a clearing shorter than the
    /// builder's (the game does; checking a replayed board needs only the board).
    public init(shape: FreePlayShape, seed: UInt64, improvingPar: Bool = true) {
        self.shape = shape
        self.seed = seed
        var generator = SeededGenerator(seed: seed)
        let colours = Array(TileColor.allCases.shuffled(using: &generator).prefix(shape.colours))
        let builder = ClearableBoardBuilder(width: shape.width, height: shape.height, colours: colours,
                                            groupSizes: Self.groupSizes)
        var built: (board: TileBoard, solution: [TilesMove])?
        for _ in 0..<Self.builderAttempts where built == nil {
            built = builder.build(using: &generator)
        }
        let dealt = built?.board ?? Self.randomFill(shape, colours: colours, using: &generator)
        board = dealt
        var best = built?.solution ?? []
        if improvingPar {
            let shorter = TilesSolver(nodeLimit: Self.parNodeLimit).fewestMoves(dealt, beamWidth: 40)
            if shorter.isClearable, best.isEmpty || shorter.moves.count < best.count { best = shorter.moves }
        }
        solution = best
    }

    /// Every cell a colour drawn at random (Same Game's deal without "Ensure solubility").
    private static func randomFill(_ shape: FreePlayShape, colours: [TileColor],
                                   using generator: inout SeededGenerator) -> TileBoard {
        var grid = Grid<UInt8>(width: shape.width, height: shape.height, repeating: 0)
        for y in 0..<shape.height {
            for x in 0..<shape.width {
                grid[x, y] = UInt8(colours[Int.random(in: 0..<colours.count, using: &generator)].rawValue)
            }
        }
        return TileBoard(grid: grid)
    }

    /// Par: the moves of the shortest clearing known; with none known, one move a colour
    /// cannot beat it, so the number stays honest (it is only shown, never scored).
    public var par: Int { solution.isEmpty ? max(1, board.tileCount / 2) : solution.count }
}
