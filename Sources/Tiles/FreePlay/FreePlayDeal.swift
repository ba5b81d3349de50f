import GameCore

/// A free-play board dealt from a seed: a pure function of the shape and the seed, so a game is
/// rebuilt (resumed, replayed, verified) from its setup alone.
///
/// A board of up to `builderTileLimit` tiles is clearable by construction, as Simon Tatham's
/// Same Game deals by default ("Ensure solubility"): `ClearableBoardBuilder` plays the game
/// backwards, which also gives a clearing the par is taken from. A bigger board is a plain
/// random fill, as KSame and Swell Foop deal theirs: the builder's search grows too fast with
/// the board (a 15×10 board took tens of seconds in a debug build), and a deal happens on Enter.
/// A random fill has no known clearing, so no par (`par` 0, shown as "–"); so does a small shape
/// the builder could not fill within `builderAttempts`, and every two-colour board.
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
    static let builderAttempts = 3
    /// The largest board dealt clearable (the small standard shape, 6×5, is 30 tiles).
    public static let builderTileLimit = 48

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
        // Two colours leave the builder almost no room (a new group may touch no tile of its
        // colour): its tries fail slowly, so two-colour boards are random fills.
        if shape.width * shape.height <= Self.builderTileLimit, shape.colours >= 3 {
            for _ in 0..<Self.builderAttempts where built == nil {
                built = builder.build(using: &generator)
            }
        }
        guard let built else {
            board = Self.randomFill(shape, colours: colours, using: &generator)
            solution = []
            return
        }
        board = built.board
        var best = built.solution
        if improvingPar {
            let shorter = TilesSolver(nodeLimit: Self.parNodeLimit).fewestMoves(built.board, beamWidth: 40)
            if shorter.isClearable, shorter.moves.count < best.count { best = shorter.moves }
        }
        solution = best
    }

    /// Every cell a colour drawn at random (Same Game's deal without "Ensure solubility"), drawn
    /// again in the rare case no two neighbours match: a game must have a first move.
    private static func randomFill(_ shape: FreePlayShape, colours: [TileColor],
                                   using generator: inout SeededGenerator) -> TileBoard {
        var grid = Grid<UInt8>(width: shape.width, height: shape.height, repeating: 0)
        repeat {
            for y in 0..<shape.height {
                for x in 0..<shape.width {
                    grid[x, y] = UInt8(colours[Int.random(in: 0..<colours.count, using: &generator)].rawValue)
                }
            }
        } while !TileBoard(grid: grid).hasRemovableGroup
        return TileBoard(grid: grid)
    }

    /// Par: the moves of the shortest clearing known; 0 when none is known (a random fill).
    public var par: Int { solution.count }
}
