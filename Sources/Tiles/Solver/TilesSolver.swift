import GameCore

/// What a search found out about a board.
public struct TilesSolution: Equatable, Sendable {
    public enum Verdict: String, Equatable, Sendable {
        /// `moves` clears the board.
        case clearable
        /// No sequence of moves clears the board (proven by exhaustive search).
        case unclearable
        /// The search stopped at its node limit before it could tell.
        case undecided
    }

    public var verdict: Verdict
    /// A clearing sequence, first move first, when the verdict is `clearable`; empty otherwise.
    public var moves: [TilesMove]
    /// Positions the search expanded.
    public var nodes: Int
    /// True when the node limit cut the search short. A `clearable` verdict can come with a
    /// hit limit from the fewest-moves search: the sequence clears, but a shorter one may exist.
    public var hitLimit: Bool

    public init(verdict: Verdict, moves: [TilesMove], nodes: Int, hitLimit: Bool) {
        self.verdict = verdict
        self.moves = moves
        self.nodes = nodes
        self.hitLimit = hitLimit
    }

    public var isClearable: Bool { verdict == .clearable }
}

/// Decides whether a Tiles board can be cleared completely, finds short clearing sequences
/// (for par) and gives hints. Pure: no clock, no files, no shared state; every call starts a
/// fresh search bounded by `nodeLimit`, so it always terminates.
public struct TilesSolver: Sendable {
    /// Enough to decide every shipped level, and positions part way through them, with a
    /// wide margin: at most about a second on one core on a 16×12 board (measured about
    /// 1 µs per position there). For validating levels and the command line.
    public static let defaultNodeLimit = 1_000_000
    /// For the hint key: at most about 0.2 s on the largest boards. Designed starts need a
    /// few dozen positions; a player's own position that this cannot decide gets `.unknown`.
    public static let interactiveNodeLimit = 200_000

    public var nodeLimit: Int

    public init(nodeLimit: Int = TilesSolver.defaultNodeLimit) {
        self.nodeLimit = max(nodeLimit, 1)
    }

    /// Searches for any clearing sequence (depth first, hopeless positions remembered).
    public func solve(_ board: TileBoard) -> TilesSolution {
        if board.isEmpty { return TilesSolution(verdict: .clearable, moves: [], nodes: 0, hitLimit: false) }
        guard let packed = PackedBoard(board) else {
            return TilesSolution(verdict: .undecided, moves: [], nodes: 0, hitLimit: true)
        }
        let engine = SearchEngine(packed)
        let search = ClearingSearch(engine: engine, nodeLimit: nodeLimit)
        if search.run() {
            return TilesSolution(verdict: .clearable, moves: search.solution.map { move(for: $0, in: engine) },
                                 nodes: search.nodes, hitLimit: false)
        }
        return TilesSolution(verdict: search.hitLimit ? .undecided : .unclearable, moves: [],
                             nodes: search.nodes, hitLimit: search.hitLimit)
    }

    /// Searches for a clearing sequence with as few moves as it can find: the first clearing
    /// found, a beam search of `beamWidth` positions per move, then branch and bound for
    /// shorter ones (each stage within the node limit). When `hitLimit` is false the
    /// sequence is proven minimal. Used offline to set par; it can take seconds.
    public func fewestMoves(_ board: TileBoard, beamWidth: Int = 400) -> TilesSolution {
        if board.isEmpty { return TilesSolution(verdict: .clearable, moves: [], nodes: 0, hitLimit: false) }
        guard let packed = PackedBoard(board) else {
            return TilesSolution(verdict: .undecided, moves: [], nodes: 0, hitLimit: true)
        }
        let engine = SearchEngine(packed)
        let search = FewestMovesSearch(engine: engine, nodeLimit: nodeLimit, beamWidth: beamWidth)
        search.run()
        guard let best = search.best else {
            return TilesSolution(verdict: search.hitLimit ? .undecided : .unclearable, moves: [],
                                 nodes: search.nodes, hitLimit: search.hitLimit)
        }
        return TilesSolution(verdict: .clearable, moves: best.map { move(for: $0, in: engine) },
                             nodes: search.nodes, hitLimit: search.hitLimit)
    }

    private func move(for group: SearchGroup, in engine: SearchEngine) -> TilesMove {
        let cell = engine.point(of: group)
        return TilesMove(Point(x: cell.x, y: cell.y))
    }
}
