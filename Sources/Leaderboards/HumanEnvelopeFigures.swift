import Foundation
import GameRules

/// What the human envelope looks at in a run: its board, its replayed figures and when each
/// logged action came. Built from a kept run (`init(run:offsets:)`) or directly by tests.
public struct EnvelopeFigures: Hashable, Sendable {
    public var board: BoardID
    /// Play time as the board ranks it (Mines: from the first reveal).
    public var playMilliseconds: Int
    /// Mines: the 3BV of the board played (a classic board's).
    public var threeBV: Int?
    /// Mines: the 3BV of every board cleared (an endless run's).
    public var threeBVCleared: Int?
    public var boardsCleared: Int
    /// Moves the result counts (Tiles: those standing after undo).
    public var moves: Int
    /// Tiles: the level's par (the fewest moves its solver found); nil for other games.
    public var par: Int?
    /// The logged actions' offsets on the play clock, in order.
    public var offsets: [Int]

    public init(board: BoardID, playMilliseconds: Int, threeBV: Int? = nil, threeBVCleared: Int? = nil,
                boardsCleared: Int = 1, moves: Int = 0, par: Int? = nil, offsets: [Int] = []) {
        self.board = board
        self.playMilliseconds = playMilliseconds
        self.threeBV = threeBV
        self.threeBVCleared = threeBVCleared
        self.boardsCleared = boardsCleared
        self.moves = moves
        self.par = par
        self.offsets = offsets
    }

    /// A kept run's figures: the replay's (`claimed`, which `verify` checked), the par its setup
    /// names, and `offsets` read from its log (`GameRegistry.actionOffsets`).
    public init(run: RankedRun, offsets: [Int]) {
        self.init(board: run.board, playMilliseconds: run.claimed.playMilliseconds ?? 0, threeBV: run.claimed.threeBV,
                  threeBVCleared: run.claimed.threeBVCleared, boardsCleared: run.claimed.boardsCleared,
                  moves: run.claimed.moves, par: Self.par(inSetup: run.setup), offsets: offsets)
    }

    /// The `par` of a setup's params, read without knowing the game (only Tiles has one).
    static func par(inSetup setup: Data) -> Int? {
        struct Probe: Decodable {
            struct Params: Decodable { var par: Int? }
            var params: Params
        }
        return (try? JSONDecoder().decode(Probe.self, from: setup))?.params.par
    }
}

extension RankingRegistry {
    /// The envelope's verdict on a kept run: its figures with the offsets read from its log
    /// (a log that does not unpack has none to measure; such a run never verifies anyway).
    public func envelopeVerdict(of run: RankedRun, envelope: HumanEnvelope = .standard) -> EnvelopeVerdict {
        let offsets = games.actionOffsets(kind: run.kind.rawValue, packedLog: run.log) ?? []
        let limits = rules(for: run.kind)?.envelopeLimits(for: run.board) ?? HumanEnvelope.actionLimits
        return envelope.verdict(EnvelopeFigures(run: run, offsets: offsets), limits: limits)
    }
}
