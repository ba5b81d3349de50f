import GameCore
import GameRules
import Mines

/// A beginner board won from the middle, as a player's computer plays it: the first reveal at
/// `firstOffset`, then every safe cell `pace` ms apart. The service's tests and the client's
/// tests both file such games, through the game's own rules.
public struct WonBeginnerGame: Sendable {
    public static let first = MinesMove.reveal(Point(x: 4, y: 4))
    public static let params = MinesGameParams(mode: .classic(.beginner))

    public struct Unplayable: Error, CustomStringConvertible {
        public var description: String
    }

    public var log: TimedLog<MinesMove>
    public var outcome: BoardOutcome

    public init(seed: UInt64, firstOffset: Int, pace: Int) throws {
        var state = MinesState(setup: Self.params.setup(seed: seed))
        var log = TimedLog<MinesMove>()
        var offset = firstOffset
        func play(_ move: MinesMove) throws {
            guard let next = state.applying(move) else { throw Unplayable(description: "the rules refused \(move)") }
            state = next.state
            log.append(.move(move), at: offset)
            offset += pace
        }
        try play(Self.first)
        guard let layout = state.board.layout else { throw Unplayable(description: "no layout after the first reveal") }
        for y in 0..<9 {
            for x in 0..<9 where !layout.isMine(at: Point(x: x, y: y))
                && state.board.mark(at: Point(x: x, y: y)) == .covered && state.board.outcome == .playing {
                try play(.reveal(Point(x: x, y: y)))
            }
        }
        self.log = log
        self.outcome = state.board.outcome
    }
}
