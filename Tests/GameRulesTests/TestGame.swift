import GameCore
import GameRules

/// A move of the test game: step the counter by `step` (1...3 is legal).
struct StepMove: PackableMove, Hashable {
    var step: Int

    func pack(into writer: inout PackWriter) {
        writer.write(step)
    }

    init(_ step: Int) {
        self.step = step
    }

    init(unpacking reader: inout PackReader) throws {
        step = try reader.read()
    }
}

/// A game small enough to check the replay machinery by hand: count up to a target by steps
/// of 1 to 3; passing the target loses, reaching it exactly wins.
struct CountingState: GameState, Hashable {
    var target: Int
    var total = 0

    init(target: Int) {
        self.target = target
    }

    func applying(_ move: StepMove) -> (state: CountingState, events: [GameEvent])? {
        guard (1...3).contains(move.step), total < target else { return nil }
        var next = self
        next.total += move.step
        return (next, [])
    }

    var status: GameStatus {
        total == target ? .won : (total > target ? .lost : .playing)
    }

    var isOver: Bool { status != .playing }
}

extension TimedLog where Move == StepMove {
    /// Steps at the given offsets.
    static func steps(_ steps: [Int], at offsets: [Int?]) -> TimedLog {
        TimedLog(zip(steps, offsets).map { TimedAction(.move(StepMove($0)), at: $1) })
    }
}
