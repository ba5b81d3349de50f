import Daily
import GameCore

/// A date's Tiles challenge: a level built from the day's seed whose size and colours grow
/// through the week (Monday the smallest, Sunday the largest), proven clearable by the solver,
/// with par the fewest moves the solver finds.
///
/// The builder makes a board clearable by construction (it plays the game backwards), but the
/// level is shown only once `TilesSolver` has found its own clearing too: a board the solver
/// cannot decide within its budget is dropped for the next one from the same seeded stream, so
/// the level stays a pure function of the date.
public struct DailyTilesChallenge: Hashable, Sendable {
    /// The pack name a daily level's params carry (never a real pack: no pack may use it).
    public static let packName = "daily"

    /// Width, height and colours by ISO weekday (1 Monday ... 7 Sunday).
    public struct Shape: Hashable, Sendable {
        public var width: Int
        public var height: Int
        public var colours: Int
    }

    public static func shape(weekday: Int) -> Shape {
        let shapes = [Shape(width: 6, height: 5, colours: 3), Shape(width: 7, height: 6, colours: 3),
                      Shape(width: 8, height: 6, colours: 4), Shape(width: 9, height: 7, colours: 4),
                      Shape(width: 10, height: 7, colours: 4), Shape(width: 10, height: 8, colours: 5),
                      Shape(width: 12, height: 8, colours: 5)]
        return shapes[min(max(weekday, 1), 7) - 1]
    }

    /// The node budget of the proof and of each stage of the par search (the solver's own
    /// default proof budget is 1,000,000; these are smaller so a retry comes sooner).
    public static let proofNodeLimit = 200_000
    public static let parNodeLimit = 50_000

    public let date: DailyDate
    public let seed: UInt64
    public let board: TileBoard
    public let par: Int
    /// A clearing in `par` moves, first move first: the solver's proof that par can be met.
    public let solution: [TilesMove]

    /// Builds and proves the date's level. Not instant (a board the solver cannot decide within
    /// its budget costs a retry; the slowest of 365 dates took seconds in a debug build): run it
    /// as background work. `seed` nil: the documented seed of the date.
    public init(date: DailyDate, seed: UInt64? = nil) {
        self.date = date
        let seed = seed ?? DailySeed.seed(.tiles, on: date)
        self.seed = seed
        let shape = Self.shape(weekday: date.weekday)
        var generator = SeededGenerator(seed: seed)
        while true {
            let colours = Array(TileColor.allCases.shuffled(using: &generator).prefix(shape.colours))
            let builder = ClearableBoardBuilder(width: shape.width, height: shape.height, colours: colours)
            guard let built = builder.build(using: &generator) else { continue }
            let proof = TilesSolver(nodeLimit: Self.proofNodeLimit).solve(built.board)
            guard proof.isClearable else { continue }
            let shortest = TilesSolver(nodeLimit: Self.parNodeLimit).fewestMoves(built.board, beamWidth: 100)
            let clearings = [proof.moves, built.solution] + (shortest.isClearable ? [shortest.moves] : [])
            board = built.board
            solution = clearings.min { $0.count < $1.count } ?? proof.moves
            par = max(1, solution.count)
            return
        }
    }

    public var mapHash: UInt64 { TilesParams.mapHash(of: board) }

    /// The game's params: level number the weekday, pack `daily`, the date.
    public var params: TilesParams {
        TilesParams(level: date.weekday, pack: Self.packName, par: par, mapRows: board.mapRows, mapHash: mapHash,
                    daily: date.description)
    }

    /// The level as the play screen takes it.
    public var level: Level {
        Level(number: date.weekday, name: "Daily \(date)", background: "default", par: par, pack: Self.packName, board: board)
    }
}
