import GameCore
import Mines

/// Plays Mines the way a careful player does, with the solver's proofs only, to build the
/// positions the benchmarks measure: boards part way through, and long move logs.
public enum LogicalPlay {
    /// Plays `session` from its current state: the first reveal at the board's centre, then,
    /// round after round, a reveal of every cell the solver proves safe and a flag on every
    /// proven mine, one move at a time. Stops when `stop` holds for the session (checked after
    /// every move; it may add actions of its own, such as an undo and a redo), when the board is
    /// over, or when nothing more can be proven.
    public static func play(_ session: inout GameSession<MinesState>,
                            flagMines: Bool = true,
                            until stop: (inout GameSession<MinesState>) -> Bool) {
        var board: MinesBoard { session.current.board }
        if !board.isStarted {
            session.apply(.reveal(Point(x: board.width / 2, y: board.height / 2)))
            if stop(&session) { return }
        }
        while !board.isOver {
            let proven = MinesSolver.deductions(for: board.playerView)
            var progressed = false
            for point in proven.safe where board.mark(at: point) == .covered {
                guard session.apply(.reveal(point)) != nil else { continue }
                progressed = true
                if stop(&session) || board.isOver { return }
            }
            if flagMines {
                for point in proven.mines where board.mark(at: point) == .covered {
                    guard session.apply(.flag(point)) != nil else { continue }
                    progressed = true
                    if stop(&session) { return }
                }
            }
            if !progressed { return }
        }
    }

    /// A board part way through: played by logic from its centre until at least `fraction`
    /// of its safe cells are revealed (flags on the mines proven so far).
    public static func boardInPlay(_ params: MinesParams, seed: UInt64, fraction: Double = 0.5) -> MinesBoard {
        var session = GameSession(initial: MinesState(mode: .custom(params), seed: seed))
        let target = Int(Double(params.safeCellCount) * fraction)
        play(&session) { $0.current.board.revealedCount >= target }
        return session.current.board
    }

    /// A classic board (mines at random) played by logic from its centre until nothing more
    /// can be proven: where the hint has to count the odds. Nil when logic clears it.
    public static func boardOutOfLogic(_ params: MinesParams, seed: UInt64) -> MinesBoard? {
        var session = GameSession(initial: MinesState(mode: .custom(params), seed: seed,
                                                      settings: MinesSettings(style: .random)))
        play(&session) { _ in false }
        let board = session.current.board
        return board.outcome == .playing ? board : nil
    }
}
